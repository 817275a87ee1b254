import { describe, expect, it } from 'vitest';
import { type PreparedSwap, type Swap } from '../../../domain/matches/schemas';
import { request } from '../../../test/http';
import { DAY_MS, needed, swapNotFound, useMatchesApp } from '../../../test/matches';

// Declining and cancelling a swap release what each side applied; ended swaps stay listed for a
// while (decision 010).

const { t, query, matchesOf, propose, act, stickersOf, proposedSwap, expectRefused } =
  useMatchesApp();

describe('a swap from proposal to done', () => {
  const notFound = swapNotFound;

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
