import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionArb, bulkActionArb, consistentStateArb, reachableStateArb } from './arbitraries';
import type { StickerState } from './sticker';
import { NEW_STICKER_STATE } from './sticker';
import {
  addsCopiesToUnowned,
  applyStickerPatch,
  completePending,
  isConsistentSticker,
  markForTrade,
  markOwned,
  markPending,
  undoTrade,
} from './transitions';

const state = (overrides: Partial<StickerState> = {}): StickerState => ({
  ...NEW_STICKER_STATE,
  ...overrides,
});
const forTrade = state({ owned: true, forTrade: true });
const pendingWithSam = state({ owned: true, isPending: true, pendingWith: 'Sam' });
const completedWithSam = state({ owned: true, isCompleted: true, pendingWith: 'Sam' });

describe('single-sticker rules (docs/product.md, "Sticker states and how they change")', () => {
  it('unchecking owned also clears for-trade', () => {
    expect(applyStickerPatch(forTrade, { owned: false })).toEqual(state());
  });

  it('unchecking owned ends a pending trade, leaving the sticker needed', () => {
    expect(applyStickerPatch(pendingWithSam, { owned: false })).toEqual(state());
  });

  it('checking for-trade also sets owned', () => {
    expect(applyStickerPatch(state(), { forTrade: true })).toEqual(forTrade);
  });

  it('unchecking for-trade keeps the sticker owned', () => {
    expect(applyStickerPatch(forTrade, { forTrade: false })).toEqual(state({ owned: true }));
  });

  it('marking completed clears pending and for-trade, sets owned and keeps the partner', () => {
    const pendingForTrade = { ...pendingWithSam, forTrade: true };
    expect(applyStickerPatch(pendingForTrade, { isCompleted: true })).toEqual(completedWithSam);
  });

  it('undoing a completed sticker returns it to pending with the same partner', () => {
    expect(applyStickerPatch(completedWithSam, { isCompleted: false })).toEqual(pendingWithSam);
  });

  it('un-completing a sticker that is not completed changes nothing', () => {
    expect(applyStickerPatch(forTrade, { isCompleted: false })).toEqual(forTrade);
  });

  it('setting pending sets owned', () => {
    expect(applyStickerPatch(state(), { isPending: true, pendingWith: 'Sam' })).toEqual(
      pendingWithSam,
    );
  });

  it('ending a pending trade forgets its partner', () => {
    expect(applyStickerPatch(pendingWithSam, { isPending: false })).toEqual(state({ owned: true }));
  });

  it('a partner is ignored on a sticker in no trade', () => {
    expect(applyStickerPatch(forTrade, { pendingWith: 'Sam' })).toEqual(forTrade);
  });

  it('a partner can be renamed while the trade is pending', () => {
    expect(applyStickerPatch(pendingWithSam, { pendingWith: ' Samira ' }).pendingWith).toBe(
      'Samira',
    );
  });

  it('quantity changes only the quantity', () => {
    expect(applyStickerPatch(forTrade, { quantity: 3 })).toEqual({ ...forTrade, quantity: 3 });
  });

  it('fields take effect in a fixed order: for-trade after owned wins', () => {
    expect(applyStickerPatch(state(), { owned: false, forTrade: true })).toEqual(forTrade);
  });

  it('keeps other fields and recomputes isNeeded on a response-shaped sticker', () => {
    const sticker = { ...state(), id: 7, number: '12', collectionId: 1, isNeeded: true };
    expect(applyStickerPatch(sticker, markOwned())).toEqual({
      ...sticker,
      owned: true,
      isNeeded: false,
    });
  });
});

