import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stickerNumberArb } from './arbitraries';
import {
  compareStickerNumbers,
  generateNumbers,
  sortStickerNumbers,
  sortStickers,
} from './numbering';

const sign = (value: number) => Math.sign(value);

describe('compareStickerNumbers', () => {
  it.each([
    ['2', '10'],
    ['9', '10'],
    ['MEX2', 'MEX10'],
    ['00', '1'],
    ['0', '00'],
    ['01', '1'],
    ['mex2', 'MEX10'],
    ['MEX1', 'mex1'],
    ['7', 'MEX1'],
    ['MEX', 'MEX1'],
    ['', '1'],
    ['12a', '12b'],
    ['99999999999999999999', '100000000000000000000'],
  ])('sorts %j before %j', (first, second) => {
    expect(compareStickerNumbers(first, second)).toBeLessThan(0);
    expect(compareStickerNumbers(second, first)).toBeGreaterThan(0);
  });

  it('compares letters ignoring case before falling back to exact text', () => {
    expect(sortStickerNumbers(['MEX10', 'arg2', 'ARG10', 'mex2'])).toEqual([
      'arg2',
      'ARG10',
      'mex2',
      'MEX10',
    ]);
  });

  it('is zero only for identical numbers', () => {
    fc.assert(
      fc.property(stickerNumberArb, stickerNumberArb, (a, b) => {
        expect(compareStickerNumbers(a, b) === 0).toBe(a === b);
      }),
    );
  });

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(stickerNumberArb, stickerNumberArb, (a, b) => {
        expect(sign(compareStickerNumbers(a, b))).toBe(-sign(compareStickerNumbers(b, a)) || 0);
      }),
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(stickerNumberArb, stickerNumberArb, stickerNumberArb, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort(compareStickerNumbers) as [string, string, string];
        expect(compareStickerNumbers(x, y)).toBeLessThanOrEqual(0);
        expect(compareStickerNumbers(y, z)).toBeLessThanOrEqual(0);
        expect(compareStickerNumbers(x, z)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('orders plain numbers by value', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        expect(sign(compareStickerNumbers(String(a), String(b)))).toBe(sign(a - b));
      }),
    );
  });
});

describe('sortStickers', () => {
  it('lists stickers in natural number order without changing the input', () => {
    const stickers = [{ number: '10' }, { number: '2' }, { number: '1' }];
    expect(sortStickers(stickers).map((sticker) => sticker.number)).toEqual(['1', '2', '10']);
    expect(stickers.map((sticker) => sticker.number)).toEqual(['10', '2', '1']);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.array(stickerNumberArb.map((number) => ({ number }))), (stickers) => {
        const once = sortStickers(stickers);
        expect(sortStickers(once)).toEqual(once);
      }),
    );
  });

  it('gives the same order whatever order the stickers arrive in', () => {
    const shuffledArb = fc
      .array(stickerNumberArb)
      .chain((numbers) =>
        fc.tuple(
          fc.constant(numbers),
          fc.shuffledSubarray(numbers, { minLength: numbers.length, maxLength: numbers.length }),
        ),
      );
    fc.assert(
      fc.property(shuffledArb, ([numbers, shuffled]) => {
        expect(sortStickerNumbers(shuffled)).toEqual(sortStickerNumbers(numbers));
      }),
    );
  });
});

describe('generateNumbers', () => {
  it('numbers a new collection from 1 to the total', () => {
    expect(generateNumbers(3)).toEqual(['1', '2', '3']);
    expect(generateNumbers(0)).toEqual([]);
  });

  it('gives numbers that are already in natural order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (total) => {
        const numbers = generateNumbers(total);
        expect(numbers).toHaveLength(total);
        expect(sortStickerNumbers(numbers)).toEqual(numbers);
      }),
    );
  });
});
