import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogActions, DialogClose, DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending: boolean;
  onConfirm: () => void;
}

/**
 * An alert dialog that asks before a change: the confirm button stays disabled while the change
 * is under way, and the dialog stays open so a failure can be read next to what caused it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isDestructive = false,
  isPending,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      isAlert
      open={open}
      onOpenChange={(next) => !isPending && onOpenChange(next)}
      title={title}
      description={description}
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline" disabled={isPending}>
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        {/* Not a DialogClose: that closes at once, before the server has answered. */}
        <Button
          variant={isDestructive ? 'destructive' : 'default'}
          disabled={isPending}
          onClick={onConfirm}
        >
          {isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
