import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BulkResult } from '../../../domain/collection/collection';
import { errorMessage, errorStatus } from '../../lib/api-client';

/** The bulk actions of the actions menu. */
export type BulkAction = 'owned' | 'forTrade' | 'pending' | 'complete' | 'undo' | 'delete';

export interface ToastText {
  title: string;
  description?: string;
  variant: 'default' | 'destructive' | 'success';
}

// Each count is one whole sentence in the catalog, so a translator words it as their language
// counts (decision 038).
const successTitles: Record<BulkAction, (i18n: I18n, count: number) => string> = {
  owned: (i18n, count) =>
    i18n._(
      msg({
        message: plural(count, {
          one: '# sticker marked as owned',
          other: '# stickers marked as owned',
        }),
      }),
    ),
  forTrade: (i18n, count) =>
    i18n._(
      msg({
        message: plural(count, {
          one: '# sticker marked for trade',
          other: '# stickers marked for trade',
        }),
      }),
    ),
  pending: (i18n, count) =>
    i18n._(
      msg({
        message: plural(count, {
          one: '# sticker marked as pending',
          other: '# stickers marked as pending',
        }),
      }),
    ),
  complete: (i18n, count) =>
    i18n._(
      msg({ message: plural(count, { one: '# trade completed', other: '# trades completed' }) }),
    ),
  undo: (i18n, count) =>
    i18n._(msg({ message: plural(count, { one: '# trade undone', other: '# trades undone' }) })),
  delete: (i18n, count) =>
    i18n._(
      msg({ message: plural(count, { one: '# sticker deleted', other: '# stickers deleted' }) }),
    ),
};

// The pending wording sets the pattern the other actions follow.
const partialTitles: Record<BulkAction, (i18n: I18n, done: number, failed: number) => string> = {
  owned: (i18n, done, failed) => i18n._(msg`${done} stickers updated, ${failed} failed`),
  forTrade: (i18n, done, failed) =>
    i18n._(msg`${done} stickers marked for trade, ${failed} failed`),
  pending: (i18n, done, failed) => i18n._(msg`${done} stickers marked pending, ${failed} failed`),
  complete: (i18n, done, failed) => i18n._(msg`${done} trades completed, ${failed} failed`),
  undo: (i18n, done, failed) => i18n._(msg`${done} trades undone, ${failed} failed`),
  delete: (i18n, done, failed) => i18n._(msg`${done} stickers deleted, ${failed} failed`),
};

/**
 * The toast after a bulk call answered: success, partial failure
 * ('{n} stickers marked pending, {m} failed') or 'All updates failed'.
 */
export function bulkResultToast(
  i18n: I18n,
  action: BulkAction,
  { results }: BulkResult,
): ToastText {
  const done = results.success.length;
  const failed = results.errors.length;
  if (failed === 0) return { title: successTitles[action](i18n, done), variant: 'success' };
  const firstReason = results.errors[0]?.message;
  if (done === 0) {
    return {
      title: i18n._(msg`All updates failed`),
      description: firstReason,
      variant: 'destructive',
    };
  }
  return {
    title: partialTitles[action](i18n, done, failed),
    description: firstReason,
    variant: 'destructive',
  };
}

// The title when marking pending failed, by status.
function pendingFailureTitle(status: number | undefined): MessageDescriptor {
  if (status === 400) return msg`Invalid sticker selection`;
  if (status === 500) return msg`Server error occurred`;
  return msg`Failed to mark stickers as pending`;
}

const failureTitles: Record<Exclude<BulkAction, 'pending' | 'delete'>, MessageDescriptor> = {
  owned: msg`Failed to update stickers`,
  forTrade: msg`Failed to mark stickers for trade`,
  complete: msg`Failed to update stickers`,
  undo: msg`Failed to update stickers`,
};

/**
 * The toast when a bulk call failed outright: the action that failed and the server's reason
 * (a delete asks to try again). The selection stays, so the collector can try again at once.
 */
export function bulkFailureToast(i18n: I18n, action: BulkAction, error: unknown): ToastText {
  const status = errorStatus(error);
  const message = errorMessage(error);
  if (action === 'delete') {
    return {
      title: i18n._(msg`Failed to delete stickers`),
      description: i18n._(msg`Please try again`),
      variant: 'destructive',
    };
  }
  const title = i18n._(action === 'pending' ? pendingFailureTitle(status) : failureTitles[action]);
  return { title, description: message, variant: 'destructive' };
}
