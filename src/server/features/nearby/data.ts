import { eq } from 'drizzle-orm';
import { describeArea, type MyArea } from '../../../domain/nearby/area';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { world } from './gazetteer';

/** The collector's own area as Settings shows it (decision 020). */
export async function findMyArea(db: Database, userId: number): Promise<MyArea> {
  const [row] = await db
    .select({ kind: users.areaKind, code: users.areaCode, radiusKm: users.areaRadiusKm })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.kind || !row.code) return { area: null };
  return {
    area: {
      kind: row.kind,
      code: row.code,
      label: describeArea(row.kind, row.code, world),
      radiusKm: row.radiusKm,
    },
  };
}
