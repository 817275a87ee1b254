import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { collectionQueryKey, collectionsQueryKey } from '../collections/public';
import { useUser } from '../session/api';
import {
  flushOutbox,
  onReplayed,
  outboxSnapshot,
  setOutboxUser,
  subscribeOutbox,
  type OutboxSnapshot,
} from './outbox';

/** The pause before the first retry; each next one is twice as long, up to the longest. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * The pause before retry number `attempt` (0 first) while changes wait: 1, 2, 4, 8, 16 s, then
 * every 30 s, each spread by up to a fifth either way so that phones back on signal together do
 * not all send at once. `random` is in Math.random's range, [0, 1).
 */
export function retryDelay(attempt: number, random: number): number {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** attempt, LONGEST_RETRY_MS);
  return Math.round(delay * (0.8 + 0.4 * random));
}

/** The outbox's counts, for the header badge and the list of changes that could not be saved. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
}

/**
 * Keeps the outbox sending for the signed-in collector (decision 016): when the signal comes
 * back, when the page becomes visible again, and while changes wait, again and again with
 * growing pauses (a signal that has just come back often drops the first request, and a server
 * that answered 503 is asked again soon); and, once waiting changes were sent or refused on
 * replay, shows the server's truth for their collections.
 */
export function useOfflineSync() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const { waiting } = useOutbox();

  useEffect(() => {
    void setOutboxUser(user?.id);
  }, [user?.id]);

  useEffect(() => {
    const flush = () => void flushOutbox();
    const onVisible = () => {
      if (document.visibilityState === 'visible') flush();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    const stopReplayed = onReplayed((collectionIds) => {
      // Everything of those collections: their stickers, and what a replayed swap added.
      for (const id of collectionIds) {
        void queryClient.invalidateQueries({ queryKey: collectionQueryKey(id) });
      }
      void queryClient.invalidateQueries({ queryKey: collectionsQueryKey, exact: true });
    });
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
      stopReplayed();
    };
  }, [queryClient]);

  const isWaiting = waiting > 0;
  useEffect(() => {
    if (!isWaiting) return;
    let attempt = 0;
    let timer: number | undefined;
    let isStopped = false;
    const schedule = () => {
      window.clearTimeout(timer);
      if (isStopped) return;
      timer = window.setTimeout(
        () => {
          attempt += 1;
          if (navigator.onLine) void flushOutbox().finally(schedule);
          else schedule();
        },
        retryDelay(attempt, Math.random()),
      );
    };
    // The signal is back: sent at once (above), then retried from the shortest pause.
    const onOnline = () => {
      attempt = 0;
      schedule();
    };
    window.addEventListener('online', onOnline);
    schedule();
    return () => {
      isStopped = true;
      window.removeEventListener('online', onOnline);
      window.clearTimeout(timer);
    };
  }, [isWaiting]);
}
