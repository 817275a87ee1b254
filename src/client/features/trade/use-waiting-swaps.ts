import { useMemo, useSyncExternalStore } from 'react';
import { inPersonSwapInputSchema } from '../../../domain/trade/in-person-swap';
import { outboxSnapshot, subscribeOutbox, waitingRequestsTo } from '../offline/outbox';

export interface WaitingSwap {
  /** The outbox entry's id (its Idempotency-Key). */
  id: string;
  partnerName: string;
  give: string[];
  get: string[];
}

/**
 * The in-person swaps of a collection confirmed on this phone and still in the outbox, oldest
 * first: the history shows them at once, offline too, until the server has them.
 */
export function useWaitingSwaps(collectionId: number): WaitingSwap[] {
  // Any change to the outbox (a swap queued, sent or refused) gives a new snapshot.
  const snapshot = useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
  return useMemo(
    // Read again whenever the outbox changed (each change gives a new snapshot).
    () =>
      waitingRequestsTo(`/api/collections/${collectionId}/in-person-swaps`).flatMap((entry) => {
        const body = inPersonSwapInputSchema.safeParse(entry.body);
        if (!body.success) return [];
        const { partnerName, give, get } = body.data;
        return [{ id: entry.id, partnerName, give, get }];
      }),
    [collectionId, snapshot],
  );
}
