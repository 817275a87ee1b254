import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOT_GAP, gridColumns } from './grid-layout';

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
