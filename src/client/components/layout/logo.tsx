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

/** The logo, linking home. */
export function Logo({ href = '/' }: { href?: string }) {
  return (
    <Link
      href={href}
      className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight"
    >
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
