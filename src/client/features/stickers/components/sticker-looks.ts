import {
  ArrowLeftRight,
  Check,
  CircleDashed,
  Clock,
  Handshake,
  type LucideIcon,
} from 'lucide-react';
import type { DisplayState } from '../sticker-display';

interface Look {
  icon: LucideIcon;
  /** The slot's fill, border and ink. */
  slot: string;
  /** The details strip under the number, a shade off the slot. */
  strip: string;
  /** Ink for the state's icon on a neutral background (counters, legend, details). */
  ink: string;
  /** A small swatch of the state, for the legend and the details heading. */
  swatch: string;
}

/**
 * How each state looks (docs/product.md "Sticker states and how they change"): colour, icon and,
 * elsewhere, a word.
 */
export const stateLooks: Record<DisplayState, Look> = {
  needed: {
    icon: CircleDashed,
    slot: 'border-2 border-dashed border-needed bg-card text-foreground',
    strip: 'bg-muted text-muted-foreground',
    ink: 'text-needed',
    swatch: 'border-2 border-dashed border-needed bg-card text-needed',
  },
  owned: {
    icon: Check,
    slot: 'border-2 border-owned bg-owned text-card',
    strip: 'bg-foreground/15 text-card',
    ink: 'text-owned',
    swatch: 'bg-owned text-card',
  },
  forTrade: {
    icon: ArrowLeftRight,
    slot: 'border-2 border-trade bg-accent text-accent-foreground',
    strip: 'bg-trade/30 text-accent-foreground',
    ink: 'text-trade',
    swatch: 'border-2 border-trade bg-accent text-accent-foreground',
  },
  pending: {
    icon: Clock,
    slot: 'border-2 border-pending bg-pending text-card',
    strip: 'bg-foreground/15 text-card',
    ink: 'text-pending',
    swatch: 'bg-pending text-card',
  },
  completed: {
    icon: Handshake,
    slot: 'border-2 border-completed bg-completed text-card',
    strip: 'bg-foreground/15 text-card',
    ink: 'text-completed',
    swatch: 'bg-completed text-card',
  },
};
