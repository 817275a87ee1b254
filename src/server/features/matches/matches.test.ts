import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_MATCHES,
  matchesResponseSchema,
  preparedSwapSchema,
  swapSchema,
  type MatchesResponse,
  type PreparedSwap,
  type Swap,
} from '../../../domain/matches/schemas';
import { testDriver } from '../../../test/database';
import { createTestApp, type TestApp } from '../../../test/app';
import { listStickersOf, registerUser, type SignedInUser } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';
import { prepareSwap } from './mutations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
let albums = 0;

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const db = t.database.db as unknown as {
    $client: { query(text: string, params: unknown[]): Promise<{ rows: T[] }> };
  };
  return (await db.$client.query(text, params)).rows;
}

/** A digest of every table, swaps included: equal before and after means nothing changed. */
const fingerprint = () => dbFingerprint(t.database);

/** A fresh template of `total` stickers (numbered), or of the printed `codes` when given. */
async function newAlbum(options: { total?: number; codes?: string[] } = {}) {
  albums += 1;
  const title = `Matches Album ${albums}`;
  const owner = await registerUser(t.app);
  const response = await request(
    t.app,
    'POST',
    '/api/collection-templates',
    options.codes
      ? { title, codes: options.codes.join(', ') }
      : { title, totalStickers: options.total ?? 12 },
    { cookie: owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as number, title };
}

interface Collector extends SignedInUser {
  collectionId: number;
  /** Sticker id by number. */
  ids: Map<string, number>;
}

/**
 * A collector with a collection of the album: every sticker owned except `needs`; `spares` are
 * for trade with the given quantity (1 = a single for-trade copy). Opted in unless told not to.
 */
async function collector(
  album: { id: number },
  state: { needs?: string[]; spares?: Record<string, number>; findable?: boolean } = {},
  existing?: SignedInUser,
): Promise<Collector> {
  const user = existing ?? (await registerUser(t.app));
  const created = await request(
    t.app,
    'POST',
    '/api/collections',
    { templateId: album.id },
    { cookie: user.cookie },
  );
  expect(created.statusCode, created.body).toBe(201);
  const collectionId = created.json().id as number;
  const stickers = await listStickersOf(t.app, user.cookie, collectionId);
  const ids = new Map(stickers.map((s) => [s.number, s.id]));
  const needs = new Set(state.needs ?? []);
  const spares = state.spares ?? {};
  const updates = stickers
    .filter((s) => !needs.has(s.number))
    .map((s) => ({
      id: s.id,
      data:
        spares[s.number] === undefined
          ? { owned: true }
          : { forTrade: true, quantity: spares[s.number]! },
    }));
  if (updates.length > 0) {
    const bulk = await request(t.app, 'PATCH', '/api/stickers/bulk', { updates }, user);
    expect(bulk.json().results.errors).toEqual([]);
  }
  if (state.findable !== false) await setFindable({ ...user, collectionId }, true);
  return { ...user, collectionId, ids };
}

function setFindable(who: { cookie: string; collectionId: number }, findable: boolean) {
  return request(
    t.app,
    'PATCH',
    `/api/collections/${who.collectionId}/matching`,
    { findable },
    { cookie: who.cookie },
  );
}

async function matchesOf(who: { cookie: string; collectionId: number }) {
  const response = await request(
    t.app,
    'GET',
    `/api/collections/${who.collectionId}/matches`,
    undefined,
    { cookie: who.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MatchesResponse;
}

function propose(who: { cookie: string; collectionId: number }, otherCollectionId: number) {
  return request(
    t.app,
    'POST',
    `/api/collections/${who.collectionId}/matches/${otherCollectionId}/swap`,
    undefined,
    { cookie: who.cookie },
  );
}

function act(who: { cookie: string }, swapId: number, action: string) {
  return request(t.app, 'POST', `/api/swaps/${swapId}/${action}`, undefined, {
    cookie: who.cookie,
  });
}

interface StickerRow {
  number: string;
  owned: boolean;
  forTrade: boolean;
  isPending: boolean;
  pendingWith: string | null;
  isCompleted: boolean;
  quantity: number;
  promised: number;
}

/** The collection's stickers by number, read straight from the database. */
async function stickersOf(collectionId: number) {
  const rows = await query<StickerRow>(
    `select number, owned, for_trade as "forTrade", is_pending as "isPending",
            pending_with as "pendingWith", is_completed as "isCompleted", quantity, promised
     from stickers where collection_id = $1 order by position`,
    [collectionId],
  );
  return new Map(rows.map((row) => [row.number, row]));
}

async function versionOf(collectionId: number) {
  const [row] = await query<{ version: number }>('select version from collections where id = $1', [
    collectionId,
  ]);
  return row!.version;
}

const needed = { owned: false, forTrade: false, isPending: false, isCompleted: false };
const usernameOf = (who: SignedInUser) => who.user.username;

describe('opting in and out', () => {
  it('answers the collection with findable, keeps the bits while in and forgets them when out', async () => {
    const album = await newAlbum({ total: 6 });
    const me = await collector(album, { needs: ['2', '5'], spares: { '3': 2 }, findable: false });
    const optIn = await setFindable(me, true);
    expect(optIn.statusCode).toBe(200);
    expect(optIn.json()).toEqual({
      id: me.collectionId,
      userId: me.user.id,
      templateId: album.id,
      status: 'active',
      isPublic: true,
      findable: true,
      template: { title: album.title, totalStickers: 6 },
    });
    const bits = () =>
      query<{ need: string | null; spare: string | null; findable: boolean }>(
        `select need_bits::text as need, spare_bits::text as spare, findable
         from collections where id = $1`,
        [me.collectionId],
      );
    expect(await bits()).toEqual([{ need: '010010', spare: '001000', findable: true }]);

    const optOut = await setFindable(me, false);
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json().findable).toBe(false);
    expect(await bits()).toEqual([{ need: null, spare: null, findable: false }]);
    expect(await matchesOf(me)).toEqual({
      findable: false,
      circleOnly: false,
      matches: [],
      swaps: [],
    });
  });

  it('bumps the version, refuses someone else’s collection (404) and opting in an archived one (409)', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { findable: false });
    const before = await versionOf(me.collectionId);
    await setFindable(me, true);
    expect(await versionOf(me.collectionId)).toBeGreaterThan(before);

    const stranger = await registerUser(t.app);
    const snapshot = await fingerprint();
    const foreign = await setFindable({ ...stranger, collectionId: me.collectionId }, false);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Collection not found', code: 'NOT_FOUND' });
    const missing = await setFindable({ ...me, collectionId: 2_000_000_000 }, true);
    expect(missing.statusCode).toBe(404);
    const bad = await request(
      t.app,
      'PATCH',
      `/api/collections/${me.collectionId}/matching`,
      { findable: 'yes' },
      me,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'findable must be true or false',
      code: 'VALIDATION_FAILED',
    });
    expect(await fingerprint()).toBe(snapshot);

    await setFindable(me, false);
    const archived = await request(
      t.app,
      'PATCH',
      `/api/collections/${me.collectionId}/status`,
      { status: 'archived' },
      me,
    );
    expect(archived.statusCode).toBe(200);
    const archivedSnapshot = await fingerprint();
    const refused = await setFindable(me, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This collection is archived, so it cannot be found for swaps',
      code: 'COLLECTION_ARCHIVED',
    });
    expect(await fingerprint()).toBe(archivedSnapshot);
    // Leaving is always allowed.
    expect((await setFindable(me, false)).statusCode).toBe(200);
  });

  it('needs a session and a valid id', async () => {
    const noSession = await request(t.app, 'PATCH', '/api/collections/1/matching', {
      findable: true,
    });
    expect(noSession.statusCode).toBe(401);
    const me = await registerUser(t.app);
    const badId = await request(t.app, 'GET', '/api/collections/abc/matches', undefined, me);
    expect(badId.statusCode).toBe(400);
  });
});

