import { describe, expect, it } from 'vitest';
import { request } from '../../../test/http';
import { usernameOf, type Collector, useMatchesApp } from '../../../test/matches';

// A swap when one side deletes its collection or account: the side that stays gets its
// stickers back and hears why (decision 018).

const { t, matchesOf, act, stickersOf, proposedSwap } = useMatchesApp();

describe('a swap from proposal to done', () => {
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
});
