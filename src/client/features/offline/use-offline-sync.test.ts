import { describe, expect, it } from 'vitest';
import { retryDelay } from './use-offline-sync';

describe('retryDelay', () => {
  it('doubles from a second up to thirty seconds', () => {
    const middle = [0, 1, 2, 3, 4, 5, 6, 12].map((attempt) => retryDelay(attempt, 0.5));
    expect(middle).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('spreads each pause by up to a fifth either way', () => {
    expect(retryDelay(0, 0)).toBe(800);
    expect(retryDelay(0, 0.999_999)).toBe(1_200);
    expect(retryDelay(5, 0)).toBe(24_000);
    expect(retryDelay(5, 0.999_999)).toBe(36_000);
  });
});
