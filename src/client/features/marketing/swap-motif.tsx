import { cn } from '../../lib/cn';

/**
 * Two stickers changing hands, with swap arrows between them: the brand's "swapsies" motif,
 * drawn for a dark-green (primary) background.
 */
export function SwapMotif({ className }: { className?: string }) {
  return (
    <svg viewBox="0 -6 200 156" aria-hidden focusable="false" className={cn('h-auto', className)}>
      <g transform="rotate(-9 52 74)">
        <rect x="14" y="24" width="76" height="96" rx="12" className="fill-card" />
        <rect x="24" y="34" width="56" height="50" rx="7" className="fill-secondary" />
        <text
          x="52"
          y="108"
          fontSize="18"
          fontWeight="800"
          textAnchor="middle"
          className="fill-foreground"
        >
          17
        </text>
      </g>
      <g transform="rotate(9 148 66)">
        <rect x="110" y="18" width="76" height="96" rx="12" className="fill-accent" />
        <rect x="120" y="28" width="56" height="50" rx="7" className="fill-card/45" />
        <text
          x="148"
          y="102"
          fontSize="18"
          fontWeight="800"
          textAnchor="middle"
          className="fill-accent-foreground"
        >
          58
        </text>
      </g>
      <g
        fill="none"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      >
        <path d="M70 16c18-14 42-14 60 0" />
        <path d="M122 4l8 12-14 3" />
        <path d="M130 128c-18 12-42 12-60 0" />
        <path d="M78 140l-8-12 14-3" />
      </g>
    </svg>
  );
}
