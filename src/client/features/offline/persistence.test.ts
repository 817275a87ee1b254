import 'fake-indexeddb/auto';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionsQueryKey } from '../collections/api';
import { userQueryKey } from '../session/api';
import { clearOfflineCache, restoreOfflineCache } from './persistence';

// The key the cached lists are kept under (persistence.ts).
const CACHE_KEY = 'swapsies-query-cache';
// Longer than the persister's 500 ms throttle: a save it scheduled has run by then.
const PAST_THROTTLE_MS = 800;

const cached = () => get<string>(CACHE_KEY);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  // The restore listens for the page being hidden; nothing here hides it.
  vi.stubGlobal('document', { addEventListener: () => undefined, visibilityState: 'visible' });
  // With signal, as a browser says (Node's navigator has no onLine).
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offline copy of the lists', () => {
  it('is not written again once forgotten (logout), not even by a save already scheduled', async () => {
    const queryClient = new QueryClient();
    await restoreOfflineCache(queryClient);
    queryClient.setQueryData(userQueryKey, { id: 7, username: 'kim' });
    await vi.waitFor(async () => expect(await cached()).toContain('"kim"'));

    // A change within the throttle's half second: its save waits for the throttle.
    queryClient.setQueryData(collectionsQueryKey, [{ id: 3 }]);
    await clearOfflineCache();
    expect(await cached()).toBeUndefined();
    await sleep(PAST_THROTTLE_MS);
    expect(await cached()).toBeUndefined();

    // Nor by a change made after it, in the signed-out page.
    queryClient.setQueryData(userQueryKey, { id: 7, username: 'kim' });
    await sleep(PAST_THROTTLE_MS);
    expect(await cached()).toBeUndefined();
  });

  it('is fetched again when a screen shows it, even after a write to it, until the server answers', async () => {
    // As lib/query-client.ts: a list fetched is never stale by itself.
    const appClient = () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const before = appClient();
    await restoreOfflineCache(before);
    before.setQueryData(collectionsQueryKey, [{ id: 3 }]);
    await vi.waitFor(async () => expect(await cached()).toContain('"id":3'));

    // A new page restores the copy; something writes to the list before its screen shows it
    // (the board keeps the cards' counts in step).
    vi.resetModules();
    const reloaded = await import('./persistence');
    const after = appClient();
    await reloaded.restoreOfflineCache(after);
    expect(after.getQueryData(collectionsQueryKey)).toEqual([{ id: 3 }]);
    after.setQueryData(collectionsQueryKey, [{ id: 3 }]);

    const queryFn = vi.fn(() => Promise.resolve([{ id: 4 }]));
    const show = () =>
      new QueryObserver(after, { queryKey: collectionsQueryKey, queryFn }).subscribe(() => {});
    const hide = show();
    await vi.waitFor(() => expect(after.getQueryData(collectionsQueryKey)).toEqual([{ id: 4 }]));
    hide();
    // Answered: shown again, it is as fresh as any list fetched in this page.
    show()();
    expect(queryFn).toHaveBeenCalledTimes(1);

    await reloaded.clearOfflineCache();
    await clearOfflineCache();
  });
});
