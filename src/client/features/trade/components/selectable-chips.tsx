import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftRight, Check, CircleDashed, Sparkles } from 'lucide-react';
import { SPECIAL_LABELS, type SpecialKind } from '../../../../domain/catalogue/specials';
import { useId, useState } from 'react';
import { ChipListToggle } from '../../../components/ui/chip-list-toggle';
import { cn } from '../../../lib/cn';
import { collapseChips } from '../../../lib/chip-list';

// The board's sticker language (docs/product.md "Sticker states and how they change"): what I
// give is one of my spares (gold, swap arrows), what I get is a sticker I need (dashed slot). A
// chosen chip is filled and ticked, so the choice never depends on colour alone.
const kinds = {
  give: {
    icon: ArrowLeftRight,
    ink: 'text-trade',
    chosen: 'border-trade bg-accent text-accent-foreground',
  },
  get: {
    icon: CircleDashed,
    ink: 'text-needed',
    chosen: 'border-owned bg-owned text-primary-foreground',
  },
} as const;

/** How many chips show before "+N more": a big album's list stays a screen long. */
const CHIP_LIMIT = 30;

interface SelectableChipsProps {
  kind: keyof typeof kinds;
  heading: string;
  /** Album-order indices with the code printed for each. */
  items: ReadonlyArray<{ index: number; code: string; special?: SpecialKind | undefined }>;
  chosen: ReadonlySet<number>;
  onToggle: (index: number) => void;
  emptyText: string;
}

/** "You can give (12): …" as chips a tap puts in or takes out of the swap. */
export function SelectableChips({
  kind,
  heading,
  items,
  chosen,
  onToggle,
  emptyText,
}: SelectableChipsProps) {
  const { i18n, t } = useLingui();
  const { icon: Icon, ink, chosen: chosenClass } = kinds[kind];
  const headingId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const { visible, hiddenCount } = collapseChips(items, { limit: CHIP_LIMIT, isExpanded });
  const chosenCount = items.filter((item) => chosen.has(item.index)).length;

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h3 id={headingId} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-bold">
        <Icon aria-hidden className={cn('size-4', ink)} />
        {heading} ({i18n.number(items.length)})
        {items.length > 0 && (
          <span className="text-sm font-medium text-muted-foreground">
            <Trans>{chosenCount} chosen</Trans>
          </span>
        )}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-wrap items-center gap-2">
          {visible.map(({ index, code, special }) => {
            const isChosen = chosen.has(index);
            return (
              <li key={index}>
                <button
                  type="button"
                  aria-pressed={isChosen}
                  aria-label={
                    special
                      ? t`Sticker ${code}, ${i18n._(SPECIAL_LABELS[special])}`
                      : t`Sticker ${code}`
                  }
                  onClick={() => onToggle(index)}
                  className={cn(
                    'inline-flex h-10 min-w-12 items-center justify-center gap-1 rounded-slot border-2 px-2.5 text-sm font-bold tabular-nums transition-colors',
                    isChosen
                      ? chosenClass
                      : 'border-dashed border-needed bg-card text-muted-foreground hover:bg-muted',
                  )}
                >
                  {isChosen && <Check aria-hidden className="size-3.5" />}
                  {code}
                  {special && <Sparkles aria-hidden className="size-3 fill-current" />}
                </button>
              </li>
            );
          })}
          <ChipListToggle
            hiddenCount={hiddenCount}
            isExpanded={isExpanded}
            onToggle={() => setIsExpanded(!isExpanded)}
          />
        </ul>
      )}
    </section>
  );
}
