import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import type { Swap } from '../../../../domain/matches/schemas';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { describeEnding } from '../swap-plan';

export type EndingAction = 'cancel' | 'decline';

interface SwapConfirmDialogProps {
  /** The swap about to be cancelled or declined; the dialog is open while there is one. */
  target: { swap: Swap; action: EndingAction } | undefined;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a swap is cancelled or declined. Its own buttons say "Keep the swap" and "Cancel
 * swap" — a plain "Cancel" beside "Cancel swap" would be a guess. Stays open until the server
 * has answered, so a failure is read next to what caused it.
 */
export function SwapConfirmDialog({
  target,
  isPending,
  onConfirm,
  onClose,
}: SwapConfirmDialogProps) {
  const { i18n, t } = useLingui();
  const swap = target?.swap;
  const isDecline = target?.action === 'decline';
  const partner = swap?.partnerUsername ?? '';
  return (
    <DialogFrame
      open={target !== undefined}
      onOpenChange={(open) => !open && !isPending && onClose()}
      title={isDecline ? t`Decline ${partner}’s swap?` : t`Cancel the swap with ${partner}?`}
      description={swap ? describeEnding(i18n, swap) : ''}
    >
      <DialogActions>
        <Button variant="outline" size="lg" disabled={isPending} onClick={onClose}>
          <Trans>Keep the swap</Trans>
        </Button>
        <Button variant="destructive" size="lg" disabled={isPending} onClick={onConfirm}>
          {isPending && <LoaderCircle aria-hidden className="animate-spin" />}
          {isDecline ? t`Decline swap` : t`Cancel swap`}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
