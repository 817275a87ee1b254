import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { databaseErrorWithCode } from './errors';
import { rowsOf } from './rows';

/** '23503' when the statement failed with a foreign-key violation (SQLSTATE), else undefined. */
async function sqlStateOf(work: Promise<unknown>): Promise<string | undefined> {
  const failure: unknown = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  return failure === undefined ? undefined : databaseErrorWithCode(failure, '23503')?.code;
}

/**
 * Stickers belong to their collection and its owner by a declared foreign key (decision 022).
 * These tests hold both databases to it.
 */
describe('stickers belong to their collection', () => {
  let database: DatabaseHandle;
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const idRow = z.object({ id: z.number() });
  const countRow = z.object({ n: z.number() });
  const one = async <S extends z.ZodType>(schema: S, query: ReturnType<typeof sql>) =>
    rowsOf(await run(query), schema)[0]!;

  let userId: number;
  let templateId: number;
  async function newCollection(stickers: number) {
    const { id } = await one(
      idRow,
      sql`
      insert into collections (user_id, template_id) values (${userId}, ${templateId}) returning id`,
    );
    await run(sql`
      insert into stickers (number, position, collection_id, user_id)
      select n::text, n, ${id}::int, ${userId}::int from generate_series(1, ${stickers}::int) as n`);
    return id;
  }
  const stickerCount = async (collectionId: number) =>
    (
      await one(
        countRow,
        sql`select count(*)::int as n from stickers where collection_id = ${collectionId}`,
      )
    ).n;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ id: userId } = await one(
      idRow,
      sql`
      insert into users (username, email, password_hash) values ('keeper', 'k@example.com', 'x')
      returning id`,
    ));
    ({ id: templateId } = await one(
      idRow,
      sql`
      insert into collection_templates (title, total_stickers, created_by)
      values ('Integrity album', 30, ${userId}) returning id`,
    ));
  });
  afterAll(() => database.close());

  it('refuses stickers of a collection that does not exist, and writes none of them', async () => {
    const real = await newCollection(3);
    const state = await sqlStateOf(
      run(sql`
        insert into stickers (number, position, collection_id, user_id)
        values ('4', 4, ${real}, ${userId}), ('1', 1, 999999, ${userId})`),
    );
    expect(state).toBe('23503');
    expect(await stickerCount(real)).toBe(3);
    expect(await stickerCount(999999)).toBe(0);
  });

  it("never puts a sticker in another collector's collection", async () => {
    const from = await newCollection(2);
    const { id: other } = await one(
      idRow,
      sql`
      insert into users (username, email, password_hash) values ('other', 'o@example.com', 'x')
      returning id`,
    );
    const { id: to } = await one(
      idRow,
      sql`
      insert into collections (user_id, template_id) values (${other}, ${templateId}) returning id`,
    );
    await run(sql`
      insert into stickers (number, position, collection_id, user_id)
      select n::text, n, ${to}::int, ${other}::int from generate_series(1, 2) as n`);
    const state = await sqlStateOf(
      run(sql`update stickers set collection_id = ${to} where collection_id = ${from}`),
    );
    expect(state).toBe('23503');
    expect([await stickerCount(from), await stickerCount(to)]).toEqual([2, 2]);
    // Any other change is untouched by the guard.
    await run(sql`update stickers set owned = true where collection_id = ${from}`);
    expect(await stickerCount(from)).toBe(2);
  });

  it('deletes the stickers with their collection, and only those', async () => {
    const gone = await newCollection(25);
    const kept = await newCollection(5);
    await run(sql`delete from collections where id = ${gone}`);
    expect(await stickerCount(gone)).toBe(0);
    expect(await stickerCount(kept)).toBe(5);
  });

  it('deletes every sticker of a user whose account is deleted (through the collections)', async () => {
    const { id: leaver } = await one(
      idRow,
      sql`
      insert into users (username, email, password_hash) values ('leaver', 'l@example.com', 'x')
      returning id`,
    );
    for (let i = 0; i < 2; i += 1) {
      const { id } = await one(
        idRow,
        sql`
        insert into collections (user_id, template_id) values (${leaver}, ${templateId}) returning id`,
      );
      await run(sql`
        insert into stickers (number, position, collection_id, user_id)
        select n::text, n, ${id}::int, ${leaver}::int from generate_series(1, 10) as n`);
    }
    await run(sql`delete from users where id = ${leaver}`);
    const { n } = await one(
      countRow,
      sql`select count(*)::int as n from stickers where user_id = ${leaver}`,
    );
    expect(n).toBe(0);
  });
});
