import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TradeListError, type TradeList } from '../../../domain/trade/trade-list';
import { errorMessage } from '../../lib/api-client';

/** Another collector's list, however it reached this phone. */
export interface IncomingList {
  list: TradeList;
  /** The short code it came from, when typed or opened as a link (recorded with the swap). */
  tradeCode?: string;
}

/**
 * Why a text or code gave no list, in the collector's words and language: the domain's and the
 * reader's own messages are their English text, looked up in the loaded catalogs (decision 038);
 * the server's answer comes translated already.
 */
export function incomingProblem(i18n: I18n, error: unknown): string {
  if (error instanceof TradeListError) return i18n._(error.message);
  return i18n._(errorMessage(error, i18n._(msg`That code couldn’t be read`)));
}
