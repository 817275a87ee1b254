import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberedStickerArb } from '../sticker/arbitraries';
import type { StickerState } from '../sticker/sticker';
import { NEW_STICKER_STATE } from '../sticker/sticker';
import { ALL_PARTNERS, filterStickers, listPartners, stickerFilterSchema } from './filters';
import { countStickers } from './progress';

const sticker = (number: string, overrides: Partial<StickerState & { promised: number }> = {}) => ({
  ...NEW_STICKER_STATE,
  promised: 0,
  number,
  ...overrides,
});

const needed = sticker('1');
const owned = sticker('2', { owned: true });
const spare = sticker('3', { owned: true, forTrade: true });
const pendingSamira = sticker('4', { owned: true, isPending: true, pendingWith: 'Samira' });
const completedAlex = sticker('5', { owned: true, isCompleted: true, pendingWith: 'Alex' });
const promisedAway = sticker('6', { owned: true, forTrade: true, quantity: 2, promised: 1 });
// decision 028: copies beyond the album's own are offered unmarked, unless kept back
const threeCopies = sticker('7', { owned: true, quantity: 3 });
const kept = sticker('8', { owned: true, quantity: 3, keepSpares: true });
const stickers = [
  needed,
  owned,
  spare,
  pendingSamira,
  completedAlex,
  promisedAway,
  threeCopies,
  kept,
];

describe('filterStickers', () => {
  it.each([
    ['all', stickers],
    ['needed', [needed]],
    ['owned', [owned, spare, pendingSamira, completedAlex, promisedAway, threeCopies, kept]],
    ['forTrade', [spare, threeCopies]],
    ['pending', [pendingSamira]],
    ['completed', [completedAlex]],
  ] as const)('filter %s shows its stickers', (filter, expected) => {
    expect(filterStickers(stickers, filter)).toEqual(expected);
  });

  it('matches the partner as a case-insensitive substring', () => {
    expect(filterStickers(stickers, 'all', 'sam')).toEqual([pendingSamira]);
    expect(filterStickers(stickers, 'pending', 'MIR')).toEqual([pendingSamira]);
    expect(filterStickers(stickers, 'pending', 'alex')).toEqual([]);
  });

  it('leaves partners unfiltered for all partners or a blank search', () => {
    expect(filterStickers(stickers, 'owned', ALL_PARTNERS)).toHaveLength(7);
    expect(filterStickers(stickers, 'owned', '  ')).toHaveLength(7);
  });

  it('shows as many stickers as the progress counter for the same filter', () => {
    fc.assert(
      fc.property(fc.array(numberedStickerArb, { maxLength: 30 }), (list) => {
        const counts = countStickers(list, list.length);
        for (const filter of ['needed', 'owned', 'forTrade', 'pending', 'completed'] as const) {
          expect(filterStickers(list, filter)).toHaveLength(counts[filter]);
        }
      }),
    );
  });

  it('rejects an unknown filter value', () => {
    expect(stickerFilterSchema.safeParse('spare').success).toBe(false);
    expect(stickerFilterSchema.parse('forTrade')).toBe('forTrade');
  });
});

describe('listPartners', () => {
  it('lists pending and completed partners once each, sorted ignoring case', () => {
    const withDuplicates = [
      ...stickers,
      sticker('6', { owned: true, isPending: true, pendingWith: 'samira' }),
      sticker('7', { owned: true, isPending: true, pendingWith: 'bea' }),
    ];
    expect(listPartners(withDuplicates)).toEqual(['Alex', 'bea', 'Samira']);
  });

  it('gives the same list whatever order the stickers arrive in', () => {
    fc.assert(
      fc.property(fc.array(numberedStickerArb, { maxLength: 20 }), (list) => {
        expect(listPartners([...list].reverse())).toEqual(listPartners(list));
      }),
    );
  });

  it('cannot collide with the all-partners value', () => {
    fc.assert(
      fc.property(fc.array(numberedStickerArb, { maxLength: 20 }), (list) => {
        expect(listPartners(list)).not.toContain(ALL_PARTNERS);
      }),
    );
  });
});
