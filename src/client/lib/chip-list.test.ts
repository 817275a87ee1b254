import { describe, expect, it } from 'vitest';
import { collapseChips } from './chip-list';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

describe('collapseChips', () => {
  it('shows a short list whole', () => {
    expect(collapseChips(numbers(5))).toEqual({ visible: numbers(5), hiddenCount: 0 });
  });

  it('folds a long list after the limit and counts the rest', () => {
    const { visible, hiddenCount } = collapseChips(numbers(24), { limit: 12 });
    expect(visible).toEqual(numbers(12));
    expect(hiddenCount).toBe(12);
  });

  it('never hides only one or two numbers behind a button', () => {
    expect(collapseChips(numbers(14), { limit: 12 }).hiddenCount).toBe(0);
    expect(collapseChips(numbers(15), { limit: 12 }).hiddenCount).toBe(3);
  });

  it('shows everything once expanded', () => {
    expect(collapseChips(numbers(40), { limit: 12, isExpanded: true })).toEqual({
      visible: numbers(40),
      hiddenCount: 0,
    });
  });
});
