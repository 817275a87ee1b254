import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * `isPlain`: no text size, weight or line height of its own; the caller's className sets them.
 * `cn()` does not merge classes (decision 024): a className may add `font-semibold` (after
 * `font-medium` in Tailwind's stylesheet), but a different size, `font-bold` or leading needs
 * `isPlain`.
 */
export function Label({
  className,
  isPlain = false,
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { isPlain?: boolean }) {
  return (
    <LabelPrimitive.Root
      className={cn(!isPlain && 'text-sm font-medium leading-none', className)}
      {...props}
    />
  );
}
