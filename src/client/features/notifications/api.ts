import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
export function useUnreadCount() {
  const isOnline = useIsOnline();
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: async () =>
      unreadCountSchema.parse(await apiJson('GET', unreadCountQueryKey[0])).unread,
    refetchInterval: isOnline ? UNREAD_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    enabled: isOnline,
  });
}

/** The latest notifications, newest first; the unread count comes with them. */
export function useNotifications() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: async () => {
      const list = notificationListSchema.parse(await apiJson('GET', notificationsQueryKey[0]));
      queryClient.setQueryData(unreadCountQueryKey, list.unread);
      return list;
    },
  });
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
      unreadCountSchema.parse(await apiJson('POST', `/api/notifications/${id}/read`)).unread,
    onSuccess: afterRead,
  });
}

export function useMarkAllRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: async () =>
      unreadCountSchema.parse(await apiJson('POST', '/api/notifications/read-all')).unread,
    onSuccess: afterRead,
  });
}

/** Which emails the collector gets (Settings → Notifications). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: async () => preferencesSchema.parse(await apiJson('GET', preferencesQueryKey[0])),
  });
}

export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PreferenceChange) =>
      preferencesSchema.parse(await apiJson('PUT', preferencesQueryKey[0], change)),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
