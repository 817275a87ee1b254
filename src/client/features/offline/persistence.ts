import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { loadOutbox } from './outbox';
import { withPendingChanges } from './pending';

/**
 * The collector's lists as last seen, kept in IndexedDB (decision 016), so the app opens with no
 * signal. Loaded only by signed-in screens' start-up, never by the public pages. Bump
 * CACHE_VERSION when the shape of a cached answer changes: older copies are then dropped.
 */
const CACHE_KEY = 'swapsies-query-cache';
const CACHE_VERSION = '1';
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const persister = createAsyncStoragePersister({
  storage: { getItem: get<string>, setItem: set, removeItem: del },
  key: CACHE_KEY,
  throttleTime: 500,
});

/**
 * Restores the cached lists into the query client and keeps saving them as they change. Waiting
 * outbox changes are laid on top of the restored sticker lists, so a change made just before the
 * page closed (and not yet saved to the cache) still shows.
 */
export async function restoreOfflineCache(queryClient: QueryClient) {
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    buster: CACHE_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && !String(query.queryKey[0]).startsWith('/api/admin'),
    },
  });
  await Promise.all([restored.catch(() => undefined), loadOutbox()]);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['/api/collections'] })) {
    const [, collectionId, part] = query.queryKey;
    if (typeof collectionId !== 'number' || part !== 'stickers') continue;
    queryClient.setQueryData(query.queryKey, (list: unknown) =>
      Array.isArray(list) ? withPendingChanges(collectionId, list) : list,
    );
  }
}

/** Forgets the cached lists: on logout, and before another account signs in on this browser. */
export async function clearOfflineCache() {
  await persister.removeClient();
}
