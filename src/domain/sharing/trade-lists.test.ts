import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countStickers } from '../collection/progress';
import { numberedStickerArb } from '../sticker/arbitraries';
import { sortStickerNumbers } from '../sticker/numbering';
import type { StickerState } from '../sticker/sticker';
import { NEW_STICKER_STATE } from '../sticker/sticker';
import { buildTradeLists, hasShareableStickers, publicTradeListSchema } from './trade-lists';

const sticker = (number: string, overrides: Partial<StickerState> = {}) => ({
  ...NEW_STICKER_STATE,
  number,
  ...overrides,
});

describe('buildTradeLists', () => {
  it('lists needed and for-trade numbers in natural order', () => {
    const lists = buildTradeLists([
      sticker('10'),
      sticker('2'),
      sticker('12', { owned: true, forTrade: true, quantity: 2 }),
      sticker('3', { owned: true, forTrade: true }),
      sticker('4', { owned: true }),
    ]);
    expect(lists).toEqual({
      needed: ['2', '10'],
      forTrade: [
        { number: '3', quantity: 1 },
        { number: '12', quantity: 2 },
      ],
    });
  });

  it('leaves out stickers in a pending or completed trade', () => {
    const lists = buildTradeLists([
      sticker('1', { owned: true, forTrade: true, isPending: true, pendingWith: 'Sam' }),
      sticker('2', { owned: true, forTrade: true, isCompleted: true, pendingWith: 'Sam' }),
    ]);
    expect(lists).toEqual({ needed: [], forTrade: [] });
  });

  it('agrees with the progress counters and keeps natural order', () => {
    fc.assert(
      fc.property(fc.array(numberedStickerArb, { maxLength: 30 }), (stickers) => {
        const lists = buildTradeLists(stickers);
        const counts = countStickers(stickers, stickers.length);
        expect(lists.needed).toHaveLength(counts.needed);
        expect(lists.forTrade).toHaveLength(counts.forTrade);
        expect(sortStickerNumbers(lists.needed)).toEqual(lists.needed);
      }),
    );
  });
});

describe('hasShareableStickers', () => {
  it('needs at least one needed or for-trade sticker', () => {
    expect(hasShareableStickers({ needed: [], forTrade: [] })).toBe(false);
    expect(hasShareableStickers({ needed: ['1'], forTrade: [] })).toBe(true);
    expect(hasShareableStickers({ needed: [], forTrade: [{ number: '1', quantity: 1 }] })).toBe(
      true,
    );
  });
});

describe('publicTradeListSchema', () => {
  it('drops anything beyond the public fields, such as partner names', () => {
    const body = { id: 1, title: 'WC', totalStickers: 3, needed: ['1'], forTrade: [] };
    expect(publicTradeListSchema.parse({ ...body, pendingWith: 'Sam', userId: 2 })).toEqual(body);
  });
});
