import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codesFor,
  indexAlbum,
  matchWords,
  sameSpot,
  waysOf,
  type GlyphShape,
  type OcrWord,
} from './match';

const box = (x: number) => ({ x0: x, y0: 0, x1: x + 10, y1: 10 });
const word = (text: string, line = 0, confidence = 90, x = 0): OcrWord => ({
  text,
  confidence,
  box: box(x),
  line,
});

const teams = ['00', ...Array.from({ length: 19 }, (_, i) => `FWC${i + 1}`)];
for (const team of ['MEX', 'BRA', 'ARG']) {
  for (let n = 1; n <= 20; n += 1) teams.push(`${team}${n}`);
}
const coded = indexAlbum(teams);
const numbered = indexAlbum(Array.from({ length: 670 }, (_, i) => String(i + 1)));

describe('codesFor', () => {
  it('reads an album code as it is, in any case and with punctuation around it', () => {
    expect(codesFor('MEX12', coded)).toEqual({ codes: ['MEX12'], swaps: 0, seen: true });
    expect(codesFor('(fwc1).', coded)).toEqual({ codes: ['FWC1'], swaps: 0, seen: true });
  });

  it('swaps O/0, I/1 and S/5 only where that makes an album code', () => {
    expect(codesFor('MEXI2', coded)).toEqual({ codes: ['MEX12'], swaps: 1, seen: false });
    expect(codesFor('FWCIO', coded)).toEqual({ codes: ['FWC10'], swaps: 2, seen: false });
    expect(codesFor('4O', numbered)).toEqual({ codes: ['40'], swaps: 1, seen: false });
    expect(codesFor('BRAG', coded).codes).toEqual(['BRA6']);
    // a swap that makes no album code is never kept
    expect(codesFor('BRASIL', coded).codes).toEqual([]);
  });

  it('makes a tie of a character with two ways to go: S is 5 or 8, T is 1 or 11', () => {
    expect(codesFor('BRAS', coded)).toEqual({ codes: ['BRA5', 'BRA8'], swaps: 1, seen: false });
    expect(codesFor('BRAT', coded)).toEqual({ codes: ['BRA1', 'BRA11'], swaps: 1, seen: false });
    expect(codesFor('ARGT1', coded)).toEqual({ codes: ['ARG11'], swaps: 1, seen: false });
  });

  it('ignores anything not in the album', () => {
    expect(codesFor('GER3', coded).codes).toEqual([]);
    expect(codesFor('2026', numbered).codes).toEqual([]);
    expect(codesFor('PANINI', coded).codes).toEqual([]);
  });

  it('gives every code reached with the fewest swaps, so a tie is a choice', () => {
    const album = indexAlbum(['10', 'IO', '1O']);
    expect(codesFor('1O', album)).toEqual({ codes: ['1O'], swaps: 0, seen: true });
    const tie = indexAlbum(['5O', 'S0']);
    expect(codesFor('SO', tie).codes.sort()).toEqual(['5O', 'S0']);
  });

  it('never answers a code that is not in the album (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'MEXFWC0OI1S5BRA23 '.split('')) }),
        (read) => {
          for (const code of codesFor(read, coded).codes) expect(teams).toContain(code);
        },
      ),
    );
  });

  it('reads every album code back as itself (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...teams), (code) => {
        expect(codesFor(code, coded)).toEqual({ codes: [code], swaps: 0, seen: true });
        expect(codesFor(code.toLowerCase(), coded).codes).toEqual([code]);
      }),
    );
  });
});

// shapes of characters as `glyphShape` measures them (find-stickers.test.ts draws them)
const shape = (overrides: Partial<GlyphShape>): GlyphShape => ({
  holes: 0,
  pieces: 1,
  strokes: 0,
  aspect: 0.75,
  leftGap: 0.15,
  rightGap: 0.15,
  ...overrides,
});
const letter = shape({ holes: 1, aspect: 0.9 });
const eight = shape({ holes: 2 });
const five = shape({ leftGap: 0.7, rightGap: 0.65 });
const eleven = shape({ pieces: 2, strokes: 2, aspect: 1.05 });
const one = shape({ strokes: 1, aspect: 0.45 });
/** The shapes of a reading: letters, then `last` for its last character. */
const glyphsOf = (read: string, last: GlyphShape | null) => [
  ...Array.from({ length: read.length - 1 }, () => letter),
  last,
];

