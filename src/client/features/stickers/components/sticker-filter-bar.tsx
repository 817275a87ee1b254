import { LayoutGrid } from 'lucide-react';
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
const filters: { value: StickerFilter; label: string; icon: typeof LayoutGrid }[] = [
  { value: 'all', label: 'All', icon: LayoutGrid },
  { value: 'needed', label: 'Needed', icon: stateLooks.needed.icon },
  { value: 'owned', label: 'Owned', icon: stateLooks.owned.icon },
  { value: 'forTrade', label: 'For Trade', icon: stateLooks.forTrade.icon },
  { value: 'pending', label: 'Pending', icon: stateLooks.pending.icon },
  { value: 'completed', label: 'Completed', icon: stateLooks.completed.icon },
];

export interface FilterBarProps {
  filter: StickerFilter;
  onFilterChange: (filter: StickerFilter) => void;
  partner: string;
  partners: readonly string[];
  onPartnerChange: (partner: string) => void;
}

/**
 * The filter buttons and the partner filter. `pinned` is the compact copy that
 * sticks under the header once the page has scrolled past the progress card.
 */
export function StickerFilterBar({
  filter,
  onFilterChange,
  partner,
  partners,
  onPartnerChange,
  pinned = false,
}: FilterBarProps & { pinned?: boolean }) {
  return (
    <div
      className={cn('flex gap-2', pinned ? 'items-center' : 'flex-col sm:flex-row sm:items-center')}
    >
      <div
        role="toolbar"
        aria-label={pinned ? 'Sticker filters (pinned)' : 'Sticker filters'}
        className={cn(
          'gap-1.5',
          pinned
            ? 'flex min-w-0 flex-1 overflow-x-auto [scrollbar-width:none]'
            : 'grid grid-cols-3 sm:flex sm:flex-wrap',
        )}
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
            {label}
          </button>
        ))}
      </div>
      <div className={cn(pinned ? 'w-32 shrink-0 sm:w-48' : 'sm:ml-auto sm:w-56')}>
        <PartnerSelect
          partner={partner}
          partners={partners}
          onPartnerChange={onPartnerChange}
          standIn={(standIn) => <PartnerSelectStandIn partner={partner} {...standIn} />}
        />
      </div>
    </div>
  );
}
