import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { collectionQueryKey, collectionsQueryKey } from '../collections/api';
import { useUser } from '../session/api';
import {
  flushOutbox,
  onReplayed,
  outboxSnapshot,
  setOutboxUser,
  subscribeOutbox,
  type OutboxSnapshot,
} from './outbox';

const RETRY_EVERY_MS = 30_000;

/** The outbox's counts, for the header badge and the list of changes that could not be saved. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
}

/**
 * Keeps the outbox sending for the signed-in collector (decision 016): when the signal comes
 * back, when the page becomes visible again, now and then while changes wait; and, once waiting
 * changes were sent or refused on replay, shows the server's truth for their collections.
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

  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void flushOutbox();
    }, RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);
}
