import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

const idRow = z.object({ id: z.number() });

/**
 * Opts a collection in to matches (computing its matching bits in the same transaction) or out
 * (forgetting them). Opting out is always allowed, so a collector can leave at any time; an
 * archived collection cannot opt in. Bumps the version like every collection change.
 */
export async function setFindable(
  db: Database,
  values: { userId: number; id: number; findable: boolean },
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'archived' }> {
  return db.transaction(async (tx) => {
    const { userId, id, findable } = values;
    const updated = rowsOf(
      await tx.execute(sql`
        update collections
        set findable = ${findable}::boolean, version = version + 1
          ${findable ? sql`` : sql`, need_bits = null, spare_bits = null`}
        where id = ${id} and user_id = ${userId}
          ${findable ? sql`and status = 'active'` : sql``}
        returning id`),
      idRow,
    );
    if (updated.length === 0) {
      const exists = rowsOf(
        await tx.execute(sql`select id from collections where id = ${id} and user_id = ${userId}`),
        idRow,
      );
      return { ok: false, reason: exists.length > 0 ? 'archived' : 'not-found' };
    }
    if (findable) await tx.execute(sql`select swapsies_refresh_match_bits(array[${id}::int])`);
    return { ok: true };
  });
}
