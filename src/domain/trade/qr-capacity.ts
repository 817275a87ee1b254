// How much alphanumeric text each QR code version holds (ISO/IEC 18004 data capacities), so the
// app can tell before drawing whether a trade list fits one code and how dense it will be —
// docs/decisions/017.

/** Error-correction levels we may draw with: L (7 % recovery, most room) or M (15 %). */
export type QrLevel = 'L' | 'M';

// Data codewords (8 bits each) of versions 1–40.
const DATA_CODEWORDS: Record<QrLevel, readonly number[]> = {
  L: [
    19, 34, 55, 80, 108, 136, 156, 194, 232, 274, 324, 370, 428, 461, 523, 589, 647, 721, 795, 861,
    932, 1006, 1094, 1174, 1276, 1370, 1468, 1531, 1631, 1735, 1843, 1955, 2071, 2191, 2306, 2434,
    2566, 2702, 2812, 2956,
  ],
  M: [
    16, 28, 44, 64, 86, 108, 124, 154, 182, 216, 254, 290, 334, 365, 415, 453, 507, 563, 627, 669,
    714, 782, 860, 914, 1000, 1062, 1128, 1193, 1267, 1373, 1455, 1541, 1631, 1725, 1812, 1914,
    1992, 2102, 2216, 2334,
  ],
};

/**
 * The most alphanumeric characters one QR code of `version` (1–40) holds at `level`: a 4-bit
 * mode, a 9/11/13-bit count, then 11 bits per two characters and 6 for an odd last one.
 * Example: version 40 at L → 4,296; version 1 at L → 25.
 */
export function qrAlphanumericCapacity(version: number, level: QrLevel): number {
  const codewords = DATA_CODEWORDS[level][version - 1];
  if (codewords === undefined) throw new RangeError(`QR version ${version} does not exist`);
  const countBits = version <= 9 ? 9 : version <= 26 ? 11 : 13;
  const bits = codewords * 8 - 4 - countBits;
  return Math.floor(bits / 11) * 2 + (bits % 11 >= 6 ? 1 : 0);
}

/** The largest text one QR code holds: version 40 at level L, 4,296 alphanumeric characters. */
export const MAX_QR_ALPHANUMERIC = 4296;

/**
 * The smallest QR version (1–40) that holds `text` in alphanumeric mode at `level`, or null when
 * none does. Example: 300 characters at L → version 9.
 */
export function qrVersionFor(text: string, level: QrLevel = 'L'): number | null {
  for (let version = 1; version <= 40; version++) {
    if (text.length <= qrAlphanumericCapacity(version, level)) return version;
  }
  return null;
}

/**
 * Whether an encoded trade list fits one QR code (version 40 at L at most). When it does not, the
 * screen says so and offers the short code instead (docs/decisions/017).
 */
export function fitsInQrCode(text: string): boolean {
  return text.length <= MAX_QR_ALPHANUMERIC;
}
