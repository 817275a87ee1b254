import { ArrowLeftRight, Circle } from 'lucide-react';
import { buildGridCells, GRID_COLUMNS } from '../../../../domain/sharing/public-grid';
import { cn } from '../../../lib/cn';

/** Longer numbers get smaller type, so "120" or "MEX10" fit a slot on a 375 px phone. */
function numberSize(number: string) {
  if (number.length <= 2) return 'text-sm sm:text-base';
  if (number.length === 3) return 'text-xs sm:text-base';
  return 'text-[10px] sm:text-sm';
}

interface TradeGridProps {
  title: string;
  kind: 'needed' | 'forTrade';
  items: ReadonlyArray<{ number: string; quantity?: number }>;
}

/**
 * spec §9 public trade grid: at least 80 cells in rows of 8, the numbers in album order first and the rest
 * grey. Needed slots are outlined; for-trade slots are gold with swap arrows and spare counts.
 */
export function TradeGrid({ title, kind, items }: TradeGridProps) {
  const quantities = new Map(items.map((item) => [item.number, item.quantity ?? 1]));
  const cells = buildGridCells(items.map((item) => item.number));
  const Icon = kind === 'needed' ? Circle : ArrowLeftRight;
  return (
    <section
      aria-labelledby={`${kind}-title`}
      className="rounded-card border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${kind}-title`} className="mb-4 flex items-center gap-2 text-xl font-extrabold">
        <Icon
          aria-hidden
          className={cn('size-5', kind === 'needed' ? 'text-needed' : 'text-trade')}
        />
        {title} <span className="text-muted-foreground">({items.length})</span>
      </h2>
      <ul
        className="grid gap-1.5 sm:gap-2"
        style={{ gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))` }}
        aria-label={`${title}: ${items.length} stickers`}
      >
        {cells.map((number, index) =>
          number === null ? (
            <li
              key={`empty-${index}`}
              aria-hidden
              className="aspect-square rounded-slot bg-muted"
            />
          ) : (
            <li
              key={number}
              className={cn(
                'relative flex aspect-square items-center justify-center rounded-slot font-extrabold tracking-tight',
                numberSize(number),
                kind === 'needed'
                  ? 'border-2 border-dashed border-owned bg-card text-foreground'
                  : 'bg-accent text-accent-foreground',
              )}
            >
              <span className="px-0.5">{number}</span>
              {kind === 'forTrade' && (quantities.get(number) ?? 1) > 1 && (
                <span className="absolute -top-1.5 -right-1.5 rounded-full bg-foreground px-1.5 text-[10px] leading-4 font-bold text-background">
                  x{quantities.get(number)}
                </span>
              )}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
