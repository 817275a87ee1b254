import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const placements = {
  // Centred on every screen.
  center: 'left-1/2 top-1/2 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-card',
  // A bottom sheet on phones (within reach of a thumb), centred from the sm breakpoint up.
  sheet:
    'inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-card pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:pb-6',
};

// The widest the dialog gets (a sheet is full width on phones, so its limit starts at sm).
const maxWidths = {
  center: { lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' },
  sheet: { lg: 'sm:max-w-lg', xl: 'sm:max-w-xl', '2xl': 'sm:max-w-2xl' },
};

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  placement?: keyof typeof placements;
  maxWidth?: 'lg' | 'xl' | '2xl';
  /** The close button's accessible name. */
  closeLabel?: string;
}

/** A modal dialog with an overlay and a close button, in a portal. */
export function DialogContent({
  className,
  children,
  placement = 'center',
  maxWidth = 'lg',
  closeLabel,
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 grid gap-4 border bg-card p-5 text-card-foreground shadow-xl focus-visible:outline-none sm:p-6',
          placements[placement],
          maxWidths[placement][maxWidth],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel ?? t`Close`}
          className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** `lg`: a larger title, with the text size's own line height. */
export function DialogTitle({
  className,
  size = 'default',
  ...props
}: ComponentProps<typeof DialogPrimitive.Title> & { size?: 'default' | 'lg' }) {
  return (
    <DialogPrimitive.Title
      className={cn('font-bold', size === 'lg' ? 'text-xl' : 'text-lg leading-tight', className)}
      {...props}
    />
  );
}

/** `strong`: the description in the foreground colour, medium weight, not muted. */
export function DialogDescription({
  className,
  tone = 'muted',
  ...props
}: ComponentProps<typeof DialogPrimitive.Description> & { tone?: 'muted' | 'strong' }) {
  return (
    <DialogPrimitive.Description
      className={cn(
        'text-sm',
        tone === 'strong' ? 'font-medium text-foreground' : 'text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}
