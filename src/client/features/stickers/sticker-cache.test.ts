import { describe, expect, it } from 'vitest';
import {
  applyUpdates,
  removeStickers,
  replaceSticker,
  restoreStickers,
  shownUpdates,
} from './sticker-cache';
import { makeSticker } from './test-stickers';

const stickers = [makeSticker(1), makeSticker(2), makeSticker(10)];

describe('applyUpdates', () => {
  it('applies the shared transition rules to the updated stickers only', () => {
    const { next, previous } = applyUpdates(stickers, [{ id: 2, data: { forTrade: true } }]);
    expect(next[1]).toMatchObject({ id: 2, owned: true, forTrade: true, isNeeded: false });
    expect(next[0]).toBe(stickers[0]);
    expect(next[2]).toBe(stickers[2]);
    expect([...previous.values()]).toEqual([stickers[1]]);
  });
});

describe('applyUpdates with copies added', () => {
  it('applies every change to a sticker listed twice, in order', () => {
    const owned = [makeSticker(1, { owned: true, quantity: 2 })];
    const { next } = applyUpdates(owned, [
      { id: 1, data: { quantityDelta: 1 } },
      { id: 1, data: { forTrade: true } },
      { id: 1, data: { quantityDelta: 1 } },
    ]);
    expect(next[0]).toMatchObject({ quantity: 4, forTrade: true });
  });
});

describe('shownUpdates', () => {
  const list = [makeSticker(1, { owned: true, quantity: 2 }), makeSticker(2), makeSticker(3)];

  it('shows copies added as the count seen after the change, the rest as sent', () => {
    expect(
      shownUpdates(list, [
        { id: 1, data: { quantityDelta: 1, forTrade: true } },
        { id: 3, data: { owned: true } },
        { id: 1, data: { quantityDelta: -2 } },
      ]),
    ).toEqual([
      { id: 1, data: { forTrade: true, quantity: 3 } },
      { id: 3, data: { owned: true } },
      { id: 1, data: { quantity: 1 } },
    ]);
  });

  it('shows nothing for copies counted on a sticker not owned or not in the list', () => {
    expect(
      shownUpdates(list, [
        { id: 2, data: { quantityDelta: 1 } },
        { id: 99, data: { quantityDelta: 1, owned: true } },
      ]),
    ).toEqual([
      { id: 2, data: {} },
      { id: 99, data: { owned: true } },
    ]);
  });

  it('gives the same list laid once or twice', () => {
    const shown = shownUpdates(list, [{ id: 1, data: { quantityDelta: 1 } }]);
    const once = applyUpdates(list, shown).next;
    expect(applyUpdates(once, shown).next).toEqual(once);
    expect(once[0]!.quantity).toBe(3);
  });
});

describe('restoreStickers', () => {
  it('puts changed stickers back as they were', () => {
    const { next, previous } = applyUpdates(stickers, [{ id: 1, data: { owned: true } }]);
    expect(restoreStickers(next, previous)).toEqual(stickers);
  });

  it('puts deleted stickers back in album order', () => {
    const { next, previous } = removeStickers(stickers, [2]);
    expect(next.map((sticker) => sticker.id)).toEqual([1, 10]);
    expect(restoreStickers(next, previous).map((sticker) => sticker.number)).toEqual([
      '1',
      '2',
      '10',
    ]);
  });
});

describe('replaceSticker', () => {
  it('swaps in the server’s copy of one sticker', () => {
    const fromServer = makeSticker(10, { owned: true, quantity: 3 });
    expect(replaceSticker(stickers, fromServer)[2]).toBe(fromServer);
  });
});
