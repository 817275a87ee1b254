import { describe, expect, it } from 'vitest';
import { describeSticker, displayStateOf, quantityLabel } from './sticker-display';
import { makeSticker } from './test-stickers';

describe('displayStateOf', () => {
  it.each([
    [makeSticker(1), 'needed'],
    [makeSticker(1, { owned: true }), 'owned'],
    [makeSticker(1, { owned: true, forTrade: true }), 'forTrade'],
    [makeSticker(1, { owned: true, forTrade: true, isPending: true }), 'pending'],
    [makeSticker(1, { owned: true, isCompleted: true }), 'completed'],
  ] as const)('shows the most specific state', (sticker, state) => {
    expect(displayStateOf(sticker)).toBe(state);
  });
});

describe('quantityLabel', () => {
  it('shows a count only above one copy of an owned sticker', () => {
    expect(quantityLabel({ owned: true, quantity: 2 })).toBe('x2');
    expect(quantityLabel({ owned: true, quantity: 1 })).toBeNull();
    expect(quantityLabel({ owned: false, quantity: 3 })).toBeNull();
  });
});

describe('describeSticker', () => {
  it('says the number, the state word, the copies and the partner', () => {
    expect(describeSticker(makeSticker(7, { owned: true, forTrade: true, quantity: 3 }))).toBe(
      'Sticker 7, for trade, x3',
    );
    expect(
      describeSticker(makeSticker(12, { owned: true, isPending: true, pendingWith: 'Sam' })),
    ).toBe('Sticker 12, pending with Sam');
  });
});
