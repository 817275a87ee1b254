import { describe, expect, it } from 'vitest';
import { makeSticker } from '../stickers/test-stickers';
import { applyUpdates } from '../stickers/public';
import { inPersonSwapUpdates } from './swap-effect';

const album = [
  makeSticker(1),
  makeSticker(2, { owned: true, isCompleted: true, pendingWith: 'Sam' }),
  makeSticker(3, { owned: true, forTrade: true, quantity: 3 }),
  makeSticker(4, { owned: true, forTrade: true, quantity: 2 }),
  makeSticker(5, { owned: true, forTrade: true, quantity: 1 }),
];
const swap = { partnerName: 'Priya', get: ['1', '2'], give: ['3', '4', '5'] };

const after = (stickers = album) =>
  applyUpdates(stickers, inPersonSwapUpdates(stickers, swap)).next;
const byNumber = (stickers: ReturnType<typeof after>, number: string) =>
  stickers.find((sticker) => sticker.number === number)!;

describe('an in-person swap laid on my stickers', () => {
  it('makes a sticker I get owned, completed with the partner', () => {
    const got = byNumber(after(), '1');
    expect(got).toMatchObject({
      owned: true,
      quantity: 1,
      isCompleted: true,
      pendingWith: 'Priya',
    });
    expect(got.isNeeded).toBe(false);
  });

  it('only adds a copy to a sticker I get that I already had, keeping its partner', () => {
    expect(byNumber(after(), '2')).toMatchObject({ owned: true, quantity: 2, pendingWith: 'Sam' });
  });

  it('takes a copy from a sticker I give, so the last spare stops being for trade', () => {
    expect(byNumber(after(), '3')).toMatchObject({
      quantity: 2,
      forTrade: true,
      isCompleted: false,
    });
    expect(byNumber(after(), '4')).toMatchObject({ quantity: 1, forTrade: false, owned: true });
  });

  it('leaves a sticker needed when its single for-trade copy is given', () => {
    expect(byNumber(after(), '5')).toMatchObject({ owned: false, forTrade: false, isNeeded: true });
  });

  it('changes nothing more when laid a second time (a restore after the cache was saved)', () => {
    const once = after();
    expect(applyUpdates(once, inPersonSwapUpdates(album, swap)).next).toEqual(once);
  });

  it('leaves out codes the collection has no sticker for', () => {
    expect(inPersonSwapUpdates(album, { partnerName: 'Priya', get: ['99'], give: [] })).toEqual([]);
  });
});
