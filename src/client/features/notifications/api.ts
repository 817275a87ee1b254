import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationListSchema,
  preferencesSchema,
  unreadCountSchema,
  UNREAD_POLL_MS,
  type PreferenceChange,
} from '../../../domain/notifications/notifications';
import { apiJson } from '../../lib/api-client';
import { useIsOnline } from '../../lib/use-is-online';

export const unreadCountQueryKey = ['/api/notifications/unread-count'] as const;
export const notificationsQueryKey = ['/api/notifications'] as const;
export const preferencesQueryKey = ['/api/notifications/preferences'] as const;

/**
 * The bell's unread count, asked again every UNREAD_POLL_MS while the page is visible and the
 * browser online (TanStack Query pauses the interval in a hidden tab; offline it is off).
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: async ({ signal }) =>
      (await apiJson('GET', unreadCountQueryKey[0], unreadCountSchema, { signal })).unread,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export function useUnreadCount() {
  const isOnline = useIsOnline();
  return useQuery({
    ...unreadCountQuery(),
    refetchInterval: isOnline ? UNREAD_POLL_MS : false,
    enabled: isOnline,
  });
}

/** `GET /api/notifications`: the latest, newest first; the unread count comes with them. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: async ({ signal, client }) => {
      const list = await apiJson('GET', notificationsQueryKey[0], notificationListSchema, {
        signal,
      });
      client.setQueryData(unreadCountQueryKey, list.unread);
      return list;
    },
  });

export function useNotifications() {
  return useQuery(notificationsQuery());
}

/** After marking read: the server's new count for the bell, and the list asked again. */
function useAfterRead() {
  const queryClient = useQueryClient();
  return (unread: number) => {
    queryClient.setQueryData(unreadCountQueryKey, unread);
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  };
}

export function useMarkRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiJson('POST', `/api/notifications/${id}/read`, unreadCountSchema)).unread,
    onSuccess: afterRead,
  });
}

export function useMarkAllRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: async () =>
      (await apiJson('POST', '/api/notifications/read-all', unreadCountSchema)).unread,
    onSuccess: afterRead,
  });
}

/** Which emails the collector gets (Settings → Notifications). */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => apiJson('GET', preferencesQueryKey[0], preferencesSchema, { signal }),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PreferenceChange) =>
      apiJson('PUT', preferencesQueryKey[0], preferencesSchema, { body: change }),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
