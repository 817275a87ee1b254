import { describe, expect, it } from 'vitest';
import {
  fitsInQrCode,
  MAX_QR_ALPHANUMERIC,
  qrAlphanumericCapacity,
  qrVersionFor,
} from './qr-capacity';

describe('QR alphanumeric capacity', () => {
  it('matches the published capacities', () => {
    expect(qrAlphanumericCapacity(1, 'L')).toBe(25);
    expect(qrAlphanumericCapacity(1, 'M')).toBe(20);
    expect(qrAlphanumericCapacity(5, 'L')).toBe(154);
    expect(qrAlphanumericCapacity(5, 'M')).toBe(122);
    expect(qrAlphanumericCapacity(10, 'L')).toBe(395);
    expect(qrAlphanumericCapacity(40, 'M')).toBe(3391);
    expect(qrAlphanumericCapacity(40, 'L')).toBe(MAX_QR_ALPHANUMERIC);
    expect(MAX_QR_ALPHANUMERIC).toBe(4296);
  });

  it('grows with every version', () => {
    for (let version = 2; version <= 40; version++) {
      expect(qrAlphanumericCapacity(version, 'L')).toBeGreaterThan(
        qrAlphanumericCapacity(version - 1, 'L'),
      );
    }
    expect(() => qrAlphanumericCapacity(41, 'L')).toThrow('QR version 41 does not exist');
  });

  it('picks the smallest version that holds a text, or none', () => {
    expect(qrVersionFor('A'.repeat(25))).toBe(1);
    expect(qrVersionFor('A'.repeat(26))).toBe(2);
    expect(qrVersionFor('A'.repeat(395), 'L')).toBe(10);
    expect(qrVersionFor('A'.repeat(4296))).toBe(40);
    expect(qrVersionFor('A'.repeat(4297))).toBeNull();
    expect(fitsInQrCode('A'.repeat(4296))).toBe(true);
    expect(fitsInQrCode('A'.repeat(4297))).toBe(false);
  });
});
