import { describe, expect, it } from 'vitest';
import { describeTrust } from './trust-words';

describe('describeTrust', () => {
  it.each([
    [0, 0, 'No swaps done yet'],
    [1, 0, '1 swap done · no problems reported'],
    [3, 1, '3 swaps done · 1 problem reported'],
    [12, 2, '12 swaps done · 2 problems reported'],
    // Cannot happen through the app (a problem is about a done swap), but reads sensibly.
    [0, 1, 'No swaps done · 1 problem reported'],
  ])('%i done, %i problems → %s', (swapsDone, swapProblems, words) => {
    expect(describeTrust({ swapsDone, swapProblems })).toBe(words);
  });
});
