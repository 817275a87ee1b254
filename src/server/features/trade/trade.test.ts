import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inPersonSwapResultSchema,
  inPersonSwapsResponseSchema,
  resolvedTradeCodeSchema,
  scannedMeResponseSchema,
  TRADE_CODE_ALPHABET,
  tradeCodeResponseSchema,
  type InPersonSwapResult,
} from '../../../domain/trade/in-person-swap';
import { decodeTradeList } from '../../../domain/trade/trade-list';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  listStickersOf,
  registerUser,
  stockedCollector,
  signInAgainAfter,
  type SignedInUser,
} from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
let albums = 0;

const fingerprint = () => dbFingerprint(t.database);

/** A fresh numbered album of `total` stickers. */
async function newAlbum(total = 12) {
  albums += 1;
  const owner = await registerUser(t.app);
  const response = await request(
    t.app,
    'POST',
    '/api/collection-templates',
    { title: `Trade Album ${albums}`, totalStickers: total },
    { cookie: owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as number, title: `Trade Album ${albums}` };
}

interface Collector extends SignedInUser {
  collectionId: number;
}

/**
 * A collector with a collection of the album: every sticker owned except `needs`; `spares` are
 * for trade with the given quantity (1 = a single for-trade copy).
 */
async function collector(
  album: { id: number },
  state: { needs?: string[]; spares?: Record<string, number> } = {},
  existing?: SignedInUser,
): Promise<Collector> {
  return stockedCollector(t.app, album.id, state, existing);
}

const later = (ms: number, ...who: SignedInUser[]) => signInAgainAfter(t, ms, ...who);

async function stickersOf(who: Collector) {
  const list = await listStickersOf(t.app, who.cookie, who.collectionId);
  return new Map(list.map((s) => [s.number, s]));
}

const confirm = (
  who: Collector,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  collectionId = who.collectionId,
) =>
  request(
    t.app,
    'POST',
    `/api/collections/${collectionId}/in-person-swaps`,
    { theirListMadeAt: t.clock.now().getTime(), ...body },
    { cookie: who.cookie, headers },
  );

async function confirmed(who: Collector, body: Record<string, unknown>) {
  const response = await confirm(who, body);
  expect(response.statusCode, response.body).toBe(201);
  return inPersonSwapResultSchema.parse(response.json()) as InPersonSwapResult;
}

const undo = (who: { cookie: string }, swapId: number) =>
  request(t.app, 'POST', `/api/in-person-swaps/${swapId}/undo`, undefined, {
    cookie: who.cookie,
  });

async function swapsOf(who: Collector) {
  const response = await request(
    t.app,
    'GET',
    `/api/collections/${who.collectionId}/in-person-swaps`,
    undefined,
    { cookie: who.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return inPersonSwapsResponseSchema.parse(response.json()).swaps;
}

const archive = (who: Collector) =>
  request(
    t.app,
    'PATCH',
    `/api/collections/${who.collectionId}/status`,
    { status: 'archived' },
    { cookie: who.cookie },
  );

const pick = <T extends object>(value: T, keys: Array<keyof T>) =>
  Object.fromEntries(keys.map((key) => [key, value[key]]));
const stateKeys = [
  'owned',
  'forTrade',
  'isPending',
  'pendingWith',
  'isCompleted',
  'quantity',
  'promised',
] as const;

describe('confirming an in-person swap', () => {
  it('applies exactly the documented changes to my album and nothing else', async () => {
    const album = await newAlbum();
    // Needs 1 and 2; 5 has 3 copies, 6 two, 7 a single for-trade copy; 8 is owned with 2 spare.
    const me = await collector(album, { needs: ['1', '2'], spares: { '5': 3, '6': 2, '7': 1 } });
    const partner = await collector(album, { needs: ['5', '6', '7'] });
    const before = await stickersOf(me);
    const theirBefore = await stickersOf(partner);

    const result = await confirmed(me, {
      partnerName: partner.user.username,
      give: ['5', '6', '7'],
      get: ['1', '9'],
    });
    const after = await stickersOf(me);

    // Gets: a needed sticker becomes owned, one copy, completed with the partner; an owned one
    // just gains a copy.
    expect(pick(after.get('1')!, [...stateKeys])).toEqual({
      owned: true,
      forTrade: false,
      isPending: false,
      pendingWith: partner.user.username,
      isCompleted: true,
      quantity: 1,
      promised: 0,
    });
    expect(pick(after.get('9')!, [...stateKeys])).toEqual({
      ...pick(before.get('9')!, [...stateKeys]),
      quantity: before.get('9')!.quantity + 1,
    });
    // Gives: a copy leaves; the last one left stops being for trade; a single copy → needed.
    expect(pick(after.get('5')!, ['owned', 'forTrade', 'quantity'])).toEqual({
      owned: true,
      forTrade: true,
      quantity: 2,
    });
    expect(pick(after.get('6')!, ['owned', 'forTrade', 'quantity'])).toEqual({
      owned: true,
      forTrade: false,
      quantity: 1,
    });
    expect(pick(after.get('7')!, ['owned', 'forTrade', 'quantity'])).toEqual({
      owned: false,
      forTrade: false,
      quantity: 1,
    });
    // Every other sticker is as it was, and the partner's album is untouched.
    for (const [number, sticker] of after) {
      if (!['1', '5', '6', '7', '9'].includes(number)) expect(sticker).toEqual(before.get(number));
    }
    expect(await stickersOf(partner)).toEqual(theirBefore);

    // The answer: the swap record and the changed stickers as they now are.
    expect(result.swap).toMatchObject({
      collectionId: me.collectionId,
      partnerName: partner.user.username,
      give: ['5', '6', '7'],
      get: ['1', '9'],
      undoneAt: null,
      linked: false,
      partnerSwap: null,
    });
    expect(new Date(result.swap.undoableUntil).getTime()).toBe(
      new Date(result.swap.createdAt).getTime() + DAY_MS,
    );
    expect(result.stickers.map((s) => s.number).sort()).toEqual(['1', '5', '6', '7', '9']);
    for (const sticker of result.stickers) expect(sticker).toEqual(after.get(sticker.number));

    const history = await swapsOf(me);
    expect(history.map((swap) => swap.id)).toEqual([result.swap.id]);
  });

  it('applies a change sent twice with one Idempotency-Key once', async () => {
    const album = await newAlbum();
    const me = await collector(album, { needs: ['1'], spares: { '2': 3 } });
    const body = { partnerName: 'sam', give: ['2'], get: ['1'] };
    const key = { 'idempotency-key': '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' };
    const first = await confirm(me, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const afterFirst = await fingerprint();
    const second = await confirm(me, body, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await fingerprint()).toBe(afterFirst);
    expect((await stickersOf(me)).get('2')!.quantity).toBe(2);
    expect(await swapsOf(me)).toHaveLength(1);
    // The same key for a different change is refused.
    const reused = await confirm(me, { ...body, give: [] }, key);
    expect(reused.statusCode).toBe(422);
  });

  it('refuses a give with no copy on offer, changing nothing', async () => {
    const album = await newAlbum();
    const me = await collector(album, { needs: ['1'], spares: { '2': 2 } });
    const before = await fingerprint();
    // 3 is owned but not for trade; 1 is needed.
    for (const give of [['3'], ['2', '1']]) {
      const response = await confirm(me, {
        partnerName: 'sam',
        give,
        get: ['1'].filter((c) => !give.includes(c)),
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    }
    const response = await confirm(me, { partnerName: 'sam', give: ['3'], get: [] });
    expect(response.json().message).toBe(
      'Sticker 3 no longer has a copy on offer — nothing was changed',
    );
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a give whose every spare is promised in a remote swap', async () => {
    const album = await newAlbum();
    const me = await collector(album, { spares: { '4': 2 } });
    const other = await collector(album, { needs: ['4'] });
    for (const who of [me, other]) {
      const response = await request(
        t.app,
        'PATCH',
        `/api/collections/${who.collectionId}/matching`,
        { findable: true },
        { cookie: who.cookie },
      );
      expect(response.statusCode).toBe(200);
    }
    const proposed = await request(
      t.app,
      'POST',
      `/api/collections/${me.collectionId}/matches/${other.collectionId}/swap`,
      undefined,
      { cookie: me.cookie },
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const before = await fingerprint();
    const response = await confirm(me, { partnerName: 'sam', give: ['4'], get: [] });
    expect(response.statusCode).toBe(409);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses codes not in the album, and bad bodies, changing nothing', async () => {
    const album = await newAlbum();
    const me = await collector(album, { needs: ['1'] });
    const before = await fingerprint();
    const missing = await confirm(me, { partnerName: 'sam', give: [], get: ['1', '99'] });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe('Sticker 99 is not in this album');
    for (const body of [
      { partnerName: 'sam', give: [], get: [] },
      { partnerName: '  ', give: [], get: ['1'] },
      { partnerName: 'sam', give: ['1'], get: ['1'] },
      { partnerName: 'sam', give: [], get: ['1', '1'] },
      { partnerName: 'sam', give: [], get: ['1'], tradeCode: 'nope' },
      { partnerName: 'sam\u0007', give: [], get: ['1'] },
    ]) {
      const response = await confirm(me, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses an archived collection like other sticker writes, and someone else’s as not found', async () => {
    const album = await newAlbum();
    const me = await collector(album, { needs: ['1'] });
    const stranger = await collector(album, { needs: ['1'] });
    const before = await fingerprint();
    const foreign = await confirm(
      stranger,
      { partnerName: 'sam', give: [], get: ['1'] },
      {},
      me.collectionId,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);

    expect((await archive(me)).statusCode).toBe(200);
    const archivedAt = await fingerprint();
    const response = await confirm(me, { partnerName: 'sam', give: [], get: ['1'] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'COLLECTION_ARCHIVED',
      message: 'This collection is archived, so its stickers cannot be changed',
    });
    expect(await fingerprint()).toBe(archivedAt);
  });

  it('lists someone else’s swaps as not found', async () => {
    const album = await newAlbum();
    const me = await collector(album);
    const stranger = await registerUser(t.app);
    const response = await request(
      t.app,
      'GET',
      `/api/collections/${me.collectionId}/in-person-swaps`,
      undefined,
      { cookie: stranger.cookie },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('undoing an in-person swap', () => {
  it('returns my album to how it was before, within a day', async () => {
    const album = await newAlbum();
    const me = await collector(album, { needs: ['1'], spares: { '2': 1, '3': 3 } });
    const before = await stickersOf(me);
    const { swap } = await confirmed(me, { partnerName: 'sam', give: ['2', '3'], get: ['1', '4'] });
    await later(DAY_MS - 60_000, me);
    const response = await undo(me, swap.id);
    expect(response.statusCode, response.body).toBe(200);
    const result = inPersonSwapResultSchema.parse(response.json());
    expect(result.swap.undoneAt).not.toBeNull();
    const after = await stickersOf(me);
    expect(after).toEqual(before);
    for (const sticker of result.stickers) expect(sticker).toEqual(after.get(sticker.number));
    // Once only.
    const again = await undo(me, swap.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This swap was already undone');
  });

  it('refuses after a day, changing nothing', async () => {
    const album = await newAlbum();
    const me = await collector(album, { needs: ['1'] });
    const { swap } = await confirmed(me, { partnerName: 'sam', give: [], get: ['1'] });
    await later(DAY_MS + 1000, me);
    await swapsOf(me); // the new session's first request records that I was active
    const before = await fingerprint();
    const response = await undo(me, swap.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/more than a day ago/);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses when a sticker changed since, naming it, and loses nothing', async () => {
    const album = await newAlbum();
    const me = await collector(album, { needs: ['1', '2'] });
    const { swap, stickers } = await confirmed(me, {
      partnerName: 'sam',
      give: [],
      get: ['1', '2'],
    });
    const one = stickers.find((s) => s.number === '1')!;
    const patched = await request(t.app, 'PATCH', `/api/stickers/${one.id}`, { quantity: 3 }, me);
    expect(patched.statusCode, patched.body).toBe(200);
    const before = await fingerprint();
    const response = await undo(me, swap.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Sticker 1 changed after this swap, so it cannot be undone — change it by hand instead',
    );
    expect(await fingerprint()).toBe(before);
  });

  it('refuses on an archived collection and for someone else', async () => {
    const album = await newAlbum();
    const me = await collector(album, { needs: ['1'] });
    const stranger = await registerUser(t.app);
    const { swap } = await confirmed(me, { partnerName: 'sam', give: [], get: ['1'] });
    const before = await fingerprint();
    expect((await undo(stranger, swap.id)).statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);
    expect((await archive(me)).statusCode).toBe(200);
    const archivedAt = await fingerprint();
    const response = await undo(me, swap.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('COLLECTION_ARCHIVED');
    expect(await fingerprint()).toBe(archivedAt);
  });
});

describe('short trade codes', () => {
  const createCode = (who: Collector, collectionId = who.collectionId) =>
    request(t.app, 'POST', `/api/collections/${collectionId}/trade-code`, undefined, {
      cookie: who.cookie,
    });
  const resolve = (who: { cookie: string }, code: string, method: 'GET' | 'POST' = 'POST') =>
    request(t.app, method, `/api/trade-codes/${encodeURIComponent(code)}`, undefined, {
      cookie: who.cookie,
    });

  it('makes a code for my list, live for a day, that others resolve to my current list', async () => {
    const album = await newAlbum(30);
    const me = await collector(album, { needs: ['1', '2'], spares: { '3': 2 } });
    const response = await createCode(me);
    expect(response.statusCode, response.body).toBe(201);
    const made = tradeCodeResponseSchema.parse(response.json());
    expect(made.code).toMatch(new RegExp(`^[${TRADE_CODE_ALPHABET}]{6}$`));
    expect(made.url).toBe(`${t.config.appUrl}/trade/${made.code}`);
    expect(new Date(made.expiresAt).getTime()).toBe(t.clock.now().getTime() + DAY_MS);
    const list = await decodeTradeList(made.tradeList);
    expect(list).toMatchObject({
      templateId: album.id,
      albumName: album.title,
      stickerCount: 30,
      username: me.user.username,
      needs: [0, 1],
      offers: [2],
      madeAt: t.clock.now().getTime(),
    });
    // Asking again while it has long to live gives the same code.
    expect(tradeCodeResponseSchema.parse((await createCode(me)).json()).code).toBe(made.code);

    const other = await registerUser(t.app);
    const resolved = await resolve(other, made.code.toLowerCase());
    expect(resolved.statusCode, resolved.body).toBe(200);
    const body = resolvedTradeCodeSchema.parse(resolved.json());
    expect(body.username).toBe(me.user.username);
    expect(await decodeTradeList(body.tradeList)).toEqual(list);

    // A day later it is gone.
    await later(DAY_MS + 1, other, me);
    const expired = await resolve(other, made.code);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe('This code is unknown or has expired');
    const fresh = tradeCodeResponseSchema.parse((await createCode(me)).json());
    expect(fresh.code).not.toBe(made.code);
  });

  it('answers unknown and malformed codes with the same 404, and needs a session', async () => {
    const other = await registerUser(t.app);
    for (const code of ['222222', 'abc', 'OOOOOO', 'x'.repeat(40)]) {
      const response = await resolve(other, code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json().message).toBe('This code is unknown or has expired');
    }
    expect((await request(t.app, 'GET', '/api/trade-codes/222222')).statusCode).toBe(401);
  });

  it('refuses a code for an archived collection or someone else’s', async () => {
    const album = await newAlbum();
    const me = await collector(album);
    const stranger = await collector(album);
    expect((await createCode(stranger, me.collectionId)).statusCode).toBe(404);
    const made = tradeCodeResponseSchema.parse((await createCode(me)).json());
    expect((await archive(me)).statusCode).toBe(200);
    expect((await createCode(me)).statusCode).toBe(409);
    expect((await resolve(stranger, made.code)).statusCode).toBe(404);
  });

  it('lists who resolved my code, with their own list of the album, for a day', async () => {
    const album = await newAlbum(10);
    const me = await collector(album, { spares: { '1': 2 } });
    const scanner = await collector(album, { needs: ['1'], spares: { '5': 2 } });
    const browser = await registerUser(t.app); // resolves the code but has no collection of it
    const made = tradeCodeResponseSchema.parse((await createCode(me)).json());

    // A read records nothing.
    const before = await fingerprint();
    expect((await resolve(scanner, made.code, 'GET')).statusCode).toBe(200);
    expect(await fingerprint()).toBe(before);

    expect((await resolve(scanner, made.code)).statusCode).toBe(200);
    expect((await resolve(browser, made.code)).statusCode).toBe(200);
    expect((await resolve(me, made.code)).statusCode).toBe(200); // my own: not a scan

    const scannedMe = async (who: { cookie: string }) => {
      const response = await request(t.app, 'GET', '/api/in-person/scanned-me', undefined, {
        cookie: who.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return scannedMeResponseSchema.parse(response.json()).scans;
    };
    const scans = await scannedMe(me);
    expect(scans.map((scan) => [scan.username, scan.collectionId])).toEqual([
      [scanner.user.username, me.collectionId],
    ]);
    expect(await decodeTradeList(scans[0]!.tradeList)).toMatchObject({
      username: scanner.user.username,
      needs: [0],
      offers: [4],
    });
    expect(await scannedMe(scanner)).toEqual([]);

    // The scanner confirms the swap they saw: their list in mine stays as it was when they
    // scanned, so the swap they saw is the one I see and can confirm back.
    await confirmed(scanner, {
      partnerName: me.user.username,
      give: ['5'],
      get: ['1'],
      tradeCode: made.code,
    });
    const [afterSwap] = await scannedMe(me);
    expect(afterSwap!.tradeList).toBe(scans[0]!.tradeList);

    await later(DAY_MS + 1, me);
    expect(await scannedMe(me)).toEqual([]);
  });
});

describe('linking the two sides of a swap', () => {
  it('links my swap and the partner’s when each names the other, on the same album within a day', async () => {
    const album = await newAlbum();
    const a = await collector(album, { needs: ['1'], spares: { '2': 2 } });
    const b = await collector(album, { needs: ['2'], spares: { '1': 2 } });
    const aBefore = await stickersOf(a);
    const code = tradeCodeResponseSchema.parse(
      (
        await request(t.app, 'POST', `/api/collections/${a.collectionId}/trade-code`, undefined, {
          cookie: a.cookie,
        })
      ).json(),
    ).code;

    // B confirms first, with A's short code: only B's album changes.
    const bSide = await confirmed(b, {
      partnerName: a.user.username,
      give: ['1'],
      get: ['2'],
      tradeCode: code,
    });
    expect(bSide.swap.linked).toBe(false);
    expect(await stickersOf(a)).toEqual(aBefore);

    // A confirms later, naming B (A scanned B's QR code): both are linked.
    t.clock.advance(60 * 60 * 1000);
    const aSide = await confirmed(a, {
      partnerName: b.user.username.toUpperCase(),
      give: ['2'],
      get: ['1'],
    });
    expect(aSide.swap.linked).toBe(true);
    expect(aSide.swap.partnerSwap).toEqual({ give: ['1'], get: ['2'], undoneAt: null });
    const [bListed] = await swapsOf(b);
    expect(bListed).toMatchObject({ id: bSide.swap.id, linked: true });
    expect(bListed!.partnerSwap).toEqual({ give: ['2'], get: ['1'], undoneAt: null });

    // Undoing my side changes only my album; the partner's record shows it.
    expect((await undo(a, aSide.swap.id)).statusCode).toBe(200);
    expect(await stickersOf(a)).toEqual(aBefore);
    expect((await stickersOf(b)).get('1')!.quantity).toBe(1);
    const [bAfterUndo] = await swapsOf(b);
    expect(bAfterUndo!.partnerSwap!.undoneAt).not.toBeNull();
  });

  it('does not link a swap more than a day apart, on another album, or naming someone else', async () => {
    const album = await newAlbum();
    const otherAlbum = await newAlbum();
    const a = await collector(album, { needs: ['1', '3'] });
    const b = await collector(album, { needs: ['2'], spares: { '1': 2 } });
    const bOther = await collector(otherAlbum, { needs: ['5'] }, b);

    await confirmed(b, { partnerName: a.user.username, give: [], get: ['2'] });
    await confirmed(bOther, { partnerName: a.user.username, give: [], get: ['5'] });
    await later(DAY_MS + 1000, a, b);
    const late = await confirmed(a, { partnerName: b.user.username, give: [], get: ['1'] });
    expect(late.swap.linked).toBe(false);

    const c = await collector(album, { needs: ['4'] });
    await confirmed(c, { partnerName: 'somebody-else', give: [], get: ['4'] });
    const unnamed = await confirmed(a, { partnerName: c.user.username, give: [], get: ['3'] });
    expect(unnamed.swap.linked).toBe(false);
  });
});

// docs/decisions/017 "The mirror": however B read A's list (camera, photo, short code), the swap B
// confirmed is offered to A under "They scanned you", and A records its mirror exactly once.
describe('the mirror of a swap the partner confirmed', () => {
  const RECEIPT = '9f04c2a17be3d580';
  const scannedMe = async (who: { cookie: string }) => {
    const response = await request(t.app, 'GET', '/api/in-person/scanned-me', undefined, {
      cookie: who.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return scannedMeResponseSchema.parse(response.json());
  };

  it('lists a swap B confirmed from a QR code (no short code) for A, with A’s side of it', async () => {
    const album = await newAlbum();
    const a = await collector(album, { needs: ['1'], spares: { '2': 2, '3': 2 } });
    const b = await collector(album, { needs: ['2', '3'], spares: { '1': 2 } });
    // B read A's list from a photo: no trade code, only A's username from the list.
    await confirmed(b, {
      partnerName: a.user.username,
      give: ['1'],
      get: ['2', '3'],
      receiptId: RECEIPT,
    });
    const { swaps } = await scannedMe(a);
    expect(swaps).toEqual([
      {
        receiptId: RECEIPT,
        username: b.user.username,
        give: ['2', '3'],
        get: ['1'],
        swappedAt: t.clock.now().toISOString(),
        collectionId: a.collectionId,
      },
    ]);
    // B sees no swap of theirs to mirror; a stranger sees nothing.
    expect((await scannedMe(b)).swaps).toEqual([]);
    const stranger = await collector(album);
    expect((await scannedMe(stranger)).swaps).toEqual([]);

    // An older app sends no receipt id: the server draws one, so A is offered it too.
    const c = await collector(album, { needs: ['3'] });
    await confirmed(c, { partnerName: a.user.username, give: [], get: ['3'] });
    const both = (await scannedMe(a)).swaps;
    expect(both.map((swap) => swap.username)).toEqual([c.user.username, b.user.username]);
    expect(both[0]!.receiptId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('applies A’s mirror once: a second send (online and from the receipt) changes nothing', async () => {
    const album = await newAlbum();
    const a = await collector(album, { needs: ['1'], spares: { '2': 3 } });
    const b = await collector(album, { needs: ['2'], spares: { '1': 2 } });
    const bSide = await confirmed(b, {
      partnerName: a.user.username,
      give: ['1'],
      get: ['2'],
      receiptId: RECEIPT,
    });
    const mirror = { partnerName: b.user.username, give: ['2'], get: ['1'], mirrorOf: RECEIPT };
    const first = await confirm(a, mirror, { 'Idempotency-Key': crypto.randomUUID() });
    expect(first.statusCode, first.body).toBe(201);
    const firstBody = inPersonSwapResultSchema.parse(first.json());
    expect(firstBody.swap).toMatchObject({ mirrorOf: RECEIPT, linked: true });
    expect(firstBody.swap.partnerSwap).toEqual({ give: ['1'], get: ['2'], undoneAt: null });
    const afterFirst = await stickersOf(a);
    expect(afterFirst.get('2')).toMatchObject({ quantity: 2, forTrade: true });
    expect(afterFirst.get('1')).toMatchObject({ owned: true, quantity: 1 });

    // The same mirror again, under another key (the receipt scanned offline, then "They scanned
    // you" online): answered with the first record, nothing changed.
    // (The new key's answer is kept, as every idempotent write's is; nothing else changes.)
    const withoutKeys = (print: string) => print.replace(/idempotency_keys:\S+ /, '');
    const before = withoutKeys(await fingerprint());
    const again = await confirm(a, mirror, { 'Idempotency-Key': crypto.randomUUID() });
    expect(again.statusCode, again.body).toBe(200);
    const againBody = inPersonSwapResultSchema.parse(again.json());
    expect(againBody.swap.id).toBe(firstBody.swap.id);
    expect(againBody.stickers.map((s) => [s.number, s.quantity]).sort()).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
    expect(withoutKeys(await fingerprint())).toBe(before);
    expect(await stickersOf(a)).toEqual(afterFirst);
    expect(await swapsOf(a)).toHaveLength(1);
    // Recorded: no longer offered, and B's record shows A's side.
    expect((await scannedMe(a)).swaps).toEqual([]);
    expect((await swapsOf(b))[0]).toMatchObject({ id: bSide.swap.id, linked: true });
  });

  it('refuses a receipt that does not match B’s swap, or one B undid; nothing changes', async () => {
    const album = await newAlbum();
    const a = await collector(album, { needs: ['1', '4'], spares: { '2': 2, '3': 2 } });
    const b = await collector(album, { needs: ['2', '3'], spares: { '1': 2, '4': 2 } });
    const bSide = await confirmed(b, {
      partnerName: a.user.username,
      give: ['1'],
      get: ['2'],
      receiptId: RECEIPT,
    });
    const before = await fingerprint();
    // A forged receipt adding a sticker beyond the swap B recorded.
    const forged = await confirm(a, {
      partnerName: b.user.username,
      give: ['2'],
      get: ['1', '4'],
      mirrorOf: RECEIPT,
    });
    expect(forged.statusCode).toBe(409);
    expect(forged.json().message).toBe(
      `This receipt doesn’t match the swap ${b.user.username} recorded with you — nothing was changed`,
    );
    expect(await fingerprint()).toBe(before);

    expect((await undo(b, bSide.swap.id)).statusCode).toBe(200);
    expect((await scannedMe(a)).swaps).toEqual([]);
    const undone = await confirm(a, {
      partnerName: b.user.username,
      give: ['2'],
      get: ['1'],
      mirrorOf: RECEIPT,
    });
    expect(undone.statusCode).toBe(409);
    expect(undone.json().message).toContain('undid this swap');
  });

  it('links B’s swap arriving after A recorded the mirror from the receipt (B was offline)', async () => {
    const album = await newAlbum();
    const a = await collector(album, { needs: ['1'], spares: { '2': 2 } });
    const b = await collector(album, { needs: ['2'], spares: { '1': 2 } });
    const aSide = await confirmed(a, {
      partnerName: b.user.username,
      give: ['2'],
      get: ['1'],
      mirrorOf: RECEIPT,
    });
    expect(aSide.swap.linked).toBe(false);
    const bSide = await confirmed(b, {
      partnerName: a.user.username,
      give: ['1'],
      get: ['2'],
      receiptId: RECEIPT,
    });
    expect(bSide.swap.linked).toBe(true);
    expect((await swapsOf(a))[0]).toMatchObject({ id: aSide.swap.id, linked: true });
    expect((await scannedMe(a)).swaps).toEqual([]);
  });
});
