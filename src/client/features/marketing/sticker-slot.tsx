import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ArrowLeftRight, Check, Clock, Handshake, type LucideIcon } from 'lucide-react';

export type SlotState = 'needed' | 'owned' | 'trade' | 'pending' | 'completed';

/**
 * How each sticker state looks in the illustrations (docs/product.md "Sticker states and how they
 * change"): a colour, an icon and a word, so no one depends on colour alone.
 */
export const slotLooks: Record<
  SlotState,
  {
    label: MessageDescriptor;
    icon: LucideIcon | null;
    /** Classes for the slot's shape, its number (an SVG fill) and its icon (a stroke colour). */
    fill: string;
    numberInk: string;
    iconInk: string;
    stroke?: string;
  }
> = {
  needed: {
    label: msg`Needed`,
    icon: null,
    fill: 'fill-card',
    numberInk: 'fill-muted-foreground',
    iconInk: 'text-muted-foreground',
    stroke: 'stroke-needed',
  },
  owned: {
    label: msg`Owned`,
    icon: Check,
    fill: 'fill-owned',
    numberInk: 'fill-card',
    iconInk: 'text-card',
  },
  trade: {
    label: msg`For trade`,
    icon: ArrowLeftRight,
    fill: 'fill-accent',
    numberInk: 'fill-accent-foreground',
    iconInk: 'text-accent-foreground',
  },
  pending: {
    label: msg`Pending`,
    icon: Clock,
    fill: 'fill-pending',
    numberInk: 'fill-card',
    iconInk: 'text-card',
  },
  completed: {
    label: msg`Completed`,
    icon: Handshake,
    fill: 'fill-completed',
    numberInk: 'fill-card',
    iconInk: 'text-card',
  },
};

interface StickerSlotProps {
  state: SlotState;
  number: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One numbered album slot drawn in SVG user units, for use inside an illustration's <svg>. */
export function StickerSlot({ state, number, x, y, width, height }: StickerSlotProps) {
  const look = slotLooks[state];
  const Icon = look.icon;
  const iconSize = Math.round(height * 0.28);
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={9}
        className={`${look.fill} ${look.stroke ?? ''}`}
        strokeWidth={look.stroke ? 2 : 0}
        strokeDasharray={look.stroke ? '5 4' : undefined}
      />
      <text
        x={x + width / 2}
        y={y + height * (Icon ? 0.45 : 0.6)}
        textAnchor="middle"
        fontSize={height * 0.3}
        fontWeight={800}
        className={look.numberInk}
      >
        {number}
      </text>
      {Icon && (
        <Icon
          x={x + (width - iconSize) / 2}
          y={y + height * 0.56}
          size={iconSize}
          strokeWidth={2.75}
          className={look.iconInk}
          fill="none"
        />
      )}
    </g>
  );
}
