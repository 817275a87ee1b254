import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { completePendingTargets, undoTargets } from './bulk-targets';
import { makeSticker } from './test-stickers';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const needed = makeSticker(1);
const withSam = makeSticker(2, { owned: true, isPending: true, pendingWith: 'Sam' });
const withAlex = makeSticker(3, { owned: true, isPending: true, pendingWith: 'Alex' });
const doneWithSam = makeSticker(4, { owned: true, isCompleted: true, pendingWith: 'Sam' });
const stickers = [needed, withSam, withAlex, doneWithSam];

describe('completePendingTargets', () => {
  it('takes every pending sticker given (the ones shown)', () => {
    expect(completePendingTargets(stickers, i18n)).toEqual({ ok: true, ids: [2, 3] });
  });

  it('takes only one partner’s pending stickers, naming the partner in any case', () => {
    expect(completePendingTargets(stickers, i18n, 'sam')).toEqual({ ok: true, ids: [2] });
  });

  it('says there is nothing to complete when nothing shown is pending', () => {
    expect(completePendingTargets([needed, doneWithSam], i18n)).toEqual({
      ok: false,
      notice: { title: 'No pending trades found to complete' },
    });
  });

  it('names the partner when they have no pending trade', () => {
    expect(completePendingTargets(stickers, i18n, 'Jo')).toEqual({
      ok: false,
      notice: { title: 'No pending trades found with Jo' },
    });
  });
});

describe('undoTargets', () => {
  const byId = new Map(stickers.map((sticker) => [sticker.id, sticker]));

  it('takes the chosen stickers that are pending or completed', () => {
    expect(undoTargets([1, 2, 4], byId, i18n)).toEqual({ ok: true, ids: [2, 4] });
  });

  it('says there is nothing to undo when no chosen sticker is in a trade', () => {
    expect(undoTargets([1, 99], byId, i18n)).toEqual({
      ok: false,
      notice: { title: 'No trades found to undo' },
    });
  });
});
