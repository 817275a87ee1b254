import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { fitsInQrCode, qrAlphanumericCapacity, qrVersionFor, type QrLevel } from './qr-capacity';

// What the trade screen draws with (src/client/features/trade/qr-canvas.ts): the capacities here
// must say what a real encoder does, or a list said to fit would not draw.
const drawnVersion = (text: string, ecc: QrLevel) => encode(text, { ecc, boostEcc: false }).version;
const alphanumeric = (length: number) => 'SWAP-1:'.repeat(length).slice(0, length);

describe('QR alphanumeric capacity', () => {
  it.each<QrLevel>(['L', 'M'])(
    'holds as much as the encoder puts in each version at level %s, and not one more',
    (level) => {
      // The first and last versions, and each side of where the count grows (9 → 10, 26 → 27).
      for (const version of [1, 2, 9, 10, 26, 27, 39, 40]) {
        const capacity = qrAlphanumericCapacity(version, level);
        expect(drawnVersion(alphanumeric(capacity), level)).toBe(version);
        if (version < 40) expect(drawnVersion(alphanumeric(capacity + 1), level)).toBe(version + 1);
      }
    },
  );

  it('has no version beyond 40', () => {
    expect(() => qrAlphanumericCapacity(41, 'L')).toThrow('QR version 41 does not exist');
  });

  it('picks the smallest version that holds a text, as the encoder does', () => {
    for (const length of [1, 25, 26, 300, 395, 1000, 3000]) {
      const text = alphanumeric(length);
      expect(qrVersionFor(text, 'L')).toBe(drawnVersion(text, 'L'));
      expect(qrVersionFor(text, 'M')).toBe(drawnVersion(text, 'M'));
    }
  });

  it('says a trade list fits one code exactly when the screen can draw it', () => {
    const largest = qrAlphanumericCapacity(40, 'L');
    expect(fitsInQrCode(alphanumeric(largest))).toBe(true);
    expect(() => encode(alphanumeric(largest), { ecc: 'L' })).not.toThrow();
    expect(fitsInQrCode(alphanumeric(largest + 1))).toBe(false);
    expect(qrVersionFor(alphanumeric(largest + 1))).toBeNull();
    expect(() => encode(alphanumeric(largest + 1), { ecc: 'L' })).toThrow();
  });
});
