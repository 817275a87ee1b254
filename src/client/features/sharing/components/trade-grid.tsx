import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowLeftRight, Circle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import {
  SPECIAL_LABELS,
  specialKindOf,
  type Specials,
} from '../../../../domain/catalogue/specials';
import { buildGridCells, GRID_MIN_CELLS } from '../../../../domain/sharing/public-grid';
import { Button } from '../../../components/ui/button';
import { codeWidthInEm, CODE_FONT_MAX, CODE_FONT_MIN } from '../../../lib/code-fit';
import { cn } from '../../../lib/cn';
import { useStyleNonce } from '../../../lib/style-nonce';

/** Codes this long or longer do not fit eight to a row on a phone, so the row takes five. */
const LONG_CODE_EM = 2.9;

interface TradeGridProps {
  title: string;
  kind: 'needed' | 'forTrade';
  items: ReadonlyArray<{ number: string; quantity?: number }>;
  /** Whether some code of the album is long (`FWC19`): the page lays the grids out roomier. */
  hasLongCodes: boolean;
  /** The listed codes the album marks special (decision 021): a sparkle and the kind's name. */
  specials?: Readonly<Specials>;
}

/**
 * A code's type size, by its width: a class per width rather than a `style` attribute, which the
 * Content-Security-Policy refuses in server-rendered HTML (decision 026). The rules sit in one
 * <style> element with the page's nonce, for every width of the list (shown or not), so showing
 * all changes no rule. Each is the widest the code can be drawn and still fit the cell, within
 * the type scale.
 */
const fitClass = (width: string) => `code-fit-${width.replace('.', '_')}`;

function CodeFitRules({ numbers }: { numbers: readonly string[] }) {
  const nonce = useStyleNonce();
  const widths = [...new Set(numbers.map((number) => codeWidthInEm(number).toFixed(2)))].sort();
  const rules = widths.map(
    (width) =>
      `.${fitClass(width)}{font-size:clamp(${CODE_FONT_MIN}px, calc((100cqw - 6px) / ${width}), ${CODE_FONT_MAX}px)}`,
  );
  return <style nonce={nonce}>{rules.join('\n')}</style>;
}

/** Whether any of `numbers` needs more room than eight slots to a phone's row give. */
export function hasLongCodes(numbers: readonly string[]): boolean {
  return numbers.some((number) => codeWidthInEm(number) >= LONG_CODE_EM);
}

/**
 * A public trade grid: 80 cells in rows of 8 (5 on a phone for albums of long printed codes, so
 * every code reads whole), the numbers in album order first and the rest grey, and "Show all N"
 * when there are more. Needed slots are outlined; for-trade slots are gold with swap arrows and
 * spare counts. Each code's type is fitted to its cell by the cell's own width.
 */
export function TradeGrid({ title, kind, items, hasLongCodes: isRoomy, specials }: TradeGridProps) {
  const { t, i18n } = useLingui();
  const [isExpanded, setIsExpanded] = useState(false);
  const quantities = new Map(items.map((item) => [item.number, item.quantity ?? 1]));
  const numbers = items.map((item) => item.number);
  const isCut = !isExpanded && numbers.length > GRID_MIN_CELLS;
  const cells = buildGridCells(isCut ? numbers.slice(0, GRID_MIN_CELLS) : numbers);
  const Icon = kind === 'needed' ? Circle : ArrowLeftRight;
  const headingId = `${kind}-title`;
  return (
    <section
      id={kind === 'needed' ? 'needs' : 'for-trade'}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-card border bg-card p-3 shadow-sm sm:p-6"
    >
      <CodeFitRules numbers={numbers} />
      <h2 id={headingId} className="mb-4 flex items-center gap-2 text-xl font-extrabold">
        <Icon
          aria-hidden
          className={cn('size-5', kind === 'needed' ? 'text-needed' : 'text-trade')}
        />
        {title} <span className="text-muted-foreground">({items.length})</span>
      </h2>
      <ul
        className={cn(
          'grid gap-1.5 sm:gap-2',
          isRoomy ? 'grid-cols-5 sm:grid-cols-8' : 'grid-cols-8',
        )}
        aria-label={t`${title}: ${plural(items.length, { one: '# sticker', other: '# stickers' })}`}
      >
        {cells.map((number, index) => {
          const special = number === null ? undefined : specialKindOf(specials, number);
          return number === null ? (
            <li
              key={`empty-${index}`}
              aria-hidden
              className="aspect-square rounded-slot bg-muted"
            />
          ) : (
            <li
              key={number}
              className={cn(
                'relative flex aspect-square items-center justify-center rounded-slot font-extrabold [container-type:inline-size]',
                kind === 'needed'
                  ? 'border-2 border-dashed border-owned bg-card text-foreground'
                  : 'bg-accent text-accent-foreground',
              )}
            >
              <span
                className={cn(
                  'whitespace-nowrap leading-none tabular-nums',
                  fitClass(codeWidthInEm(number).toFixed(2)),
                )}
              >
                {number}
              </span>
              {special && (
                <>
                  <Sparkles
                    aria-hidden
                    data-testid="special-mark"
                    className="absolute top-0.5 left-0.5 size-3 fill-current"
                    strokeWidth={2.25}
                  />
                  <span className="sr-only">, {i18n._(SPECIAL_LABELS[special])}</span>
                </>
              )}
              {kind === 'forTrade' && (quantities.get(number) ?? 1) > 1 && (
                <span className="absolute -top-1.5 -right-1.5 rounded-full bg-foreground px-1.5 text-[10px] leading-4 font-bold text-background">
                  x{quantities.get(number)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {numbers.length > GRID_MIN_CELLS && (
        <Button
          variant="outline"
          className="mt-4 w-full"
          aria-expanded={isExpanded}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          {isExpanded ? t`Show fewer` : t`Show all ${i18n.number(numbers.length)}`}
        </Button>
      )}
    </section>
  );
}
