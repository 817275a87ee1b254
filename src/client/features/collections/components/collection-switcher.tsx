import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { CollectionSummary } from '../../../../domain/collection/collection';
import type { IntentHandlers } from '../../../lib/on-demand';
import { CollectionCard } from './collection-card';

// On a phone a row of cards you swipe (each snaps into place, the next one peeks in);
// from the small breakpoint up, a grid.
const rowClass =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3';
const itemClass = 'w-[78%] max-w-72 shrink-0 snap-start sm:w-auto sm:max-w-none';

interface CollectionSwitcherProps {
  collections: CollectionSummary[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onToggleArchived: (collection: CollectionSummary) => void;
  onDelete: (collection: CollectionSummary) => void;
  /** Preload what Archive/Activate and Delete open (docs/decisions/024). */
  statusIntent?: IntentHandlers;
  deleteIntent?: IntentHandlers;
}

/** The user's collections as cards; picking one shows it below (docs/product.md "Screens"). */
export function CollectionSwitcher({
  collections,
  selectedId,
  onSelect,
  onToggleArchived,
  onDelete,
  statusIntent,
  deleteIntent,
}: CollectionSwitcherProps) {
  const selectedRef = useRef<HTMLLIElement>(null);

  // On a phone the selected card may be off to the side: bring it into the row's view, without
  // scrolling the page itself.
  useEffect(() => {
    const item = selectedRef.current;
    const row = item?.parentElement;
    if (!item || !row || row.scrollWidth <= row.clientWidth) return;
    const offset = item.offsetLeft - row.offsetLeft - 16;
    if (offset < row.scrollLeft || offset + item.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollTo({ left: offset, behavior: 'smooth' });
    }
  }, [selectedId]);

  return (
    <ul aria-label="Your collections" className={rowClass}>
      {collections.map((collection) => {
        const isSelected = collection.id === selectedId;
        return (
          <li key={collection.id} ref={isSelected ? selectedRef : undefined} className={itemClass}>
            <CollectionCard
              collection={collection}
              isSelected={isSelected}
              onSelect={() => onSelect(collection.id)}
              onToggleArchived={() => onToggleArchived(collection)}
              onDelete={() => onDelete(collection)}
              statusIntent={statusIntent}
              deleteIntent={deleteIntent}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholders the size of real cards, so nothing jumps when the list arrives. */
export function CollectionSwitcherSkeleton() {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        <Trans>Loading your collections</Trans>
      </span>
      <div aria-hidden className={rowClass}>
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className={`${itemClass} grid gap-3 rounded-card border-2 border-transparent bg-card p-4 ring-1 ring-border ${index === 2 ? 'hidden lg:grid' : ''}`}
          >
            <div className="flex items-start gap-3">
              <div className="size-10 animate-pulse rounded-slot bg-muted" />
              <div className="grid flex-1 gap-2 pt-0.5">
                <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
                <div className="h-3.5 w-1/3 animate-pulse rounded bg-muted" />
              </div>
            </div>
            <div className="h-2 animate-pulse rounded-full bg-muted" />
            <div className="h-3.5 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-9" />
          </div>
        ))}
      </div>
    </div>
  );
}
