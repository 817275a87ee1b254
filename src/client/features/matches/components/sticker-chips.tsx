import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ArrowLeftRight, CircleDashed, Sparkles } from 'lucide-react';
import {
  SPECIAL_LABELS,
  specialKindOf,
  type Specials,
} from '../../../../domain/catalogue/specials';
import { useId, useState } from 'react';
import { ChipListToggle } from '../../../components/ui/chip-list-toggle';
import { cn } from '../../../lib/cn';
import { collapseChips } from '../../../lib/chip-list';

// The sticker-state language of the board (docs/product.md "Sticker states and how they change"):
// what I get is a sticker I need (dashed slot), what I give is one of my spares (gold, swap
// arrows). Icon and word, not colour alone.
const kinds = {
  get: {
    label: msg`You get`,
    icon: CircleDashed,
    ink: 'text-needed',
    chip: 'border-2 border-dashed border-needed bg-card text-foreground',
  },
  give: {
    label: msg`You give`,
    icon: ArrowLeftRight,
    ink: 'text-trade',
    chip: 'border-2 border-trade bg-accent text-accent-foreground',
  },
} as const;

interface StickerChipsProps {
  kind: keyof typeof kinds;
  numbers: readonly string[];
  /** The album's specials: a special's chip has a sparkle and its kind in words (decision 021). */
  specials?: Readonly<Specials>;
  /** Said instead of the chips when there are none. */
  emptyText: string;
}

/** "You get (n)" or "You give (n)" and the sticker numbers, long lists folded behind "+N more". */
export function StickerChips({ kind, numbers, specials, emptyText }: StickerChipsProps) {
  const { i18n, _ } = useLingui();
  const { label, icon: Icon, ink, chip } = kinds[kind];
  const labelId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const { visible, hiddenCount } = collapseChips(numbers, { isExpanded });
  const heading = `${_(label)} (${i18n.number(numbers.length)})`;

  return (
    <div className="grid content-start gap-2">
      <p id={labelId} className="flex items-center gap-1.5 text-sm font-bold">
        <Icon aria-hidden className={cn('size-4', ink)} />
        {heading}
      </p>
      {numbers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul aria-labelledby={labelId} className="flex flex-wrap items-center gap-1.5">
          {visible.map((number) => (
            <li
              key={number}
              className={cn(
                'inline-flex h-8 min-w-9 items-center justify-center rounded-slot px-2 text-sm font-bold tabular-nums',
                chip,
              )}
            >
              {number}
              {specialKindOf(specials, number) && (
                <>
                  <Sparkles aria-hidden className="ml-1 size-3 fill-current" />
                  <span className="sr-only">
                    {` (${_(SPECIAL_LABELS[specialKindOf(specials, number)!])})`}
                  </span>
                </>
              )}
            </li>
          ))}
          <ChipListToggle
            hiddenCount={hiddenCount}
            isExpanded={isExpanded}
            onToggle={() => setIsExpanded(!isExpanded)}
            describedBy={labelId}
          />
        </ul>
      )}
    </div>
  );
}
