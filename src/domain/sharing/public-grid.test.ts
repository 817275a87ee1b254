import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGridCells } from './public-grid';

describe('buildGridCells', () => {
  it('fills 80 cells: the numbers in album order, then empty cells', () => {
    const cells = buildGridCells(['MEX2', 'MEX10', 'ARG1']);
    expect(cells).toHaveLength(80);
    expect(cells.slice(0, 4)).toEqual(['MEX2', 'MEX10', 'ARG1', null]);
    expect(cells.slice(3).every((cell) => cell === null)).toBe(true);
  });

  it('completes the last row of 8 past 80 numbers', () => {
    const numbers = Array.from({ length: 81 }, (_, index) => String(index + 1));
    const cells = buildGridCells(numbers);
    expect(cells).toHaveLength(88);
    expect(cells.filter((cell) => cell === null)).toHaveLength(7);
  });

  it('always holds every number once, in order, in whole rows of at least the minimum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^\d{1,3}$/), { maxLength: 200 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 12 }),
        (numbers, minCells, columns) => {
          const cells = buildGridCells(numbers, minCells, columns);
          expect(cells.length % columns).toBe(0);
          expect(cells.length).toBeGreaterThanOrEqual(Math.max(minCells, numbers.length));
          expect(cells.length - Math.max(minCells, numbers.length)).toBeLessThan(columns);
          expect(cells.slice(0, numbers.length)).toEqual(numbers);
          expect(cells.slice(numbers.length).every((cell) => cell === null)).toBe(true);
        },
      ),
    );
  });
});