describe('waysOf and codesFor with the shapes of the print', () => {
  it('tells 8 from 5 by the loops of an S', () => {
    expect(codesFor('BRAS', coded, glyphsOf('BRAS', eight))).toEqual({
      codes: ['BRA8'],
      swaps: 1,
      seen: true,
    });
    expect(codesFor('ARGS', coded, glyphsOf('ARGS', five)).codes).toEqual(['ARG5']);
  });

  it('tells 11 from 1 by two strokes, whatever 11 was read as', () => {
    for (const read of ['BRAT', 'BRAM', 'BRAN', 'BRA1']) {
      expect(codesFor(read, coded, glyphsOf(read, eleven))).toEqual({
        codes: ['BRA11'],
        swaps: 1,
        seen: true,
      });
    }
    // without two strokes M and N are letters, and a 1 stays a 1
    expect(codesFor('BRAM', coded, glyphsOf('BRAM', letter)).codes).toEqual([]);
    expect(codesFor('BRA1', coded, glyphsOf('BRA1', one)).codes).toEqual(['BRA1']);
  });

  it('never takes one stroke for a lone 1: the other stroke of 11 may be in the box before', () => {
    expect(codesFor('BRAT', coded, glyphsOf('BRAT', one))).toEqual({
      codes: ['BRA1', 'BRA11'],
      swaps: 1,
      seen: false,
    });
  });

  it('keeps the tie when the shape fits neither way, or is not seen', () => {
    // one loop: neither 5 nor 8 (a 9 read as S): still asked about, never lost or guessed
    expect(codesFor('BRAS', coded, glyphsOf('BRAS', shape({ holes: 1 }))).codes).toEqual([
      'BRA5',
      'BRA8',
    ]);
    expect(codesFor('BRAS', coded, glyphsOf('BRAS', null)).codes).toEqual(['BRA5', 'BRA8']);
    // an 8 with its loops filled by blur is closed on the left: not taken for a 5
    const filled = shape({ leftGap: 0.1, rightGap: 0.6 });
    expect(codesFor('BRAS', coded, glyphsOf('BRAS', filled)).codes).toEqual(['BRA5', 'BRA8']);
    // shapes that are not one per character are ignored
    expect(codesFor('BRAS', coded, [eight]).codes).toEqual(['BRA5', 'BRA8']);
  });

  it('says which swaps the shape confirmed', () => {
    expect(waysOf('S', eight)).toEqual({ keep: true, swaps: [{ to: '8', seen: true }] });
    expect(waysOf('T', eleven)).toEqual({ keep: false, swaps: [{ to: '11', seen: true }] });
    expect(waysOf('O')).toEqual({ keep: true, swaps: [{ to: '0', seen: false }] });
  });
});

