import type { Sticker } from '../../../domain/sticker/sticker';
import { numberedAlbumCodes } from '../../../domain/trade/trade-list';

const isPlainNumber = (code: string) => /^[1-9][0-9]*$/.test(code);

/**
 * The album's codes in album order, as far as this phone can tell offline: a numbered album is
 * `1..total` even when the collector deleted some stickers (so its list still matches other
 * collections of the album, docs/decisions/017); an album of printed codes is read from the
 * stickers themselves. Example: stickers 1, 2, 4 of a 4-sticker album → ['1', '2', '3', '4'].
 */
export function albumCodesOf(stickers: readonly Sticker[], totalStickers: number): string[] {
  const isNumbered = stickers.every(
    (sticker) => isPlainNumber(sticker.number) && Number(sticker.number) <= totalStickers,
  );
  return isNumbered ? numberedAlbumCodes(totalStickers) : stickers.map((sticker) => sticker.number);
}
