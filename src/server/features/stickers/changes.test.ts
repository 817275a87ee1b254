import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StickerChangeAnswer } from '../../../domain/sticker/changes';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  collectorWithAlbum,
  createCollectionFor,
  listStickersOf,
  newIdempotencyKey,
} from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';
import { KEY_REUSED_MESSAGE } from '../../plugins/idempotency';

// Decision 016 "Sending the backlog": the outbox sends waiting changes in batches to
// POST /api/stickers/changes, each with its own Idempotency-Key (decision 015) and its own answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newKey = newIdempotencyKey;
const setUp = (total = 6) => collectorWithAlbum(t.app, total);

type Change =
  | { key: string; kind: 'update'; id: number; body: unknown }
  | { key: string; kind: 'bulkUpdate'; body: { updates: unknown[] } }
  | { key: string; kind: 'bulkDelete'; body: { ids: number[] } };

const update = (id: number, body: unknown, key = newKey()): Change => ({
  key,
  kind: 'update',
  id,
  body,
});

const send = (cookie: string, changes: unknown) =>
  request(t.app, 'POST', '/api/stickers/changes', { changes }, { cookie });

async function sendOk(cookie: string, changes: Change[]) {
  const response = await send(cookie, changes);
  expect(response.statusCode, response.body).toBe(200);
  const { answers } = response.json<{ answers: StickerChangeAnswer[] }>();
  expect(answers.map((a) => a.key)).toEqual(changes.map((c) => c.key));
  return answers;
}

const patch = (cookie: string, id: number, body: unknown, key: string) =>
  request(t.app, 'PATCH', `/api/stickers/${id}`, body, {
    cookie,
    headers: { 'idempotency-key': key },
  });

async function storedKeys(userId: number) {
  const result = await t.database.db.execute(
    sql`select key, status_code from idempotency_keys where user_id = ${userId} order by key`,
  );
  return (result as unknown as { rows: Array<{ key: string; status_code: number }> }).rows;
}

async function stickersOf(cookie: string, collectionId: number) {
  const list = await listStickersOf(t.app, cookie, collectionId);
  return new Map(list.map((s) => [s.id, s]));
}

/** Promises copies of a sticker as a swap does (see stickers.test.ts). */
async function promise(stickerId: number, promised: number) {
  await t.database.db.execute(sql`
    with changed as (
      update stickers set promised = ${promised}::int where id = ${stickerId} returning collection_id)
    update collections set version = version + 1 where id in (select collection_id from changed)`);
}

