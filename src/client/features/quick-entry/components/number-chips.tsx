import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * How a chip looks: the sticker state it stands for (docs/product.md "Sticker states and how they
 * change").
 */
export type ChipTone = 'owned' | 'trade' | 'needed' | 'plain';

const tones: Record<ChipTone, string> = {
  owned: 'border-owned bg-owned text-card',
  trade: 'border-trade bg-accent text-accent-foreground',
  needed: 'border-dashed border-needed bg-card text-foreground',
  plain: 'border-transparent bg-muted text-foreground',
};

/** Lists longer than this show a "Show all" button, so a 10,000-sticker paste stays quick. */
const SHOWN_AT_FIRST = 48;

interface NumberChipsProps {
  items: readonly string[];
  tone: ChipTone;
  /** Names the list for screen readers, e.g. "You can give". */
  label: string;
}

/** Sticker numbers as chips, the first few dozen at once and the rest on request. */
export function NumberChips({ items, tone, label }: NumberChipsProps) {
  const { i18n } = useLingui();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll ? items : items.slice(0, SHOWN_AT_FIRST);
  const hidden = items.length - shown.length;
  const total = i18n.number(items.length);
  return (
    <div className="grid gap-2">
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {shown.map((item, index) => (
          <li
            key={`${item}-${index}`}
            className={cn(
              'rounded-md border-2 px-2 py-0.5 text-sm font-bold tabular-nums',
              tones[tone],
            )}
          >
            {item}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          padding="custom"
          className="justify-self-start px-2"
          onClick={() => setIsShowingAll(true)}
        >
          <Trans>Show all {total}</Trans>
        </Button>
      )}
    </div>
  );
}
