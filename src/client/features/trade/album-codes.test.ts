import { describe, expect, it } from 'vitest';
import { makeSticker } from '../stickers/test-stickers';
import { albumCodesOf } from './album-codes';

describe('the album codes a trade list is written over', () => {
  it('is the whole numbered album even when stickers were deleted', () => {
    const stickers = [makeSticker(1), makeSticker(2), makeSticker(4)];
    expect(albumCodesOf(stickers, 4)).toEqual(['1', '2', '3', '4']);
  });

  it('keeps the printed codes of a codes album in album order', () => {
    const stickers = [
      makeSticker(1, { number: '00' }),
      makeSticker(2, { number: 'FWC1' }),
      makeSticker(3, { number: 'MEX1' }),
    ];
    expect(albumCodesOf(stickers, 3)).toEqual(['00', 'FWC1', 'MEX1']);
  });
});
