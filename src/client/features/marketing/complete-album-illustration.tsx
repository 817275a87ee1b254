import { Trophy } from 'lucide-react';
import { cn } from '../../lib/cn';
import { StickerSlot, type SlotState } from './sticker-slot';

// The last page of a finished album: every slot stuck in, the final swaps marked completed.
const states: SlotState[] = [
  ...['owned', 'owned', 'completed', 'owned'],
  ...['completed', 'owned', 'owned', 'owned'],
  ...['owned', 'owned', 'completed', 'owned'],
] as SlotState[];

/** The blog's picture: a completed album page with a trophy, on a pitch-green background. */
export function CompleteAlbumIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 320 240"
      aria-hidden
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className={cn('block h-full w-full bg-primary', className)}
    >
      {/* pitch markings */}
      <g fill="none" strokeWidth="2" className="stroke-primary-foreground/25">
        <rect x="12" y="12" width="296" height="216" rx="4" />
        <line x1="160" y1="12" x2="160" y2="228" />
        <circle cx="160" cy="120" r="34" />
      </g>
      <g transform="rotate(-4 160 124)">
        <rect x="64" y="40" width="192" height="170" rx="16" className="fill-card" />
        {states.map((state, index) => (
          <StickerSlot
            key={index}
            state={state}
            number={String(385 + index)}
            x={78 + (index % 4) * 42}
            y={54 + Math.floor(index / 4) * 50}
            width={36}
            height={44}
          />
        ))}
      </g>
      <g transform="translate(232 22)">
        <circle cx="28" cy="28" r="28" className="fill-accent stroke-card" strokeWidth="4" />
        <Trophy x={14} y={14} size={28} strokeWidth={2.5} className="text-accent-foreground" />
      </g>
    </svg>
  );
}
