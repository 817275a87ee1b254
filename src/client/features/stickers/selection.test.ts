import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { checkSelection, toggleInSelection } from './selection';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const collection = new Set([1, 2, 3]);

describe('checkSelection', () => {
  it('asks for a selection when nothing is selected', () => {
    expect(checkSelection([], collection, i18n)).toEqual({
      ok: false,
      notice: { title: 'No stickers selected' },
      clearSelection: false,
    });
  });

  it('acts on every selected sticker of the collection without a notice', () => {
    expect(checkSelection([3, 1], collection, i18n)).toEqual({
      ok: true,
      ids: [3, 1],
      notice: null,
    });
  });

  it('skips ids that are not positive whole numbers of this collection, with both notices', () => {
    expect(checkSelection([2, -1, 0, 1.5, Number.NaN, 99], collection, i18n)).toEqual({
      ok: true,
      ids: [2],
      notice: { title: 'Processing 1 valid stickers', description: '5 stickers were skipped' },
    });
  });

  it('clears a selection that has nothing valid left', () => {
    expect(checkSelection([42, -7], collection, i18n)).toEqual({
      ok: false,
      notice: { title: 'No valid stickers to select' },
      clearSelection: true,
    });
  });

  it('accepts a Map of stickers by id as the collection', () => {
    const byId = new Map([[5, 'sticker']]);
    expect(checkSelection([5, 6], byId, i18n)).toMatchObject({ ok: true, ids: [5] });
  });
});

describe('toggleInSelection', () => {
  it('adds an id that is not selected and removes one that is, leaving the input alone', () => {
    const selected = new Set([1]);
    expect([...toggleInSelection(selected, 2)]).toEqual([1, 2]);
    expect([...toggleInSelection(selected, 1)]).toEqual([]);
    expect([...selected]).toEqual([1]);
  });
});
