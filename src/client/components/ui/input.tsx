import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** `isCompact`: 40 px tall instead of 44 (beside a 40 px button). */
export function Input({
  className,
  isCompact = false,
  ...props
}: ComponentProps<'input'> & { isCompact?: boolean }) {
  return (
    <input
      className={cn(
        isCompact ? 'h-10' : 'h-11',
        'flex w-full rounded-lg border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
