import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { PreparedSwap } from '../../../../domain/matches/schemas';
import { PRODUCT_NAME } from '../../../../domain/product';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { describeProposal } from '../swap-plan';

interface SwapPreparedDialogProps {
  /** The swap just proposed; the dialog is open while there is one. */
  prepared: PreparedSwap | undefined;
  /** Copies the message; answers whether it reached the clipboard. */
  onCopy: (message: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * After proposing: what changed on my side, and the server's ready-to-send message in a read-only
 * box (a long press still selects it) with a Copy button.
 */
export function SwapPreparedDialog({ prepared, onCopy, onClose }: SwapPreparedDialogProps) {
  const { i18n, t } = useLingui();
  const partner = prepared?.swap.partnerUsername ?? '';
  // Said on the button itself: while the dialog is open, the toast outside it is hidden from
  // screen readers and sits under the overlay.
  const [copiedId, setCopiedId] = useState<number>();
  const isCopied = prepared !== undefined && copiedId === prepared.swap.id;
  const copy = async () => {
    if (prepared && (await onCopy(prepared.message))) setCopiedId(prepared.swap.id);
  };

  return (
    <DialogFrame
      open={prepared !== undefined}
      onOpenChange={(open) => !open && onClose()}
      placement="sheet"
      descriptionTone="strong"
      title={<Trans>Swap proposed to {partner}</Trans>}
      description={prepared && describeProposal(i18n, prepared.swap)}
    >
      <p className="text-sm text-muted-foreground">
        <Trans>
          Send {partner} this message, wherever you chat. They can also accept the swap in{' '}
          {PRODUCT_NAME}, under Your swaps.
        </Trans>
      </p>
      <textarea
        readOnly
        aria-label={t`Message to ${partner}`}
        value={prepared?.message ?? ''}
        rows={8}
        className="w-full resize-none rounded-lg border border-input bg-background p-3 text-sm"
      />
      <DialogActions>
        <Button variant="outline" size="lg" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
        <Button size="lg" onClick={() => void copy()}>
          {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {isCopied ? t`Copied!` : t`Copy message`}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
