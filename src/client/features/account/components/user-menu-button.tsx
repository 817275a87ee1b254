import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The button that opens the user menu. The header draws it alone until the menu's code has
 * loaded (docs/decisions/024), then the menu wraps the same button.
 */
export function UserMenuButton({
  username,
  ...props
}: ComponentProps<'button'> & { username: string }) {
  const initial = username.charAt(0).toUpperCase();
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={t`Account menu for ${username}`}
      className="inline-flex min-h-10 items-center gap-2 rounded-full py-1 pl-1 pr-1 text-sm font-semibold hover:bg-muted data-[state=open]:bg-muted sm:pr-3"
      {...props}
    >
      {/* The initial is drawn by CSS, not written as text: the button's name must contain the
          text it shows (for speech input), and "Account menu for kim" does not contain "K". */}
      <span
        aria-hidden
        data-initial={initial}
        className="flex size-9 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground before:content-[attr(data-initial)]"
      />
      <span className="hidden max-w-40 truncate sm:inline">{username}</span>
      <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden />
    </button>
  );
}
