import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  collectorWithAlbum,
  listStickersOf,
  newIdempotencyKey,
  registerUser,
} from '../../test/factories';
import { dbFingerprint } from '../../test/fingerprint';
import { request } from '../../test/http';
import { INVALID_KEY_MESSAGE, KEEP_ANSWERS_MS, KEY_REUSED_MESSAGE } from './idempotency';

// Decision 015: a change sent with an Idempotency-Key is applied once, whatever the number of
// times the offline outbox sends it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newKey = newIdempotencyKey;
const setUp = (total = 5) => collectorWithAlbum(t.app, total);

const withKey = (cookie: string, key?: string) => ({
  cookie,
  ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
});
const patch = (cookie: string, id: number, body: unknown, key?: string) =>
  request(t.app, 'PATCH', `/api/stickers/${id}`, body, withKey(cookie, key));
const bulk = (cookie: string, updates: unknown, key?: string) =>
  request(t.app, 'PATCH', '/api/stickers/bulk', { updates }, withKey(cookie, key));
const bulkDelete = (cookie: string, ids: number[], key?: string) =>
  request(t.app, 'DELETE', '/api/stickers/bulk', { ids }, withKey(cookie, key));

async function query<T>(text: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

/** Bumped by every applied sticker write: how many times a change was applied. */
async function versionOf(collectionId: number) {
  const [row] = await query<{ version: number }>(
    sql`select version from collections where id = ${collectionId}`,
  );
  return row!.version;
}

async function storedKeys(userId: number) {
  return query<{ key: string; status_code: number }>(
    sql`select key, status_code from idempotency_keys where user_id = ${userId} order by key`,
  );
}

/** Promises copies of a sticker as a swap does (see stickers.test.ts). */
async function promise(stickerId: number, promised: number) {
  await t.database.db.execute(sql`
    with changed as (
      update stickers set promised = ${promised}::int where id = ${stickerId} returning collection_id)
    update collections set version = version + 1 where id in (select collection_id from changed)`);
}

/**
 * Runs `run` while a trigger on sticker updates does `action` (PL/pgSQL), then drops it:
 * a write that fails in the database, or one that holds its transaction open a while.
 */
async function withStickerTrigger(action: string, timing: string, run: () => Promise<void>) {
  const { db } = t.database;
  await db.execute(
    sql.raw(`create or replace function test_sticker_trigger() returns trigger
      language plpgsql as $$ begin ${action}; return null; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger test_sticker_trigger ${timing} execute function test_sticker_trigger()`,
    ),
  );
  try {
    await run();
  } finally {
    await db.execute(sql`drop trigger test_sticker_trigger on stickers`);
  }
}

const slowWrites = 'after update on stickers for each statement';

/** The same answer a second time: status, body byte for byte, marked as a replay. */
function expectReplayOf(replayed: LightMyRequestResponse, first: LightMyRequestResponse) {
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(replayed.headers['idempotent-replayed']).toBe('true');
  expect(replayed.statusCode).toBe(first.statusCode);
  expect(replayed.body).toBe(first.body);
  expect(replayed.headers['content-type']).toBe(first.headers['content-type']);
}

describe('Idempotency-Key on sticker writes', () => {
  it('applies a PATCH sent twice with one key once, and answers the second with the first answer', async () => {
    const { cookie, collection, ids } = await setUp();
    const key = newKey();
    const first = await patch(cookie, ids[0]!, { quantity: 3 }, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ quantity: 3, owned: false });
    // Changed since by another write: the replay must neither undo it nor run again.
    expect((await patch(cookie, ids[0]!, { quantity: 5 })).statusCode).toBe(200);
    const version = await versionOf(collection.id);

    const second = await patch(cookie, ids[0]!, { quantity: 3 }, key);
    expectReplayOf(second, first);
    expect(await versionOf(collection.id)).toBe(version);
    expect((await listStickersOf(t.app, cookie, collection.id))[0]!.quantity).toBe(5);
  });

  it('replays a bulk update and a bulk delete without applying them again', async () => {
    const { cookie, user, collection, ids } = await setUp();
    const updates = ids.slice(0, 3).map((id) => ({ id, data: { forTrade: true } }));
    const updateKey = newKey();
    const updated = await bulk(cookie, updates, updateKey);
    expect(updated.json()).toEqual({ results: { success: ids.slice(0, 3), errors: [] } });
    const deleteKey = newKey();
    const deleted = await bulkDelete(cookie, [ids[3]!, ids[4]!], deleteKey);
    expect(deleted.json()).toEqual({ results: { success: [ids[3], ids[4]], errors: [] } });
    const version = await versionOf(collection.id);

    expectReplayOf(await bulk(cookie, updates, updateKey), updated);
    // Applied again, the delete would answer "Sticker not found" for both.
    expectReplayOf(await bulkDelete(cookie, [ids[3]!, ids[4]!], deleteKey), deleted);
    expect(await versionOf(collection.id)).toBe(version);
    expect(await storedKeys(user.id)).toHaveLength(2);
  });

  it('keeps keys per user: the same key from another user is a change of its own', async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const key = newKey();
    expect((await patch(mine.cookie, mine.ids[0]!, { owned: true }, key)).statusCode).toBe(200);
    const other = await patch(theirs.cookie, theirs.ids[0]!, { owned: true }, key);
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect((await listStickersOf(t.app, theirs.cookie, theirs.collection.id))[0]!.owned).toBe(true);
  });

  it('refuses a used key on a different change with 422, changing nothing', async () => {
    const { cookie, ids } = await setUp();
    const key = newKey();
    expect((await patch(cookie, ids[0]!, { quantity: 2 }, key)).statusCode).toBe(200);
    const before = await dbFingerprint(t.database);
    const refusals = [
      await patch(cookie, ids[0]!, { quantity: 4 }, key),
      await patch(cookie, ids[1]!, { quantity: 2 }, key),
      await bulk(cookie, [{ id: ids[0]!, data: { quantity: 2 } }], key),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: KEY_REUSED_MESSAGE,
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('replays a refusal as the same refusal, even once the change would be allowed', async () => {
    const { cookie, collection, ids } = await setUp();
    expect((await patch(cookie, ids[0]!, { forTrade: true })).statusCode).toBe(200);
    await promise(ids[0]!, 1);
    const key = newKey();
    const first = await patch(cookie, ids[0]!, { owned: false }, key);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({
      message: '1 copy of sticker 1 is promised in a swap',
      code: 'PROMISED_COPIES',
    });
    await promise(ids[0]!, 0);
    expectReplayOf(await patch(cookie, ids[0]!, { owned: false }, key), first);
    expect((await listStickersOf(t.app, cookie, collection.id))[0]!.owned).toBe(true);

    // Someone else's sticker: 404, and still 404 when sent again.
    const other = await registerUser(t.app);
    const notFoundKey = newKey();
    const missing = await patch(other.cookie, ids[1]!, { owned: true }, notFoundKey);
    expect(missing.json()).toEqual({ message: 'Sticker not found', code: 'NOT_FOUND' });
    expectReplayOf(await patch(other.cookie, ids[1]!, { owned: true }, notFoundKey), missing);
  });

  it('stores no 5xx, so the change can be sent again and applied', async () => {
    const { cookie, user, collection, ids } = await setUp();
    const key = newKey();
    // A sticker write that fails in the database, as an outage mid-request would.
    const failing = `before update on stickers for each row when (new.id = ${ids[0]!})`;
    await withStickerTrigger(`raise exception 'sticker write failed'`, failing, async () => {
      const before = await dbFingerprint(t.database);
      const failed = await patch(cookie, ids[0]!, { quantity: 7 }, key);
      expect(failed.statusCode).toBe(500);
      expect(await dbFingerprint(t.database)).toBe(before);
      expect(await storedKeys(user.id)).toEqual([]);
    });
    const retried = await patch(cookie, ids[0]!, { quantity: 7 }, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect((await listStickersOf(t.app, cookie, collection.id))[0]!.quantity).toBe(7);
  });

  it.each([
    ['empty', ''],
    ['129 characters long', 'k'.repeat(129)],
    ['not ASCII', 'clé-1'],
    ['holding a tab', 'a\tb'],
  ])('refuses a key that is %s with 400, changing nothing', async (_what, key) => {
    const { cookie, ids } = await setUp();
    const before = await dbFingerprint(t.database);
    const response = await patch(cookie, ids[0]!, { owned: true }, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_KEY_MESSAGE, code: 'VALIDATION_FAILED' });
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('accepts a key of 128 printable characters', async () => {
    const { cookie, ids } = await setUp();
    const key = ` !~${'k'.repeat(125)}`;
    const first = await patch(cookie, ids[0]!, { owned: true }, key);
    expect(first.statusCode).toBe(200);
    expectReplayOf(await patch(cookie, ids[0]!, { owned: true }, key), first);
  });

  it('leaves requests without a key as they were: applied each time, nothing stored', async () => {
    const { cookie, user, collection, ids } = await setUp();
    const version = await versionOf(collection.id);
    for (let i = 0; i < 2; i += 1) {
      const response = await patch(cookie, ids[0]!, { owned: true });
      expect(response.statusCode).toBe(200);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await versionOf(collection.id)).toBe(version + 2);
    expect(await storedKeys(user.id)).toEqual([]);
  });

  it('applies the same change sent several times at once exactly once; the others replay it', async () => {
    const { cookie, user, collection, ids } = await setUp();
    const version = await versionOf(collection.id);
    const key = newKey();
    const updates = ids.map((id) => ({ id, data: { quantity: 2 } }));
    // The first write holds its transaction open, so the others arrive while its key is claimed
    // but not committed: on PostgreSQL they wait on the key's row, on PGlite for the transaction.
    let answers: LightMyRequestResponse[] = [];
    await withStickerTrigger('perform pg_sleep(0.2)', slowWrites, async () => {
      answers = await Promise.all(Array.from({ length: 4 }, () => bulk(cookie, updates, key)));
    });
    const applied = answers.filter((a) => a.headers['idempotent-replayed'] === undefined);
    expect(applied).toHaveLength(1);
    for (const answer of answers) if (answer !== applied[0]) expectReplayOf(answer, applied[0]!);
    expect(applied[0]!.json()).toEqual({ results: { success: ids, errors: [] } });
    expect(await versionOf(collection.id)).toBe(version + 1);
    expect(await storedKeys(user.id)).toHaveLength(1);
  });

  it('applies one of two different changes sent at once with one key, and refuses the other', async () => {
    const { cookie, collection, ids } = await setUp();
    const version = await versionOf(collection.id);
    const key = newKey();
    let answers: LightMyRequestResponse[] = [];
    await withStickerTrigger('perform pg_sleep(0.2)', slowWrites, async () => {
      answers = await Promise.all([
        patch(cookie, ids[0]!, { quantity: 2 }, key),
        patch(cookie, ids[0]!, { quantity: 3 }, key),
      ]);
    });
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().quantity as number;
    expect((await listStickersOf(t.app, cookie, collection.id))[0]!.quantity).toBe(winner);
    expect(await versionOf(collection.id)).toBe(version + 1);
  });

  it('forgets answers after 30 days', async () => {
    const early = await setUp();
    const earlyKey = newKey();
    expect((await patch(early.cookie, early.ids[0]!, { owned: true }, earlyKey)).statusCode).toBe(
      200,
    );
    const DAY = 24 * 60 * 60 * 1000;
    t.clock.advance(KEEP_ANSWERS_MS - DAY);
    // Signed in afresh: a browser session does not last weeks.
    const late = await setUp();
    expect((await patch(late.cookie, late.ids[0]!, { owned: true }, newKey())).statusCode).toBe(
      200,
    );
    expect(await storedKeys(early.user.id)).toHaveLength(1);

    t.clock.advance(2 * DAY);
    const latest = await setUp();
    expect((await patch(latest.cookie, latest.ids[0]!, { owned: true }, newKey())).statusCode).toBe(
      200,
    );
    // Swept: the 31-day-old answer; kept: the 2-day-old one and the new one.
    expect(await storedKeys(early.user.id)).toEqual([]);
    expect(await storedKeys(late.user.id)).toHaveLength(1);
    expect(await storedKeys(latest.user.id)).toHaveLength(1);
  });
});
