import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn';
import { dismissToast, useCurrentToast } from './toast-store';

const DEFAULT_DURATION_MS = 5000;

const variantClasses = {
  default: 'border bg-card text-card-foreground',
  success: 'border-primary/40 bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/**
 * Swipe right past 50 px to dismiss, F8 focuses the region, top of the screen on phones
 * and bottom-right on larger screens, at most 420 px wide.
 */
export function Toaster() {
  const item = useCurrentToast();
  const { t } = useLingui();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={DEFAULT_DURATION_MS}>
      {item && (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? DEFAULT_DURATION_MS}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            'data-[state=closed]:opacity-0 transition-[transform,opacity]',
            variantClasses[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {item.title && (
              <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            )}
            {item.description && (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            )}
          </div>
          {item.action && (
            <Toast.Action
              altText={item.action.label}
              onClick={item.action.onClick}
              className="ml-auto shrink-0 self-center rounded-md border border-current/30 px-3 py-1.5 text-sm font-semibold hover:bg-foreground/5"
            >
              {item.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={t`Close`}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed top-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </Toast.Provider>
  );
}
