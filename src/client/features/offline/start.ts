import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../domain/account/user';
import { userQueryKey } from '../session/api';
import { flushOutbox } from './outbox';
import { restoreOfflineCache } from './persistence';
import { registerServiceWorker } from './service-worker';

/**
 * Start-up of the signed-in app (decision 016): the cached lists and waiting changes are restored
 * before the first render; with signal, the waiting changes are sent and then every shown list is
 * fetched again, so the screen settles on the server's truth.
 */
export async function startOffline(queryClient: QueryClient) {
  registerServiceWorker();
  await restoreOfflineCache(queryClient);
  const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
  if (!user) return;
  // The restore already took note of whose outbox this is; with signal, send it, then refresh.
  if (!navigator.onLine) return;
  void flushOutbox().then(() => queryClient.invalidateQueries());
}
