import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  TRADE_SURPLUS_HINT,
  hasMoreToTradeThanNeeded,
  type StickerCounts,
} from '../../../../domain/collection/progress';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { DisplayState } from '../sticker-display';
import { stateLooks } from './sticker-looks';

// The counters keep docs/product.md's words ("Screens"): 'For Trade' here, 'For trade' on a slot.
const counters: { state: DisplayState; label: MessageDescriptor; count: keyof StickerCounts }[] = [
  { state: 'needed', label: msg`Needed`, count: 'needed' },
  { state: 'owned', label: msg`Owned`, count: 'owned' },
  { state: 'forTrade', label: msg`For Trade`, count: 'forTrade' },
  { state: 'pending', label: msg`Pending`, count: 'pending' },
  { state: 'completed', label: msg`Completed`, count: 'completed' },
];

/**
 * Owned of total with percent, a progress bar, five counters and the surplus hint. `action` sits
 * on the title's line, the first thing of the board a phone shows (the board's Share button,
 * docs/product.md "Screens").
 */
export function StickerProgressCard({
  title,
  counts,
  action,
}: {
  title: string;
  counts: StickerCounts;
  action?: ReactNode;
}) {
  const { i18n, _ } = useLinguiRuntime();
  const { t } = useLingui();
  const formatCount = (value: number) => i18n.number(value);
  const owned = formatCount(counts.owned);
  const total = formatCount(counts.total);
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="min-w-0 truncate text-sm font-semibold text-muted-foreground">{title}</h2>
        {action}
      </div>
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold">
            <Trans>
              {owned} of {total} owned
            </Trans>
          </p>
        </div>
        <p className="text-4xl font-extrabold leading-none text-primary tabular-nums">
          {i18n.number(counts.percent / 100, { style: 'percent' })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t`Album progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={counts.percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${counts.percent}%` }}
        />
      </div>
      <dl className="mt-4 grid grid-cols-5 gap-1 sm:gap-3">
        {counters.map(({ state, label, count }) => {
          const Icon = stateLooks[state].icon;
          return (
            <div
              key={state}
              className="flex min-w-0 flex-col items-center gap-0.5 rounded-xl bg-muted/60 px-0.5 py-2 text-center sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-1.5"
            >
              <dt className="order-3 w-full text-[10px] font-medium leading-tight text-muted-foreground sm:text-xs">
                {_(label)}
              </dt>
              <Icon aria-hidden className={cn('order-1 size-4 shrink-0', stateLooks[state].ink)} />
              <dd className="order-2 text-base font-bold leading-tight tabular-nums sm:text-lg">
                {formatCount(counts[count])}
              </dd>
            </div>
          );
        })}
      </dl>
      {hasMoreToTradeThanNeeded(counts) && (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-accent/25 p-3 text-sm font-medium">
          <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-trade" />
          {_(TRADE_SURPLUS_HINT)}
        </p>
      )}
    </Card>
  );
}
