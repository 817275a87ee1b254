import { LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogActions, overlayClass, panelClass } from './dialog-frame';

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
    <AlertDialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={panelClass}>
          <div className="grid gap-2">
            <AlertDialog.Title className="text-xl font-bold leading-tight">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="grid gap-2 text-sm text-muted-foreground">{description}</div>
            </AlertDialog.Description>
          </div>
          <DialogActions>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before the server has answered. */}
            <Button
              variant={isDestructive ? 'destructive' : 'default'}
              disabled={isPending}
              onClick={onConfirm}
            >
              {isPending && <LoaderCircle className="animate-spin" aria-hidden />}
              {confirmLabel}
            </Button>
          </DialogActions>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
