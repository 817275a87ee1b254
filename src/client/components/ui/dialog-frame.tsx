import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const overlayClass = 'fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]';

const panelClass =
  'fixed z-50 grid gap-5 border bg-card p-5 text-card-foreground shadow-xl focus-visible:outline-none sm:p-6';

const placements = {
  // Centred on every screen; on a phone it spans the width less a thumb's margin and scrolls
  // inside itself so the buttons stay reachable above the keyboard.
  center:
    'left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card',
  // A bottom sheet on phones (within reach of a thumb), centred from the sm breakpoint up.
  sheet:
    'inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-card pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:pb-6',
};

// The widest the dialog gets (a sheet is full width on phones, so its limit starts at sm).
const maxWidths = {
  center: { lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' },
  sheet: { lg: 'sm:max-w-lg', xl: 'sm:max-w-xl', '2xl': 'sm:max-w-2xl' },
};

type ContentProps = ComponentProps<typeof Dialog.Content>;

interface DialogFrameProps {
  /** Controlled: open while true. Left out, the dialog opens from its `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (focus comes back to it on closing). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Shown before the title and description (a sticker's swatch). */
  icon?: ReactNode;
  children: ReactNode;
  /** `sheet`: a bottom sheet on a phone, for a dialog used with a thumb (details, forms, sharing). */
  placement?: keyof typeof placements;
  /** The widest it gets: 32rem, 36rem, or 42rem (a form with a table or long lines). */
  maxWidth?: 'lg' | 'xl' | '2xl';
  /** `strong`: the description in the foreground colour, not muted (the fact to read first). */
  descriptionTone?: 'muted' | 'strong';
  /** The close button's accessible name, when "Close" alone would be ambiguous. */
  closeLabel?: string;
  /**
   * An alert dialog (role `alertdialog`) that asks before a change: no close button and a press
   * outside does not close it, so it is answered with its own buttons (or Escape).
   */
  isAlert?: boolean;
  /** Where focus goes as it opens or closes, when not the first control or the trigger. */
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: ContentProps['onCloseAutoFocus'];
}

/**
 * The app's one modal dialog (CONTRIBUTING.md "One way each"): an accessible title and
 * description, a close button, over an overlay, in a portal. `ConfirmDialog` is this frame as an
 * alert that asks before a change.
 */
export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  icon,
  children,
  placement = 'center',
  maxWidth = 'lg',
  descriptionTone = 'muted',
  closeLabel,
  isAlert = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogFrameProps) {
  const { t } = useLingui();
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          role={isAlert ? 'alertdialog' : 'dialog'}
          className={cn(panelClass, placements[placement], maxWidths[placement][maxWidth])}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onPointerDownOutside={isAlert ? keepOpen : undefined}
          onInteractOutside={isAlert ? keepOpen : undefined}
        >
          <div className="flex items-center gap-3 pr-8">
            {icon}
            <div className="grid gap-1.5">
              <Dialog.Title className="text-xl font-bold leading-tight">{title}</Dialog.Title>
              <Dialog.Description asChild>
                <div
                  className={cn(
                    'grid gap-2 text-sm',
                    descriptionTone === 'strong'
                      ? 'font-medium text-foreground'
                      : 'text-muted-foreground',
                  )}
                >
                  {description}
                </div>
              </Dialog.Description>
            </div>
          </div>
          {children}
          {!isAlert && (
            <Dialog.Close
              aria-label={closeLabel ?? t`Close`}
              className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the dialog it is in (a Cancel or Done beside the main action). */
export const DialogClose = Dialog.Close;

/** The button row at the foot of a dialog: stacked on a phone (main action on top), a row on wider screens. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
