import { describe, expect, it } from 'vitest';
import { preparedSwapSchema, type PreparedSwap } from '../../../domain/matches/schemas';
import { listStickersOf } from '../../../test/factories';
import { request } from '../../../test/http';
import { needed, usernameOf, useMatchesApp } from '../../../test/matches';

// Proposing a swap from a match in one click (decision 010), specials included (decision 021).

const {
  t,
  query,
  fingerprint,
  newAlbum,
  collector,
  setFindable,
  matchesOf,
  propose,
  stickersOf,
  versionOf,
} = useMatchesApp();

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
    // Stale bits claiming a spare 3 that is kept back ("Keep my spares", decision 028): the
    // UPDATE's guard must refuse it.
    await query(
      `update stickers set quantity = 2, keep_spares = true
       where collection_id = $1 and number = '3'`,
      [me.collectionId],
    );
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
