import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

// Decision 028 "Existing stickers": migration 0021 moves data made under decision 010's rule to
// the new one. Run on PGlite (the migration is the same SQL on PostgreSQL): the migrations before
// it, stickers as the old app left them, then 0021.

const TAG = '0021_spares_offered_unless_kept';

/** A copy of the migrations folder that stops just before 0021. */
async function foldersBeforeAndAfter() {
  const dir = await mkdtemp(path.join(tmpdir(), 'swapsies-0021-'));
  const before = path.join(dir, 'migrations');
  await cp(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return { dir, before };
}

describe('migration 0021: spares offered unless kept', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  it('offers the spare copies of stickers never marked for trade, bumps their versions and refreshes match bits', async () => {
    const { dir, before } = await foldersBeforeAndAfter();
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const client = new PGlite({ extensions: { pg_trgm } });
    cleanup.push(() => client.close());
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });

    // Two collectors of a 5-sticker album, the first findable. Sticker 2 of the first has three
    // copies never marked for trade; the second's stickers have none to spare.
    await client.exec(`
      insert into users (id, username, password_hash) values (1, 'ann', 'x'), (2, 'bob', 'x');
      insert into collection_templates (id, title, total_stickers) values (1, 'Album', 5);
      insert into collections (id, user_id, template_id, findable) values (1, 1, 1, true),
        (2, 2, 1, false);
      insert into stickers (number, position, collection_id, user_id, owned, for_trade, quantity)
      values ('1', 1, 1, 1, false, false, 1), ('2', 2, 1, 1, true, false, 3),
             ('3', 3, 1, 1, true, true, 2), ('4', 4, 1, 1, true, false, 1),
             ('5', 5, 1, 1, true, true, 1),
             ('1', 1, 2, 2, true, false, 1), ('2', 2, 2, 2, true, true, 1);
      select swapsies_refresh_match_bits(array[1]);
    `);
    const versionsBefore = await client.query<{ id: number; version: number }>(
      'select id, version from collections order by id',
    );
    const bitsBefore = await client.query<{ spare: string }>(
      'select spare_bits::text as spare from collections where id = 1',
    );
    // Under decision 010 only the for-trade stickers 3 and 5 offered anything.
    expect(bitsBefore.rows[0]!.spare).toBe('00101');

    await migrate(db, { migrationsFolder });

    const stickers = await client.query<{ number: string; keep: boolean; offered: number }>(
      `select number, keep_spares as keep,
              swapsies_copies_on_offer(owned, for_trade, is_pending, is_completed, quantity,
                                       promised, keep_spares) as offered
       from stickers where collection_id = 1 order by position`,
    );
    expect(stickers.rows).toEqual([
      { number: '1', keep: false, offered: 0 }, // needed
      { number: '2', keep: false, offered: 2 }, // 3 copies, never marked: now offers 2
      { number: '3', keep: false, offered: 1 }, // marked for trade: as before
      { number: '4', keep: false, offered: 0 }, // the album's own single copy
      { number: '5', keep: false, offered: 1 }, // a single copy marked for trade: as before
    ]);
    const bitsAfter = await client.query<{ spare: string }>(
      'select spare_bits::text as spare from collections where id = 1',
    );
    expect(bitsAfter.rows[0]!.spare).toBe('01101');
    const versionsAfter = await client.query<{ id: number; version: number }>(
      'select id, version from collections order by id',
    );
    // Only the collection whose offer changed moves on, so its cached lists are not served again.
    expect(versionsAfter.rows).toEqual([
      { id: 1, version: versionsBefore.rows[0]!.version + 1 },
      { id: 2, version: versionsBefore.rows[1]!.version },
    ]);
    // The old six-argument function is gone: nothing can use the old rule.
    const old = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_proc where proname = 'swapsies_copies_on_offer'`,
    );
    expect(old.rows[0]!.n).toBe(1);
    // Every migration from an empty database, twice over: slow on a busy machine.
  }, 180_000);
});
