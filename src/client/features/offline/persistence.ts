import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient, type PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { PublicUser } from '../../../domain/account/user';
import { collectionsQueryKey, templatesQueryKey } from '../collections/api';
import { userQueryKey } from '../session/api';
import { setOutboxUser } from './outbox';
import { withPendingChanges } from './pending';

/**
 * The collector's lists as last seen, kept in IndexedDB (decision 016), so the app opens with no
 * signal. Loaded only by signed-in screens' start-up, never by the public pages. Bump
 * CACHE_VERSION when the shape of a cached answer changes: older copies are then dropped.
 */
const CACHE_KEY = 'swapsies-query-cache';
const CACHE_VERSION = '1';
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * `/api/user`, `/api/collections`, each collection's stickers and in-person swaps, and the
 * albums' details (their specials, so the board and the message still mark foils offline). The
 * keys are the ones the features' `api.ts` declare (session, collections, stickers, trade and
 * catalogue).
 */
function isKeptOffline(queryKey: readonly unknown[]) {
  const [path, id, part] = queryKey;
  if (path === userQueryKey[0]) return queryKey.length === 1;
  if (path === templatesQueryKey[0]) return queryKey.length === 2 && typeof id === 'number';
  if (path !== collectionsQueryKey[0]) return false;
  return (
    queryKey.length === 1 ||
    (typeof id === 'number' && (part === 'stickers' || part === 'in-person-swaps'))
  );
}

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
  const options = {
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    buster: CACHE_VERSION,
    dehydrateOptions: {
      // Only what the board needs with no signal: the account, the collections and their
      // stickers. Screens that copy an answer into a form (settings) always start from the server.
      // A signed-out answer is never kept: it would hide a session made since.
      shouldDehydrateQuery: (query: {
        state: { status: string; data?: unknown };
        queryKey: readonly unknown[];
      }) =>
        query.state.status === 'success' &&
        query.state.data != null &&
        isKeptOffline(query.queryKey),
    },
  };
  const [, restored] = persistQueryClient(options);
  // Saves are throttled; a page being left saves at once, so a reload shows the latest lists
  // (an album deleted just before must not come back from the cache). The persister's own save
  // is throttled too, so this one writes straight to IndexedDB, in the persister's format.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    // Typed as the library's own record, so a change to its format fails the build here.
    const client: PersistedClient = {
      buster: CACHE_VERSION,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, options.dehydrateOptions),
    };
    void set(CACHE_KEY, JSON.stringify(client)).catch(() => undefined);
  });
  await restored.catch(() => undefined);
  // The waiting changes shown are the restored account's own.
  const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
  await setOutboxUser(user?.id, { send: false });
  for (const query of queryClient.getQueryCache().findAll({ queryKey: collectionsQueryKey })) {
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
