import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Numbered = { number: string };

function normalise(number: string): string {
  // leading zeros do not change a number: "007" finds sticker 7
  return number
    .trim()
    .toLowerCase()
    .replace(/(^|\D)0+(?=\d)/g, '$1');
}

/**
 * The sticker a jump-to-number box means: the exact number, else the same number ignoring case
 * and leading zeros ("mex02" finds "MEX2"). Undefined when the album has no such sticker.
 */
export function findStickerByNumber<T extends Numbered>(
  stickers: readonly T[],
  input: string,
): T | undefined {
  const wanted = input.trim();
  if (wanted === '') return undefined;
  const exact = stickers.find((sticker) => sticker.number === wanted);
  if (exact) return exact;
  const loose = normalise(wanted);
  return stickers.find((sticker) => normalise(sticker.number) === loose);
}

/** The message under the jump box when the number is not in the album. */
export function notInAlbumMessage(input: string, i18n: I18n): string {
  const number = input.trim();
  return number === ''
    ? i18n._(msg`Enter a sticker number`)
    : i18n._(msg`Sticker ${number} is not in this album`);
}
