import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberedStickerArb, partnerArb } from '../sticker/arbitraries';
import { keepsPromisedCopies, offeredCopies } from '../sticker/spares';
import { NEW_STICKER_STATE } from '../sticker/sticker';
import { isConsistentSticker } from '../sticker/transitions';
import {
  endedByDeletion,
  finishedStickers,
  pendingGets,
  promisedGives,
  releasedStickers,
  sideOf,
  sidesHolding,
  swapActionRefusal,
  swapAfter,
  type SwapAction,
  type SwapProgress,
  type SwapRole,
  type SwapSide,
  type SwapStickerState,
} from './lifecycle';
import { swapStatusSchema } from './schemas';
import { SWAP_ALREADY_DONE_MESSAGE, SWAP_FINISHING_MESSAGE } from './swaps';

const proposed: SwapProgress = { status: 'proposed', proposerDone: false, partnerDone: false };
const agreed: SwapProgress = { ...proposed, status: 'agreed' };

const roleArb = fc.constantFrom<SwapRole>('proposer', 'partner');
const actionArb = fc.constantFrom<SwapAction>('accept', 'decline', 'cancel', 'done', 'rate');
const progressArb: fc.Arbitrary<SwapProgress> = fc.record({
  status: fc.constantFrom(...swapStatusSchema.options),
  proposerDone: fc.boolean(),
  partnerDone: fc.boolean(),
});

/** Plays actions from a fresh proposal, doing each one the guards allow. */
function play(steps: ReadonlyArray<[SwapRole, SwapAction]>) {
  let swap = proposed;
  const history: SwapProgress[] = [swap];
  for (const [role, action] of steps) {
    if (action === 'rate' || swapActionRefusal(swap, role, action)) continue;
    swap = swapAfter(swap, role, action).next;
    history.push(swap);
  }
  return history;
}

describe('who may do what to a swap', () => {
  it('lets only the partner answer a proposal; the proposer is answered as if it were missing', () => {
    expect(swapActionRefusal(proposed, 'partner', 'accept')).toBeNull();
    expect(swapActionRefusal(proposed, 'partner', 'decline')).toBeNull();
    expect(swapActionRefusal(proposed, 'proposer', 'accept')).toEqual({ reason: 'not-found' });
    expect(swapActionRefusal(proposed, 'proposer', 'decline')).toEqual({ reason: 'not-found' });
    expect(swapActionRefusal(agreed, 'partner', 'accept')).toEqual({
      reason: 'wrong-state',
      message: 'This swap has already been accepted',
    });
  });

  it('lets either side cancel until someone says it happened', () => {
    for (const role of ['proposer', 'partner'] as const) {
      expect(swapActionRefusal(proposed, role, 'cancel')).toBeNull();
      expect(swapActionRefusal(agreed, role, 'cancel')).toBeNull();
      expect(swapActionRefusal({ ...agreed, partnerDone: true }, role, 'cancel')).toEqual({
        reason: 'wrong-state',
        message: SWAP_FINISHING_MESSAGE,
      });
    }
  });

  it('lets each side mark an agreed swap done once, and rate it once done', () => {
    expect(swapActionRefusal(proposed, 'proposer', 'done')).toEqual({
      reason: 'wrong-state',
      message: 'This swap has not been accepted yet',
    });
    expect(swapActionRefusal({ ...agreed, proposerDone: true }, 'proposer', 'done')).toEqual({
      reason: 'wrong-state',
      message: SWAP_ALREADY_DONE_MESSAGE,
    });
    expect(swapActionRefusal({ ...agreed, proposerDone: true }, 'partner', 'done')).toBeNull();
    expect(swapActionRefusal(agreed, 'partner', 'rate')).toMatchObject({ reason: 'wrong-state' });
    const done: SwapProgress = { status: 'done', proposerDone: true, partnerDone: true };
    expect(swapActionRefusal(done, 'partner', 'rate')).toBeNull();
  });

  it('allows nothing but rating once a swap has ended, whoever asks', () => {
    fc.assert(
      fc.property(progressArb, roleArb, actionArb, (swap, role, action) => {
        const refusal = swapActionRefusal(swap, role, action);
        if (swap.status === 'declined' || swap.status === 'cancelled') {
          expect(refusal).not.toBeNull();
        }
        if (swap.status === 'done') expect(refusal === null).toBe(action === 'rate');
      }),
    );
  });

  it('keeps every played swap in a reachable state: done exactly when both sides said so', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(roleArb, actionArb), { maxLength: 12 }), (steps) => {
        const history = play(steps);
        for (const [i, swap] of history.entries()) {
          expect(swap.status === 'done').toBe(swap.proposerDone && swap.partnerDone);
          // Only an agreed swap is marked done by a side.
          if (swap.proposerDone || swap.partnerDone) {
            expect(['agreed', 'done']).toContain(swap.status);
          }
          // An ended swap never moves again.
          const previous = history[i - 1];
          if (previous && ['declined', 'cancelled', 'done'].includes(previous.status)) {
            expect(swap).toEqual(previous);
          }
        }
      }),
    );
  });
});

