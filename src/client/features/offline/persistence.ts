import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { PublicUser } from '../../../domain/account/user';
import { collectionsQueryKey, templatesQueryKey } from '../collections/public';
import { userQueryKey } from '../session/api';
import { setOutboxUser } from './outbox';
import { withPendingChanges } from './pending';

/**
 * The collector's lists as last seen, kept in IndexedDB (decision 016), so the app opens with no
 * signal. Loaded only by signed-in screens' start-up, never by the public pages. Bump
 * CACHE_VERSION when the shape of a cached answer changes: older copies are then dropped.
 */
const CACHE_KEY = 'swapsies-query-cache';
// 2: stickers carry keepSpares (decision 028).
const CACHE_VERSION = '2';
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

/**
 * Whether the cached lists were forgotten (logout, or another account signing in): from then on
 * this page writes nothing, not even a save the throttle had already scheduled, so the lists
 * never come back after logout. The next signed-in start-up (a new page) saves again.
 */
let isForgotten = false;
const storage = {
  getItem: get<string>,
  setItem: (key: string, value: string) => (isForgotten ? Promise.resolve() : set(key, value)),
  removeItem: del,
};
const throttled = createAsyncStoragePersister({ storage, key: CACHE_KEY, throttleTime: 500 });
/** The client as the library last asked to save it: what a save before leaving writes. */
let latest: PersistedClient | undefined;
/** Stops the library saving the lists as they change (set by `restoreOfflineCache`). */
let stopSaving: (() => void) | undefined;

/**
 * The library's persister, throttled to one save every 500 ms while the collector taps, which
 * also remembers the latest client it was given, so `saveNow` can write it without waiting.
 */
const persister: Persister = {
  persistClient: (client) => {
    latest = client;
    return throttled.persistClient(client);
  },
  restoreClient: () => throttled.restoreClient(),
  removeClient: () => {
    latest = undefined;
    return throttled.removeClient();
  },
};

/**
 * Writes the latest lists at once, past the throttle: a page being left must not come back with
 * lists up to half a second old (an album deleted just before would reappear, offline, and for a
 * moment online until the lists are fetched again). Resolves once written, or at once when the
 * signed-in start-up has not restored the cache (nothing to write). Never rejects: a failed save
 * leaves the throttled one to try again.
 */
export async function saveOfflineCacheNow() {
  if (!latest) return;
  await storage.setItem(CACHE_KEY, JSON.stringify(latest)).catch(() => undefined);
}

/**
 * The queries restored from the offline copy that the server has not answered yet in this page
 * (by query hash). They count as stale whatever the app's staleTime, so each one is fetched the
 * moment a screen shows it (at once with signal, when the signal returns without), and the
 * server's answer replaces the copy (decision 016 "The lists as last seen"). Only an answer from
 * the server takes a query off: a write to the cache (the waiting changes laid on a list, the
 * cards' counts kept in step with the board) is not one; that is why a mark of "invalidated"
 * was not enough (decision 016 "The lists as last seen").
 */
const restoredUnanswered = new Set<string>();

/**
 * Keeps the queries the restore added (not those the page had already, e.g. a shared list drawn
 * before the start-up) stale until the server answers each, then as before.
 */
function refetchRestoredWhenShown(queryClient: QueryClient, hadAlready: ReadonlySet<string>) {
  // TanStack Query believes it is online until an `offline` event, which a page opened with no
  // signal never gets: told now, a restored list's fetch waits for the signal instead of failing,
  // and a failed list is left out of the next save of the copy (only answered lists are kept).
  onlineManager.setOnline(navigator.onLine);
  const queryCache = queryClient.getQueryCache();
  for (const { queryHash } of queryCache.getAll()) {
    if (!hadAlready.has(queryHash)) restoredUnanswered.add(queryHash);
  }
  queryCache.subscribe((event) => {
    const isAnswered =
      event.type === 'updated' && event.action.type === 'success' && !event.action.manual;
    if (isAnswered || event.type === 'removed') restoredUnanswered.delete(event.query.queryHash);
  });
  const defaults = queryClient.getDefaultOptions();
  const { staleTime = 0 } = defaults.queries ?? {};
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      staleTime: (query: Query) =>
        restoredUnanswered.has(query.queryHash)
          ? 0
          : typeof staleTime === 'function'
            ? staleTime(query)
            : staleTime,
    },
  });
}

/**
 * Restores the cached lists into the query client and keeps saving them as they change. Waiting
 * outbox changes are laid on top of the restored sticker lists, so a change made just before the
 * page closed (and not yet saved to the cache) still shows. Every restored list is fetched again
 * as soon as a screen shows it (`refetchRestoredWhenShown`).
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
  isForgotten = false;
  const hadAlready = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash),
  );
  const [unsubscribe, restored] = persistQueryClient(options);
  stopSaving = unsubscribe;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void saveOfflineCacheNow();
  });
  await restored.catch(() => undefined);
  refetchRestoredWhenShown(queryClient, hadAlready);
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

/**
 * Forgets the cached lists, for good in this page: on logout, and before another account signs in
 * on this browser.
 */
export async function clearOfflineCache() {
  isForgotten = true;
  stopSaving?.();
  stopSaving = undefined;
  await persister.removeClient();
}
