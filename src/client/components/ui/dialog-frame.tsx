import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const overlayClass = 'fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]';

// Centred on every screen; on a phone it spans the width less a thumb's margin and scrolls
// inside itself so the buttons stay reachable above the keyboard.
const panelBaseClass =
  'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-card border bg-card p-5 text-card-foreground shadow-xl sm:p-6';
export const panelClass = `${panelBaseClass} max-w-lg`;

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** Up to 42rem wide instead of 32rem (a form with a table or long lines). */
  isWide?: boolean;
}

/** A modal dialog with an accessible title and description and a close button. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  isWide = false,
}: DialogFrameProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={isWide ? cn(panelBaseClass, 'max-w-2xl') : panelClass}>
          <div className="grid gap-1.5 pr-8">
            <Dialog.Title className="text-xl font-bold leading-tight">{title}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              {description}
            </Dialog.Description>
          </div>
          {children}
          <Dialog.Close
            aria-label={t`Close`}
            className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The button row at the foot of a dialog: stacked on a phone (main action on top), a row on wider screens. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