describe('POST /api/stickers/changes', () => {
  it('applies the changes in order, each on what the ones before left, answering each as its own request', async () => {
    const { cookie, collection, ids } = await setUp();
    const [a, b, c, d] = ids as [number, number, number, number];
    const changes: Change[] = [
      update(a, { owned: true }),
      update(a, { quantityDelta: 1 }),
      update(a, { quantityDelta: 1 }),
      {
        key: newKey(),
        kind: 'bulkUpdate',
        body: { updates: [{ id: b, data: { forTrade: true } }] },
      },
      { key: newKey(), kind: 'bulkDelete', body: { ids: [c] } },
      // After the delete in the same batch: refused as its own request would be.
      update(c, { owned: true }),
      update(d, { isPending: true, pendingWith: '  Sam ' }),
    ];
    const answers = await sendOk(cookie, changes);
    expect(answers.map((x) => [x.status, x.replayed])).toEqual([
      [200, false],
      [200, false],
      [200, false],
      [200, false],
      [200, false],
      [404, false],
      [200, false],
    ]);
    expect(answers[2]!.body).toMatchObject({ id: a, owned: true, quantity: 3, isNeeded: false });
    expect(answers[3]!.body).toEqual({ results: { success: [b], errors: [] } });
    expect(answers[4]!.body).toEqual({ results: { success: [c], errors: [] } });
    expect(answers[5]!.body).toEqual({ message: 'Sticker not found', code: 'NOT_FOUND' });
    expect(answers[6]!.body).toMatchObject({ isPending: true, pendingWith: 'Sam' });

    const saved = await stickersOf(cookie, collection.id);
    expect(saved.get(a)).toMatchObject({ owned: true, quantity: 3 });
    expect(saved.get(b)).toMatchObject({ owned: true, forTrade: true });
    expect(saved.has(c)).toBe(false);
    expect(saved.get(d)).toMatchObject({ owned: true, isPending: true, pendingWith: 'Sam' });

    // The answers are exactly what a sticker's own PATCH answers.
    const alone = await patch(cookie, d, { isCompleted: true }, newKey());
    expect(Object.keys(alone.json() as object)).toEqual(Object.keys(answers[6]!.body as object));
  });

  it('refuses some changes and applies the rest: archived, promised, not owned, deleted', async () => {
    const { cookie, user, collection, ids } = await setUp();
    const other = await createCollectionFor(t.app, cookie, { totalStickers: 2 });
    const [archivedId] = (await listStickersOf(t.app, cookie, other.id)).map((s) => s.id);
    const [a, b, c] = ids as [number, number, number];
    await request(t.app, 'PATCH', `/api/stickers/${b}`, { owned: true, quantity: 2 }, { cookie });
    await request(t.app, 'PATCH', `/api/stickers/${a}`, { owned: true, quantity: 2 }, { cookie });
    await promise(b, 2);
    await request(
      t.app,
      'PATCH',
      `/api/collections/${other.id}/status`,
      { status: 'archived' },
      {
        cookie,
      },
    );

    const changes = [
      update(archivedId!, { owned: true }),
      update(b, { quantityDelta: -1 }),
      update(c, { quantityDelta: 1 }),
      update(999_999, { owned: true }),
      update(a, { quantityDelta: 1 }),
    ];
    const answers = await sendOk(cookie, changes);
    expect(answers.map((x) => [x.status, (x.body as { code?: string }).code])).toEqual([
      [409, 'COLLECTION_ARCHIVED'],
      [409, 'PROMISED_COPIES'],
      [409, 'CONFLICT'],
      [404, 'NOT_FOUND'],
      [200, undefined],
    ]);
    const saved = await stickersOf(cookie, collection.id);
    expect(saved.get(a)).toMatchObject({ quantity: 3 });
    expect(saved.get(b)).toMatchObject({ quantity: 2, promised: 2 });
    expect(saved.get(c)).toMatchObject({ owned: false, quantity: 1 });
    // Refusals are answers like any other: stored, so a repeat gets the same refusal.
    expect(await storedKeys(user.id)).toHaveLength(5);
  });

  it('answers the same batch sent again from its record, applying nothing', async () => {
    const { cookie, user, collection, ids } = await setUp();
    const changes = [
      update(ids[0]!, { owned: true }),
      update(ids[0]!, { quantityDelta: 1 }),
      update(ids[1]!, { quantityDelta: 1 }),
      { key: newKey(), kind: 'bulkDelete' as const, body: { ids: [ids[2]!] } },
    ];
    const first = await sendOk(cookie, changes);
    const before = await dbFingerprint(t.database);

    const again = await sendOk(cookie, changes);
    expect(again.map((x) => x.replayed)).toEqual([true, true, true, true]);
    expect(again.map(({ status, body }) => ({ status, body }))).toEqual(
      first.map(({ status, body }) => ({ status, body })),
    );
    expect(await dbFingerprint(t.database)).toBe(before);
    expect((await stickersOf(cookie, collection.id)).get(ids[0]!)).toMatchObject({ quantity: 2 });
    expect(await storedKeys(user.id)).toHaveLength(4);
  });

  it('replays a key first used by a PATCH of its own, and applies the new changes around it', async () => {
    const { cookie, collection, ids } = await setUp();
    const key = newKey();
    const alone = await patch(cookie, ids[0]!, { quantityDelta: 1 }, key);
    expect(alone.statusCode).toBe(409); // not owned yet: the refusal is stored
    await request(t.app, 'PATCH', `/api/stickers/${ids[0]}`, { owned: true }, { cookie });
    const before = [update(ids[1]!, { owned: true })];
    const after = [update(ids[1]!, { quantityDelta: 1 })];

    const answers = await sendOk(cookie, [
      ...before,
      update(ids[0]!, { quantityDelta: 1 }, key),
      ...after,
    ]);
    expect(answers[1]).toEqual({
      key,
      status: 409,
      body: alone.json(),
      replayed: true,
    });
    expect(answers[2]).toMatchObject({ status: 200, replayed: false, body: { quantity: 2 } });
    expect((await stickersOf(cookie, collection.id)).get(ids[0]!)).toMatchObject({ quantity: 1 });
  });

  it('answers a PATCH of its own with the answer a batch stored for its key, byte for byte', async () => {
    const { cookie, collection, ids } = await setUp();
    const key = newKey();
    const [answer] = await sendOk(cookie, [update(ids[0]!, { owned: true, quantity: 4 }, key)]);
    const bulkKey = newKey();
    const updates = [{ id: ids[1]!, data: { forTrade: true } }];
    await sendOk(cookie, [{ key: bulkKey, kind: 'bulkUpdate', body: { updates } }]);

    const replayed = await patch(cookie, ids[0]!, { owned: true, quantity: 4 }, key);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toBe(JSON.stringify(answer!.body));
    const bulk = await request(
      t.app,
      'PATCH',
      '/api/stickers/bulk',
      { updates },
      {
        cookie,
        headers: { 'idempotency-key': bulkKey },
      },
    );
    expect(bulk.headers['idempotent-replayed']).toBe('true');
    expect(bulk.json()).toEqual({ results: { success: [ids[1]], errors: [] } });
    // Used for another change, alone or in a batch: 422, nothing applied.
    const other = await patch(cookie, ids[0]!, { quantity: 5 }, key);
    expect(other.statusCode).toBe(422);
    expect((await stickersOf(cookie, collection.id)).get(ids[0]!)).toMatchObject({ quantity: 4 });
  });

  it('refuses a key used for a different change with 422 for that change alone', async () => {
    const { cookie, collection, ids } = await setUp();
    const key = newKey();
    await sendOk(cookie, [update(ids[0]!, { owned: true }, key)]);
    const answers = await sendOk(cookie, [
      update(ids[0]!, { owned: false }, key),
      update(ids[1]!, { owned: true }),
    ]);
    expect(answers[0]).toEqual({
      key,
      status: 422,
      body: { message: KEY_REUSED_MESSAGE, code: 'IDEMPOTENCY_KEY_REUSED' },
      replayed: false,
    });
    expect(answers[1]).toMatchObject({ status: 200 });
    const saved = await stickersOf(cookie, collection.id);
    expect(saved.get(ids[0]!)).toMatchObject({ owned: true });
    expect(saved.get(ids[1]!)).toMatchObject({ owned: true });
  });

  it('keeps keys per collector and refuses changes to someone else’s stickers, changing nothing of theirs', async () => {
    const owner = await setUp();
    const other = await setUp();
    const key = newKey();
    await sendOk(owner.cookie, [update(owner.ids[0]!, { owned: true }, key)]);
    const ownerBefore = await listStickersOf(t.app, owner.cookie, owner.collection.id);

    const answers = await sendOk(other.cookie, [
      update(owner.ids[0]!, { owned: false }, key),
      update(owner.ids[1]!, { owned: true }),
      { key: newKey(), kind: 'bulkDelete', body: { ids: [owner.ids[2]!] } },
      update(other.ids[0]!, { owned: true }),
    ]);
    expect(answers.map((x) => [x.status, x.replayed])).toEqual([
      [404, false],
      [404, false],
      [200, false],
      [200, false],
    ]);
    expect(answers[2]!.body).toEqual({
      results: { success: [], errors: [{ id: owner.ids[2], message: 'Sticker not found' }] },
    });
    expect(await listStickersOf(t.app, owner.cookie, owner.collection.id)).toEqual(ownerBefore);
  });

  it.each([
    ['no changes', []],
    [
      'more than 100 changes',
      Array.from({ length: 101 }, (_, i) => update(i + 1, { owned: true })),
    ],
    [
      'two changes with one key',
      [update(1, { owned: true }, 'k'), update(2, { owned: true }, 'k')],
    ],
    ['an unknown kind', [{ key: 'k', kind: 'create', body: {} }]],
    ['a change with a bad patch', [update(1, { owned: true }), update(2, { quantity: 0 })]],
    ['quantity and quantityDelta together', [update(1, { quantity: 2, quantityDelta: 1 })]],
    ['a key that is not printable ASCII', [update(1, { owned: true }, 'clé')]],
    ['a change with an unknown field', [{ ...update(1, { owned: true }), extra: 1 }]],
    ['an empty bulk', [{ key: 'k', kind: 'bulkDelete', body: { ids: [] } }]],
    ['not a list', { key: 'k' }],
  ])('refuses %s as a whole with 400, changing nothing', async (_what, changes) => {
    const { cookie, user } = await setUp();
    const before = await dbFingerprint(t.database);
    const response = await send(cookie, changes);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(typeof response.json().message).toBe('string');
    expect(await dbFingerprint(t.database)).toBe(before);
    expect(await storedKeys(user.id)).toEqual([]);
  });

  it('answers 401 to a visitor, changing nothing', async () => {
    const { ids } = await setUp();
    const before = await dbFingerprint(t.database);
    const response = await request(t.app, 'POST', '/api/stickers/changes', {
      changes: [update(ids[0]!, { owned: true })],
    });
    expect(response.statusCode).toBe(401);
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('rolls the whole batch back on an unexpected error, so it can be sent again and applied', async () => {
    const { cookie, user, collection, ids } = await setUp();
    const changes = [update(ids[0]!, { owned: true }), update(ids[1]!, { owned: true })];
    const { db } = t.database;
    await db.execute(
      sql.raw(`create or replace function test_sticker_trigger() returns trigger
        language plpgsql as $$ begin raise exception 'sticker write failed'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger test_sticker_trigger before update on stickers
        for each row when (new.id = ${ids[1]!}) execute function test_sticker_trigger()`),
    );
    try {
      const before = await dbFingerprint(t.database);
      const failed = await send(cookie, changes);
      expect(failed.statusCode).toBe(500);
      expect(await dbFingerprint(t.database)).toBe(before);
      expect(await storedKeys(user.id)).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger test_sticker_trigger on stickers`);
    }
    const retried = await sendOk(cookie, changes);
    expect(retried.map((x) => [x.status, x.replayed])).toEqual([
      [200, false],
      [200, false],
    ]);
    const saved = await stickersOf(cookie, collection.id);
    expect([saved.get(ids[0]!)!.owned, saved.get(ids[1]!)!.owned]).toEqual([true, true]);
  });

  it('applies the same batch sent from two tabs at once exactly once', async () => {
    const { cookie, collection, ids } = await setUp();
    const changes = ids.map((id) => update(id, { owned: true, quantity: 2 }));
    const plusOne = ids.map((id) => update(id, { quantityDelta: 1 }));
    // Overlapping, not equal: one tab's batch ends where the other's goes on.
    const tabA = [...changes, ...plusOne.slice(0, 3)];
    const tabB = [...changes, ...plusOne];
    const [a, b] = await Promise.all([send(cookie, tabA), send(cookie, tabB)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const replayed = (r: typeof a) =>
      r.json<{ answers: StickerChangeAnswer[] }>().answers.filter((x) => x.replayed).length;
    // Each change was applied by one tab and replayed to the other.
    expect(replayed(a) + replayed(b)).toBe(tabA.length);
    const saved = await stickersOf(cookie, collection.id);
    for (const id of ids) expect(saved.get(id)).toMatchObject({ owned: true, quantity: 3 });
  });
});