describe('"Keep my spares" (decision 028)', () => {
  const three = state({ owned: true, quantity: 3 });

  it('holds an owned sticker back, and letting go offers it again', () => {
    const kept = applyStickerPatch(three, { keepSpares: true });
    expect(kept).toEqual({ ...three, keepSpares: true });
    expect(applyStickerPatch(kept, { keepSpares: false })).toEqual(three);
  });

  it('ends the for-trade mark of a single copy, and marking for trade ends keeping', () => {
    const kept = applyStickerPatch(forTrade, { keepSpares: true });
    expect(kept).toEqual(state({ owned: true, keepSpares: true }));
    expect(applyStickerPatch(kept, { forTrade: true })).toEqual(forTrade);
    expect(applyStickerPatch(kept, markForTrade())).toEqual(forTrade);
  });

  it('survives copies added and taken away, so a kept sticker stays kept', () => {
    const kept = applyStickerPatch(three, { keepSpares: true });
    const fewer = applyStickerPatch(kept, { quantityDelta: -2 });
    expect(applyStickerPatch(fewer, { quantityDelta: 2 })).toEqual(kept);
  });

  it('leaves a sticker that is not owned as it is, and un-owning forgets it', () => {
    expect(applyStickerPatch(state(), { keepSpares: true })).toEqual(state());
    const kept = applyStickerPatch(three, { keepSpares: true });
    expect(applyStickerPatch(kept, { owned: false })).toEqual(state({ quantity: 3 }));
  });
});

describe('copies added or taken away (decision 016 "Merge rules")', () => {
  const owned3 = state({ owned: true, quantity: 3 });
  const deltaArb = fc.integer({ min: -998, max: 998 }).filter((delta) => delta !== 0);

  it('adds the delta to the copies the sticker has, and changes nothing else', () => {
    expect(applyStickerPatch(owned3, { quantityDelta: 1 })).toEqual({ ...owned3, quantity: 4 });
    expect(applyStickerPatch(owned3, { quantityDelta: -2 })).toEqual({ ...owned3, quantity: 1 });
  });

  it('keeps the copies within 1 to 999', () => {
    expect(applyStickerPatch(owned3, { quantityDelta: -5 }).quantity).toBe(1);
    expect(applyStickerPatch(state({ owned: true, quantity: 998 }), { quantityDelta: 5 })).toEqual(
      state({ owned: true, quantity: 999 }),
    );
  });

  it('leaves a sticker that is not owned as it is, and says so', () => {
    const needed = state({ quantity: 2 });
    expect(applyStickerPatch(needed, { quantityDelta: 1 })).toEqual(needed);
    expect(addsCopiesToUnowned(needed, { quantityDelta: 1 })).toBe(true);
    expect(addsCopiesToUnowned(owned3, { quantityDelta: 1 })).toBe(false);
    expect(addsCopiesToUnowned(needed, { owned: false })).toBe(false);
  });

  it('counts from the copy a sticker owned in the same change has', () => {
    const next = applyStickerPatch(state(), { owned: true, quantityDelta: 2 });
    expect(next).toEqual(state({ owned: true, quantity: 3 }));
    expect(addsCopiesToUnowned(next, { owned: true, quantityDelta: 2 })).toBe(false);
  });

  it('two devices’ deltas give the same copies in either order, short of the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), deltaArb, deltaArb, (quantity, a, b) => {
        fc.pre(quantity + a >= 1 && quantity + a <= 999);
        fc.pre(quantity + b >= 1 && quantity + b <= 999);
        fc.pre(quantity + a + b >= 1 && quantity + a + b <= 999);
        const start = state({ owned: true, quantity });
        const ab = applyStickerPatch(applyStickerPatch(start, { quantityDelta: a }), {
          quantityDelta: b,
        });
        const ba = applyStickerPatch(applyStickerPatch(start, { quantityDelta: b }), {
          quantityDelta: a,
        });
        expect(ab).toEqual(ba);
        expect(ab.quantity).toBe(quantity + a + b);
      }),
    );
  });

  it('any delta keeps a consistent sticker consistent, with 1 to 999 copies', () => {
    fc.assert(
      fc.property(consistentStateArb, deltaArb, (sticker, quantityDelta) => {
        const next = applyStickerPatch(sticker, { quantityDelta });
        expect(isConsistentSticker(next)).toBe(true);
        expect(next.quantity).toBeGreaterThanOrEqual(1);
        expect(next.quantity).toBeLessThanOrEqual(999);
      }),
    );
  });
});

