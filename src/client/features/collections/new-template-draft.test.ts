import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  describeAlbumCodes,
  emptyDraft,
  isSameTitle,
  type NewTemplateDraft,
} from './new-template-draft';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const numbered = (title: string, totalStickers: string): NewTemplateDraft => ({
  ...emptyDraft,
  title,
  totalStickers,
});
const coded = (title: string, codes: string): NewTemplateDraft => ({
  ...emptyDraft,
  title,
  sizing: 'codes',
  codes,
});

describe('checkDraft', () => {
  it('starts at 397 stickers and asks only for a name', () => {
    expect(emptyDraft.totalStickers).toBe('397');
    expect(checkDraft(emptyDraft)).toEqual({
      ok: false,
      errors: { title: 'Template name is required' },
    });
  });

  it('accepts a trimmed name and a whole number from 1 to 10,000', () => {
    expect(checkDraft(numbered('  World Cup 2026 ', '10000'))).toEqual({
      ok: true,
      value: { title: 'World Cup 2026', totalStickers: 10000 },
    });
  });

  it.each([
    ['0', 'Total stickers must be at least 1'],
    ['-4', 'Total stickers must be at least 1'],
    ['10001', 'Total stickers cannot exceed 10,000'],
    ['', 'Total stickers must be a number'],
    ['12.5', 'Total stickers must be a whole number'],
  ])('gives %j the message %j', (totalStickers, message) => {
    expect(checkDraft(numbered('Album', totalStickers))).toEqual({
      ok: false,
      errors: { totalStickers: message },
    });
  });
});

describe('checkDraft with the codes as printed', () => {
  it('sends the title and the codes as pasted, not the total', () => {
    expect(checkDraft(coded('World Cup 2026', '00\nFWC1-FWC19'))).toEqual({
      ok: true,
      value: { title: 'World Cup 2026', codes: '00\nFWC1-FWC19' },
    });
  });

  it('asks for codes when the box is empty', () => {
    expect(checkDraft(coded('Album', '  '))).toEqual({
      ok: false,
      errors: { codes: "Paste the album's sticker codes" },
    });
  });

  it('gives the reader’s message for codes it cannot take', () => {
    expect(checkDraft(coded('Album', '1-3, 2'))).toEqual({
      ok: false,
      errors: { codes: 'Sticker 2 is listed twice' },
      words: { codes: { id: 'Sticker {number} is listed twice', values: { number: '2' } } },
    });
    expect(checkDraft(coded('', 'MEX1, foo'))).toEqual({
      ok: false,
      errors: { title: 'Template name is required', codes: 'Could not read: foo' },
      words: { codes: { id: 'Could not read: {shown}', values: { shown: 'foo' } } },
    });
  });

  it('ignores a bad total left in the other box', () => {
    expect(checkDraft({ ...coded('Album', '1-3'), totalStickers: 'abc' }).ok).toBe(true);
  });
});

describe('describeAlbumCodes', () => {
  it('counts the stickers and names the sections', () => {
    expect(describeAlbumCodes('00\nFWC1-FWC19\nMexico: MEX1-MEX20', i18n)).toBe(
      '40 stickers in 3 sections: Untitled (1), FWC (19), Mexico (20)',
    );
    expect(describeAlbumCodes('1-12', i18n)).toBe('12 stickers');
    expect(describeAlbumCodes('7', i18n)).toBe('1 sticker');
  });

  it('names six sections and counts the rest', () => {
    const lines = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((prefix) => `${prefix}1-${prefix}2`);
    expect(describeAlbumCodes(lines.join('\n'), i18n)).toBe(
      '16 stickers in 8 sections: A (2), B (2), C (2), D (2), E (2), F (2) and 2 more',
    );
  });

  it('has no summary for codes it cannot read', () => {
    expect(describeAlbumCodes('foo', i18n)).toBeNull();
  });
});

describe('isSameTitle', () => {
  it('ignores case and surrounding spaces, as the server does', () => {
    expect(isSameTitle(' barbie STICKER album', 'Barbie Sticker Album ')).toBe(true);
    expect(isSameTitle('Barbie Sticker Album', 'Barbie Sticker Album 2')).toBe(false);
  });
});
