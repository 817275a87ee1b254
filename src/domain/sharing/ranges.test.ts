import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStickerText } from '../sticker/quick-entry';
import { DEFAULT_FACEBOOK_TEMPLATE, renderTradeMessage } from './message';
import { formatRanges } from './ranges';

const items = (...numbers: string[]) => numbers.map((number) => ({ number, quantity: 1 }));

describe('formatRanges', () => {
  it('writes runs of three or more as ranges and keeps pairs and singles', () => {
    expect(formatRanges(items('1', '2', '3', '4', '7', '9', '10', '12'))).toEqual([
      '1-4',
      '7',
      '9',
      '10',
      '12',
    ]);
  });

  it('ranges printed codes with the same prefix, never across sections', () => {
    expect(formatRanges(items('00', 'FWC1', 'FWC2', 'FWC3', 'MEX4', 'MEX5', 'MEX6'))).toEqual([
      '00',
      'FWC1-FWC3',
      'MEX4-MEX6',
    ]);
    expect(formatRanges(items('FWC18', 'FWC19', 'MEX1', 'MEX2'))).toEqual([
      'FWC18',
      'FWC19',
      'MEX1',
      'MEX2',
    ]);
  });

  it('keeps a count on offer and breaks the run there', () => {
    expect(
      formatRanges([
        ...items('1', '2', '3'),
        { number: '4', quantity: 2 },
        ...items('5', '6', '7'),
      ]),
    ).toEqual(['1-3', '4 (x2)', '5-7']);
  });
});

describe('a message with ranges reads back into the same lists', () => {
  const numbers = fc
    .uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 120 })
    .map((list) => list.sort((a, b) => a - b).map(String));

  it('for any needs and spares of a numbered album', () => {
    fc.assert(
      fc.property(
        numbers,
        numbers,
        fc.array(fc.integer({ min: 1, max: 5 })),
        (needed, spare, counts) => {
          const forTrade = spare
            .filter((number) => !needed.includes(number))
            .map((number, index) => ({ number, quantity: counts[index] ?? 1 }));
          const text = renderTradeMessage(
            DEFAULT_FACEBOOK_TEMPLATE,
            { collection: 'Album', lists: { needed, forTrade } },
            { useRanges: true },
          );
          const parsed = parseStickerText(text);
          expect(parsed.needed.map((entry) => entry.number)).toEqual(needed);
          expect(parsed.forTrade.map(({ number, count }) => ({ number, quantity: count }))).toEqual(
            forTrade,
          );
        },
      ),
    );
  });

  it('for printed codes', () => {
    const text = renderTradeMessage('Need: {{needed_ranges}}\nFor trade: {{for_trade_ranges}}', {
      collection: 'World Cup',
      lists: {
        needed: ['FWC1', 'FWC2', 'FWC3', 'MEX10', 'MEX11', 'MEX12', 'MEX20'],
        forTrade: [{ number: 'ENG4', quantity: 1 }],
      },
    });
    expect(text).toBe('Need: FWC1-FWC3, MEX10-MEX12, MEX20\nFor trade: ENG4');
    expect(parseStickerText(text).needed.map((entry) => entry.number)).toEqual([
      'FWC1',
      'FWC2',
      'FWC3',
      'MEX10',
      'MEX11',
      'MEX12',
      'MEX20',
    ]);
  });
});

describe('formatRanges with specials (decision 021)', () => {
  it('writes a special on its own, marked, and never swallows it into a range', () => {
    expect(
      formatRanges(items('00', 'FWC1', 'FWC2', 'FWC3', 'FWC4', 'FWC5'), {
        '00': 'foil',
        FWC3: 'foil',
      }),
    ).toEqual(['00 (foil)', 'FWC1', 'FWC2', 'FWC3 (foil)', 'FWC4', 'FWC5']);
    expect(
      formatRanges([...items('1', '2', '3', '4'), { number: '5', quantity: 2 }], { '5': 'badge' }),
    ).toEqual(['1-4', '5 (badge, x2)']);
  });

  it('keeps every code exactly once, and each special outside any range', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 40 }),
        fc.func(fc.boolean()),
        (values, isSpecial) => {
          const numbers = [...values].sort((a, b) => a - b).map(String);
          const specials = Object.fromEntries(
            numbers.filter((number) => isSpecial(number)).map((n) => [n, 'shiny' as const]),
          );
          const parts = formatRanges(items(...numbers), specials);
          const mentioned = parts.flatMap((part) => {
            const marked = /^(\S+) \(shiny\)$/.exec(part);
            if (marked) return [marked[1]!];
            const range = /^(\d+)-(\d+)$/.exec(part);
            if (!range) return [part];
            const inRange = numbers.filter(
              (n) => Number(n) >= Number(range[1]) && Number(n) <= Number(range[2]),
            );
            expect(inRange.some((n) => n in specials)).toBe(false);
            return inRange;
          });
          expect(mentioned).toEqual(numbers);
          for (const part of parts) {
            const code = part.split(' ')[0]!;
            expect(part.endsWith('(shiny)')).toBe(code in specials && !part.includes('-'));
          }
        },
      ),
    );
  });
});
