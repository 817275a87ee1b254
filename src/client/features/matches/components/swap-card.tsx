import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Handshake, LoaderCircle, WifiOff, X } from 'lucide-react';
import type { Swap, SwapRatingInput } from '../../../../domain/matches/schemas';
import { Button } from '../../../components/ui/button';
import {
  availableSwapActions,
  describeSwapStatus,
  isSwapOpen,
  swapActionLabels,
  type SwapAction,
} from '../swap-status';
import { PartnerName } from './partner-name';
import { StickerChips } from './sticker-chips';
import { SwapRating } from './swap-rating';
import { SwapStatusBadge } from './swap-status-badge';

interface SwapCardProps {
  swap: Swap;
  onAction: (action: SwapAction) => void;
  /** The action on its way for this swap, if any. */
  busyAction: SwapAction | undefined;
  isWaitingForSignal: boolean;
  /** Another swap's action is under way. */
  isDisabled: boolean;
  /** Copies the message written when I proposed it, if this browser still has it. */
  onCopyMessage?: () => void;
  /** Rates this swap once it is done (docs/product.md "Trust"). */
  onRate: (rating: SwapRatingInput) => Promise<unknown>;
}

const actionLooks: Record<SwapAction, { variant: 'default' | 'outline'; icon: typeof Check }> = {
  accept: { variant: 'default', icon: Check },
  done: { variant: 'default', icon: Handshake },
  decline: { variant: 'outline', icon: X },
  cancel: { variant: 'outline', icon: X },
};

/** One of my swaps: the partner, its state in words, both sides, and what I can do now. */
export function SwapCard({
  swap,
  onAction,
  busyAction,
  isWaitingForSignal,
  isDisabled,
  onCopyMessage,
  onRate,
}: SwapCardProps) {
  const { i18n, t } = useLingui();
  const { label, detail } = describeSwapStatus(i18n, swap);
  const actions = availableSwapActions(swap);
  const isOpen = isSwapOpen(swap.status);

  return (
    <article
      aria-label={t`Swap with ${swap.partnerUsername}`}
      className="grid gap-4 rounded-card border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-3">
          <PartnerName username={swap.partnerUsername} />
          <SwapStatusBadge status={swap.status} label={label} />
        </div>
        <p className="font-medium">{detail}</p>
      </div>
      {isOpen && (
        <div className="grid gap-4 sm:grid-cols-2">
          <StickerChips kind="get" numbers={swap.iGet} emptyText={t`Nothing comes your way.`} />
          <StickerChips kind="give" numbers={swap.iGive} emptyText={t`You give nothing back.`} />
        </div>
      )}
      {!isOpen && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            You get {i18n.number(swap.iGet.length)} · You give {i18n.number(swap.iGive.length)}
          </Trans>
        </p>
      )}
      {swap.status === 'done' && <SwapRating swap={swap} onRate={onRate} />}
      {(actions.length > 0 || onCopyMessage) && (
        <div className="grid gap-2 border-t pt-4 sm:flex sm:flex-wrap sm:justify-end">
          {onCopyMessage && (
            <Button variant="secondary" size="lg" className="sm:mr-auto" onClick={onCopyMessage}>
              <Copy aria-hidden />
              <Trans>Copy message</Trans>
            </Button>
          )}
          {actions.map((action) => {
            const { variant, icon: Icon } = actionLooks[action];
            const isBusy = busyAction === action;
            return (
              <Button
                key={action}
                variant={variant}
                size="lg"
                disabled={isDisabled || busyAction !== undefined}
                aria-busy={isBusy}
                onClick={() => onAction(action)}
              >
                {isBusy && isWaitingForSignal && <WifiOff aria-hidden />}
                {isBusy && !isWaitingForSignal && (
                  <LoaderCircle aria-hidden className="animate-spin" />
                )}
                {!isBusy && <Icon aria-hidden />}
                {isBusy && isWaitingForSignal
                  ? t`Waiting for a signal…`
                  : i18n._(swapActionLabels[action])}
              </Button>
            );
          })}
        </div>
      )}
    </article>
  );
}
