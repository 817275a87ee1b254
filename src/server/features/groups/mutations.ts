import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { facebookGroups } from '../../db/schema';

interface GroupValues {
  name: string;
  description: string;
  link: string | null;
  keywords: string;
}

export async function insertGroup(
  db: Database,
  values: GroupValues & { status: 'approved' | 'suggested'; suggestedBy: number | null },
) {
  const [row] = await db.insert(facebookGroups).values(values).returning({ id: facebookGroups.id });
  return row!.id;
}

/** Applies an admin's edit; false when there is no such entry. */
export async function updateGroup(
  db: Database,
  id: number,
  values: Partial<GroupValues> & { status?: 'approved' | 'suggested' },
) {
  const updated = await db
    .update(facebookGroups)
    .set(values)
    .where(eq(facebookGroups.id, id))
    .returning({ id: facebookGroups.id });
  return updated.length > 0;
}

export async function deleteGroup(db: Database, id: number) {
  const deleted = await db
    .delete(facebookGroups)
    .where(eq(facebookGroups.id, id))
    .returning({ id: facebookGroups.id });
  return deleted.length > 0;
}
