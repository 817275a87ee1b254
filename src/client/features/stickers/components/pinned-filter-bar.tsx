import type { RefObject } from 'react';
import { useScrolledOutOfView } from '../use-scrolled-out-of-view';
import { useScrolledPast } from '../use-scrolled-past';
import { StickerFilterBar, type FilterBarProps } from './sticker-filter-bar';

// The signed-in header is sticky and h-16 (64 px); the pinned bar sits just under it.
const HEADER_HEIGHT = 64;

interface PinnedFilterBarProps extends FilterBarProps {
  /** The filter bar in the page: the copy shows only once it has scrolled away. */
  anchor: RefObject<HTMLElement | null>;
  status?: string;
}

/**
 * A copy of the filter bar that sticks under the header once the page has scrolled
 * more than 300 px, past the progress card and the filter bar itself (never two bars in view).
 */
export function PinnedFilterBar({ anchor, status, ...props }: PinnedFilterBarProps) {
  const isPastThreshold = useScrolledPast(300);
  const isAnchorGone = useScrolledOutOfView(anchor, HEADER_HEIGHT);
  if (!isPastThreshold || !isAnchorGone) return null;
  return (
    <div
      data-obscures="top"
      className="fixed inset-x-0 top-16 z-30 border-b bg-card/95 shadow-sm backdrop-blur"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-1 px-4 py-2">
        <StickerFilterBar {...props} pinned />
        {status && <p className="text-xs font-semibold text-muted-foreground">{status}</p>}
      </div>
    </div>
  );
}
