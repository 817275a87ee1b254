import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Crown, LoaderCircle } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/product';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { errorCode } from '../../../lib/api-client';
import { useIsOnline } from '../../../lib/use-is-online';
import { useStartCheckout } from '../api';
import { ProBenefits } from './pro-benefits';

export const CHECKOUT_FAILED_MESSAGE = msg`Failed to start upgrade process. Please try again.`;
export const PAYMENTS_UNAVAILABLE_MESSAGE = msg`Payments aren’t set up on this Swapsies server yet, so Pro can’t be bought here. Trying again won’t help; please ask whoever runs it.`;

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why it opened, e.g. the server's free-limit message; a general pitch otherwise. */
  reason?: string;
}

/**
 * The upgrade dialog: idle → 'Loading...' → the browser goes to Stripe Checkout. A failure
 * resets the button and says so inside the dialog (never a blocking alert): a server without
 * payments says that plainly, since retrying cannot help; any other failure asks to try again.
 */
export function UpgradeDialog({ open, onOpenChange, reason }: UpgradeDialogProps) {
  const checkout = useStartCheckout();
  const isOnline = useIsOnline();
  const { t, i18n } = useLingui();
  // Still busy after success: the browser is on its way to the checkout page.
  const isBusy = checkout.isPending || checkout.isSuccess;
  const isUnavailable = errorCode(checkout.error) === 'PAYMENTS_NOT_CONFIGURED';
  const failure = checkout.isError
    ? isUnavailable
      ? PAYMENTS_UNAVAILABLE_MESSAGE
      : CHECKOUT_FAILED_MESSAGE
    : undefined;

  const startUpgrade = () =>
    checkout.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  const changeOpen = (next: boolean) => {
    if (isBusy) return;
    if (!next) checkout.reset();
    onOpenChange(next);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={changeOpen}
      title={
        <span className="flex items-center gap-2">
          <Crown className="size-6 text-trade" aria-hidden />
          <Trans>Unlock {PRODUCT_NAME} Pro</Trans>
        </span>
      }
      description={reason ?? t`Get more out of every album with ${PRODUCT_NAME} Pro.`}
    >
      <ProBenefits />
      <p role="alert" className="empty:hidden">
        {failure && (
          <span className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {i18n._(failure)}
          </span>
        )}
      </p>
      <DialogActions>
        <Button variant="outline" disabled={isBusy} onClick={() => changeOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
        {/* Checkout happens at Stripe: with no signal the button says so instead of failing. */}
        <Button
          disabled={isBusy || isUnavailable || !isOnline}
          aria-busy={isBusy}
          onClick={startUpgrade}
        >
          {isBusy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Crown aria-hidden />}
          {isBusy ? t`Loading...` : isOnline ? t`Upgrade Now` : t`Needs a connection`}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
