import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LayoutGrid } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { StickerFilter } from '../../../../domain/collection/filters';
import { cn } from '../../../lib/cn';
import { onDemandControl } from '../../../lib/on-demand';
import type { PartnerSelectProps } from './partner-select';
import { PartnerSelectStandIn } from './partner-select-face';
import { stateLooks } from './sticker-looks';

// The partner filter's code (Radix Select) loads when the pointer or focus reaches it
// (docs/decisions/024).
const PartnerSelect = onDemandControl<PartnerSelectProps>(
  async () => (await import('./partner-select')).PartnerSelect,
);

// Each filter value with the label its button shows.
const filters: { value: StickerFilter; label: MessageDescriptor; icon: typeof LayoutGrid }[] = [
  { value: 'all', label: msg`All`, icon: LayoutGrid },
  { value: 'needed', label: msg`Needed`, icon: stateLooks.needed.icon },
  { value: 'owned', label: msg`Owned`, icon: stateLooks.owned.icon },
  { value: 'forTrade', label: msg`For Trade`, icon: stateLooks.forTrade.icon },
  { value: 'pending', label: msg`Pending`, icon: stateLooks.pending.icon },
  { value: 'completed', label: msg`Completed`, icon: stateLooks.completed.icon },
];

export interface FilterBarProps {
  filter: StickerFilter;
  onFilterChange: (filter: StickerFilter) => void;
  partner: string;
  partners: readonly string[];
  onPartnerChange: (partner: string) => void;
}

/**
 * Whether a row that scrolls sideways has more past its start and past its end: the pinned row
 * fades those edges, so a phone shows that it scrolls.
 */
function useMoreToScroll(row: RefObject<HTMLElement | null>) {
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const start = scrollLeft > 1;
      const end = scrollLeft + clientWidth < scrollWidth - 1;
      setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    for (const child of element.children) resized.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [row]);
  return more;
}

/**
 * The filter buttons and the partner filter. `pinned` is the compact copy that sticks under the
 * header once the page has scrolled past the progress card: one row, where every label stays
 * whole and a phone scrolls the row sideways, its faded edges showing there is more
 * (docs/product.md "Screens").
 */
export function StickerFilterBar({
  filter,
  onFilterChange,
  partner,
  partners,
  onPartnerChange,
  pinned = false,
}: FilterBarProps & { pinned?: boolean }) {
  const { _ } = useLingui();
  const row = useRef<HTMLDivElement>(null);
  const more = useMoreToScroll(row);
  const buttons = (
    <div
      role="toolbar"
      aria-label={pinned ? _(msg`Sticker filters (pinned)`) : _(msg`Sticker filters`)}
      className={cn('gap-1.5', pinned ? 'flex shrink-0' : 'grid grid-cols-3 sm:flex sm:flex-wrap')}
    >
      {filters.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onFilterChange(value)}
          className={cn(
            'inline-flex h-10 shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-full border px-2 text-[13px] font-semibold transition-colors sm:gap-1.5 sm:px-3 sm:text-sm',
            filter === value
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-input bg-card hover:bg-muted',
          )}
        >
          <Icon aria-hidden className="size-3.5 shrink-0 sm:size-4" />
          {_(label)}
        </button>
      ))}
    </div>
  );
  const partnerSelect = (
    <PartnerSelect
      partner={partner}
      partners={partners}
      onPartnerChange={onPartnerChange}
      standIn={(standIn) => <PartnerSelectStandIn partner={partner} {...standIn} />}
    />
  );
  if (!pinned) {
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {buttons}
        <div className="sm:ml-auto sm:w-56">{partnerSelect}</div>
      </div>
    );
  }
  return (
    <div className="relative min-w-0">
      <div ref={row} className="flex gap-2 overflow-x-auto [scrollbar-width:none]">
        {buttons}
        {/* its own width, so "All partners" or a partner's name is never cut short */}
        <div className="ml-auto min-w-40 shrink-0">{partnerSelect}</div>
      </div>
      {more.start && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-0 w-8 bg-linear-to-r from-card"
        />
      )}
      {more.end && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-linear-to-l from-card"
        />
      )}
    </div>
  );
}
