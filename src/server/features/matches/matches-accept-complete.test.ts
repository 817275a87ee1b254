import { describe, expect, it } from 'vitest';
import { request } from '../../../test/http';
import { needed, usernameOf, swapNotFound, useMatchesApp } from '../../../test/matches';

// Accepting a proposed swap and each side marking it done, with the stickers following
// (decision 010).

const { t, matchesOf, act, stickersOf, versionOf, proposedSwap, expectRefused } = useMatchesApp();

describe('a swap from proposal to done', () => {
  const notFound = swapNotFound;

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
});