describe('matchWords', () => {
  it('finds several stickers in a photo, in album order, one box per copy', () => {
    const words = [
      word('BRA3', 0, 90, 0),
      word('Mexico', 1),
      word('MEX12', 1, 91, 50),
      word('BRA3', 2, 88, 90),
    ];
    expect(matchWords(words, coded)).toEqual({
      found: [
        { code: 'MEX12', boxes: [box(50)] },
        { code: 'BRA3', boxes: [box(0), box(90)] },
      ],
      choices: [],
    });
  });

  it('reads "MEX 12" printed with a space as one code, not also as sticker 12', () => {
    const album = indexAlbum(['12', 'MEX12']);
    const words = [word('MEX', 0, 90, 0), word('12', 0, 90, 20)];
    expect(matchWords(words, album).found).toEqual([
      { code: 'MEX12', boxes: [{ x0: 0, y0: 0, x1: 30, y1: 10 }] },
    ]);
  });

  it('drops readings below the confidence asked, and asks more of a corrected one', () => {
    const thresholds = { exact: 50, number: 60, corrected: 80 };
    const twenty = indexAlbum(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect(matchWords([word('12', 0, 55)], twenty, thresholds).found).toEqual([]);
    expect(matchWords([word('12', 0, 65)], twenty, thresholds).found).toHaveLength(1);
    // in 1–670, "12" may be 112 or 120 with a digit missed: asked as much as a swapped reading
    expect(matchWords([word('12', 0, 65)], numbered, thresholds).found).toEqual([]);
    expect(matchWords([word('MEX12', 0, 40)], coded, thresholds).found).toEqual([]);
    expect(matchWords([word('MEXI2', 0, 70)], coded, thresholds).found).toEqual([]);
    expect(matchWords([word('MEXI2', 0, 85)], coded, thresholds).found).toHaveLength(1);
  });

  it('asks more of a code another becomes with a character dropped (MEX2 of MEX20)', () => {
    expect(matchWords([word('MEX2', 0, 40)], coded).found).toEqual([]);
    expect(matchWords([word('MEX2', 0, 80)], coded).found).toHaveLength(1);
    // MEX12 is no other code shortened: read at any confidence
    expect(matchWords([word('MEX12', 0, 5)], coded).found).toHaveLength(1);
  });

  it('asks the collector when a reading fits two codes equally', () => {
    const album = indexAlbum(['5O', 'S0', '7']);
    expect(matchWords([word('SO')], album)).toEqual({
      found: [],
      choices: [{ read: 'SO', options: ['5O', 'S0'], box: box(0) }],
    });
  });

  it('finds a code two readings of one spot agree on, even at low confidence', () => {
    const twice = [word('MEX2', 1, 10, 0), word('MEX2', 2, 20, 2)];
    expect(matchWords(twice, coded).found).toEqual([{ code: 'MEX2', boxes: [box(0)] }]);
    // two readings at different spots are two copies, each alone and unsure
    expect(matchWords([word('MEX2', 1, 10, 0), word('MEX2', 2, 20, 50)], coded).found).toEqual([]);
  });

  it('never takes two unsure readings for agreement when both needed a swap', () => {
    // BRAG twice is BRA6 both times, by the same swap: as likely BRA16 with the 1 not read
    expect(matchWords([word('BRAG', 1, 14), word('BRAG', 2, 30)], coded).found).toEqual([]);
    expect(matchWords([word('BRAG', 1, 14), word('BRA6', 2, 30)], coded).found).toHaveLength(1);
  });

  it('finds a code two unsure readings agree on when the print confirmed their swap', () => {
    const seenTwice = (read: string, last: GlyphShape) => [
      { ...word(read, 1, 10), glyphs: glyphsOf(read, last) },
      { ...word(read, 2, 20), glyphs: glyphsOf(read, last) },
    ];
    expect(matchWords(seenTwice('BRAT', eleven), coded).found).toEqual([
      { code: 'BRA11', boxes: [box(0)] },
    ]);
    // but not a code another becomes with a character dropped: BRAS may be BRA18 with the 1 lost
    expect(matchWords(seenTwice('BRAS', eight), coded).found).toEqual([]);
    // and a sure one alone is enough, as for any swapped reading
    const sure = { ...word('BRAS', 1, 80), glyphs: glyphsOf('BRAS', eight) };
    expect(matchWords([sure], coded).found).toEqual([{ code: 'BRA8', boxes: [box(0)] }]);
  });

  it('finds a code two readings agree on, one sure, against a reading that fits two others', () => {
    const words = [word('BRA9', 1, 43), word('BRAS', 2, 12), word('BRA9', 3, 78)];
    expect(matchWords(words, coded).found).toEqual([{ code: 'BRA9', boxes: [box(0)] }]);
  });

  it('asks the collector when readings of one spot disagree, however sure', () => {
    const words = [word('ARG18', 1, 90, 0), word('ARG13', 2, 95, 1)];
    expect(matchWords(words, coded)).toEqual({
      found: [],
      choices: [{ read: 'ARG18', options: ['ARG13', 'ARG18'], box: box(0) }],
    });
  });

  it('lets a reading that fits two codes stop a code, never back one', () => {
    // BRAT is BRA1 or BRA11: it does not make a second reading of BRA1
    expect(matchWords([word('BRAT', 1, 50), word('BRA1', 2, 0)], coded).found).toEqual([]);
    // ARGS is ARG5 or ARG8: against a sure ARG6 it makes the spot a question
    const against = matchWords([word('ARG6', 1, 90), word('ARGS', 2, 90)], coded);
    expect(against.found).toEqual([]);
    expect(against.choices[0]?.options).toEqual(['ARG5', 'ARG6', 'ARG8']);
    // and one that fits the sure code leaves it found
    expect(matchWords([word('ARG5', 1, 90), word('ARGS', 2, 90)], coded).found).toEqual([
      { code: 'ARG5', boxes: [box(0)] },
    ]);
  });

  it('only ever finds album codes, whatever was read (property)', () => {
    const text = fc.string({ unit: fc.constantFrom(...'MEXFWCBRA0123456789OIS '.split('')) });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 100 }))),
        (reads) => {
          const words = reads.map(([read, line, confidence]) => word(read, line, confidence));
          const { found, choices } = matchWords(words, coded);
          for (const { code } of found) expect(teams).toContain(code);
          for (const choice of choices)
            for (const code of choice.options) expect(teams).toContain(code);
        },
      ),
    );
  });
});

describe('sameSpot', () => {
  it('is one spot when the boxes share most of the smaller one', () => {
    expect(sameSpot(box(0), box(3))).toBe(true);
    expect(sameSpot(box(0), { x0: 2, y0: 2, x1: 8, y1: 8 })).toBe(true);
    expect(sameSpot(box(0), box(7))).toBe(false);
    expect(sameSpot(box(0), box(20))).toBe(false);
  });

  it('is symmetric (property)', () => {
    const anyBox = fc
      .tuple(
        fc.nat(50),
        fc.nat(50),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
      )
      .map(([x, y, w, h]) => ({ x0: x, y0: y, x1: x + w, y1: y + h }));
    fc.assert(fc.property(anyBox, anyBox, (a, b) => sameSpot(a, b) === sameSpot(b, a)));
  });
});
