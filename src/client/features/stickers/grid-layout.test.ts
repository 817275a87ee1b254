import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFontSize as numberFontSize } from '../../lib/code-fit';
import { SLOT_GAP, gridColumns, slotWidth } from './grid-layout';

describe('gridColumns', () => {
  it('fits 5 or 6 columns on a 375 px phone (page padding taken off)', () => {
    expect(gridColumns(343)).toBe(6);
    expect(gridColumns(311)).toBe(5);
  });

  it('fits more columns on a laptop', () => {
    expect(gridColumns(1100)).toBeGreaterThan(12);
  });

  it('never makes a slot narrower than 40 px on any screen at least 250 px wide', () => {
    fc.assert(
      fc.property(fc.integer({ min: 250, max: 4000 }), (width) => {
        const columns = gridColumns(width);
        const slot = (width - (columns - 1) * SLOT_GAP) / columns;
        expect(slot).toBeGreaterThanOrEqual(40);
      }),
    );
  });
});

describe('numberFontSize', () => {
  it('keeps short numbers at full size', () => {
    expect(numberFontSize('7', 52)).toBe(16);
    expect(numberFontSize('123', 52)).toBe(16);
  });

  it('fits every printed code of up to six characters whole in a 375 px phone’s slot', () => {
    const codes = ['FWC1', 'FWC15', 'FWC19', 'MEX20', 'WAL99', 'SWE100', 'ENG100', '10000'];
    const longest = Math.max(...codes.map((code) => code.length));
    const columns = gridColumns(343, longest);
    const width = slotWidth(343, columns);
    for (const code of codes) {
      const size = numberFontSize(code, width);
      expect(size).toBeGreaterThanOrEqual(11);
      // the widest glyphs (1.02 em for M/W, 0.8 em for other capitals) still fit the slot
      const widest = [...code].reduce(
        (sum, char) => sum + (/[MW]/.test(char) ? 1.02 : /[A-Z]/.test(char) ? 0.8 : 0.72),
        0,
      );
      expect(widest * size).toBeLessThanOrEqual(width - 8);
    }
  });

  it('gives an album of five- and six-character codes 5 columns at 375 px', () => {
    expect(gridColumns(343, 5)).toBe(5);
    expect(gridColumns(343, 4)).toBe(6);
  });
});
