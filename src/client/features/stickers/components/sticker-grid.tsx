import { Trans, useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { specialKindOf, type Specials } from '../../../../domain/catalogue/specials';
import type { Sticker } from '../../../../domain/sticker/sticker';
import type { JumpRequest } from '../use-jump-to-sticker';
import { ROW_HEIGHT, SLOT_GAP, SLOT_HEIGHT, gridColumns, slotWidth } from '../grid-layout';
import { codeFontSize } from '../../../lib/code-fit';
import type { IntentHandlers } from '../../../lib/on-demand';
import { useRovingGrid } from '../use-roving-grid';
import { StickerSlot } from './sticker-slot';

interface StickerGridProps {
  stickers: readonly Sticker[];
  /** The album's specials, code → kind (decision 021); empty for an album without any. */
  specials: Readonly<Specials>;
  /** The album's longest code, so its slots are wide enough to show codes whole. */
  longestCode: number;
  selected: ReadonlySet<number>;
  isSelecting: boolean;
  highlightedId: number | null;
  jump: JumpRequest | null;
  onPress: (sticker: Sticker) => void;
  onOpenDetails: (id: number) => void;
  /** Preloads the details sheet when the pointer or focus reaches the grid (decision 024). */
  intent?: IntentHandlers;
}

// The grid's width (for the column count) and its distance from the top of the page (the
// window virtualiser counts rows from there); both change as the page around it does.
function useGridBox() {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setBox((current) =>
        current.width === width && current.top === top ? current : { width, top },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return { ref, ...box };
}

/**
 * The stickers as a dense grid of numbered slots. Only the rows near the screen are in the page
 * (window-scrolled virtual rows), so a 10,000-sticker album stays fast on a phone.
 */
export function StickerGrid({
  stickers,
  specials,
  longestCode,
  selected,
  isSelecting,
  highlightedId,
  jump,
  onPress,
  onOpenDetails,
  intent,
}: StickerGridProps) {
  const { t } = useLingui();
  const { ref, width, top } = useGridBox();
  const columns = gridColumns(width, longestCode);
  const slot = slotWidth(width, columns);
  const rowCount = Math.ceil(stickers.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    scrollMargin: top,
  });
  const rows = virtualizer.getVirtualItems();
  const renderedIds = rows.flatMap((row) =>
    stickers.slice(row.index * columns, (row.index + 1) * columns).map((sticker) => sticker.id),
  );
  const roving = useRovingGrid({
    stickers,
    columns,
    renderedIds,
    scrollToIndex: (index) =>
      virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' }),
  });

  useEffect(() => {
    if (!jump) return;
    const index = stickers.findIndex((sticker) => sticker.id === jump.id);
    if (index < 0) return;
    // instant: a smooth glide across thousands of rows is slow and disorienting
    virtualizer.scrollToIndex(Math.floor(index / columns), {
      align: 'center',
      behavior: 'instant',
    });
    // hand focus to the slot once its row is drawn, so keyboard users land on it too
    const focus = setTimeout(() => {
      document
        .querySelector<HTMLButtonElement>(`[data-sticker-id="${jump.id}"] button`)
        ?.focus({ preventScroll: true });
    }, 150);
    return () => clearTimeout(focus);
    // only a new jump request scrolls; later changes to the list must not pull the page back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jump]);

  return (
    <div
      ref={ref}
      aria-label={t`Stickers`}
      aria-describedby="sticker-grid-keys"
      role="group"
      className="relative w-full"
      style={{ height: Math.max(0, virtualizer.getTotalSize() - SLOT_GAP) }}
      onKeyDown={roving.onKeyDown}
      onFocus={(event) => {
        intent?.onFocus();
        roving.onFocus(event);
      }}
      onPointerEnter={intent?.onPointerEnter}
      onPointerDown={intent?.onPointerDown}
    >
      <p id="sticker-grid-keys" className="sr-only">
        <Trans>
          Arrow keys move between stickers. Shift and Enter, or the menu key, opens a sticker’s
          details.
        </Trans>
      </p>
      {rows.map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            className="absolute inset-x-0 top-0 grid"
            style={{
              height: SLOT_HEIGHT,
              gap: SLOT_GAP,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {stickers.slice(first, first + columns).map((sticker) => (
              <StickerSlot
                key={sticker.id}
                sticker={sticker}
                special={specialKindOf(specials, sticker.number)}
                fontSize={codeFontSize(sticker.number, slot)}
                isTabStop={sticker.id === roving.tabStopId}
                isSelecting={isSelecting}
                isSelected={selected.has(sticker.id)}
                isHighlighted={highlightedId === sticker.id}
                onPress={onPress}
                onOpenDetails={onOpenDetails}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
