import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Locale } from '../../../domain/locale';
import {
  messageSchema,
  type ChangeEmail,
  type ChangePassword,
  type DeleteAccount,
} from '../../../domain/account/settings';
import { publicUserSchema } from '../../../domain/account/user';
import { toast } from '../../components/ui/toast-store';
import { apiJson, apiRequest } from '../../lib/api-client';
import { appAreas, chooseLocale } from '../../lib/i18n';
import { paths } from '../../paths';
import { userQueryKey } from '../session/api';
import { markAccountLocaleFollowed } from './use-account-locale';

/** Where "Download my data" points: a same-origin GET, so a plain download link carries the cookie. */
export const DATA_EXPORT_URL = '/api/user/export';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePassword) =>
      apiJson('POST', '/api/user/password', messageSchema, { body: input }),
  });
}

/** Changes the email; the answer is the updated user, which replaces the cached one. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmail) =>
      apiJson('PUT', '/api/user/email', publicUserSchema, { body: input }),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

/**
 * `PUT /api/user/locale`: the account's language (decision 038). Once saved, the app switches to
 * it (its words loaded first, so the screen changes in one go) and remembers it on this device;
 * then the cached user takes the answer. A failure changes nothing: the language stays.
 */
export function useChangeLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Locale) => {
      const user = await apiJson('PUT', '/api/user/locale', publicUserSchema, { body: { locale } });
      // Saved: words that fail to load now (no signal) come with the next start instead.
      await chooseLocale(user.locale, appAreas).catch(() => undefined);
      return user;
    },
    onSuccess: (user) => {
      markAccountLocaleFollowed(user.locale);
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}

/**
 * Deletes the account (the server also ends the session). Nothing of it stays in the cache: the
 * user becomes null, as after a logout, and the browser goes home with a toast.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: DeleteAccount) => apiRequest('DELETE', '/api/user', input),
    // Here, not in mutate(): the dialog that asked has gone by the time the answer arrives.
    onSuccess: () => {
      toast({
        title: t`Account deleted`,
        description: t`Your account and everything in it have been removed.`,
        variant: 'success',
      });
      navigate(paths.home);
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    },
  });
}
