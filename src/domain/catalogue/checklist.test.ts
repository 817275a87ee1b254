import { describe, expect, it } from 'vitest';
import { isAbusiveTitle } from './abusive-words';
import { parseChecklist, parseRenames, parseSpecials } from './checklist';
import { specialMark, specialsAmong, specialWeight } from './specials';

describe('parseChecklist (decision 021)', () => {
  it('reads sections, ranges and specials in album order', () => {
    const parsed = parseChecklist(
      'Opening: 00, FWC1-FWC3\nMexico: MEX1-MEX3',
      'foil: 00, FWC1-FWC3\nbadge: MEX1',
    );
    expect(parsed).toEqual({
      ok: true,
      sections: [
        { title: 'Opening', numbers: ['00', 'FWC1', 'FWC2', 'FWC3'] },
        { title: 'Mexico', numbers: ['MEX1', 'MEX2', 'MEX3'] },
      ],
      numbers: ['00', 'FWC1', 'FWC2', 'FWC3', 'MEX1', 'MEX2', 'MEX3'],
      specials: { '00': 'foil', FWC1: 'foil', FWC2: 'foil', FWC3: 'foil', MEX1: 'badge' },
    });
  });

  it('reads CSV with a header, quoted sections and a specials column', () => {
    const parsed = parseChecklist(
      'code,section,special\n1,"Intro, page 1",foil\n2,"Intro, page 1"\nA1,Team A,badge',
    );
    expect(parsed).toMatchObject({
      ok: true,
      sections: [
        { title: 'Intro, page 1', numbers: ['1', '2'] },
        { title: 'Team A', numbers: ['A1'] },
      ],
      specials: { '1': 'foil', A1: 'badge' },
    });
  });

  it.each([
    ['1-3\n\nB: 4, 2', '', 'Line 3: Sticker 2 is listed twice (first on line 1)'],
    ['A: 1, 1', '', 'Line 1: Sticker 1 is listed twice (on this line)'],
    ['1-3\nB: 4, ??', '', 'Line 2: Could not read: ??'],
    ['1-3\nB: 4x2', '', 'Line 2: Could not read: 4x2'],
    ['1-3\nEmpty:', '', 'Line 2: Section Empty has no sticker codes'],
    ['code,section,special\n1,A,gold', '', 'Line 2: gold is not foil, shiny, badge or legend'],
    ['code,section\n1,A\n1,B', '', 'Line 3: Sticker 1 is listed twice (first on line 2)'],
    ['code,section\n"1,A', '', 'Line 2: a quote is not closed'],
    ['1-3', 'foil: 4', 'Specials line 1: 4 is not in the album'],
    [
      '1-3',
      'gold: 1',
      'Specials line 1: start the line with foil, shiny, badge or legend and a colon',
    ],
    ['1-3', 'foil: 1\nlegend: 1', 'Specials line 2: 1 is marked twice'],
  ])('refuses %j / %j with the line: %s', (codes, specials, message) => {
    expect(parseChecklist(codes, specials)).toEqual({ ok: false, message });
  });

  it('reads specials case-insensitively against the album spelling', () => {
    expect(parseSpecials('Legend: mex1', ['MEX1'])).toEqual({
      ok: true,
      specials: { MEX1: 'legend' },
    });
  });
});

describe('parseRenames', () => {
  it('maps old codes to new ones and refuses what cannot be a rename', () => {
    expect(parseRenames('FWC20 -> FWC19', ['FWC18', 'FWC20'], ['FWC18', 'FWC19'])).toEqual({
      ok: true,
      renames: new Map([['FWC20', 'FWC19']]),
    });
    expect(parseRenames('1 -> 2', ['1', '2'], ['2'])).toEqual({
      ok: false,
      message: 'Renames line 1: 2 is already in the album',
    });
    expect(parseRenames('1 → 3', ['1'], ['1', '3'])).toEqual({
      ok: false,
      message: 'Renames line 1: 1 is still in the corrected checklist',
    });
    expect(parseRenames('oops', ['1'], ['2'])).toEqual({
      ok: false,
      message: 'Renames line 1: write it as OLD -> NEW',
    });
  });
});

describe('specials helpers and the abusive-words check', () => {
  it('marks and weighs specials', () => {
    expect(specialMark('FWC1', { FWC1: 'foil' })).toBe('FWC1 (foil)');
    expect(specialMark('constructor', {})).toBe('constructor');
    expect(specialWeight({ FWC1: 'foil' }, 3)('FWC1')).toBe(3);
    expect(specialsAmong({ A: 'foil', B: 'badge' }, ['B', 'C'])).toEqual({ B: 'badge' });
  });

  it('refuses whole abusive words, not innocent ones that contain them', () => {
    expect(isAbusiveTitle('World Cup SH1T')).toBe(true);
    expect(isAbusiveTitle('Fucking stickers')).toBe(true);
    expect(isAbusiveTitle('Scunthorpe United 2026')).toBe(false);
    expect(isAbusiveTitle('Essex Cricket')).toBe(false);
    expect(isAbusiveTitle('FIFA World Cup 2026')).toBe(false);
  });
});