describe('matches', () => {
  it('ranks mutual first, then one-for-one swaps, then stickers, then activity, then id', async () => {
    const album = await newAlbum({ total: 12 });
    // I need 1–6 and have 7–12 spare.
    const me = await collector(album, {
      needs: ['1', '2', '3', '4', '5', '6'],
      spares: { '7': 2, '8': 2, '9': 2, '10': 2, '11': 2, '12': 2 },
    });
    const mutual22 = await collector(album, { needs: ['7', '8'], spares: { '1': 2, '2': 2 } });
    const mutual13 = await collector(album, {
      needs: ['7', '8', '9'],
      spares: { '3': 3 },
    });
    const oneWayGet5 = await collector(album, {
      spares: { '1': 2, '2': 2, '3': 2, '4': 2, '5': 2 },
    });
    const oneWayGive1 = await collector(album, { needs: ['12'] });
    const mutual22Older = await collector(album, {
      needs: ['9', '10'],
      spares: { '3': 2, '4': 2 },
    });
    const mutual22OlderTwin = await collector(album, {
      needs: ['9', '10'],
      spares: { '3': 2, '4': 2 },
    });
    const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3_600_000);
    await query('update users set last_active_at = $1 where id = $2', [
      hoursAgo(5),
      mutual22Older.user.id,
    ]);
    await query('update users set last_active_at = $1 where id = $2', [
      hoursAgo(5),
      mutual22OlderTwin.user.id,
    ]);

    const response = await matchesOf(me);
    expect(matchesResponseSchema.parse(response)).toEqual(response);
    expect(response.findable).toBe(true);
    expect(response.matches.map((m) => m.collectionId)).toEqual([
      mutual22.collectionId,
      mutual22Older.collectionId,
      mutual22OlderTwin.collectionId,
      mutual13.collectionId,
      oneWayGet5.collectionId,
      oneWayGive1.collectionId,
    ]);
    expect(response.matches[0]).toEqual({
      collectionId: mutual22.collectionId,
      username: usernameOf(mutual22),
      lastActiveAt: t.clock.now().toISOString(),
      mutual: true,
      youGet: ['1', '2'],
      youGive: ['7', '8'],
      distance: null,
      swapsDone: 0,
      swapProblems: 0,
    });
    expect(response.matches[1]!.lastActiveAt).toBe(hoursAgo(5).toISOString());
    expect(response.matches.map((m) => [m.mutual, m.youGet, m.youGive])).toEqual([
      [true, ['1', '2'], ['7', '8']],
      [true, ['3', '4'], ['9', '10']],
      [true, ['3', '4'], ['9', '10']],
      [true, ['3'], ['7', '8', '9']],
      [false, ['1', '2', '3', '4', '5'], []],
      [false, [], ['12']],
    ]);
  });

  it('never shows a collection not opted in, archived, my own, idle, of another album or with nothing to swap', async () => {
    const album = await newAlbum({ total: 6 });
    const me = await collector(album, { needs: ['1', '2'], spares: { '6': 2 } });
    const visible = await collector(album, { needs: ['6'], spares: { '1': 2 } });
    await collector(album, { needs: ['6'], spares: { '1': 2 }, findable: false });
    const archived = await collector(album, { needs: ['6'], spares: { '1': 2 } });
    await request(
      t.app,
      'PATCH',
      `/api/collections/${archived.collectionId}/status`,
      { status: 'archived' },
      archived,
    );
    // My own second collection of the album.
    await collector(album, { needs: ['6'], spares: { '1': 2 } }, me);
    const idle = await collector(album, { needs: ['6'], spares: { '1': 2 } });
    await query('update users set last_active_at = $1 where id = $2', [
      new Date(t.clock.now().getTime() - 31 * DAY_MS),
      idle.user.id,
    ]);
    const justActive = await collector(album, { needs: ['6'], spares: { '2': 2 } });
    await query('update users set last_active_at = $1 where id = $2', [
      new Date(t.clock.now().getTime() - 29 * DAY_MS),
      justActive.user.id,
    ]);
    await collector(album, { needs: ['3'], spares: { '4': 2 } });
    const otherAlbum = await newAlbum({ total: 6 });
    await collector(otherAlbum, { needs: ['6'], spares: { '1': 2 } });

    const response = await matchesOf(me);
    expect(response.matches.map((m) => m.collectionId)).toEqual([
      visible.collectionId,
      justActive.collectionId,
    ]);
    // Swap proposals refuse the same pairs.
    const snapshot = await fingerprint();
    for (const other of [archived, idle]) {
      const refused = await propose(me, other.collectionId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    expect(await fingerprint()).toBe(snapshot);
  });

  it('shows only usernames and sticker numbers: exact key sets, nothing private', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { needs: ['1'], spares: { '4': 2 } });
    const other = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    await query(`update users set first_name = 'Secretname' where id = $1`, [other.user.id]);
    // The other collector has a pending trade with someone: that name must not leak either.
    await request(
      t.app,
      'PATCH',
      `/api/stickers/${other.ids.get('2')}`,
      { isPending: true, pendingWith: 'Privatepartner' },
      other,
    );
    const third = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    const proposed = await propose(third, me.collectionId);
    expect(proposed.statusCode).toBe(201);

    const raw = await request(
      t.app,
      'GET',
      `/api/collections/${me.collectionId}/matches`,
      undefined,
      me,
    );
    const body = raw.json() as MatchesResponse;
    expect(Object.keys(body).sort()).toEqual(['circleOnly', 'findable', 'matches', 'swaps']);
    for (const match of body.matches) {
      expect(Object.keys(match).sort()).toEqual([
        'collectionId',
        'distance',
        'lastActiveAt',
        'mutual',
        'swapProblems',
        'swapsDone',
        'username',
        'youGet',
        'youGive',
      ]);
    }
    expect(body.swaps).toHaveLength(1);
    expect(Object.keys(body.swaps[0]!).sort()).toEqual(Object.keys(swapSchema.shape).sort());
    for (const secret of [
      'Secretname',
      'Privatepartner',
      '@example.com',
      `"userId"`,
      `"email"`,
      `"firstName"`,
      `"partnerId"`,
      `"proposerId"`,
    ]) {
      expect(raw.body).not.toContain(secret);
    }
    // The third collector's offer is promised to me now, so only the other one still matches.
    expect(body.matches.map((m) => m.username)).toEqual([usernameOf(other)]);
    expect(body.swaps[0]!.partnerUsername).toBe(usernameOf(third));
  });

  it('names the album’s own codes in album order', async () => {
    const album = await newAlbum({
      codes: ['00', 'FWC1', 'FWC2', 'MEX1', 'MEX2', 'MEX10', 'ARG1'],
    });
    const [row] = await query<{ numbers: string[] }>(
      'select numbers from collection_templates where id = $1',
      [album.id],
    );
    // Sections keep the order given; codes sort naturally within one.
    expect(row!.numbers).toEqual(['00', 'ARG1', 'FWC1', 'FWC2', 'MEX1', 'MEX2', 'MEX10']);
    const me = await collector(album, {
      needs: ['00', 'MEX2', 'ARG1'],
      spares: { FWC2: 2, MEX10: 3 },
    });
    const other = await collector(album, {
      needs: ['FWC2', 'MEX10', 'MEX1'],
      spares: { ARG1: 2, '00': 2 },
    });
    const [match] = (await matchesOf(me)).matches;
    expect(match).toMatchObject({
      collectionId: other.collectionId,
      mutual: true,
      youGet: ['00', 'ARG1'],
      youGive: ['FWC2', 'MEX10'],
    });
    const [mirror] = (await matchesOf(other)).matches;
    expect(mirror).toMatchObject({ youGet: ['FWC2', 'MEX10'], youGive: ['00', 'ARG1'] });
  });

  it('follows sticker writes made through the sticker API', async () => {
    const album = await newAlbum({ total: 5 });
    const me = await collector(album, { needs: ['1', '2'], spares: { '5': 2 } });
    const other = await collector(album, { needs: ['5'], spares: { '1': 2, '2': 2 } });
    expect((await matchesOf(me)).matches[0]).toMatchObject({
      youGet: ['1', '2'],
      youGive: ['5'],
    });

    // I get sticker 1 elsewhere, and they stop offering 2: only my 5 for nothing is left.
    await request(t.app, 'PATCH', `/api/stickers/${me.ids.get('1')}`, { owned: true }, me);
    await request(
      t.app,
      'PATCH',
      `/api/stickers/${other.ids.get('2')}`,
      { forTrade: false },
      other,
    );
    expect((await matchesOf(me)).matches[0]).toMatchObject({
      mutual: false,
      youGet: [],
      youGive: ['5'],
    });

    // They get my 5 elsewhere: no match left at all.
    await request(
      t.app,
      'PATCH',
      '/api/stickers/bulk',
      { updates: [{ id: other.ids.get('5'), data: { owned: true } }] },
      other,
    );
    expect((await matchesOf(me)).matches).toEqual([]);
  });

  it('answers a repeat from its cache, yet follows every change of the other side at once', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { needs: ['1'], spares: { '4': 2 } });
    const other = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    const version = await versionOf(me.collectionId);
    expect((await matchesOf(me)).matches).toHaveLength(1);
    expect(await matchesOf(me)).toEqual(await matchesOf(me));

    // Only their side changes (my version stays): each change shows on my next look.
    const offer = (forTrade: boolean) =>
      request(t.app, 'PATCH', `/api/stickers/${other.ids.get('1')}`, { forTrade }, other);
    await offer(false);
    expect((await matchesOf(me)).matches[0]).toMatchObject({ youGet: [], youGive: ['4'] });
    await offer(true);
    const third = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    const [first, second] = (await matchesOf(me)).matches;
    expect(first).toMatchObject({ collectionId: other.collectionId, youGet: ['1'] });
    expect(second).toMatchObject({ collectionId: third.collectionId, youGet: ['1'] });

    // They opt out, archive, or delete: gone from my next look.
    expect((await setFindable(other, false)).statusCode).toBe(200);
    expect((await matchesOf(me)).matches.map((m) => m.collectionId)).toEqual([third.collectionId]);
    const archived = await request(
      t.app,
      'PATCH',
      `/api/collections/${third.collectionId}/status`,
      { status: 'archived' },
      third,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await matchesOf(me)).matches).toEqual([]);
    expect(await versionOf(me.collectionId)).toBe(version);
  });

  it(`lists at most ${MAX_MATCHES}`, async () => {
    const album = await newAlbum({ total: 3 });
    const me = await collector(album, { needs: ['1'], spares: { '3': 2 } });
    for (let i = 0; i < MAX_MATCHES + 2; i += 1) {
      await collector(album, { needs: ['3'], spares: { '1': 2 } });
    }
    expect((await matchesOf(me)).matches).toHaveLength(MAX_MATCHES);
  });

  it('is 404 for someone else’s collection or a missing one', async () => {
    const album = await newAlbum({ total: 3 });
    const me = await collector(album, { needs: ['1'] });
    const stranger = await registerUser(t.app);
    for (const [who, id] of [
      [stranger, me.collectionId],
      [me, 2_000_000_000],
    ] as const) {
      const response = await request(
        t.app,
        'GET',
        `/api/collections/${id}/matches`,
        undefined,
        who,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Collection not found', code: 'NOT_FOUND' });
    }
  });
});

