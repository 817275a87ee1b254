import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { ArchiveX, CircleCheck, Ellipsis, Sparkles } from 'lucide-react';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import type { SpecialKind } from '../../../../domain/catalogue/specials';
import type { Sticker } from '../../../../domain/sticker/sticker';
import { cn } from '../../../lib/cn';
import { LONGEST_WHOLE_CODE } from '../grid-layout';
import { describeSticker, displayStateOf, quantityLabel } from '../sticker-display';
import { useLongPress } from '../use-long-press';
import { stateLooks } from './sticker-looks';

interface StickerSlotProps {
  sticker: Sticker;
  /** The album marks this code special (foil, shiny…): a sparkle on the slot, the kind in its name. */
  special: SpecialKind | undefined;
  /** The code's size in px, fitted to the slot (grid-layout.ts). */
  fontSize: number;
  /** The grid's one Tab stop (the rest are reached with the arrow keys). */
  isTabStop: boolean;
  isSelecting: boolean;
  isSelected: boolean;
  isHighlighted: boolean;
  /** A tap: select, toggle owned, or open the details, as the board decides. */
  onPress: (sticker: Sticker) => void;
  onOpenDetails: (id: number) => void;
}

/**
 * One numbered album slot: the big area does the common thing (decision 007), the strip
 * below (or a long press, or a right click) opens the details. Memoised: a tap elsewhere, or a
 * change to another sticker, does not re-render it.
 */
export const StickerSlot = memo(function StickerSlot({
  sticker,
  special,
  fontSize,
  isTabStop,
  isSelecting,
  isSelected,
  isHighlighted,
  onPress,
  onOpenDetails,
}: StickerSlotProps) {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const state = displayStateOf(sticker);
  const look = stateLooks[state];
  const Icon = look.icon;
  const copies = quantityLabel(sticker);
  const number = sticker.number;
  const description = describeSticker(i18n, sticker, special);
  const { handlers, wasLongPress } = useLongPress(() => onOpenDetails(sticker.id));

  const onClick = () => {
    if (!wasLongPress()) onPress(sticker);
  };
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    if (!wasLongPress()) onOpenDetails(sticker.id);
  };
  // The details strip is not a Tab stop of its own: Shift+Enter or Shift+F10 opens it from the
  // keyboard (the menu key arrives as a context menu event, handled above).
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.shiftKey && event.key === 'Enter') || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      onOpenDetails(sticker.id);
    }
  };

  return (
    <div
      data-sticker-id={sticker.id}
      data-state={state}
      data-special={special}
      data-retired={sticker.retired || undefined}
      data-selected={isSelected || undefined}
      data-highlighted={isHighlighted || undefined}
      // the tooltip says the copies in words; the badge below stays a compact "x3"
      title={description}
      className={cn(
        'flex h-full min-w-0 flex-col overflow-hidden rounded-slot shadow-sm',
        look.slot,
        sticker.retired && 'opacity-75 [&_span]:line-through',
        // highlighted (just jumped to) outranks selected
        isHighlighted
          ? 'animate-pulse outline-4 outline-offset-2 outline-accent'
          : isSelected && 'outline-[3px] outline-offset-2 outline-primary',
      )}
    >
      <button
        type="button"
        aria-label={isSelecting && isSelected ? t`${description}, selected` : description}
        aria-pressed={isSelecting ? isSelected : sticker.owned}
        tabIndex={isTabStop ? 0 : -1}
        onClick={onClick}
        onContextMenu={onContextMenu}
        onKeyDown={onKeyDown}
        {...handlers}
        className="relative flex min-h-11 flex-1 touch-manipulation select-none flex-col items-center justify-center [-webkit-touch-callout:none] focus-visible:outline-offset-[-3px]"
      >
        {/* Codes of up to six characters are always whole (the slot and type are fitted to
            them); a longer one is cut here and read in full in the details sheet. */}
        <span
          className={cn(
            'max-w-full whitespace-nowrap px-0.5 font-extrabold leading-none tabular-nums',
            sticker.number.length > LONGEST_WHOLE_CODE && 'truncate',
          )}
          style={{ fontSize }}
        >
          {sticker.number}
        </span>
        {/* The special's sparkle sits beside the state icon, under the code, so it never
            covers a long code on a narrow slot. */}
        <span className="mt-1 flex items-center gap-0.5">
          <Icon aria-hidden className="size-3.5" strokeWidth={2.75} />
          {special && (
            <Sparkles
              aria-hidden
              data-testid="special-mark"
              className="size-3.5 fill-current"
              strokeWidth={2.25}
            />
          )}
          {sticker.retired && <ArchiveX aria-hidden className="size-3.5" strokeWidth={2.5} />}
        </span>
        {isSelecting && (
          <CircleCheck
            aria-hidden
            className={cn(
              'absolute right-0.5 top-0.5 size-4 rounded-full',
              isSelected ? 'fill-primary text-primary-foreground' : 'opacity-40',
            )}
          />
        )}
      </button>
      <button
        type="button"
        tabIndex={-1}
        // the visible badge ("x3") is part of the name, so speech input can say what it sees
        aria-label={
          copies ? t`Details for sticker ${number}, ${copies}` : t`Details for sticker ${number}`
        }
        onClick={() => onOpenDetails(sticker.id)}
        className={cn(
          'flex h-6 shrink-0 items-center justify-center gap-1 text-xs font-bold focus-visible:outline-offset-[-3px]',
          look.strip,
        )}
      >
        {copies && <span>{copies}</span>}
        <Ellipsis aria-hidden className="size-4" />
      </button>
    </div>
  );
});
