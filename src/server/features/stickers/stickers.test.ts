import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCollectionFor, listStickersOf, registerUser } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';
import type { Database } from '../../db/client';
import { bulkResultSchema } from '../../../domain/collection/collection';
import {
  QUANTITY_AND_DELTA_MESSAGE,
  stickerListSchema,
  stickerSchema,
} from '../../../domain/sticker/sticker';
import { users } from '../../db/schema';
import { updateSticker } from './mutations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setUp(total = 10) {
  const owner = await registerUser(t.app);
  const collection = await createCollectionFor(t.app, owner.cookie, { totalStickers: total });
  const stickers = await listStickersOf(t.app, owner.cookie, collection.id);
  return { ...owner, collection, stickers };
}

const patch = (cookie: string, id: number | string, body: unknown) =>
  request(t.app, 'PATCH', `/api/stickers/${id}`, body, { cookie });
const bulk = (cookie: string, updates: unknown) =>
  request(t.app, 'PATCH', '/api/stickers/bulk', { updates }, { cookie });
const bulkDelete = (cookie: string, ids: number[]) =>
  request(t.app, 'DELETE', '/api/stickers/bulk', { ids }, { cookie });

/** Promises copies of a sticker as a swap does: the count, and its collection's version. */
async function promise(db: Database, stickerId: number, promised: number) {
  await db.execute(sql`
    with changed as (
      update stickers set promised = ${promised}::int where id = ${stickerId} returning collection_id)
    update collections set version = version + 1 where id in (select collection_id from changed)`);
}

/**
 * The response schemas with no field to spare: `.strict()` refuses any key they do not list, so a
 * body that parses lists nothing the domain leaves out.
 */
const strictSticker = z.strictObject(stickerSchema.shape);
const strictStickerList = z.array(strictSticker);
const bulkResults = bulkResultSchema.shape.results.shape;
const strictBulkResult = z.strictObject({
  results: z.strictObject({
    ...bulkResults,
    errors: z.array(z.strictObject(bulkResults.errors.def.element.shape)),
  }),
});

/** A sticker owned with `quantity` copies, for trade, `promised` of them promised in a swap. */
async function promisedSticker(cookie: string, id: number, quantity: number, promised: number) {
  expect((await patch(cookie, id, { forTrade: true, quantity })).statusCode).toBe(200);
  await promise(t.database.db, id, promised);
}