describe('preparing a swap', () => {
  it('takes one for one, marks my gets pending, promises my gives, bumps the version and writes the message', async () => {
    const album = await newAlbum({ total: 10 });
    const me = await collector(album, {
      needs: ['1', '2', '3'],
      spares: { '9': 1, '10': 3 },
    });
    const other = await collector(album, {
      needs: ['9'],
      spares: { '1': 2, '2': 2, '3': 2 },
    });
    const myVersion = await versionOf(me.collectionId);
    const otherVersion = await versionOf(other.collectionId);
    const otherBefore = await stickersOf(other.collectionId);

    const response = await propose(me, other.collectionId);
    expect(response.statusCode, response.body).toBe(201);
    const prepared = response.json() as PreparedSwap;
    expect(preparedSwapSchema.parse(prepared)).toEqual(prepared);
    expect(prepared.swap).toEqual({
      id: expect.any(Number),
      role: 'proposer',
      partnerUsername: usernameOf(other),
      status: 'proposed',
      iGive: ['9'],
      iGet: ['1'],
      myDone: false,
      theirDone: false,
      createdAt: t.clock.now().toISOString(),
      endedReason: null,
      myRating: null,
    });
    expect(prepared.message).toBe(
      [
        `Hi ${usernameOf(other)}! We matched on Swapsies for ${album.title}.`,
        'I can give you (1): 9',
        "I'd like (1): 1",
        "I've proposed the swap in the app — accept it there if it suits you.",
      ].join('\n'),
    );

    const mine = await stickersOf(me.collectionId);
    expect(mine.get('1')).toMatchObject({
      owned: true,
      isPending: true,
      pendingWith: usernameOf(other),
      promised: 0,
    });
    expect(mine.get('2')).toMatchObject(needed);
    expect(mine.get('9')).toMatchObject({ forTrade: true, quantity: 1, promised: 1 });
    expect(mine.get('10')).toMatchObject({ quantity: 3, promised: 0 });
    expect(await versionOf(me.collectionId)).toBeGreaterThan(myVersion);
    // Nothing changes on the partner's side until they accept.
    expect(await stickersOf(other.collectionId)).toEqual(otherBefore);
    expect(await versionOf(other.collectionId)).toBe(otherVersion);

    // Both sides see it in their matches response.
    expect((await matchesOf(me)).swaps).toEqual([prepared.swap]);
    expect((await matchesOf(other)).swaps).toEqual([
      {
        ...prepared.swap,
        role: 'partner',
        partnerUsername: usernameOf(me),
        iGive: ['1'],
        iGet: ['9'],
      },
    ]);
    // The sticker list shows the promise and the pending get (the cache follows the version).
    const listed = await listStickersOf(t.app, me.cookie, me.collectionId);
    expect(listed.find((s) => s.number === '1')).toMatchObject({
      isPending: true,
      pendingWith: usernameOf(other),
    });
  });

  it('takes all of a one-way match, and leaves out an empty side of the message', async () => {
    const album = await newAlbum({ total: 6 });
    const me = await collector(album, { needs: ['1', '2'] });
    const other = await collector(album, { spares: { '1': 2, '2': 3 } });
    const response = await propose(me, other.collectionId);
    expect(response.statusCode).toBe(201);
    const { swap, message } = response.json() as PreparedSwap;
    expect([swap.iGive, swap.iGet]).toEqual([[], ['1', '2']]);
    expect(message).toBe(
      [
        `Hi ${usernameOf(other)}! We matched on Swapsies for ${album.title}.`,
        "I'd like (2): 1, 2",
        "I've proposed the swap in the app — accept it there if it suits you.",
      ].join('\n'),
    );
  });

  it('never promises the same single spare twice, even to two partners at once', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { spares: { '4': 1 } });
    const first = await collector(album, { needs: ['4'] });
    const second = await collector(album, { needs: ['4'] });
    const third = await collector(album, { needs: ['4'] });

    const responses = await Promise.all([
      propose(me, first.collectionId),
      propose(me, second.collectionId),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().code).toBe('MATCH_CHANGED');
    expect((await stickersOf(me.collectionId)).get('4')).toMatchObject({
      quantity: 1,
      promised: 1,
    });
    const [{ n }] = (await query<{ n: number }>(
      'select count(*)::int as n from swaps where proposer_collection_id = $1',
      [me.collectionId],
    )) as [{ n: number }];
    expect(n).toBe(1);

    // Afterwards the copy is off the offer: a third partner is no match any more.
    const snapshot = await fingerprint();
    const again = await propose(me, third.collectionId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Nothing left to swap with this collector — refresh your matches',
      code: 'MATCH_CHANGED',
    });
    expect(await fingerprint()).toBe(snapshot);
    expect((await matchesOf(me)).matches).toEqual([]);
  });

  it('rolls back when a sticker is no longer on offer, even if the bits said it was', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { needs: ['1'], spares: { '4': 2 } });
    const other = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    // Stale bits claiming a spare 3 that is not for trade: the UPDATE's guard must refuse it.
    await query(`update stickers set quantity = 2 where collection_id = $1 and number = '3'`, [
      me.collectionId,
    ]);
    await query(`update collections set spare_bits = B'0011' where id = $1`, [me.collectionId]);
    await query(`update collections set need_bits = B'0011' where id = $1`, [other.collectionId]);
    const snapshot = await fingerprint();
    const response = await propose(me, other.collectionId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'These stickers changed — refresh your matches',
      code: 'MATCH_CHANGED',
    });
    expect(await fingerprint()).toBe(snapshot);
  });

  it('refuses without a match: not mine (404), not opted in (404), archived (409)', async () => {
    const album = await newAlbum({ total: 4 });
    const me = await collector(album, { needs: ['1'], spares: { '4': 2 } });
    const other = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    const stranger = await collector(album, { needs: ['4'], spares: { '1': 2 } });
    const snapshot = await fingerprint();

    const notMine = await propose(
      { ...stranger, collectionId: me.collectionId },
      other.collectionId,
    );
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: 'Collection not found', code: 'NOT_FOUND' });
    const toMyself = await propose(me, me.collectionId);
    expect(toMyself.statusCode).toBe(404);
    expect(toMyself.json().message).toBe(
      'This collector is not a match any more — refresh your matches',
    );
    const missing = await propose(me, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(await fingerprint()).toBe(snapshot);

    await setFindable(other, false);
    let snapshotOut = await fingerprint();
    expect((await propose(me, other.collectionId)).statusCode).toBe(404);
    expect(await fingerprint()).toBe(snapshotOut);
    await setFindable(me, false);
    snapshotOut = await fingerprint();
    expect((await propose(me, stranger.collectionId)).statusCode).toBe(404);
    expect(await fingerprint()).toBe(snapshotOut);

    await setFindable(me, true);
    await request(
      t.app,
      'PATCH',
      `/api/collections/${me.collectionId}/status`,
      { status: 'archived' },
      me,
    );
    const snapshotArchived = await fingerprint();
    const archived = await propose(me, stranger.collectionId);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().code).toBe('COLLECTION_ARCHIVED');
    expect(await fingerprint()).toBe(snapshotArchived);
  });
});

