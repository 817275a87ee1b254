import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { users } from './schema';
import { rowsOf } from './rows';

/**
 * Dates, timestamps and intervals come back alike from both drivers, inside a transaction or not.
 * On PGlite this also holds the parser adaptation of `pglite-adapter.ts` to Drizzle's own
 * mapping: raw SQL returns them as PostgreSQL's text, typed selects as Date objects.
 */
describe('values of date and time types through Drizzle', () => {
  let database: DatabaseHandle;
  const proUntil = new Date('2027-03-04T05:06:07.089Z');
  const raw = sql`
    select timestamptz '2026-01-02 03:04:05+00' at time zone 'UTC' as ts,
           date '2026-01-02' as d, interval '1 day 02:00:00' as i`;
  const expected = { ts: '2026-01-02 03:04:05', d: '2026-01-02', i: '1 day 02:00:00' };
  // Read as they come (text or not), so the assertion sees what the driver answered.
  const rawRow = z.object({ ts: z.unknown(), d: z.unknown(), i: z.unknown() });

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insert(users)
      .values({ username: 'timekeeper', email: 't@example.com', passwordHash: 'x', proUntil });
  });
  afterAll(() => database.close());

  it('returns text from raw SQL and Date objects from typed selects', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(rowsOf(await database.db.execute(raw), rawRow)).toEqual([expected]);
      const [row] = await database.db
        .select({ proUntil: users.proUntil })
        .from(users)
        .where(eq(users.username, 'timekeeper'));
      expect(row!.proUntil).toEqual(proUntil);
    }
  });

  it('does the same inside a transaction', async () => {
    await database.db.transaction(async (tx) => {
      expect(rowsOf(await tx.execute(raw), rawRow)).toEqual([expected]);
      const [row] = await tx
        .select({ proUntil: users.proUntil })
        .from(users)
        .where(eq(users.username, 'timekeeper'));
      expect(row!.proUntil).toEqual(proUntil);
    });
  });
});