describe('PATCH /api/stickers/:id', () => {
  it('checking for trade also sets owned', async () => {
    const { cookie, stickers } = await setUp();
    const response = await patch(cookie, stickers[0]!.id, { forTrade: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ owned: true, forTrade: true, isNeeded: false });
  });

  it('unchecking owned also clears for trade', async () => {
    const { cookie, stickers } = await setUp();
    await patch(cookie, stickers[0]!.id, { forTrade: true });
    const response = await patch(cookie, stickers[0]!.id, { owned: false });
    expect(response.json()).toMatchObject({ owned: false, forTrade: false, isNeeded: true });
  });

  it('completing clears pending and for trade and sets owned; undo returns it to pending', async () => {
    const { cookie, stickers } = await setUp();
    const id = stickers[0]!.id;
    await patch(cookie, id, { isPending: true, pendingWith: '  Sam  ' });
    const done = await patch(cookie, id, { isCompleted: true });
    expect(done.json()).toMatchObject({
      isCompleted: true,
      isPending: false,
      owned: true,
      forTrade: false,
      pendingWith: 'Sam',
    });
    const undone = await patch(cookie, id, { isCompleted: false });
    expect(undone.json()).toMatchObject({
      isCompleted: false,
      isPending: true,
      pendingWith: 'Sam',
    });
  });

  it('loses no update when different fields of one sticker change at the same time', async () => {
    const { cookie, collection, stickers } = await setUp();
    const id = stickers[2]!.id;
    const answers = await Promise.all([
      patch(cookie, id, { forTrade: true }),
      patch(cookie, id, { quantity: 4 }),
      patch(cookie, id, { owned: true }),
      patch(cookie, id, { quantity: 4 }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const after = (await listStickersOf(t.app, cookie, collection.id))[2]!;
    expect(after).toMatchObject({ owned: true, forTrade: true, quantity: 4 });
  });

  it('stores the quantity and keeps it between 1 and 999', async () => {
    const { cookie, stickers } = await setUp();
    expect((await patch(cookie, stickers[1]!.id, { quantity: 3 })).json().quantity).toBe(3);
    for (const quantity of [0, -1, 1.5, '2', 1000]) {
      expect((await patch(cookie, stickers[1]!.id, { quantity })).statusCode).toBe(400);
    }
  });

  it('refuses an empty or unknown patch', async () => {
    const { cookie, stickers } = await setUp();
    expect((await patch(cookie, stickers[0]!.id, {})).statusCode).toBe(400);
    expect(
      (await patch(cookie, stickers[0]!.id, { owned: true, collectionId: 1 })).statusCode,
    ).toBe(400);
    expect((await patch(cookie, stickers[0]!.id, { owned: 'yes' })).statusCode).toBe(400);
  });

  it('answers 404 for another user’s sticker and changes nothing', async () => {
    const { stickers } = await setUp();
    const other = await registerUser(t.app);
    const before = await dbFingerprint(t.database);
    const response = await patch(other.cookie, stickers[0]!.id, { owned: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Sticker not found', code: 'NOT_FOUND' });
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('answers with the promised copies, which a client cannot set', async () => {
    const { cookie, stickers } = await setUp();
    const id = stickers[0]!.id;
    expect(stickers[0]!.promised).toBe(0);
    await promisedSticker(cookie, id, 3, 1);
    const response = await patch(cookie, id, { quantity: 4 });
    expect(response.json()).toMatchObject({ quantity: 4, promised: 1 });
    expect((await patch(cookie, id, { promised: 0 })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Unknown sticker field: promised',
    });
  });

  it.each([
    ['un-owning it', 1, 1, { owned: false }, '1 copy of sticker 1 is promised in a swap'],
    ['taking it off trade', 1, 1, { forTrade: false }, '1 copy of sticker 1 is promised in a swap'],
    // decision 028: keeping a single copy back ends its for-trade mark
    ['keeping its spares', 1, 1, { keepSpares: true }, '1 copy of sticker 1 is promised in a swap'],
    ['counting copies away', 3, 2, { quantity: 2 }, '2 copies of sticker 1 are promised in a swap'],
  ])(
    'refuses %s when a copy is promised, with 409 PROMISED_COPIES, changing nothing',
    async (_what, quantity, promised, body, message) => {
      const { cookie, stickers } = await setUp();
      const id = stickers[0]!.id;
      await promisedSticker(cookie, id, quantity, promised);
      const before = await dbFingerprint(t.database);
      const response = await patch(cookie, id, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message, code: 'PROMISED_COPIES' });
      expect(await dbFingerprint(t.database)).toBe(before);
    },
  );

  it('allows changes that keep every promised copy', async () => {
    const { cookie, stickers } = await setUp();
    const id = stickers[0]!.id;
    await promisedSticker(cookie, id, 3, 1);
    // 2 copies still leave 1 spare for the promise; not for trade keeps the spare too.
    expect((await patch(cookie, id, { quantity: 2 })).json()).toMatchObject({ quantity: 2 });
    expect((await patch(cookie, id, { forTrade: false })).json()).toMatchObject({
      forTrade: false,
      promised: 1,
    });
  });

  it('re-reads and refuses when a swap promises the copy between its read and its write', async () => {
    const { cookie, user, collection, stickers } = await setUp();
    const id = stickers[0]!.id;
    await promisedSticker(cookie, id, 1, 0);
    const { db } = t.database;
    let calls = 0;
    // The swap lands just before the compare-and-set: it must see the change and start again.
    // The single PATCH sends named statements (decision 043), prepared through the database's
    // Drizzle session, so the race goes in there: before the second statement runs.
    type Prepared = { execute(values: unknown): Promise<unknown> };
    const racingSession = new Proxy(db._.session, {
      get(target, property, receiver) {
        if (property !== 'prepareQuery') return Reflect.get(target, property, receiver);
        return (...args: Parameters<typeof target.prepareQuery>) => {
          const prepared = target.prepareQuery(...args) as unknown as Prepared;
          return {
            execute: async (values: unknown) => {
              calls += 1;
              if (calls === 2) await promise(db, id, 1);
              return prepared.execute(values);
            },
          };
        };
      },
    });
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== '_') return Reflect.get(target, property, receiver);
        return { ...target._, session: racingSession };
      },
    });
    const result = await updateSticker(racing, user.id, id, { owned: false });
    expect(result).toMatchObject({ ok: false, code: 'PROMISED_COPIES' });
    expect((await listStickersOf(t.app, cookie, collection.id))[0]).toMatchObject({
      owned: true,
      forTrade: true,
      promised: 1,
    });
  });

  it('refuses changes in an archived collection with 409, but still lists its stickers', async () => {
    const { cookie, collection, stickers } = await setUp();
    await request(
      t.app,
      'PATCH',
      `/api/collections/${collection.id}/status`,
      { status: 'archived' },
      { cookie },
    );
    const before = await dbFingerprint(t.database);
    const response = await patch(cookie, stickers[0]!.id, { owned: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('COLLECTION_ARCHIVED');
    expect(await dbFingerprint(t.database)).toBe(before);
    expect(await listStickersOf(t.app, cookie, collection.id)).toHaveLength(10);
  });
});

describe('GET /api/collections/:id/stickers', () => {
  it('answers 304 to a client that has the current list, and a fresh list after any change', async () => {
    const { cookie, collection, stickers } = await setUp(3);
    const url = `/api/collections/${collection.id}/stickers`;
    const first = await request(t.app, 'GET', url, undefined, { cookie });
    const etag = String(first.headers.etag);
    const same = await request(t.app, 'GET', url, undefined, {
      cookie,
      headers: { 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);

    await patch(cookie, stickers[1]!.id, { forTrade: true });
    const changed = await request(t.app, 'GET', url, undefined, {
      cookie,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()[1]).toMatchObject({
      number: '2',
      owned: true,
      forTrade: true,
      isNeeded: false,
    });
  });

  it('sends the list compressed when the client takes br or gzip, with the same content', async () => {
    const { cookie, collection } = await setUp(200);
    const url = `/api/collections/${collection.id}/stickers`;
    const plain = await request(t.app, 'GET', url, undefined, { cookie });
    for (const encoding of ['br', 'gzip'] as const) {
      for (let i = 0; i < 2; i += 1) {
        const packed = await request(t.app, 'GET', url, undefined, {
          cookie,
          headers: { 'accept-encoding': encoding },
        });
        expect(packed.headers['content-encoding']).toBe(encoding);
        const body =
          encoding === 'br'
            ? brotliDecompressSync(packed.rawPayload)
            : gunzipSync(packed.rawPayload);
        expect(JSON.parse(body.toString())).toEqual(plain.json());
      }
    }
  });

  // The list is JSON text built in SQL and sent as it is (no serializer runs on it), so this is
  // where its answer is held to the domain's schema: every field it lists, in every state.
  it('lists exactly the fields of the sticker schema, in every state, and [] for no stickers', async () => {
    const { cookie } = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, cookie, {
      codes: 'Main: 1-700\nSpecials: 00, FWC1-FWC4',
    });
    const url = `/api/collections/${collection.id}/stickers`;
    const idOf = new Map(
      (await listStickersOf(t.app, cookie, collection.id)).map((s) => [s.number, s.id]),
    );
    const ok = async (number: string, body: unknown) =>
      expect((await patch(cookie, idOf.get(number)!, body)).statusCode).toBe(200);
    await ok('1', { owned: true });
    await ok('2', { forTrade: true, quantity: 3 });
    await ok('00', { isPending: true, pendingWith: 'Sam' });
    await ok('FWC1', { isPending: true, pendingWith: 'Alex' });
    await ok('FWC1', { isCompleted: true });
    await promisedSticker(cookie, idOf.get('FWC2')!, 2, 1);
    // Retired by a corrected checklist (decision 021): set here, as only an admin's republish does.
    await t.database.db.execute(sql`
      with changed as (
        update stickers set retired = true, owned = true where id = ${idOf.get('FWC3')!}
        returning collection_id)
      update collections set version = version + 1 where id in (select collection_id from changed)`);

    const response = await request(t.app, 'GET', url, undefined, { cookie });
    expect(response.statusCode).toBe(200);
    const raw = JSON.parse(response.body) as unknown[];
    const list = strictStickerList.parse(raw);
    expect(list).toEqual(raw);
    expect(list).toHaveLength(705);
    const byNumber = new Map(list.map((s) => [s.number, s]));
    expect(byNumber.get('2')).toMatchObject({ forTrade: true, quantity: 3, isNeeded: false });
    expect(byNumber.get('00')).toMatchObject({ isPending: true, pendingWith: 'Sam' });
    expect(byNumber.get('FWC1')).toMatchObject({ isCompleted: true, pendingWith: 'Alex' });
    expect(byNumber.get('FWC2')).toMatchObject({ quantity: 2, promised: 1 });
    expect(byNumber.get('FWC3')).toMatchObject({ retired: true });
    expect(byNumber.get('FWC4')).toMatchObject({ owned: false, isNeeded: true, retired: false });

    const empty = await setUp(3);
    const emptyUrl = `/api/collections/${empty.collection.id}/stickers`;
    const deleted = await bulkDelete(
      empty.cookie,
      empty.stickers.map((s) => s.id),
    );
    expect(deleted.statusCode).toBe(200);
    const none = await request(t.app, 'GET', emptyUrl, undefined, { cookie: empty.cookie });
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('[]');
    expect(stickerListSchema.parse(JSON.parse(none.body))).toEqual([]);
  });

  it('never serves one user’s cached list to another', async () => {
    const { cookie, collection } = await setUp(3);
    await request(t.app, 'GET', `/api/collections/${collection.id}/stickers`, undefined, {
      cookie,
    });
    const other = await registerUser(t.app);
    const response = await request(
      t.app,
      'GET',
      `/api/collections/${collection.id}/stickers`,
      undefined,
      {
        cookie: other.cookie,
      },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('PATCH /api/stickers/bulk', () => {
  it('applies every update in one call and reports each id', async () => {
    const { cookie, collection, stickers } = await setUp();
    const ids = stickers.slice(0, 4).map((s) => s.id);
    const response = await bulk(
      cookie,
      ids.map((id) => ({ id, data: { isPending: true, pendingWith: ' Priya ', owned: true } })),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: { success: ids, errors: [] } });
    const after = await listStickersOf(t.app, cookie, collection.id);
    expect(after.filter((s) => s.isPending).map((s) => s.pendingWith)).toEqual([
      'Priya',
      'Priya',
      'Priya',
      'Priya',
    ]);
  });

  it('skips ids that are missing or someone else’s and applies the rest', async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const foreign = theirs.stickers[0]!.id;
    const response = await bulk(mine.cookie, [
      { id: mine.stickers[0]!.id, data: { owned: true } },
      { id: foreign, data: { owned: true } },
      { id: 2_000_000_000, data: { owned: true } },
    ]);
    expect(response.json()).toEqual({
      results: {
        success: [mine.stickers[0]!.id],
        errors: [
          { id: foreign, message: 'Sticker not found' },
          { id: 2_000_000_000, message: 'Sticker not found' },
        ],
      },
    });
    expect((await listStickersOf(t.app, theirs.cookie, theirs.collection.id))[0]!.owned).toBe(
      false,
    );
  });

  it('skips a change that would drop a promised copy, with the reason, and applies the rest', async () => {
    const { cookie, collection, stickers } = await setUp();
    const [first, second, third] = stickers.map((s) => s.id);
    await promisedSticker(cookie, first!, 2, 1);
    await promisedSticker(cookie, second!, 3, 1);
    const response = await bulk(cookie, [
      { id: first, data: { owned: false } },
      { id: second, data: { quantity: 2 } },
      { id: third, data: { owned: true } },
    ]);
    expect(response.json()).toEqual({
      results: {
        success: [second, third],
        errors: [{ id: first, message: '1 copy of sticker 1 is promised in a swap' }],
      },
    });
    const after = await listStickersOf(t.app, cookie, collection.id);
    expect(after.slice(0, 3)).toMatchObject([
      { owned: true, quantity: 2, promised: 1 },
      { owned: true, quantity: 2, promised: 1 },
      { owned: true, quantity: 1, promised: 0 },
    ]);
  });

  it('refuses an empty selection with "No stickers selected"', async () => {
    const { cookie } = await setUp();
    const response = await bulk(cookie, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No stickers selected');
  });

  it('refuses a blank partner name with "Please enter a trader name"', async () => {
    const { cookie, stickers } = await setUp();
    const before = await dbFingerprint(t.database);
    const response = await bulk(cookie, [
      { id: stickers[0]!.id, data: { isPending: true, pendingWith: '   ' } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a trader name');
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('refuses malformed updates as a whole and changes nothing', async () => {
    const { cookie, stickers } = await setUp();
    const before = await dbFingerprint(t.database);
    for (const updates of [
      '1,2',
      [{ id: 'x', data: { owned: true } }],
      [{ id: stickers[0]!.id }],
      [{ id: -1, data: { owned: true } }],
    ]) {
      expect((await bulk(cookie, updates)).statusCode).toBe(400);
    }
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('updates 10,000 stickers in one call', async () => {
    const pro = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ proUntil: new Date('2030-01-01') })
      .where(eq(users.id, pro.user.id));
    const collection = await createCollectionFor(t.app, pro.cookie, { totalStickers: 10_000 });
    const stickers = await listStickersOf(t.app, pro.cookie, collection.id);
    expect(stickers).toHaveLength(10_000);
    expect(stickers[9_999]!.number).toBe('10000');
    const response = await bulk(
      pro.cookie,
      stickers.map((s) => ({ id: s.id, data: { forTrade: true } })),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().results.success).toHaveLength(10_000);
    const after = await listStickersOf(t.app, pro.cookie, collection.id);
    expect(after.every((s) => s.owned && s.forTrade)).toBe(true);
  });

  it('refuses more than 10,000 updates', async () => {
    const { cookie, stickers } = await setUp();
    const updates = Array.from({ length: 10_001 }, () => ({
      id: stickers[0]!.id,
      data: { owned: true },
    }));
    expect((await bulk(cookie, updates)).statusCode).toBe(400);
  });
});

describe('DELETE /api/stickers/bulk', () => {
  it('deletes the user’s stickers and skips the rest', async () => {
    const mine = await setUp(5);
    const theirs = await setUp(5);
    const ids = [mine.stickers[0]!.id, mine.stickers[1]!.id, theirs.stickers[0]!.id];
    const response = await request(
      t.app,
      'DELETE',
      '/api/stickers/bulk',
      { ids },
      { cookie: mine.cookie },
    );
    expect(response.json()).toEqual({
      results: {
        success: ids.slice(0, 2),
        errors: [{ id: theirs.stickers[0]!.id, message: 'Sticker not found' }],
      },
    });
    expect(await listStickersOf(t.app, mine.cookie, mine.collection.id)).toHaveLength(3);
    expect(await listStickersOf(t.app, theirs.cookie, theirs.collection.id)).toHaveLength(5);
  });

  it('skips stickers with promised copies, with the reason', async () => {
    const { cookie, collection, stickers } = await setUp(3);
    await promisedSticker(cookie, stickers[1]!.id, 4, 2);
    const response = await bulkDelete(cookie, [stickers[0]!.id, stickers[1]!.id]);
    expect(response.json()).toEqual({
      results: {
        success: [stickers[0]!.id],
        errors: [{ id: stickers[1]!.id, message: '2 copies of sticker 2 are promised in a swap' }],
      },
    });
    expect((await listStickersOf(t.app, cookie, collection.id)).map((s) => s.number)).toEqual([
      '2',
      '3',
    ]);
  });

  it('skips stickers of an archived collection', async () => {
    const { cookie, collection, stickers } = await setUp(3);
    await request(
      t.app,
      'PATCH',
      `/api/collections/${collection.id}/status`,
      { status: 'archived' },
      { cookie },
    );
    const response = await request(
      t.app,
      'DELETE',
      '/api/stickers/bulk',
      { ids: [stickers[0]!.id] },
      { cookie },
    );
    expect(response.json().results.errors[0].message).toMatch(/archived/);
    expect(await listStickersOf(t.app, cookie, collection.id)).toHaveLength(3);
  });
});

// Decision 016 "Merge rules": "one more copy" travels as an increment, so two devices that each
// add a copy end with both, and a repeat of the same change (same Idempotency-Key) counts once.
describe('quantityDelta: copies added or taken away', () => {
  let keys = 0;
  const newKey = () => {
    keys += 1;
    return `01890a5d-ac96-774b-bcce-d${String(keys).padStart(11, '0')}`;
  };
  const keyed = (cookie: string, key: string) => ({ cookie, headers: { 'idempotency-key': key } });
  const quantityOf = async (cookie: string, collectionId: number, index: number) =>
    (await listStickersOf(t.app, cookie, collectionId))[index]!.quantity;

  it('adds to the copies the server has: +1 twice is two more copies', async () => {
    const { cookie, collection, stickers } = await setUp();
    const id = stickers[0]!.id;
    await patch(cookie, id, { owned: true });
    const first = await patch(cookie, id, { quantityDelta: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ owned: true, quantity: 2 });
    expect((await patch(cookie, id, { quantityDelta: 1 })).json()).toMatchObject({ quantity: 3 });
    expect((await patch(cookie, id, { quantityDelta: -1 })).json()).toMatchObject({ quantity: 2 });
    expect(await quantityOf(cookie, collection.id, 0)).toBe(2);
  });

  it('counts every copy added at the same moment from several devices', async () => {
    const { cookie, collection, stickers } = await setUp();
    const id = stickers[1]!.id;
    await patch(cookie, id, { owned: true, quantity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 3 === 2
          ? patch(cookie, id, { forTrade: true })
          : patch(cookie, id, { quantityDelta: 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await listStickersOf(t.app, cookie, collection.id))[1]).toMatchObject({
      owned: true,
      forTrade: true,
      quantity: 6,
    });
  });

  it('keeps the copies within 1 to 999 instead of refusing', async () => {
    const { cookie, stickers } = await setUp();
    const id = stickers[0]!.id;
    await patch(cookie, id, { owned: true, quantity: 998 });
    expect((await patch(cookie, id, { quantityDelta: 5 })).json()).toMatchObject({
      quantity: 999,
    });
    expect((await patch(cookie, id, { quantityDelta: 1 })).json()).toMatchObject({
      quantity: 999,
    });
    await patch(cookie, id, { quantity: 2 });
    expect((await patch(cookie, id, { quantityDelta: -998 })).json()).toMatchObject({
      owned: true,
      quantity: 1,
    });
  });

  it.each([
    [0, 'quantityDelta must not be 0'],
    [999, 'quantityDelta cannot exceed 998'],
    [-999, 'quantityDelta must be at least -998'],
    [1.5, 'quantityDelta must be a whole number'],
    ['1', 'quantityDelta must be a number'],
  ])('refuses quantityDelta %j with 400 %j, changing nothing', async (quantityDelta, message) => {
    const { cookie, stickers } = await setUp();
    await patch(cookie, stickers[0]!.id, { owned: true });
    const before = await dbFingerprint(t.database);
    const response = await patch(cookie, stickers[0]!.id, { quantityDelta });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED', field: 'quantityDelta' });
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('refuses quantity and quantityDelta together, on one sticker or in a bulk, changing nothing', async () => {
    const { cookie, stickers } = await setUp();
    await patch(cookie, stickers[0]!.id, { owned: true });
    const before = await dbFingerprint(t.database);
    const both = { owned: true, quantity: 3, quantityDelta: 1 };
    const single = await patch(cookie, stickers[0]!.id, both);
    const inBulk = await bulk(cookie, [
      { id: stickers[1]!.id, data: { owned: true } },
      { id: stickers[0]!.id, data: both },
    ]);
    for (const [response, field] of [
      [single, 'quantityDelta'],
      [inBulk, 'updates'],
    ] as const) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: QUANTITY_AND_DELTA_MESSAGE,
        code: 'VALIDATION_FAILED',
        field,
      });
    }
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('refuses taking away a copy promised in a swap with 409 PROMISED_COPIES, changing nothing', async () => {
    const { cookie, stickers } = await setUp();
    const id = stickers[0]!.id;
    await promisedSticker(cookie, id, 3, 2);
    const before = await dbFingerprint(t.database);
    const response = await patch(cookie, id, { quantityDelta: -1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: '2 copies of sticker 1 are promised in a swap',
      code: 'PROMISED_COPIES',
    });
    expect(await dbFingerprint(t.database)).toBe(before);
    // Adding one leaves a spare free, which may then be taken away again.
    expect((await patch(cookie, id, { quantityDelta: 1 })).json()).toMatchObject({
      quantity: 4,
      promised: 2,
    });
    expect((await patch(cookie, id, { quantityDelta: -1 })).json()).toMatchObject({
      quantity: 3,
    });
  });

  it('refuses counting copies on a sticker that is not owned with 409, changing nothing', async () => {
    const { cookie, stickers } = await setUp();
    const before = await dbFingerprint(t.database);
    const response = await patch(cookie, stickers[3]!.id, { quantityDelta: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Sticker 4 is not owned, so it has no copies to add or take away',
      code: 'CONFLICT',
    });
    expect(await dbFingerprint(t.database)).toBe(before);
    // Owning it in the same change counts from the copy it then has.
    expect(
      (await patch(cookie, stickers[3]!.id, { owned: true, quantityDelta: 1 })).json(),
    ).toMatchObject({ owned: true, quantity: 2 });
  });

  it('applies a change sent twice with the same Idempotency-Key once', async () => {
    const { cookie, collection, stickers } = await setUp();
    const id = stickers[0]!.id;
    await patch(cookie, id, { owned: true });
    const key = newKey();
    const send = () =>
      request(t.app, 'PATCH', `/api/stickers/${id}`, { quantityDelta: 1 }, keyed(cookie, key));
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await quantityOf(cookie, collection.id, 0)).toBe(2);

    const bulkKey = newKey();
    const sendBulk = () =>
      request(
        t.app,
        'PATCH',
        '/api/stickers/bulk',
        { updates: [{ id, data: { quantityDelta: 2 } }] },
        keyed(cookie, bulkKey),
      );
    await sendBulk();
    await sendBulk();
    expect(await quantityOf(cookie, collection.id, 0)).toBe(4);
  });

  it('answers a replay with the very bytes first sent, which the response schemas list exactly', async () => {
    const { cookie, stickers } = await setUp();
    const [first, second, third] = stickers.map((s) => s.id);
    /** Sends a keyed request twice; the second is the stored answer, byte for byte. */
    const twice = async (method: 'PATCH' | 'DELETE', url: string, body: unknown) => {
      const key = newKey();
      const sent = await request(t.app, method, url, body, keyed(cookie, key));
      const replayed = await request(t.app, method, url, body, keyed(cookie, key));
      expect(sent.statusCode).toBe(200);
      expect(sent.headers['idempotent-replayed']).toBeUndefined();
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.body).toBe(sent.body);
      expect(replayed.headers['content-type']).toBe(sent.headers['content-type']);
      return replayed.body;
    };

    const one = await twice('PATCH', `/api/stickers/${first}`, { forTrade: true, quantity: 2 });
    // The schema's encoding of the answer is the answer itself: no field more, none reordered.
    expect(JSON.stringify(strictSticker.parse(JSON.parse(one)))).toBe(one);
    expect(JSON.parse(one)).toMatchObject({ id: first, forTrade: true, quantity: 2 });

    const updates = [
      { id: second, data: { isPending: true, pendingWith: 'Sam' } },
      { id: 999_999_999, data: { owned: true } },
    ];
    const many = await twice('PATCH', '/api/stickers/bulk', { updates });
    expect(JSON.stringify(strictBulkResult.parse(JSON.parse(many)))).toBe(many);
    expect(JSON.parse(many)).toEqual({
      results: { success: [second], errors: [{ id: 999_999_999, message: 'Sticker not found' }] },
    });

    const gone = await twice('DELETE', '/api/stickers/bulk', { ids: [third] });
    expect(JSON.stringify(strictBulkResult.parse(JSON.parse(gone)))).toBe(gone);
    expect(JSON.parse(gone)).toEqual({ results: { success: [third], errors: [] } });
  });

  it('adds in bulk, counting a sticker listed twice twice, and skips with reasons', async () => {
    const { cookie, collection, stickers } = await setUp();
    const [first, second, third, fourth] = stickers.map((s) => s.id);
    await bulk(
      cookie,
      [first, second, third].map((id) => ({ id, data: { owned: true } })),
    );
    await promisedSticker(cookie, third!, 3, 2);
    const response = await bulk(cookie, [
      { id: first, data: { quantityDelta: 1 } },
      { id: second, data: { quantityDelta: 3 } },
      { id: first, data: { quantityDelta: 1 } },
      { id: third, data: { quantityDelta: -1 } },
      { id: fourth, data: { quantityDelta: 1 } },
    ]);
    expect(response.json()).toEqual({
      results: {
        success: [first, second],
        errors: [
          { id: third, message: '2 copies of sticker 3 are promised in a swap' },
          {
            id: fourth,
            message: 'Sticker 4 is not owned, so it has no copies to add or take away',
          },
        ],
      },
    });
    const after = await listStickersOf(t.app, cookie, collection.id);
    expect(after.slice(0, 4).map((s) => s.quantity)).toEqual([3, 4, 3, 1]);
    expect(after[3]!.owned).toBe(false);
  });
});
