import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyStateArb } from './arbitraries';
import { describeCopies, keepsPromisedCopies, offeredCopies, spareCopies } from './spares';

const base = { owned: true, forTrade: true, isPending: false, isCompleted: false, quantity: 1 };

describe('spares', () => {
  it('keeps one copy for the album and offers the rest', () => {
    expect(spareCopies({ ...base, quantity: 3 })).toBe(2);
    expect(offeredCopies({ ...base, quantity: 3, promised: 0 })).toBe(2);
  });

  it('lets a single for-trade copy be offered, but not a single copy kept for the album', () => {
    expect(offeredCopies({ ...base, promised: 0 })).toBe(1);
    expect(spareCopies({ ...base, forTrade: false })).toBe(0);
  });

  it('takes promised copies off the offer and never goes below zero', () => {
    expect(offeredCopies({ ...base, quantity: 3, promised: 1 })).toBe(1);
    expect(offeredCopies({ ...base, quantity: 3, promised: 2 })).toBe(0);
  });

  it('offers nothing of a needed, pending or completed sticker', () => {
    expect(offeredCopies({ ...base, owned: false, forTrade: false, promised: 0 })).toBe(0);
    expect(offeredCopies({ ...base, isPending: true, quantity: 4, promised: 0 })).toBe(0);
    expect(offeredCopies({ ...base, isCompleted: true, quantity: 4, promised: 0 })).toBe(0);
  });

  it('refuses states that would drop a promised copy', () => {
    expect(keepsPromisedCopies({ ...base, quantity: 2, promised: 1 })).toBe(true);
    expect(keepsPromisedCopies({ ...base, forTrade: false, promised: 1 })).toBe(false);
    expect(keepsPromisedCopies({ ...base, owned: false, promised: 1 })).toBe(false);
  });

  it('describes copies in words', () => {
    expect(describeCopies({ ...base, quantity: 3, promised: 1 })).toBe(
      '3 copies · 2 spare · 1 promised',
    );
    expect(describeCopies({ ...base, forTrade: false, promised: 0 })).toBe('1 copy');
    expect(describeCopies({ ...base, owned: false, promised: 0 })).toBe('');
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
