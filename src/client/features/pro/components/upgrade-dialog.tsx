import { Crown, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../../domain/product';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useStartCheckout } from '../api';
import { ProBenefits } from './pro-benefits';

export const CHECKOUT_FAILED_MESSAGE = 'Failed to start upgrade process. Please try again.';

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why it opened, e.g. the server's free-limit message; a general pitch otherwise. */
  reason?: string;
}

/**
 * spec §2 "Upgrade dialog" and §4 "Upgrade": idle → 'Loading...' → the browser goes to Stripe
 * Checkout. On failure the button resets, then an alert says so (spec §8).
 */
export function UpgradeDialog({ open, onOpenChange, reason }: UpgradeDialogProps) {
  const checkout = useStartCheckout();
  const { isError, reset } = checkout;
  // Still busy after success: the browser is on its way to the checkout page.
  const isBusy = checkout.isPending || checkout.isSuccess;

  // After the reset button has painted: window.alert blocks the page until it is answered.
  useEffect(() => {
    if (!isError) return;
    reset();
    window.alert(CHECKOUT_FAILED_MESSAGE);
  }, [isError, reset]);

  const startUpgrade = () =>
    checkout.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });

  return (
    <Dialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2 text-xl">
            <Crown className="size-6 text-trade" aria-hidden />
            Unlock {PRODUCT_NAME} Pro
          </DialogTitle>
          <DialogDescription>
            {reason ?? `Get more out of every album with ${PRODUCT_NAME} Pro.`}
          </DialogDescription>
        </DialogHeader>
        <ProBenefits />
        <DialogFooter>
          <Button variant="outline" disabled={isBusy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={isBusy} aria-busy={isBusy} onClick={startUpgrade}>
            {isBusy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Crown aria-hidden />}
            {isBusy ? 'Loading...' : 'Upgrade Now'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
