import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { Sticker } from '../../../domain/sticker/sticker';

/** Where an arrow key, Home/End or Page Up/Down moves from `index` in a grid of `columns`. */
export function movedIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  pageRows = 5,
): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    PageDown: index + columns * pageRows,
    PageUp: index - columns * pageRows,
    Home: index - (index % columns),
    End: Math.min(count - 1, index - (index % columns) + columns - 1),
  };
  const next = moves[key];
  if (next === undefined) return undefined;
  return Math.min(count - 1, Math.max(0, next));
}

const slotButton = (id: number) =>
  document.querySelector<HTMLButtonElement>(`[data-sticker-id="${id}"] button`);

/**
 * The sticker grid as one Tab stop (a roving tabindex, as a grid widget has): Tab enters at the
 * sticker last used, the arrow keys move between stickers (Ctrl+Home/End to the first and last),
 * and Tab again leaves the grid, so crossing a 680-sticker album takes one key, not 1,360.
 * `scrollToIndex` brings a row that is not drawn yet into view before it is focused.
 */
export function useRovingGrid({
  stickers,
  columns,
  renderedIds,
  scrollToIndex,
}: {
  stickers: readonly Sticker[];
  columns: number;
  renderedIds: readonly number[];
  scrollToIndex: (index: number) => void;
}) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // The remembered sticker may be filtered out or scrolled out of the drawn rows: then the first
  // drawn one takes the Tab stop, so the grid can always be reached.
  const tabStopId =
    activeId !== null && renderedIds.includes(activeId) ? activeId : (renderedIds[0] ?? null);

  // Each arrow key asks for focus once; the request waits until its row is drawn (after scrolling
  // to it), and once met it is done, so later renders never pull focus back into the grid.
  const metRequest = useRef(0);
  useEffect(() => {
    if (focusRequest === metRequest.current || activeId === null) return;
    const frame = requestAnimationFrame(() => {
      const button = slotButton(activeId);
      if (!button) return;
      metRequest.current = focusRequest;
      button.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, activeId, renderedIds]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const slot = (event.target as HTMLElement).closest<HTMLElement>('[data-sticker-id]');
      if (!slot) return;
      const index = stickers.findIndex((sticker) => sticker.id === Number(slot.dataset.stickerId));
      if (index < 0) return;
      const key =
        event.ctrlKey && event.key === 'Home'
          ? 'First'
          : event.ctrlKey && event.key === 'End'
            ? 'Last'
            : event.key;
      const next =
        key === 'First'
          ? 0
          : key === 'Last'
            ? stickers.length - 1
            : movedIndex(key, index, stickers.length, columns);
      if (next === undefined) return;
      event.preventDefault();
      const target = stickers[next];
      if (!target) return;
      scrollToIndex(next);
      setActiveId(target.id);
      // Drawn already: focus it now, so a second key pressed (or repeated) before the next frame
      // moves on from this sticker instead of from the one it left. Otherwise once it is drawn.
      const button = slotButton(target.id);
      if (button) button.focus();
      else setFocusRequest((request) => request + 1);
    },
    [stickers, columns, scrollToIndex],
  );

  // A click or programmatic focus (jump to number) makes that sticker the Tab stop too.
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const slot = (event.target as HTMLElement).closest<HTMLElement>('[data-sticker-id]');
    if (slot) setActiveId(Number(slot.dataset.stickerId));
  }, []);

  return { tabStopId, onKeyDown, onFocus };
}
