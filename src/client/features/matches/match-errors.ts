import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, errorMessage, errorStatus } from '../../lib/api-client';

/**
 * Whether the server refused because the stickers moved on since the matches were fetched (its
 * code MATCH_CHANGED, or PROMISED_COPIES for a copy promised meanwhile): the list must be fetched
 * again. Any other conflict (a swap answered already) keeps its own message and title.
 */
export function isMatchChanged(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'MATCH_CHANGED' || code === 'PROMISED_COPIES';
}

/**
 * What to tell a collector about a failed match or swap request: the server's own message (in
 * the account's language, decision 038), or, when no answer came back at all (a bad signal), to
 * check the connection and try again.
 */
export function describeMatchError(i18n: I18n, error: unknown): string {
  if (error instanceof Error && errorStatus(error) === undefined && error.name === 'TypeError') {
    return i18n._(msg`No answer from Swapsies: check your signal and try again.`);
  }
  return errorMessage(error);
}
