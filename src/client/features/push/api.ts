import { queryOptions, useQuery } from '@tanstack/react-query';
import { pushPublicKeySchema, pushStatusSchema } from '../../../domain/push/schemas';
import { apiJson, apiRequest, errorCode } from '../../lib/api-client';

export const pushKeyQueryKey = ['/api/push/public-key'] as const;

/**
 * The server's VAPID public key, or null when the server has push off: the opt-in then hides
 * itself (decision 019).
 */
export const pushPublicKeyQuery = () =>
  queryOptions({
    queryKey: pushKeyQueryKey,
    queryFn: async ({ signal }) =>
      (await apiJson('GET', pushKeyQueryKey[0], pushPublicKeySchema, { signal })).publicKey,
    staleTime: Infinity,
  });

export function usePushPublicKey() {
  return useQuery(pushPublicKeyQuery());
}

/** Whether the server sends to this browser's subscription for the signed-in collector. */
export async function fetchPushStatus(endpoint: string): Promise<boolean> {
  const url = `/api/push/subscriptions/status?endpoint=${encodeURIComponent(endpoint)}`;
  return (await apiJson('GET', url, pushStatusSchema)).subscribed;
}

/** Saves this browser's subscription on the server. */
export async function saveSubscription(subscription: PushSubscription): Promise<void> {
  await apiJson('POST', '/api/push/subscriptions', pushStatusSchema, {
    body: subscription.toJSON(),
  });
}

/** Forgets this browser's subscription on the server; one it had already forgotten is fine. */
export async function deleteSubscription(endpoint: string): Promise<void> {
  try {
    await apiRequest('DELETE', '/api/push/subscriptions', { endpoint });
  } catch (error) {
    if (errorCode(error) !== 'NOT_FOUND') throw error;
  }
}