describe('what each step does', () => {
  it('tells the other side of an answer, and the first side when the second finishes it', () => {
    expect(swapAfter(proposed, 'partner', 'accept')).toEqual({
      next: agreed,
      notify: { to: 'proposer', type: 'swap-accepted' },
      completed: false,
    });
    expect(swapAfter(agreed, 'partner', 'cancel').notify).toEqual({
      to: 'proposer',
      type: 'swap-cancelled',
    });
    const first = swapAfter(agreed, 'proposer', 'done');
    expect(first).toEqual({
      next: { ...agreed, proposerDone: true },
      notify: null,
      completed: false,
    });
    expect(swapAfter(first.next, 'partner', 'done')).toEqual({
      next: { status: 'done', proposerDone: true, partnerDone: true },
      notify: { to: 'proposer', type: 'swap-done' },
      completed: true,
    });
  });

  it('holds the proposer’s stickers from the proposal and the partner’s once agreed, until done', () => {
    expect(sidesHolding(proposed)).toEqual(['proposer']);
    expect(sidesHolding(agreed)).toEqual(['proposer', 'partner']);
    expect(sidesHolding({ ...agreed, proposerDone: true })).toEqual(['partner']);
    expect(sidesHolding({ ...agreed, status: 'cancelled' })).toEqual([]);
  });

  it('on deletion releases and tells the side that stays, unless it already said done', () => {
    expect(endedByDeletion(proposed, { proposer: false, partner: true })).toEqual({
      release: 'proposer',
      notify: 'proposer',
    });
    // The partner had applied nothing before accepting, but still hears why.
    expect(endedByDeletion(proposed, { proposer: true, partner: false })).toEqual({
      release: null,
      notify: 'partner',
    });
    expect(
      endedByDeletion({ ...agreed, proposerDone: true }, { proposer: false, partner: true }),
    ).toEqual({ release: null, notify: null });
    expect(endedByDeletion(agreed, { proposer: true, partner: true })).toEqual({
      release: null,
      notify: null,
    });
  });

  it('mirrors the proposer’s side for the partner', () => {
    const swap = {
      proposerCollectionId: 1,
      partnerCollectionId: 2,
      proposerUsername: 'ana',
      partnerUsername: 'ben',
      proposerGets: ['1'],
      proposerGives: ['9', '10'],
    };
    expect(sideOf(swap, 'proposer')).toEqual({
      collectionId: 1,
      gets: ['1'],
      gives: ['9', '10'],
      otherUsername: 'ben',
    });
    expect(sideOf(swap, 'partner')).toEqual({
      collectionId: 2,
      gets: ['9', '10'],
      gives: ['1'],
      otherUsername: 'ana',
    });
  });
});

const sticker = (number: string, state: Partial<SwapStickerState>): SwapStickerState => ({
  ...NEW_STICKER_STATE,
  number,
  promised: 0,
  ...state,
});

/** Distinct numbers, so each sticker is a get or a give of the side but not both. */
const sideStickersArb = fc
  .uniqueArray(numberedStickerArb, { selector: (s) => s.number, maxLength: 8 })
  .chain((stickers) =>
    fc.tuple(
      fc.constant(stickers),
      fc.array(fc.constantFrom('get', 'give', 'other'), {
        minLength: stickers.length,
        maxLength: stickers.length,
      }),
      partnerArb.map((name) => name.trim()),
    ),
  );

function sideFor(
  stickers: readonly SwapStickerState[],
  roles: readonly string[],
  other: string,
): SwapSide {
  const numbers = (role: string) =>
    stickers.filter((_, i) => roles[i] === role).map((s) => s.number);
  return { collectionId: 1, gets: numbers('get'), gives: numbers('give'), otherUsername: other };
}

/** The stickers with the changed ones put in their place. */
const merged = (stickers: readonly SwapStickerState[], changed: readonly SwapStickerState[]) =>
  stickers.map((s) => changed.find((c) => c.number === s.number) ?? s);

