import { normaliseTradeCode, TRADE_CODE_LENGTH } from '../../../domain/trade/in-person-swap';
import { decodeTradeList, TradeListError, type TradeList } from '../../../domain/trade/trade-list';
import { errorMessage } from '../../lib/api-client';
import { resolveTradeCode } from './api';

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

/** The list behind a short code (online): asks the server, then reads the list it keeps. */
export async function listFromShortCode(typed: string): Promise<IncomingList> {
  const code = normaliseTradeCode(typed);
  if (code === null) {
    throw new TradeListError(`A short code is ${TRADE_CODE_LENGTH} letters and digits`);
  }
  const { tradeList } = await resolveTradeCode(code);
  return { list: await decodeTradeList(tradeList), tradeCode: code };
}
