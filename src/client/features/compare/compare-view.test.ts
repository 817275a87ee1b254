import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compareView } from './compare-view';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const owner = {
  title: 'World Cup 2026',
  totalStickers: 980,
  needed: ['4', '7', 'MEX1'],
  forTrade: [
    { number: '12', quantity: 2 },
    { number: '15', quantity: 1 },
  ],
};

describe('compareView', () => {
  it('shows what the visitor can give and get, and the message to send', () => {
    const view = compareView(owner, '12, 13', 'mex 1, 4, 9', i18n);
    expect(view.give.numbers).toEqual(['4', 'MEX1']);
    expect(view.get.numbers).toEqual(['12']);
    expect(view.message).toBe(
      "Hi! I saw your Swapsies list for World Cup 2026.\nI can give you (2): 4, MEX1\nI'd like (1): 12\nFancy a swap?",
    );
  });

  it('reads a pasted Swapsies message by its labels', () => {
    const view = compareView(owner, 'My album\nNeed (1): 15\nFor trade (1): 7 (x2)', '', i18n);
    expect(view.give.numbers).toEqual(['7']);
    expect(view.get.numbers).toEqual(['15']);
  });

  it('says plainly when a side is empty, and why', () => {
    const empty = compareView(owner, '', '', i18n);
    expect(empty.give.empty).toBe('Add your spares to see what you can give.');
    expect(empty.get.empty).toBe('Add the stickers you need to see what you can get.');
    expect(empty.message).toBeNull();

    const noMatch = compareView(owner, '1, 2', '3', i18n);
    expect(noMatch.get).toEqual({ numbers: [], empty: 'Nothing you need is on this list yet.' });
    expect(noMatch.give).toEqual({
      numbers: [],
      empty: 'None of your spares are on their needs list.',
    });
    expect(noMatch.message).toBeNull();
  });

  it('lists what it could not read', () => {
    expect(compareView(owner, '12, foo', '', i18n).unread).toEqual([
      { text: 'foo', reason: 'Not a sticker number' },
    ]);
  });

  it('says which typed numbers a numbered album does not have', () => {
    const numbered = { title: 'Euros', totalStickers: 50, needed: ['4', '7'], forTrade: [] };
    const view = compareView(numbered, '7, 51, 999', '0, 4, 51', i18n);
    expect(view.unread).toEqual([
      { text: '51', reason: 'Not in this album (1–50)' },
      { text: '999', reason: 'Not in this album (1–50)' },
      { text: '0', reason: 'Not in this album (1–50)' },
    ]);
    expect(view.give.numbers).toEqual(['4']);
  });

  it('does not judge the numbers of an album of printed codes', () => {
    expect(compareView(owner, '999', '', i18n).unread).toEqual([]);
  });
});
