import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortStickerNumbers } from '../sticker/numbering';
import type { AlbumSection } from './album-codes';
import { MAX_ALBUM_CODES, parseAlbumCodes } from './album-codes';
import { englishOf } from '../words';

const range = (prefix: string, first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => `${prefix}${first + index}`);
const failure = (message: string) => ({ ok: false, message });

describe('parseAlbumCodes', () => {
  it('reads sections from titled lines and from shared prefixes', () => {
    const album = parseAlbumCodes('00\nFWC1-FWC19\nMexico: MEX1-MEX20');
    expect(album).toEqual({
      ok: true,
      sections: [
        { title: '', numbers: ['00'] },
        { title: 'FWC', numbers: range('FWC', 1, 19) },
        { title: 'Mexico', numbers: range('MEX', 1, 20) },
      ],
      numbers: ['00', ...range('FWC', 1, 19), ...range('MEX', 1, 20)],
    });
  });

  it('sorts codes naturally within a section and keeps the sections in the order given', () => {
    const album = parseAlbumCodes('Team B: B10, B2, B1\nTeam A: 3, 1, 2');
    expect(album).toMatchObject({
      ok: true,
      sections: [
        { title: 'Team B', numbers: ['B1', 'B2', 'B10'] },
        { title: 'Team A', numbers: ['1', '2', '3'] },
      ],
      numbers: ['B1', 'B2', 'B10', '1', '2', '3'],
    });
  });

  it('leaves a line untitled when its codes do not share one prefix', () => {
    expect(parseAlbumCodes('1-3, MEX1')).toMatchObject({
      sections: [{ title: '', numbers: ['1', '2', '3', 'MEX1'] }],
    });
    expect(parseAlbumCodes('1-3')).toMatchObject({
      sections: [{ title: '', numbers: range('', 1, 3) }],
    });
  });

  it('names an untitled line after its prefix as first typed, matching it ignoring case', () => {
    expect(parseAlbumCodes('mex1, MEX2')).toMatchObject({
      sections: [{ title: 'mex', numbers: ['mex1', 'MEX2'] }],
    });
  });

  it('joins consecutive lines that give the same section', () => {
    expect(parseAlbumCodes('MEX2\nMEX1\n\nRSA1\nRSA 2\n  \n1\n2')).toMatchObject({
      sections: [
        { title: 'MEX', numbers: ['MEX1', 'MEX2'] },
        { title: 'RSA', numbers: ['RSA1', 'RSA2'] },
        { title: '', numbers: ['1', '2'] },
      ],
    });
  });

  it('accepts 10,000 codes', () => {
    const album = parseAlbumCodes('1-5000\nB1-B5000');
    expect(album.ok && album.numbers.length).toBe(MAX_ALBUM_CODES);
  });

  it.each([
    ['', 'Paste at least one sticker code'],
    [' \n\t\n', 'Paste at least one sticker code'],
    [',,, ;', 'Paste at least one sticker code'],
    ['1, foo, 10-1', 'Could not read: foo, 10-1'],
    ['a, b\nc: d, e, f, 1, g, h', 'Could not read: a, b, d, e, f and 2 more'],
    ['1-3, 22x2', 'Could not read: 22x2'],
    ['Mexico: MEX1 (x2)', 'Could not read: MEX1 (x2)'],
    ['1-3\nExtras: 2', 'Sticker 2 is listed twice'],
    ['MEX1, mex1', 'Sticker MEX1 is listed twice'],
    ['1-5000\nB1-B5001', 'An album can have at most 10,000 stickers'],
    [Array(30).fill('1-10000').join('\n'), 'An album can have at most 10,000 stickers'],
    ['1, ABCDEFGHIJKLMNOPQRST1', 'Sticker codes can be at most 20 characters'],
    ['ABCDEFGHIJKLMNOPQRS8-10', 'Sticker codes can be at most 20 characters'],
    ['Mexico:\nMEX1', 'Section Mexico has no sticker codes'],
    [`${'T'.repeat(121)}: 1`, 'Section titles can be at most 120 characters'],
  ])('refuses %j: %s', (text, message) => {
    const album = parseAlbumCodes(text);
    expect(album).toMatchObject(failure(message));
    // The words a reader's language says it with read the same in English (decision 038).
    expect(!album.ok && englishOf(album.words)).toBe(message);
  });

  it('gives a refusal as words with values, to be said in the reader’s language', () => {
    expect(parseAlbumCodes('MEX1, mex1')).toEqual({
      ok: false,
      message: 'Sticker MEX1 is listed twice',
      words: { id: 'Sticker {number} is listed twice', values: { number: 'MEX1' } },
    });
    expect(parseAlbumCodes('a, b\nc: d, e, f, 1, g, h')).toMatchObject({
      words: {
        id: 'Could not read: {shown} and {more} more',
        values: { shown: 'a, b, d, e, f', more: 2 },
      },
    });
  });

  it('names the line apart from the words when asked to', () => {
    expect(parseAlbumCodes('1-3\nEmpty:', { lines: true })).toEqual({
      ok: false,
      message: 'Line 2: Section Empty has no sticker codes',
      words: { id: 'Section {title} has no sticker codes', values: { title: 'Empty' } },
      line: 2,
    });
  });

  it('reads back the sections it is given, typed as lines in any order', () => {
    const titleArb = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
      .map((title) => title.replaceAll(':', '').replaceAll('\n', '').trim())
      .filter((title) => title !== '');
    const codesArb = fc.uniqueArray(fc.stringMatching(/^([A-Z]{1,4})?\d{1,4}$/), {
      minLength: 1,
      maxLength: 60,
      selector: (code) => code.toLowerCase(),
    });
    // Each code goes to one of a few titled sections; the lines list codes in generated order.
    const typedArb = fc
      .tuple(codesArb, fc.uniqueArray(titleArb, { minLength: 1, maxLength: 5 }))
      .chain(([codes, titles]) =>
        fc
          .array(fc.constantFrom(...titles), { minLength: codes.length, maxLength: codes.length })
          .map((chosen) => {
            const sections: AlbumSection[] = [];
            codes.forEach((code, index) => {
              const title = chosen[index] ?? '';
              const section = sections.find((candidate) => candidate.title === title);
              if (section) section.numbers.push(code);
              else sections.push({ title, numbers: [code] });
            });
            return sections;
          }),
      );
    fc.assert(
      fc.property(typedArb, (typed) => {
        const text = typed
          .map(({ title, numbers }) => `${title}: ${numbers.join(', ')}`)
          .join('\n');
        const sections = typed.map(({ title, numbers }) => ({
          title,
          numbers: sortStickerNumbers(numbers),
        }));
        expect(parseAlbumCodes(text)).toEqual({
          ok: true,
          sections,
          numbers: sections.flatMap((section) => section.numbers),
        });
      }),
    );
  });
});
