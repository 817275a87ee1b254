import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { adminUserListSchema, type AdminUser } from '../../../domain/account/admin-user';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../domain/account/schemas';
import type { PublicUser } from '../../../domain/account/user';
import { toast } from '../../components/ui/toast-store';
import { apiJson, apiRequest, errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { clearOutboxOf, flushOutbox, outboxSnapshot } from '../offline/outbox';
import { clearOfflineCache } from '../offline/persistence';
import { userQueryKey } from '../session/api';
import { takeReturnPath } from '../session/return-path';
import { forgetPushOnThisBrowser } from '../push/browser-push';

/** The answer of forgot-password and reset-password. */
export interface MessageResponse {
  message: string;
}

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
    window.location.assign(takeReturnPath() ?? paths.dashboard);
  };
}

function showFailure(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });
}

export function useLogin() {
  const enterApp = useEnterApp();
  return useMutation({
    mutationKey: enterAppKey,
    mutationFn: (input: LoginInput) => apiJson<PublicUser>('POST', '/api/login', input),
    onSuccess: enterApp,
    onError: showFailure('Login failed'),
  });
}

export function useRegister() {
  const enterApp = useEnterApp();
  return useMutation({
    mutationKey: enterAppKey,
    mutationFn: (input: RegisterInput) => apiJson<PublicUser>('POST', '/api/register', input),
    onSuccess: enterApp,
    onError: showFailure('Registration failed'),
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
  return useMutation({
    mutationFn: async () => {
      // Changes made offline go to the server first; logging out never throws them away.
      await flushOutbox();
      const { waiting } = outboxSnapshot();
      if (waiting > 0) {
        throw new Error(
          `${waiting} ${waiting === 1 ? 'change is' : 'changes are'} not saved yet. Log out once you have signal and they are saved.`,
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
    onError: showFailure('Logout failed'),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiJson<MessageResponse>('POST', '/api/forgot-password', input),
    onSuccess: () =>
      toast({
        title: 'Reset email sent',
        description: 'Check your inbox, and your Junk or Spam folder, for the reset link.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Something went wrong',
        description: errorMessage(error, 'Failed to send password reset email'),
        variant: 'destructive',
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiJson<MessageResponse>('POST', '/api/reset-password', input),
    onSuccess: () =>
      toast({
        title: 'Password reset successful',
        description: 'You can now log in with your new password.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Something went wrong',
        description: errorMessage(error, 'Failed to reset password'),
        variant: 'destructive',
      }),
  });
}

/** The admin user list (admins only: the page redirects everyone else before asking). */
export function useAdminUsers() {
  return useQuery<AdminUser[]>({
    queryKey: adminUsersQueryKey,
    queryFn: async () => adminUserListSchema.parse(await apiJson('GET', adminUsersQueryKey[0])),
  });
}