describe('what a swap does to stickers', () => {
  it('makes needed gets pending and promises one copy of each give', () => {
    const gets = [sticker('1', {}), sticker('2', { owned: true })];
    expect(pendingGets(gets, 'ben')).toEqual([
      sticker('1', { owned: true, isPending: true, pendingWith: 'ben' }),
    ]);
    const give = sticker('9', { owned: true, forTrade: true, quantity: 3, promised: 1 });
    expect(promisedGives([give])).toEqual([{ ...give, promised: 2 }]);
    expect(promisedGives([{ ...give, promised: 2 }])).toBeNull();
  });

  it('finishes a side: gets completed, one copy of each give leaves', () => {
    const side: SwapSide = {
      collectionId: 1,
      gets: ['1'],
      gives: ['9', '10'],
      otherUsername: 'ben',
    };
    const stickers = [
      sticker('1', { owned: true, isPending: true, pendingWith: 'ben' }),
      sticker('9', { owned: true, forTrade: true, promised: 1 }),
      sticker('10', { owned: true, forTrade: true, quantity: 3, promised: 1 }),
    ];
    expect(finishedStickers(stickers, side)).toEqual([
      sticker('1', { owned: true, isCompleted: true, pendingWith: 'ben' }),
      sticker('9', {}),
      sticker('10', { owned: true, forTrade: true, quantity: 2 }),
    ]);
  });

  it('never promises a copy that is not on offer, and keeps every promise it makes', () => {
    fc.assert(
      fc.property(fc.array(numberedStickerArb, { maxLength: 6 }), (gives) => {
        const promised = promisedGives(gives);
        expect(promised === null).toBe(gives.some((s) => offeredCopies(s) <= 0));
        for (const [i, s] of (promised ?? []).entries()) {
          expect(offeredCopies(s)).toBe(offeredCopies(gives[i]!) - 1);
          expect(keepsPromisedCopies(s)).toBe(true);
        }
      }),
    );
  });

  it('undoes a side it took up exactly, when released before anything else changed', () => {
    fc.assert(
      fc.property(sideStickersArb, ([stickers, roles, other]) => {
        const side = sideFor(stickers, roles, other);
        const gets = stickers.filter((s) => side.gets.includes(s.number));
        const gives = stickers.filter((s) => side.gives.includes(s.number));
        const pending = pendingGets(gets, other);
        const promised = promisedGives(gives);
        // Taking up a side needs its gets still needed and its gives on offer.
        fc.pre(pending.length === gets.length && promised !== null);
        const takenUp = merged(stickers, [...pending, ...promised!]);
        expect(merged(takenUp, releasedStickers(takenUp, side))).toEqual(stickers);
      }),
    );
  });

  it('finishing a get whose one copy another swap was promised counts the copy received', () => {
    // Found by the property below: completing took the sticker off trade and broke the promise.
    const held = sticker('7', {
      owned: true,
      forTrade: true,
      isPending: true,
      pendingWith: 'jo',
      promised: 1,
    });
    const side = { collectionId: 1, gets: ['7'], gives: [], otherUsername: 'jo' };
    const [done] = finishedStickers([held], side);
    expect(done).toMatchObject({ isCompleted: true, isPending: false, quantity: 2, promised: 1 });
    expect(keepsPromisedCopies(done!)).toBe(true);
  });

  it('finishing keeps every sticker consistent and every other promise kept', () => {
    fc.assert(
      fc.property(sideStickersArb, ([stickers, roles, other]) => {
        const side = sideFor(stickers, roles, other);
        const gets = stickers.filter((s) => side.gets.includes(s.number));
        const gives = stickers.filter((s) => side.gives.includes(s.number));
        const promised = promisedGives(gives);
        fc.pre(promised !== null);
        const takenUp = merged(stickers, [...pendingGets(gets, other), ...promised!]);
        const after = merged(takenUp, finishedStickers(takenUp, side));
        for (const [i, s] of after.entries()) {
          const before = takenUp[i]!;
          expect(isConsistentSticker(s)).toBe(true);
          expect(keepsPromisedCopies(s)).toBe(true);
          if (roles[i] === 'give') {
            // Exactly the promised copy leaves (the last one makes it needed again).
            expect(s.promised).toBe(before.promised - 1);
            expect(s.owned ? s.quantity : 0).toBe(before.quantity - 1);
          } else if (roles[i] === 'get' && before.isPending && before.pendingWith === other) {
            // Made pending by the swap, or by hand with the same partner: now completed.
            expect(s).toMatchObject({ isCompleted: true, isPending: false, pendingWith: other });
          } else {
            expect(s).toEqual(before);
          }
        }
      }),
    );
  });
});
