import { Crown, LoaderCircle } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/product';
import { Button } from '../../../components/ui/button';
import { useStartCheckout } from '../api';
import { DialogActions, DialogFrame } from './dialog-frame';
import { ProBenefitList, ProPrice } from './pro-benefits';

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the dialog opened, e.g. the server's free-limit message; a general pitch otherwise. */
  reason?: string;
}

/**
 * spec §2 "Upgrade dialog" and §4 "Upgrade": idle → 'Loading...' → the browser goes to Stripe
 * Checkout; on failure the button resets and an alert says so (spec §8).
 */
export function UpgradeDialog({ open, onOpenChange, reason }: UpgradeDialogProps) {
  const checkout = useStartCheckout();
  // Still busy after success: the browser is on its way to the checkout page.
  const isBusy = checkout.isPending || checkout.isSuccess;

  const startUpgrade = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => {
        checkout.reset();
        window.alert('Failed to start upgrade process. Please try again.');
      },
    });

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !isBusy && onOpenChange(next)}
      title={
        <span className="flex items-center gap-2">
          <Crown className="size-6 text-trade" aria-hidden />
          Unlock {PRODUCT_NAME} Pro
        </span>
      }
      description={reason ?? `Get more out of every album with ${PRODUCT_NAME} Pro.`}
    >
      <div className="grid gap-4 rounded-xl bg-secondary/60 p-4">
        <ProBenefitList />
        <ProPrice className="border-t pt-3" />
      </div>
      <DialogActions>
        <Button variant="outline" disabled={isBusy} onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button disabled={isBusy} onClick={startUpgrade}>
          {isBusy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Crown aria-hidden />}
          {isBusy ? 'Loading...' : 'Upgrade Now'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
