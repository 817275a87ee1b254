import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { findStickerByNumber, notInAlbumMessage } from './jump';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const stickers = ['1', '2', '10', '007', 'MEX2', 'mex10'].map((number) => ({ number }));

describe('findStickerByNumber', () => {
  it('finds the exact number, ignoring surrounding spaces', () => {
    expect(findStickerByNumber(stickers, ' 10 ')).toEqual({ number: '10' });
  });

  it('ignores case and leading zeros', () => {
    expect(findStickerByNumber(stickers, 'mex02')).toEqual({ number: 'MEX2' });
    expect(findStickerByNumber(stickers, '7')).toEqual({ number: '007' });
  });

  it('finds nothing for a number not in the album or a blank box', () => {
    expect(findStickerByNumber(stickers, '11')).toBeUndefined();
    expect(findStickerByNumber(stickers, '  ')).toBeUndefined();
  });
});

describe('notInAlbumMessage', () => {
  it('names the missing number, or asks for one', () => {
    expect(notInAlbumMessage(' 400 ', i18n)).toBe('Sticker 400 is not in this album');
    expect(notInAlbumMessage('', i18n)).toBe('Enter a sticker number');
  });
});
