import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Variants default, destructive, outline, secondary, ghost, ghostDestructive, accent, link, and
 * the two on a marketing page's green band; sizes h-10/h-9/h-11/40 px. Each size sets its own
 * corner, text size and (unless `padding` is `custom`, when the caller's className does)
 * horizontal padding, and each variant its focus ring's colour: `cn()` does not merge conflicting
 * classes, so no base class here is meant to be overridden by a className (decision 024).
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-card hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        /** A ghost button for a destructive action (delete, revoke). */
        ghostDestructive: 'text-destructive hover:bg-destructive/10',
        /** The Pro upsell's button, in the accent colour. */
        accent:
          'border border-accent bg-accent/15 text-accent-foreground hover:bg-accent/30 dark:text-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        /** The gold button on a marketing page's green band (CallToAction). */
        callToAction:
          'bg-accent text-accent-foreground shadow-md hover:bg-accent/90 focus-visible:outline-primary-foreground',
        /** The quieter second button on the green band. */
        callToActionSecondary:
          'border border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 focus-visible:outline-primary-foreground',
      },
      size: {
        default: 'h-10 rounded-lg py-2 text-sm',
        sm: 'h-9 rounded-md text-sm',
        lg: 'h-11 rounded-lg text-base',
        icon: 'h-10 w-10 rounded-lg text-sm',
      },
      /** `custom`: the caller's className sets the horizontal padding. */
      padding: { auto: '', custom: '' },
    },
    compoundVariants: [
      {
        variant: [
          'default',
          'destructive',
          'outline',
          'secondary',
          'ghost',
          'ghostDestructive',
          'accent',
          'link',
        ],
        class: 'focus-visible:outline-ring',
      },
      { size: 'default', padding: 'auto', class: 'px-4' },
      { size: 'sm', padding: 'auto', class: 'px-3' },
      { size: 'lg', padding: 'auto', class: 'px-8' },
    ],
    defaultVariants: { variant: 'default', size: 'default', padding: 'auto' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({
  className,
  variant,
  size,
  padding,
  asChild = false,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component className={cn(buttonVariants({ variant, size, padding, className }))} {...props} />
  );
}
