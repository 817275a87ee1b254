import { describe, expect, it } from 'vitest';
import { parseChecklist } from '../../../domain/catalogue/checklist';
import { checklistText } from './checklist-text';

describe('checklistText', () => {
  it('rebuilds section lines with ranges and specials lines from an album', () => {
    const album = {
      codes: ['00', 'FWC1', 'FWC2', 'FWC3', 'FWC4', 'MEX1', 'MEX2', 'MEX3', 'MEX5'],
      sections: [
        { title: 'Intro', count: 5 },
        { title: 'Mexico', count: 4 },
      ],
      specials: { MEX1: 'badge', '00': 'foil', FWC1: 'foil', FWC2: 'foil', FWC3: 'foil' },
    } as const;
    expect(checklistText(album)).toEqual({
      codes: 'Intro: 00, FWC1-FWC4\nMexico: MEX1-MEX3, MEX5',
      specials: 'foil: 00, FWC1-FWC3\nbadge: MEX1',
    });
  });

  it('reads back to exactly the same codes, sections and specials', () => {
    const album = {
      codes: ['1', '2', '3', '7', 'A1', 'A2', 'A3', 'B10', 'B11'],
      sections: [
        { title: 'Numbers', count: 4 },
        { title: 'Team A', count: 3 },
        { title: 'Team B', count: 2 },
      ],
      specials: { A2: 'shiny', '7': 'legend' },
    } as const;
    const text = checklistText(album);
    const parsed = parseChecklist(text.codes, text.specials);
    expect(parsed).toEqual({
      ok: true,
      numbers: album.codes,
      sections: [
        { title: 'Numbers', numbers: ['1', '2', '3', '7'] },
        { title: 'Team A', numbers: ['A1', 'A2', 'A3'] },
        { title: 'Team B', numbers: ['B10', 'B11'] },
      ],
      specials: album.specials,
    });
  });

  it('writes one untitled line for an album without sections, and no specials lines', () => {
    const album = { codes: ['1', '2', '3', '4', '5'], sections: null, specials: {} };
    expect(checklistText(album)).toEqual({ codes: '1-5', specials: '' });
  });

  it('ignores sections that do not add up to the codes', () => {
    const album = {
      codes: ['1', '2', '3'],
      sections: [{ title: 'Half', count: 2 }],
      specials: {},
    };
    expect(checklistText(album).codes).toBe('1-3');
  });
});
