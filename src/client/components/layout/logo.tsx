import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../domain/product';
import { cn } from '../../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-8', className)}>
      <rect x="6" y="10" width="34" height="44" rx="7" className="fill-primary" />
      <rect
        x="24"
        y="6"
        width="34"
        height="44"
        rx="7"
        className="fill-accent stroke-card"
        strokeWidth="3"
      />
      <path
        d="M33 22h14l-4-4M47 34H33l4 4"
        className="stroke-accent-foreground"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The logo, linking home. `isMarkOnlyOnPhones`: below the `sm` width the name is for screen
 * readers only, leaving the signed-in header room for the save status beside the bell and menu.
 */
export function Logo({
  href = '/',
  isMarkOnlyOnPhones = false,
}: {
  href?: string;
  isMarkOnlyOnPhones?: boolean;
}) {
  return (
    <Link
      href={href}
      className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight"
    >
      <LogoMark />
      <span className={cn(isMarkOnlyOnPhones && 'max-sm:sr-only')}>{PRODUCT_NAME}</span>
    </Link>
  );
}
