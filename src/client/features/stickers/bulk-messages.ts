import type { BulkResult } from '../../../domain/collection/collection';
import { errorMessage, errorStatus } from '../../lib/api-client';

/** The bulk actions of the actions menu. */
export type BulkAction = 'owned' | 'forTrade' | 'pending' | 'complete' | 'undo' | 'delete';

export interface ToastText {
  title: string;
  description?: string;
  variant: 'default' | 'destructive' | 'success';
}

function stickers(count: number): string {
  return count === 1 ? '1 sticker' : `${count} stickers`;
}

function trades(count: number): string {
  return count === 1 ? '1 trade' : `${count} trades`;
}

const successTitles: Record<BulkAction, (count: number) => string> = {
  owned: (count) => `${stickers(count)} marked as owned`,
  forTrade: (count) => `${stickers(count)} marked for trade`,
  pending: (count) => `${stickers(count)} marked as pending`,
  complete: (count) => `${trades(count)} completed`,
  undo: (count) => `${trades(count)} undone`,
  delete: (count) => `${stickers(count)} deleted`,
};

// The pending wording sets the pattern the other actions follow.
const partialTitles: Record<BulkAction, (done: number, failed: number) => string> = {
  owned: (done, failed) => `${done} stickers updated, ${failed} failed`,
  forTrade: (done, failed) => `${done} stickers marked for trade, ${failed} failed`,
  pending: (done, failed) => `${done} stickers marked pending, ${failed} failed`,
  complete: (done, failed) => `${done} trades completed, ${failed} failed`,
  undo: (done, failed) => `${done} trades undone, ${failed} failed`,
  delete: (done, failed) => `${done} stickers deleted, ${failed} failed`,
};

/**
 * The toast after a bulk call answered: success, partial failure
 * ('{n} stickers marked pending, {m} failed') or 'All updates failed'.
 */
export function bulkResultToast(action: BulkAction, { results }: BulkResult): ToastText {
  const done = results.success.length;
  const failed = results.errors.length;
  if (failed === 0) return { title: successTitles[action](done), variant: 'success' };
  const firstReason = results.errors[0]?.message;
  if (done === 0) {
    return { title: 'All updates failed', description: firstReason, variant: 'destructive' };
  }
  return {
    title: partialTitles[action](done, failed),
    description: firstReason,
    variant: 'destructive',
  };
}

const INVALID_STICKER_ID = 'Invalid sticker ID';

// The title when marking pending failed, by status.
function pendingFailureTitle(status: number | undefined): string {
  if (status === 400) return 'Invalid sticker selection';
  if (status === 500) return 'Server error occurred';
  return 'Failed to mark stickers as pending';
}

const failureTitles: Record<Exclude<BulkAction, 'pending' | 'delete'>, string> = {
  owned: 'Failed to update stickers',
  forTrade: 'Failed to mark stickers for trade',
  complete: 'Failed to update stickers',
  undo: 'Failed to update stickers',
};

/**
 * The toast when a bulk call failed outright, and whether the selection is cleared:
 * a 400 about an invalid sticker id asks the collector to reselect.
 */
export function bulkFailureToast(
  action: BulkAction,
  error: unknown,
): ToastText & { clearSelection: boolean } {
  const status = errorStatus(error);
  const message = errorMessage(error);
  if (status === 400 && message.includes(INVALID_STICKER_ID)) {
    return {
      title: 'Selection cleared',
      description: 'Some stickers were invalid, please reselect and try again.',
      variant: 'destructive',
      clearSelection: true,
    };
  }
  if (action === 'delete') {
    return {
      title: 'Failed to delete stickers',
      description: 'Please try again',
      variant: 'destructive',
      clearSelection: false,
    };
  }
  const title = action === 'pending' ? pendingFailureTitle(status) : failureTitles[action];
  return { title, description: message, variant: 'destructive', clearSelection: false };
}
