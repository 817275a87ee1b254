// Printed codes (`FWC19`, `MEX20`) shown whole in small album slots, on the dashboard and on the
// public page alike.

// Advance of each character in em, bold, on the widest fonts a phone may use (DejaVu Sans Bold
// is the widest fallback): wide capitals, other capitals, and the rest (digits are tabular).
const WIDE = /[MW]/;
const CAPITAL = /[A-Z]/;

/** How wide `code` is in em, at most, in a bold face; `FWC19` ≈ 3.9 em. */
export function codeWidthInEm(code: string): number {
  let width = 0;
  for (const char of code) width += WIDE.test(char) ? 1.02 : CAPITAL.test(char) ? 0.8 : 0.72;
  return width;
}

/** Largest and smallest type for a slot's code, in px. */
export const CODE_FONT_MAX = 16;
export const CODE_FONT_MIN = 11;

/**
 * The font size (px) that fits `code` whole in a slot `width` px wide (`FWC19` in a 63 px slot:
 * 14 px), between 11 and 16 px.
 */
export function codeFontSize(code: string, width: number): number {
  const room = Math.max(0, width - 8); // the slot's inner padding and a little air
  const fitted = Math.floor(room / codeWidthInEm(code));
  return Math.min(CODE_FONT_MAX, Math.max(CODE_FONT_MIN, fitted));
}
