import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { adminUserListSchema, type AdminUser } from '../../../domain/account/admin-user';
import {
  resetLinkStatusSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '../../../domain/account/schemas';
import {
  messageSchema,
  type ChangeEmail,
  type ChangePassword,
  type DeleteAccount,
} from '../../../domain/account/settings';
import { publicUserSchema, type PublicUser } from '../../../domain/account/user';
import type { Locale } from '../../../domain/locale';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiJson, apiRequest } from '../../lib/api-client';
import { chooseLocale } from '../../lib/i18n';
import { paths } from '../../paths';
import { clearOfflineCache, clearOutboxOf, flushOutbox, outboxSnapshot } from '../offline/public';
import { userQueryKey } from '../session/api';
import { takeReturnPath } from '../session/public';
import { forgetPushOnThisBrowser } from '../push/public';
import { markAccountLocaleFollowed } from './use-account-locale';

// Login and registration share a key so the auth page can tell the browser is already leaving.
const enterAppKey = ['enter-app'] as const;
export const adminUsersQueryKey = ['/api/admin/users'] as const;

/** Store the user, then a full page load into the app (fresh state, fresh bundles). */
function useEnterApp() {
  const queryClient = useQueryClient();
  return async (user: PublicUser) => {
    // Whatever this browser kept for an earlier account is not this one's to see.
    queryClient.clear();
    await clearOfflineCache();
    queryClient.setQueryData(userQueryKey, user);
    // The account's language, remembered on this device before the app loads, so it opens in it
    // (decision 038); words that cannot load now leave it to the signed-in frame.
    await chooseLocale(user.locale).catch(() => undefined);
    window.location.assign(takeReturnPath() ?? paths.dashboard);
  };
}

function showFailure(title: string) {
  return (error: unknown) => toastError(error, title);
}

export function useLogin() {
  const enterApp = useEnterApp();
  const { t } = useLingui();
  return useMutation({
    mutationKey: enterAppKey,
    mutationFn: (input: LoginInput) =>
      apiJson('POST', '/api/login', publicUserSchema, { body: input }),
    onSuccess: enterApp,
    onError: showFailure(t`Login failed`),
  });
}

export function useRegister() {
  const enterApp = useEnterApp();
  const { t } = useLingui();
  return useMutation({
    mutationKey: enterAppKey,
    mutationFn: (input: RegisterInput) =>
      apiJson('POST', '/api/register', publicUserSchema, { body: input }),
    onSuccess: enterApp,
    onError: showFailure(t`Registration failed`),
  });
}

/**
 * True once a login or registration has succeeded on this page: the full page load to /dashboard
 * is under way, so screens should wait for it rather than redirect on their own.
 */
export function useIsEnteringApp() {
  return useMutationState({ filters: { mutationKey: enterAppKey, status: 'success' } }).length > 0;
}

/** Logout sets the user to null; nothing of the old account stays in the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useLingui();
  return useMutation({
    mutationFn: async () => {
      // Changes made offline go to the server first; logging out never throws them away.
      await flushOutbox();
      const { waiting } = outboxSnapshot();
      if (waiting > 0) {
        throw new Error(
          t`${plural(waiting, {
            one: '# change is not saved yet. Log out once you have signal and they are saved.',
            other: '# changes are not saved yet. Log out once you have signal and they are saved.',
          })}`,
        );
      }
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: async () => {
      const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      if (user) await clearOutboxOf(user.id);
      await clearOfflineCache();
      await forgetPushOnThisBrowser();
      navigate(paths.home);
    },
    onError: showFailure(t`Logout failed`),
  });
}

export function useForgotPassword() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiJson('POST', '/api/forgot-password', messageSchema, { body: input }),
    onSuccess: () =>
      toast({
        title: t`Reset email sent`,
        description: t`Check your inbox, and your Junk or Spam folder, for the reset link.`,
        variant: 'success',
      }),
    onError: (error) =>
      toastError(error, t`Something went wrong`, t`Failed to send password reset email`),
  });
}

/**
 * `GET /api/reset-password/:token`: whether the link can still set a password, asked as the page
 * opens so a used or expired one says so at once (docs/product.md "Screens"). Asked once and
 * never kept after the page: the key holds the token.
 */
export function useResetLinkStatus(token: string | null) {
  return useQuery({
    queryKey: ['/api/reset-password', token],
    queryFn: ({ signal }) =>
      apiJson('GET', `/api/reset-password/${token}`, resetLinkStatusSchema, { signal }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useResetPassword() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiJson('POST', '/api/reset-password', messageSchema, { body: input }),
    onSuccess: () =>
      toast({
        title: t`Password reset successful`,
        description: t`You can now log in with your new password.`,
        variant: 'success',
      }),
    onError: (error) => toastError(error, t`Something went wrong`, t`Failed to reset password`),
  });
}

/** `GET /api/admin/users` (admins only: the page redirects everyone else before asking). */
export const adminUsersQuery = () =>
  queryOptions<AdminUser[]>({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => apiJson('GET', adminUsersQueryKey[0], adminUserListSchema, { signal }),
  });

export function useAdminUsers() {
  return useQuery(adminUsersQuery());
}

// Settings: what the signed-in account changes about itself.

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
      await chooseLocale(user.locale).catch(() => undefined);
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
