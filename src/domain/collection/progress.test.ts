import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberedStickerArb } from '../sticker/arbitraries';
import type { StickerState } from '../sticker/sticker';
import { NEW_STICKER_STATE } from '../sticker/sticker';
import { countStickers, hasMoreToTradeThanNeeded } from './progress';

const sticker = (
  overrides: Partial<StickerState & { promised: number }> = {},
): StickerState & { promised: number } => ({
  ...NEW_STICKER_STATE,
  promised: 0,
  ...overrides,
});

describe('countStickers', () => {
  it('does not count a for-trade sticker whose every spare is promised', () => {
    const stickers = [
      sticker({ owned: true, forTrade: true, quantity: 2, promised: 1 }),
      sticker({ owned: true, forTrade: true, quantity: 3, promised: 1 }),
    ];
    expect(countStickers(stickers, 2).forTrade).toBe(1);
  });

  it('counts spare copies never marked for trade, but not a sticker kept back (decision 028)', () => {
    const stickers = [
      sticker({ owned: true, quantity: 3 }),
      sticker({ owned: true, quantity: 3, keepSpares: true }),
      sticker({ owned: true }),
    ];
    expect(countStickers(stickers, 3).forTrade).toBe(1);
  });

  it('counts each state once and shows owned of total as a percentage', () => {
    const stickers = [
      sticker(),
      sticker(),
      sticker({ owned: true }),
      sticker({ owned: true, forTrade: true }),
      sticker({ owned: true, forTrade: true, isPending: true, pendingWith: 'Sam' }),
      sticker({ owned: true, isCompleted: true, pendingWith: 'Sam' }),
    ];
    expect(countStickers(stickers, 8)).toEqual({
      needed: 2,
      owned: 4,
      forTrade: 1,
      pending: 1,
      completed: 1,
      total: 8,
      percent: 50,
    });
  });

  it('rounds the percentage down so 100 means the album is complete', () => {
    const owned = Array.from({ length: 199 }, () => sticker({ owned: true }));
    expect(countStickers(owned, 200).percent).toBe(99);
    expect(countStickers([sticker({ owned: true })], 397).percent).toBe(0);
  });

  it('shows 0 percent for an album of no stickers', () => {
    expect(countStickers([], 0).percent).toBe(0);
  });

  it('adds up for any consistent stickers', () => {
    fc.assert(
      fc.property(fc.array(numberedStickerArb, { maxLength: 40 }), (stickers) => {
        const counts = countStickers(stickers, stickers.length);
        expect(counts.needed + counts.owned).toBe(stickers.length);
        expect(counts.forTrade + counts.pending + counts.completed).toBeLessThanOrEqual(
          counts.owned,
        );
        expect(counts.percent).toBeGreaterThanOrEqual(0);
        expect(counts.percent).toBeLessThanOrEqual(100);
        expect(counts.percent === 100).toBe(stickers.length > 0 && counts.needed === 0);
      }),
    );
  });
});

describe('hasMoreToTradeThanNeeded', () => {
  it('is true when more are for trade than needed', () => {
    expect(hasMoreToTradeThanNeeded({ needed: 2, forTrade: 3 })).toBe(true);
  });

  it('is false when for trade only equals needed', () => {
    expect(hasMoreToTradeThanNeeded({ needed: 3, forTrade: 3 })).toBe(false);
  });

  it('is false for a finished album, which has nothing left to complete', () => {
    expect(hasMoreToTradeThanNeeded({ needed: 0, forTrade: 5 })).toBe(false);
  });
});
