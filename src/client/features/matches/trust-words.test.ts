import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeTrust } from './trust-words';

// English, the messages' own text (decision 038).
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('describeTrust', () => {
  it.each([
    [0, 0, 'No swaps done yet'],
    [1, 0, 'Swapped with 1 collector · no problems reported'],
    [3, 1, 'Swapped with 3 collectors · 1 reported a problem'],
    [12, 2, 'Swapped with 12 collectors · 2 reported problems'],
    // Cannot happen through the app (a problem is about a done swap), but reads sensibly.
    [0, 1, 'No swaps done · 1 reported a problem'],
  ])('%i done, %i problems → %s', (swapsDone, swapProblems, words) => {
    expect(describeTrust(en, { swapsDone, swapProblems })).toBe(words);
  });
});
