import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../domain/account/user';
import { userQueryKey } from '../session/api';
import { flushOutbox, outboxSnapshot } from './outbox';
import { restoreOfflineCache } from './persistence';
import { registerServiceWorker } from './service-worker';

/**
 * Start-up of the signed-in app (decision 016): the cached lists and waiting changes are restored
 * before the first render, and each restored list is fetched again as soon as a screen shows it
 * (`restoreOfflineCache`). With signal, the waiting changes are sent, and once they are, every
 * shown list is fetched again so that it counts them too.
 */
export async function startOffline(queryClient: QueryClient) {
  registerServiceWorker();
  await restoreOfflineCache(queryClient);
  const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
  if (!user) return;
  // The restore already took note of whose outbox this is; with signal, send it, then refresh.
  if (!navigator.onLine) return;
  // With nothing waiting there is nothing to settle: the lists' own fetch is the server's truth,
  // and a second fetch on its heels would cancel it and ask again.
  if (outboxSnapshot().waiting === 0) return;
  void flushOutbox().then(() => queryClient.invalidateQueries());
}
