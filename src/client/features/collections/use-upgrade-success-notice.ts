import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicUser } from '../../../domain/account/user';
import { PRODUCT_NAME } from '../../../domain/product';
import { toast } from '../../components/ui/toast-store';
import { userQueryKey } from '../session/api';

const UPGRADE_SUCCESS_TOAST_MS = 5000; // docs/product.md "Limits and rules"
const RECHECK_DELAY_MS = 2000;
const MAX_RECHECKS = 3;

/**
 * Refreshes the user; Pro is granted by Stripe's webhook (docs/product.md "On the wire"), which can
 * land a moment after the buyer is back, so a still-free user is asked about again a few times.
 */
async function refreshUntilPro(queryClient: QueryClient, rechecksLeft: number) {
  await queryClient.invalidateQueries({ queryKey: userQueryKey });
  const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
  if (user && !user.isPro && rechecksLeft > 0) {
    setTimeout(() => void refreshUntilPro(queryClient, rechecksLeft - 1), RECHECK_DELAY_MS);
  }
}

/**
 * Stripe sends the buyer back to `?upgrade=success`: thank them, refresh the user so Pro
 * shows, and take the parameter out of the address so a reload does not say it again.
 */
export function useUpgradeSuccessNotice() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('upgrade') !== 'success') return;
    url.searchParams.delete('upgrade');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    toast({
      title: t`Welcome to ${PRODUCT_NAME} Pro!`,
      description: t`Thank you for upgrading: unlimited collections and every Pro feature are yours.`,
      variant: 'success',
      duration: UPGRADE_SUCCESS_TOAST_MS,
    });
    void refreshUntilPro(queryClient, MAX_RECHECKS);
  }, [queryClient, t]);
}
