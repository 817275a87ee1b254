import { TradeListError, type TradeList } from '../../../domain/trade/trade-list';
import { errorMessage } from '../../lib/api-client';

/** Another collector's list, however it reached this phone. */
export interface IncomingList {
  list: TradeList;
  /** The short code it came from, when typed or opened as a link (recorded with the swap). */
  tradeCode?: string;
}

/** Why a text or code gave no list, in the collector's words. */
export function incomingProblem(error: unknown): string {
  if (error instanceof TradeListError) return error.message;
  return errorMessage(error, 'That code couldn’t be read');
}
