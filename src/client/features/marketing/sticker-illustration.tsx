import { Trans } from '@lingui/react/macro';
import { ArrowLeftRight, Clock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { StickerSlot, type SlotState } from './sticker-slot';

// A made-up album page: 20 numbered slots in every state, 14 of them stuck in (owned, for trade
// or completed) — the numbers in the header must agree with this layout.
const pageStates: SlotState[] = [
  ...['owned', 'owned', 'needed', 'trade', 'owned'],
  ...['owned', 'completed', 'needed', 'owned', 'pending'],
  ...['trade', 'owned', 'owned', 'needed', 'owned'],
  ...['needed', 'owned', 'pending', 'owned', 'completed'],
] as SlotState[];
const FIRST_NUMBER = 41;
const COLUMNS = 5;
const SLOT = { width: 54, height: 56, gapX: 10.5, gapY: 9 };
const GRID = { x: 44, y: 94 };
const stuckIn = pageStates.filter((s) => s !== 'needed' && s !== 'pending').length;
const percent = Math.round((stuckIn / pageStates.length) * 100);
const BAR_WIDTH = 312;

/** The hero picture: an album page of numbered sticker slots, a spare and a swap on its way. */
export function StickerAlbumIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 400"
      aria-hidden
      focusable="false"
      className={cn('h-auto w-full select-none', className)}
    >
      {/* the page underneath, for depth */}
      <rect
        x="34"
        y="26"
        width="352"
        height="352"
        rx="24"
        transform="rotate(5 210 202)"
        className="fill-secondary"
      />
      <g transform="rotate(-2 200 200)">
        <rect x="20" y="22" width="360" height="350" rx="24" className="fill-foreground/10" />
        <rect
          x="20"
          y="16"
          width="360"
          height="350"
          rx="24"
          className="fill-card stroke-border"
          strokeWidth="2"
        />
        <text x="44" y="54" fontSize="18" fontWeight="800" className="fill-foreground">
          <Trans>My album</Trans>
        </text>
        <text
          x="300"
          y="54"
          fontSize="14"
          fontWeight="600"
          textAnchor="end"
          className="fill-muted-foreground"
        >
          {stuckIn} / {pageStates.length} · {percent}%
        </text>
        <rect x="44" y="68" width={BAR_WIDTH} height="10" rx="5" className="fill-muted" />
        <rect
          x="44"
          y="68"
          width={(BAR_WIDTH * percent) / 100}
          height="10"
          rx="5"
          className="fill-owned"
        />
        {pageStates.map((state, index) => (
          <StickerSlot
            key={index}
            state={state}
            number={String(FIRST_NUMBER + index)}
            x={GRID.x + (index % COLUMNS) * (SLOT.width + SLOT.gapX)}
            y={GRID.y + Math.floor(index / COLUMNS) * (SLOT.height + SLOT.gapY)}
            width={SLOT.width}
            height={SLOT.height}
          />
        ))}
        {/* the spare count on the first for-trade slot */}
        <g transform="translate(270 84)">
          <rect width="30" height="20" rx="10" className="fill-foreground" />
          <text
            x="15"
            y="14.5"
            fontSize="12"
            fontWeight="800"
            textAnchor="middle"
            className="fill-card"
          >
            ×2
          </text>
        </g>
      </g>
      {/* a spare peeled off and on its way to a swap */}
      <g transform="rotate(10 352 52)">
        <rect
          x="318"
          y="8"
          width="66"
          height="80"
          rx="11"
          className="fill-accent stroke-card"
          strokeWidth="4"
        />
        <text
          x="351"
          y="46"
          fontSize="22"
          fontWeight="800"
          textAnchor="middle"
          className="fill-accent-foreground"
        >
          44
        </text>
        <ArrowLeftRight
          x={340}
          y={54}
          size={22}
          strokeWidth={2.75}
          className="text-accent-foreground"
        />
      </g>
      {/* the swap note: a pending trade with a named partner */}
      <g transform="translate(176 338)">
        <rect width="216" height="50" rx="25" className="fill-foreground" />
        <circle cx="25" cy="25" r="16" className="fill-pending" />
        <Clock x={15} y={15} size={20} strokeWidth={2.5} className="text-card" />
        <text x="50" y="22" fontSize="13" fontWeight="800" className="fill-background">
          <Trans>Swap with Sam</Trans>
        </text>
        <text x="50" y="39" fontSize="12" className="fill-background">
          <Trans>2 stickers · pending</Trans>
        </text>
      </g>
    </svg>
  );
}
