import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countStickers } from '../collection/progress';
import { numberedStickerArb } from '../sticker/arbitraries';
import type { StickerState } from '../sticker/sticker';
import { NEW_STICKER_STATE } from '../sticker/sticker';
import { buildTradeLists, hasShareableStickers, publicTradeListSchema } from './trade-lists';

const sticker = (
  number: string,
  overrides: Partial<StickerState> & { promised?: number } = {},
) => ({ ...NEW_STICKER_STATE, promised: 0, number, ...overrides });

/** Whether `part` appears within `whole` in the same order (a subsequence). */
function isInOrder(part: readonly string[], whole: readonly string[]): boolean {
  let at = 0;
  for (const item of whole) if (at < part.length && part[at] === item) at += 1;
  return at === part.length;
}

describe('buildTradeLists', () => {
  it('lists needed and for-trade numbers in the album order given', () => {
    const lists = buildTradeLists([
      sticker('2'),
      sticker('3', { owned: true, forTrade: true }),
      sticker('4', { owned: true }),
      sticker('10'),
      sticker('12', { owned: true, forTrade: true, quantity: 3 }),
    ]);
    expect(lists).toEqual({
      needed: ['2', '10'],
      forTrade: [
        { number: '3', quantity: 1 },
        { number: '12', quantity: 2 },
      ],
    });
  });

  it('keeps album order that is not natural order, such as team sections', () => {
    const lists = buildTradeLists([
      sticker('MEX1'),
      sticker('MEX2', { owned: true, forTrade: true }),
      sticker('ARG1'),
      sticker('00', { owned: true, forTrade: true }),
    ]);
    expect(lists.needed).toEqual(['MEX1', 'ARG1']);
    expect(lists.forTrade.map((item) => item.number)).toEqual(['MEX2', '00']);
  });

  it('offers copies beyond the album’s: 2 copies offer 1, 3 offer 2, a single for-trade copy 1', () => {
    const lists = buildTradeLists([
      sticker('1', { owned: true, forTrade: true }),
      sticker('2', { owned: true, forTrade: true, quantity: 2 }),
      sticker('3', { owned: true, forTrade: true, quantity: 3 }),
      sticker('4', { owned: true, quantity: 5 }),
      sticker('5', { owned: true }),
    ]);
    expect(lists.forTrade).toEqual([
      { number: '1', quantity: 1 },
      { number: '2', quantity: 1 },
      { number: '3', quantity: 2 },
      { number: '4', quantity: 4 },
    ]);
  });

  it('offers spare copies never marked for trade, and none of a sticker kept back (decision 028)', () => {
    const lists = buildTradeLists([
      sticker('FWC1', { owned: true, quantity: 3 }),
      sticker('FWC2', { owned: true, quantity: 3, keepSpares: true }),
      sticker('FWC3', { owned: true, quantity: 2, promised: 1 }),
    ]);
    expect(lists.forTrade).toEqual([{ number: 'FWC1', quantity: 2 }]);
  });

  it('does not offer a copy promised in a swap', () => {
    const lists = buildTradeLists([
      sticker('1', { owned: true, forTrade: true, promised: 1 }),
      sticker('2', { owned: true, forTrade: true, quantity: 3, promised: 1 }),
      sticker('3', { owned: true, forTrade: true, quantity: 3, promised: 2 }),
    ]);
    expect(lists.forTrade).toEqual([{ number: '2', quantity: 1 }]);
  });

  it('leaves out stickers in a pending or completed trade', () => {
    const lists = buildTradeLists([
      sticker('1', { owned: true, forTrade: true, isPending: true, pendingWith: 'Sam' }),
      sticker('2', { owned: true, forTrade: true, isCompleted: true, pendingWith: 'Sam' }),
    ]);
    expect(lists).toEqual({ needed: [], forTrade: [] });
  });

  it('agrees with the progress counters, promised copies and all, and keeps the order given', () => {
    fc.assert(
      fc.property(fc.array(numberedStickerArb, { maxLength: 30 }), (stickers) => {
        const lists = buildTradeLists(stickers);
        const counts = countStickers(stickers, stickers.length);
        expect(lists.needed).toHaveLength(counts.needed);
        expect(lists.forTrade).toHaveLength(counts.forTrade);
        const given = stickers.map((s) => s.number);
        expect(isInOrder(lists.needed, given)).toBe(true);
        expect(
          isInOrder(
            lists.forTrade.map((item) => item.number),
            given,
          ),
        ).toBe(true);
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
    const body = { title: 'WC', totalStickers: 3, needed: ['1'], forTrade: [] };
    expect(publicTradeListSchema.parse({ ...body, id: 7, pendingWith: 'Sam', userId: 2 })).toEqual(
      body,
    );
  });
});

describe('buildTradeLists with the album specials (decision 021)', () => {
  it('carries the specials among the listed codes only, and none when none is listed', () => {
    const stickers = [
      sticker('00'),
      sticker('FWC1', { owned: true }),
      sticker('FWC2', { owned: true, forTrade: true, quantity: 3 }),
      sticker('MEX1'),
    ];
    const specials = { '00': 'foil', FWC1: 'foil', FWC2: 'foil', PAN1: 'badge' } as const;
    const lists = buildTradeLists(stickers, specials);
    expect(lists).toEqual({
      needed: ['00', 'MEX1'],
      forTrade: [{ number: 'FWC2', quantity: 2 }],
      specials: { '00': 'foil', FWC2: 'foil' },
    });
    expect(buildTradeLists(stickers.slice(3), specials)).toEqual({
      needed: ['MEX1'],
      forTrade: [],
    });
    expect(buildTradeLists(stickers)).not.toHaveProperty('specials');
    expect(publicTradeListSchema.parse({ title: 'WC', totalStickers: 4, ...lists })).toEqual({
      title: 'WC',
      totalStickers: 4,
      ...lists,
    });
  });
});