describe('bulk actions (docs/product.md, "Sticker states and how they change")', () => {
  it('mark owned sets owned', () => {
    expect(applyStickerPatch(state(), markOwned())).toEqual(state({ owned: true }));
  });

  it('mark for trade sets for-trade and owned', () => {
    expect(markForTrade()).toEqual({ forTrade: true, owned: true });
    expect(applyStickerPatch(state(), markForTrade())).toEqual(forTrade);
  });

  it('mark pending sets pending, the trimmed partner and owned', () => {
    expect(markPending('  Sam ')).toEqual({ isPending: true, pendingWith: 'Sam', owned: true });
    expect(applyStickerPatch(state(), markPending('  Sam '))).toEqual(pendingWithSam);
  });

  it('mark pending keeps for-trade: the sticker is promised to the partner', () => {
    expect(applyStickerPatch(forTrade, markPending('Sam'))).toEqual({
      ...pendingWithSam,
      forTrade: true,
    });
  });

  it('complete pending sets completed, clears for-trade and pending, keeps the partner', () => {
    const pendingForTrade = { ...pendingWithSam, forTrade: true };
    expect(applyStickerPatch(pendingForTrade, completePending())).toEqual(completedWithSam);
  });

  it('undo clears completed and pending and forgets the partner', () => {
    expect(applyStickerPatch(completedWithSam, undoTrade())).toEqual(state({ owned: true }));
    expect(applyStickerPatch(pendingWithSam, undoTrade())).toEqual(state({ owned: true }));
  });
});

describe('invariants under any sequence of patches and bulk actions', () => {
  it('every reachable sticker is consistent', () => {
    fc.assert(fc.property(reachableStateArb, (sticker) => isConsistentSticker(sticker)));
  });

  it('any action keeps a consistent sticker consistent', () => {
    fc.assert(
      fc.property(consistentStateArb, actionArb, (sticker, action) =>
        isConsistentSticker(applyStickerPatch(sticker, action)),
      ),
    );
  });

  it('for-trade implies owned', () => {
    fc.assert(
      fc.property(consistentStateArb, fc.array(actionArb), (sticker, actions) => {
        const next = actions.reduce(applyStickerPatch, sticker);
        return !next.forTrade || next.owned;
      }),
    );
  });

  it('completed implies not pending', () => {
    fc.assert(
      fc.property(consistentStateArb, fc.array(actionArb), (sticker, actions) => {
        const next = actions.reduce(applyStickerPatch, sticker);
        return !(next.isCompleted && next.isPending);
      }),
    );
  });

  it('applying a bulk action twice equals applying it once', () => {
    fc.assert(
      fc.property(consistentStateArb, bulkActionArb, (sticker, action) => {
        const once = applyStickerPatch(sticker, action);
        expect(applyStickerPatch(once, action)).toEqual(once);
      }),
    );
  });

  it('an empty patch changes nothing', () => {
    fc.assert(
      fc.property(consistentStateArb, (sticker) => {
        expect(applyStickerPatch(sticker, {})).toEqual(sticker);
      }),
    );
  });

  it('does not change the sticker it is given', () => {
    fc.assert(
      fc.property(consistentStateArb, actionArb, (sticker, action) => {
        const before = { ...sticker };
        applyStickerPatch(sticker, action);
        expect(sticker).toEqual(before);
      }),
    );
  });
});

describe('isConsistentSticker', () => {
  it.each([
    ['for trade but not owned', state({ forTrade: true })],
    ['pending but not owned', state({ isPending: true })],
    ['pending and completed', state({ owned: true, isPending: true, isCompleted: true })],
    ['a partner without a trade', state({ owned: true, pendingWith: 'Sam' })],
    ['keeping spares but not owned', state({ keepSpares: true })],
    [
      'keeping spares and marked for trade',
      state({ owned: true, forTrade: true, keepSpares: true }),
    ],
  ])('rejects a sticker %s', (_label, sticker) => {
    expect(isConsistentSticker(sticker)).toBe(false);
  });
});
