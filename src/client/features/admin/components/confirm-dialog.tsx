import { LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

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
 * Asks before an admin change. The confirm button stays disabled while the change is under way,
 * and the dialog stays open until the caller closes it, so a failure is seen next to its cause.
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
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-card border bg-card p-5 text-card-foreground shadow-xl sm:p-6">
          <div className="grid gap-2">
            <AlertDialog.Title className="text-xl font-bold leading-tight">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="grid gap-2 text-sm text-muted-foreground">{description}</div>
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={isDestructive ? 'destructive' : 'default'}
              disabled={isPending}
              aria-busy={isPending}
              onClick={onConfirm}
            >
              {isPending && <LoaderCircle className="animate-spin" aria-hidden />}
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
