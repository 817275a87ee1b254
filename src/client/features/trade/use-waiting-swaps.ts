import { useSyncExternalStore } from 'react';
import { inPersonSwapInputSchema } from '../../../domain/trade/in-person-swap';
import { outboxSnapshot, subscribeOutbox, waitingRequestsTo } from '../offline/public';

export interface WaitingSwap {
  /** The outbox entry's id (its Idempotency-Key). */
  id: string;
  partnerName: string;
  give: string[];
  get: string[];
  /** For a mirror: the receipt id of the partner's swap it mirrors. */
  mirrorOf?: string;
}

/**
 * The in-person swaps of a collection confirmed on this phone and still in the outbox, oldest
 * first: the history shows them at once, offline too, until the server has them.
 */
export function useWaitingSwaps(collectionId: number): WaitingSwap[] {
  // Re-renders whenever the outbox changes (a swap queued, sent or refused); the list is short.
  useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
  return waitingRequestsTo(`/api/collections/${collectionId}/in-person-swaps`).flatMap((entry) => {
    const body = inPersonSwapInputSchema.safeParse(entry.body);
    if (!body.success) return [];
    const { partnerName, give, get, mirrorOf } = body.data;
    return [{ id: entry.id, partnerName, give, get, ...(mirrorOf ? { mirrorOf } : {}) }];
  });
}
