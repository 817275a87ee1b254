import { describe, expect, it } from 'vitest';
import { applyUpdates, removeStickers, replaceSticker, restoreStickers } from './sticker-cache';
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
