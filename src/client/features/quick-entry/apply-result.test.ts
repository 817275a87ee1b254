import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeApplyResult } from './apply-result';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const numbers = new Map([
  [1, '1'],
  [2, 'MEX2'],
  [3, '3'],
]);

describe('describeApplyResult', () => {
  it('says how many stickers were updated', () => {
    const outcome = describeApplyResult(
      { results: { success: [1, 2, 3], errors: [] } },
      numbers,
      i18n,
    );
    expect(outcome).toEqual({
      toast: { title: 'Updated 3 stickers', variant: 'success' },
      skipped: [],
    });
  });

  it('names the skipped stickers by number with the server’s reason', () => {
    const outcome = describeApplyResult(
      {
        results: {
          success: [1],
          errors: [{ id: 2, message: '1 copy of sticker MEX2 is promised in a swap' }],
        },
      },
      numbers,
      i18n,
    );
    expect(outcome.toast).toEqual({
      title: 'Updated 1 sticker, 1 skipped',
      description: '1 copy of sticker MEX2 is promised in a swap',
      variant: 'destructive',
    });
    expect(outcome.skipped).toEqual([
      { number: 'MEX2', reason: '1 copy of sticker MEX2 is promised in a swap' },
    ]);
  });

  it('says so when nothing was updated', () => {
    const outcome = describeApplyResult(
      { results: { success: [], errors: [{ id: 3, message: 'Collection is archived' }] } },
      numbers,
      i18n,
    );
    expect(outcome.toast.title).toBe('No stickers updated');
  });
});
