import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyStateArb } from './arbitraries';
import {
  describeCopies,
  keepsPromisedCopies,
  offeredCopies,
  offersSpares,
  spareCopies,
} from './spares';

const base = {
  owned: true,
  forTrade: true,
  isPending: false,
  isCompleted: false,
  quantity: 1,
  keepSpares: false,
};
/** Owned copies never marked for trade: what quick entry's `00x3` or pressing + makes. */
const unmarked = { ...base, forTrade: false };

describe('spares', () => {
  it('keeps one copy for the album and offers the rest', () => {
    expect(spareCopies({ ...base, quantity: 3 })).toBe(2);
    expect(offeredCopies({ ...base, quantity: 3, promised: 0 })).toBe(2);
  });

  it('offers copies beyond the album’s own without a for-trade mark (decision 028)', () => {
    expect(offeredCopies({ ...unmarked, quantity: 3, promised: 0 })).toBe(2);
    expect(offeredCopies({ ...unmarked, quantity: 2, promised: 0 })).toBe(1);
    expect(offersSpares({ ...unmarked, quantity: 3 })).toBe(true);
  });

  it('offers nothing of a sticker held back with "Keep my spares"', () => {
    const kept = { ...unmarked, keepSpares: true, quantity: 3 };
    expect(spareCopies(kept)).toBe(2);
    expect(offeredCopies({ ...kept, promised: 0 })).toBe(0);
    expect(offersSpares(kept)).toBe(false);
  });

  it('lets a single for-trade copy be offered, but not a single copy kept for the album', () => {
    expect(offeredCopies({ ...base, promised: 0 })).toBe(1);
    expect(spareCopies({ ...base, forTrade: false })).toBe(0);
    expect(offeredCopies({ ...unmarked, promised: 0 })).toBe(0);
  });

  it('takes promised copies off the offer and never goes below zero', () => {
    expect(offeredCopies({ ...base, quantity: 3, promised: 1 })).toBe(1);
    expect(offeredCopies({ ...base, quantity: 3, promised: 2 })).toBe(0);
    expect(offeredCopies({ ...unmarked, quantity: 3, promised: 2 })).toBe(0);
  });

  it('offers nothing of a needed, pending or completed sticker', () => {
    expect(offeredCopies({ ...base, owned: false, forTrade: false, promised: 0 })).toBe(0);
    expect(offeredCopies({ ...base, isPending: true, quantity: 4, promised: 0 })).toBe(0);
    expect(offeredCopies({ ...base, isCompleted: true, quantity: 4, promised: 0 })).toBe(0);
    expect(offeredCopies({ ...unmarked, isPending: true, quantity: 4, promised: 0 })).toBe(0);
  });

  it('refuses states that would drop a promised copy', () => {
    expect(keepsPromisedCopies({ ...base, quantity: 2, promised: 1 })).toBe(true);
    expect(keepsPromisedCopies({ ...base, forTrade: false, promised: 1 })).toBe(false);
    expect(keepsPromisedCopies({ ...base, owned: false, promised: 1 })).toBe(false);
  });

  it('keeps promised copies when the rest are kept back: they are promised, not offered', () => {
    const kept = { ...unmarked, keepSpares: true, quantity: 3, promised: 1 };
    expect(keepsPromisedCopies(kept)).toBe(true);
    expect(offeredCopies(kept)).toBe(0);
  });

  it('describes copies in words that say what is offered', () => {
    expect(describeCopies({ ...unmarked, quantity: 3, promised: 0 })).toBe(
      '3 copies · 2 spare · 2 to swap',
    );
    expect(describeCopies({ ...base, quantity: 3, promised: 1 })).toBe(
      '3 copies · 2 spare · 1 promised · 1 to swap',
    );
    expect(describeCopies({ ...base, quantity: 3, promised: 2 })).toBe(
      '3 copies · 2 spare · 2 promised',
    );
    expect(describeCopies({ ...unmarked, keepSpares: true, quantity: 3, promised: 0 })).toBe(
      '3 copies · 2 spare · kept',
    );
    expect(describeCopies({ ...unmarked, isPending: true, quantity: 3, promised: 0 })).toBe(
      '3 copies · 2 spare · in a trade',
    );
    expect(describeCopies({ ...base, promised: 0 })).toBe('1 copy · 1 spare · 1 to swap');
    expect(describeCopies({ ...unmarked, promised: 0 })).toBe('1 copy');
    expect(describeCopies({ ...base, owned: false, promised: 0 })).toBe('');
  });

  it('says "N to swap" exactly when N copies are offered, and "kept" only when held back', () => {
    fc.assert(
      fc.property(copyStateArb, (sticker) => {
        const words = describeCopies(sticker);
        const offered = offeredCopies(sticker);
        const toSwap = /(\d+) to swap/.exec(words);
        expect(toSwap ? Number(toSwap[1]) : 0).toBe(offered);
        if (words.endsWith('kept')) {
          expect(sticker.keepSpares).toBe(true);
          expect(offered).toBe(0);
        }
      }),
    );
  });

  it('never offers more than the spares, nor a negative number', () => {
    fc.assert(
      fc.property(copyStateArb, (sticker) => {
        const offered = offeredCopies(sticker);
        expect(offered).toBeGreaterThanOrEqual(0);
        expect(offered + Math.min(sticker.promised, spareCopies(sticker))).toBeLessThanOrEqual(
          spareCopies(sticker),
        );
      }),
    );
  });
});