describe('specials in a one-click swap (decision 021)', () => {
  /** An album where 00 is a foil: I need the foil and have four normal spares the other needs. */
  async function foilPair() {
    const album = await newAlbum({ codes: ['00', '1', '2', '3', '4', '5'] });
    await query(`update collection_templates set specials = '{"00":"foil"}'::jsonb where id = $1`, [
      album.id,
    ]);
    const me = await collector(album, {
      needs: ['00'],
      spares: { '1': 1, '2': 1, '3': 1, '4': 1 },
    });
    const other = await collector(album, { needs: ['1', '2', '3', '4'], spares: { '00': 1 } });
    return { me, other };
  }
  const proposeWith = (
    who: { cookie: string; collectionId: number },
    otherCollectionId: number,
    body: unknown,
  ) =>
    request(
      t.app,
      'POST',
      `/api/collections/${who.collectionId}/matches/${otherCollectionId}/swap`,
      body,
      { cookie: who.cookie },
    );

  it('takes one for one by default, and 1 foil for 3 normal stickers with a ratio of 3', async () => {
    const plain = await foilPair();
    const byDefault = await proposeWith(plain.me, plain.other.collectionId, {});
    expect(byDefault.statusCode, byDefault.body).toBe(201);
    expect(byDefault.json().swap).toMatchObject({ iGet: ['00'], iGive: ['1'] });

    const weighed = await foilPair();
    const threeForOne = await proposeWith(weighed.me, weighed.other.collectionId, {
      specialRatio: 3,
    });
    expect(threeForOne.statusCode, threeForOne.body).toBe(201);
    expect(threeForOne.json().swap).toMatchObject({ iGet: ['00'], iGive: ['1', '2', '3'] });
    expect(threeForOne.json().message).toContain('I can give you (3): 1, 2, 3');
    const mine = await stickersOf(weighed.me.collectionId);
    expect(['1', '2', '3', '4'].map((n) => mine.get(n)!.promised)).toEqual([1, 1, 1, 0]);
  });

  it('refuses a ratio outside 1 to 10, changing nothing', async () => {
    const { me, other } = await foilPair();
    const before = await fingerprint();
    for (const specialRatio of [0, 11, 2.5, 'three']) {
      const refused = await proposeWith(me, other.collectionId, { specialRatio });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('a swap from proposal to done', () => {
  /** Me: needs 1, 2; single for-trade 9, three copies of 10. Partner: needs 9, 10; spares 1, 2. */
  async function proposedSwap() {
    const album = await newAlbum({ total: 10 });
    const me = await collector(album, { needs: ['1', '2'], spares: { '9': 1, '10': 3 } });
    const partner = await collector(album, {
      needs: ['9', '10'],
      spares: { '1': 2, '2': 1 },
    });
    const stranger = await registerUser(t.app);
    const response = await propose(me, partner.collectionId);
    expect(response.statusCode, response.body).toBe(201);
    const swap = (response.json() as PreparedSwap).swap;
    expect([swap.iGive, swap.iGet]).toEqual([
      ['9', '10'],
      ['1', '2'],
    ]);
    return { me, partner, stranger, swap };
  }

  async function expectRefused(
    who: { cookie: string },
    swapId: number,
    action: string,
    status: number,
    body: { message: string; code: string } | { code: string },
  ) {
    const snapshot = await fingerprint();
    const response = await act(who, swapId, action);
    expect(response.statusCode, `${action}: ${response.body}`).toBe(status);
    expect(response.json()).toMatchObject(body);
    expect(await fingerprint()).toBe(snapshot);
  }

  const notFound = { message: 'Swap not found', code: 'NOT_FOUND' };

  describe('when one side deletes its collection or account', () => {
    const swapOf = async (who: Collector, id: number) =>
      (await matchesOf(who)).swaps.find((swap) => swap.id === id);

    it('frees the proposer’s copies when the partner deletes the collection of a proposed swap', async () => {
      const { me, partner, swap } = await proposedSwap();
      const deleted = await request(
        t.app,
        'DELETE',
        `/api/collections/${partner.collectionId}`,
        undefined,
        { cookie: partner.cookie },
      );
      expect(deleted.statusCode).toBe(204);
      const mine = await stickersOf(me.collectionId);
      expect(mine.get('1')).toMatchObject({ owned: false, isPending: false, pendingWith: null });
      expect(mine.get('2')).toMatchObject({ owned: false, isPending: false, pendingWith: null });
      expect(mine.get('9')).toMatchObject({ promised: 0 });
      expect(mine.get('10')).toMatchObject({ promised: 0 });
      expect(await swapOf(me, swap.id)).toMatchObject({
        status: 'cancelled',
        endedReason: 'The other collector deleted this collection.',
        partnerUsername: usernameOf(partner),
      });
      // its copies are mine to change again
      const patched = await request(
        t.app,
        'PATCH',
        `/api/stickers/${me.ids.get('10')}`,
        { quantity: 1 },
        { cookie: me.cookie },
      );
      expect(patched.statusCode, patched.body).toBe(200);
    });

    it('frees the partner’s copies when the proposer deletes the collection of an agreed swap', async () => {
      const { me, partner, swap } = await proposedSwap();
      expect((await act(partner, swap.id, 'accept')).statusCode).toBe(200);
      const deleted = await request(
        t.app,
        'DELETE',
        `/api/collections/${me.collectionId}`,
        undefined,
        { cookie: me.cookie },
      );
      expect(deleted.statusCode).toBe(204);
      const theirs = await stickersOf(partner.collectionId);
      expect(theirs.get('9')).toMatchObject({ owned: false, isPending: false, pendingWith: null });
      expect(theirs.get('10')).toMatchObject({ owned: false, isPending: false, pendingWith: null });
      expect(theirs.get('1')).toMatchObject({ quantity: 2, promised: 0 });
      expect(theirs.get('2')).toMatchObject({ quantity: 1, promised: 0 });
      expect(await swapOf(partner, swap.id)).toMatchObject({
        status: 'cancelled',
        endedReason: 'The other collector deleted this collection.',
        partnerUsername: usernameOf(me),
      });
      const patched = await request(
        t.app,
        'PATCH',
        `/api/stickers/${partner.ids.get('1')}`,
        { quantity: 1 },
        { cookie: partner.cookie },
      );
      expect(patched.statusCode, patched.body).toBe(200);
      // the swap is over: answered as such, not as missing
      const cancel = await act(partner, swap.id, 'cancel');
      expect(cancel.statusCode).toBe(409);
    });

    it('frees the proposer’s copies when the partner deletes their account', async () => {
      const { me, partner, swap } = await proposedSwap();
      expect((await act(partner, swap.id, 'accept')).statusCode).toBe(200);
      const gone = await request(
        t.app,
        'DELETE',
        '/api/user',
        { currentPassword: partner.password },
        { cookie: partner.cookie },
      );
      expect(gone.statusCode, gone.body).toBe(204);
      const mine = await stickersOf(me.collectionId);
      expect(mine.get('1')).toMatchObject({ owned: false, isPending: false });
      expect(mine.get('10')).toMatchObject({ promised: 0 });
      expect(await swapOf(me, swap.id)).toMatchObject({
        status: 'cancelled',
        endedReason: 'The other collector deleted their account.',
        partnerUsername: usernameOf(partner),
      });
    });

    it('leaves alone a side that already marked the swap done', async () => {
      const { me, partner, swap } = await proposedSwap();
      expect((await act(partner, swap.id, 'accept')).statusCode).toBe(200);
      expect((await act(me, swap.id, 'done')).statusCode).toBe(200);
      const before = await stickersOf(me.collectionId);
      await request(t.app, 'DELETE', `/api/collections/${partner.collectionId}`, undefined, {
        cookie: partner.cookie,
      });
      expect(await stickersOf(me.collectionId)).toEqual(before);
      expect((await swapOf(me, swap.id))?.status).toBe('cancelled');
    });
  });

  it('is accepted by the partner, then done by each side, with the stickers following', async () => {
    const { me, partner, stranger, swap } = await proposedSwap();

    // Only the partner may accept; the proposer and a stranger get 404, done is too early.
    await expectRefused(me, swap.id, 'accept', 404, notFound);
    await expectRefused(stranger, swap.id, 'accept', 404, notFound);
    await expectRefused(stranger, swap.id, 'cancel', 404, notFound);
    await expectRefused(me, swap.id, 'done', 409, {
      message: 'This swap has not been accepted yet',
      code: 'CONFLICT',
    });

    const partnerVersion = await versionOf(partner.collectionId);
    const accepted = await act(partner, swap.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      ...swap,
      role: 'partner',
      partnerUsername: usernameOf(me),
      status: 'agreed',
      iGive: ['1', '2'],
      iGet: ['9', '10'],
    });
    expect(await versionOf(partner.collectionId)).toBeGreaterThan(partnerVersion);
    let theirs = await stickersOf(partner.collectionId);
    expect(theirs.get('9')).toMatchObject({ isPending: true, pendingWith: usernameOf(me) });
    expect(theirs.get('10')).toMatchObject({ isPending: true, pendingWith: usernameOf(me) });
    expect(theirs.get('1')).toMatchObject({ quantity: 2, promised: 1 });
    expect(theirs.get('2')).toMatchObject({ quantity: 1, promised: 1 });

    await expectRefused(partner, swap.id, 'accept', 409, {
      message: 'This swap has already been accepted',
      code: 'CONFLICT',
    });
    await expectRefused(partner, swap.id, 'decline', 409, {
      message: 'This swap has already been accepted',
      code: 'CONFLICT',
    });

    // I say it happened: my gets are completed, my gives leave.
    const mine = await act(me, swap.id, 'done');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'agreed', myDone: true, theirDone: false });
    const myStickers = await stickersOf(me.collectionId);
    for (const number of ['1', '2']) {
      expect(myStickers.get(number)).toMatchObject({
        owned: true,
        isPending: false,
        isCompleted: true,
        pendingWith: usernameOf(partner),
      });
    }
    // A single for-trade copy given away: needed again. Three copies of 10: two left.
    expect(myStickers.get('9')).toMatchObject({ ...needed, quantity: 1, promised: 0 });
    expect(myStickers.get('10')).toMatchObject({
      owned: true,
      forTrade: true,
      quantity: 2,
      promised: 0,
    });

    await expectRefused(me, swap.id, 'done', 409, {
      message: 'You have already marked this swap as done',
      code: 'CONFLICT',
    });
    await expectRefused(partner, swap.id, 'cancel', 409, {
      message: 'This swap is being finished, so it can no longer be cancelled',
      code: 'CONFLICT',
    });

    const theirsDone = await act(partner, swap.id, 'done');
    expect(theirsDone.statusCode).toBe(200);
    expect(theirsDone.json()).toMatchObject({ status: 'done', myDone: true, theirDone: true });
    theirs = await stickersOf(partner.collectionId);
    expect(theirs.get('9')).toMatchObject({ isCompleted: true, pendingWith: usernameOf(me) });
    expect(theirs.get('10')).toMatchObject({ isCompleted: true, pendingWith: usernameOf(me) });
    expect(theirs.get('1')).toMatchObject({
      owned: true,
      forTrade: false,
      quantity: 1,
      promised: 0,
    });
    expect(theirs.get('2')).toMatchObject({ ...needed, quantity: 1, promised: 0 });

    for (const action of ['accept', 'decline', 'cancel', 'done']) {
      await expectRefused(partner, swap.id, action, 409, {
        message: 'This swap is finished',
        code: 'CONFLICT',
      });
    }
    expect((await matchesOf(me)).swaps[0]).toMatchObject({ id: swap.id, status: 'done' });
  });

  it('declined by the partner releases my pending gets and promised copies', async () => {
    const { me, partner, swap } = await proposedSwap();
    const partnerBefore = await stickersOf(partner.collectionId);
    await expectRefused(me, swap.id, 'decline', 404, notFound);

    const declined = await act(partner, swap.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ role: 'partner', status: 'declined' });
    const mine = await stickersOf(me.collectionId);
    expect(mine.get('1')).toMatchObject({ ...needed, pendingWith: null });
    expect(mine.get('2')).toMatchObject({ ...needed, pendingWith: null });
    expect(mine.get('9')).toMatchObject({ forTrade: true, quantity: 1, promised: 0 });
    expect(mine.get('10')).toMatchObject({ quantity: 3, promised: 0 });
    expect(await stickersOf(partner.collectionId)).toEqual(partnerBefore);
    await expectRefused(me, swap.id, 'cancel', 409, {
      message: 'This swap was declined',
      code: 'CONFLICT',
    });
    // The pair matches again.
    expect((await matchesOf(me)).matches[0]).toMatchObject({
      collectionId: partner.collectionId,
      youGet: ['1', '2'],
      youGive: ['9', '10'],
    });
  });

  it('cancelled after acceptance releases both sides, but not a sticker I changed since', async () => {
    const { me, partner, swap } = await proposedSwap();
    const partnerBefore = await stickersOf(partner.collectionId);
    expect((await act(partner, swap.id, 'accept')).statusCode).toBe(200);
    // I completed sticker 2 by hand with someone else meanwhile: the release leaves it alone.
    await request(
      t.app,
      'PATCH',
      `/api/stickers/${me.ids.get('2')}`,
      { isCompleted: true, pendingWith: 'Someone else' },
      me,
    );

    const cancelled = await act(me, swap.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ role: 'proposer', status: 'cancelled' });
    const mine = await stickersOf(me.collectionId);
    expect(mine.get('1')).toMatchObject(needed);
    expect(mine.get('2')).toMatchObject({ isCompleted: true, pendingWith: 'Someone else' });
    expect(mine.get('9')).toMatchObject({ promised: 0 });
    expect(mine.get('10')).toMatchObject({ promised: 0 });
    expect(await stickersOf(partner.collectionId)).toEqual(partnerBefore);
  });

  it('cancelled by the proposer before an answer releases my side only', async () => {
    const { me, partner, swap } = await proposedSwap();
    const partnerBefore = await stickersOf(partner.collectionId);
    const cancelled = await act(me, swap.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect((await stickersOf(me.collectionId)).get('1')).toMatchObject(needed);
    expect(await stickersOf(partner.collectionId)).toEqual(partnerBefore);
    await expectRefused(partner, swap.id, 'accept', 409, {
      message: 'This swap was cancelled',
      code: 'CONFLICT',
    });
  });

  it('cannot be accepted once the partner no longer offers what they would give', async () => {
    const { partner, swap } = await proposedSwap();
    // They stop offering sticker 2 (their single for-trade copy).
    await request(
      t.app,
      'PATCH',
      `/api/stickers/${partner.ids.get('2')}`,
      { forTrade: false },
      partner,
    );
    await expectRefused(partner, swap.id, 'accept', 409, {
      message:
        'Some stickers you would give are no longer on offer — this swap cannot be accepted as it is',
      code: 'MATCH_CHANGED',
    });
  });

  it('lists declined and cancelled swaps for 30 days only, newest first', async () => {
    const { me, partner, swap } = await proposedSwap();
    expect((await act(partner, swap.id, 'decline')).statusCode).toBe(200);
    const second = await propose(me, partner.collectionId);
    expect(second.statusCode).toBe(201);
    const secondSwap = (second.json() as PreparedSwap).swap;
    expect((await matchesOf(me)).swaps.map((s: Swap) => s.id)).toEqual([secondSwap.id, swap.id]);
    await query(`update swaps set updated_at = $1 where id = $2`, [
      new Date(t.clock.now().getTime() - 31 * DAY_MS),
      swap.id,
    ]);
    expect((await matchesOf(me)).swaps.map((s: Swap) => s.id)).toEqual([secondSwap.id]);
  });
});

describe('on PostgreSQL', () => {
  it.runIf(testDriver() === 'postgres')(
    'the guard in the UPDATE alone keeps a copy from being promised twice (no row locks)',
    async () => {
      const album = await newAlbum({ total: 3 });
      const me = await collector(album, { spares: { '3': 1 } });
      const partners = await Promise.all(
        [0, 1, 2, 3, 4].map(() => collector(album, { needs: ['3'] })),
      );
      const results = await Promise.all(
        partners.map((p) =>
          prepareSwap(
            t.database.db,
            {
              userId: me.user.id,
              collectionId: me.collectionId,
              otherCollectionId: p.collectionId,
              activeSince: new Date(t.clock.now().getTime() - DAY_MS),
              now: t.clock.now(),
            },
            { rowLocks: false },
          ),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const refused of results.filter((r) => !r.ok)) {
        expect(refused).toMatchObject({ ok: false });
        expect(['changed', 'nothing-to-swap']).toContain((refused as { reason: string }).reason);
      }
      expect((await stickersOf(me.collectionId)).get('3')).toMatchObject({
        quantity: 1,
        promised: 1,
      });
    },
  );

  it.runIf(testDriver() === 'postgres')(
    'concurrent proposals and answers leave every copy promised at most once',
    async () => {
      const album = await newAlbum({ total: 6 });
      const me = await collector(album, { needs: ['1'], spares: { '5': 1 } });
      const partners = await Promise.all(
        [0, 1, 2, 3].map(() => collector(album, { needs: ['5'], spares: { '1': 2 } })),
      );
      const responses = await Promise.all(partners.map((p) => propose(me, p.collectionId)));
      const created = responses.filter((r) => r.statusCode === 201);
      expect(created).toHaveLength(1);
      expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(3);
      const mine = await stickersOf(me.collectionId);
      expect(mine.get('1')).toMatchObject({ isPending: true });
      expect(mine.get('5')!.promised).toBe(1);

      // Accepting and cancelling at once: the swap ends in one state, stickers consistent.
      const swapId = (created[0]!.json() as PreparedSwap).swap.id;
      const partner = partners[responses.indexOf(created[0]!)]!;
      const raced = await Promise.all([act(partner, swapId, 'accept'), act(me, swapId, 'cancel')]);
      expect(raced.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const [row] = await query<{ status: string }>('select status from swaps where id = $1', [
        swapId,
      ]);
      expect(row!.status).toBe('cancelled');
      expect((await stickersOf(me.collectionId)).get('5')!.promised).toBe(0);
      expect((await stickersOf(partner.collectionId)).get('5')).toMatchObject(needed);
      expect((await stickersOf(partner.collectionId)).get('1')!.promised).toBe(0);
    },
  );
});
