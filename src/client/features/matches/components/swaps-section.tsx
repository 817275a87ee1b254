import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import type { Swap, SwapRatingInput } from '../../../../domain/matches/schemas';
import { Button } from '../../../components/ui/button';
import { isSwapOpen, sortSwaps, type SwapAction } from '../swap-status';
import { SwapCard } from './swap-card';

// A swap finished a moment ago stays in sight; older finished ones fold away.
const RECENT_FINISHED = 2;

interface SwapsSectionProps {
  swaps: Swap[];
  onAction: (swap: Swap, action: SwapAction) => void;
  /** The swap and action on their way, if one is. */
  busy: { swapId: number; action: SwapAction } | undefined;
  isWaitingForSignal: boolean;
  /** The saved message of a swap I proposed, if this browser has it. */
  savedMessage: (swap: Swap) => string | undefined;
  onCopyMessage: (message: string) => void;
  onRate: (swap: Swap, rating: SwapRatingInput) => Promise<unknown>;
}

/**
 * "Your swaps" on this collection: the ones that need something first, then the latest finished
 * ones; older finished swaps fold away so the list stays short at a busy swap meet.
 */
export function SwapsSection({
  swaps,
  onAction,
  busy,
  isWaitingForSignal,
  savedMessage,
  onCopyMessage,
  onRate,
}: SwapsSectionProps) {
  const { t } = useLingui();
  const [isShowingFinished, setIsShowingFinished] = useState(false);
  const sorted = sortSwaps(swaps);
  const open = sorted.filter((swap) => isSwapOpen(swap.status));
  const finished = sorted.filter((swap) => !isSwapOpen(swap.status));
  const shown = [...open, ...(isShowingFinished ? finished : finished.slice(0, RECENT_FINISHED))];
  const olderCount = finished.length - RECENT_FINISHED;

  const card = (swap: Swap) => {
    const message = swap.role === 'proposer' && isSwapOpen(swap.status) && savedMessage(swap);
    return (
      <li key={swap.id}>
        <SwapCard
          swap={swap}
          onAction={(action) => onAction(swap, action)}
          busyAction={busy?.swapId === swap.id ? busy.action : undefined}
          isWaitingForSignal={isWaitingForSignal}
          isDisabled={busy !== undefined}
          onCopyMessage={message ? () => onCopyMessage(message) : undefined}
          onRate={(rating) => onRate(swap, rating)}
        />
      </li>
    );
  };

  return (
    <section aria-labelledby="swaps-heading" className="grid gap-4">
      <h2 id="swaps-heading" className="flex items-center gap-2 text-xl font-bold">
        <ArrowLeftRight aria-hidden className="size-5 text-trade" />
        <Trans>Your swaps</Trans>
      </h2>
      {open.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No swaps under way. Propose one from a match below.</Trans>
        </p>
      )}
      {shown.length > 0 && <ul className="grid gap-4">{shown.map(card)}</ul>}
      {olderCount > 0 && (
        <Button
          variant="ghost"
          className="w-fit text-primary"
          aria-expanded={isShowingFinished}
          onClick={() => setIsShowingFinished(!isShowingFinished)}
        >
          {isShowingFinished ? t`Hide older swaps` : t`Show older swaps (${olderCount})`}
        </Button>
      )}
    </section>
  );
}
