import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  chosenCodes,
  describeSelection,
  selectionFromPlan,
  toggleInSelection,
} from './swap-selection';

// English, the messages' own text (decision 038).
const en = setupI18n({ locale: 'en', messages: { en: {} } });

const plan = { canGive: [0, 3, 5], canGet: [1, 2], give: [0, 3], get: [1, 2] };

describe('choosing what to swap', () => {
  it('starts from the plan’s one-for-one set', () => {
    const selection = selectionFromPlan(plan);
    expect([...selection.give]).toEqual([0, 3]);
    expect([...selection.get]).toEqual([1, 2]);
    expect(describeSelection(en, selection)).toBe('2 for 2, one for one');
  });

  it('puts a sticker in with a tap and takes it out with another', () => {
    const added = toggleInSelection(selectionFromPlan(plan), 'give', 5);
    expect([...added.give].sort()).toEqual([0, 3, 5]);
    expect(describeSelection(en, added)).toBe('You give 3, you get 2');
    const removed = toggleInSelection(added, 'give', 5);
    expect([...removed.give].sort()).toEqual([0, 3]);
  });

  it('says a gift and an empty choice plainly', () => {
    expect(describeSelection(en, { give: new Set([1]), get: new Set() })).toBe(
      'You give 1 sticker, get none',
    );
    expect(describeSelection(en, { give: new Set(), get: new Set([1, 2]) })).toBe(
      'You get 2 stickers, give none',
    );
    expect(describeSelection(en, { give: new Set(), get: new Set() })).toBe(
      'Tap stickers to choose what to swap',
    );
  });

  it('names the chosen stickers by their printed codes, in album order', () => {
    expect(chosenCodes(new Set([5, 0, 3]), ['00', 'FWC1', 'FWC2', 'MEX1', 'MEX2', 'MEX3'])).toEqual(
      ['00', 'MEX1', 'MEX3'],
    );
  });
});
