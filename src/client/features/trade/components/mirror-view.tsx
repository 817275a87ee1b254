import { Trans, useLingui } from '@lingui/react/macro';
import { Handshake, LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import type { MirrorOfReceipt } from '../../../../domain/trade/receipt';
import type { TradeList } from '../../../../domain/trade/trade-list';
import { Button } from '../../../components/ui/button';
import { ProblemNote } from '../../../components/ui/problem-note';
import { errorMessage } from '../../../lib/api-client';
import { useIsOnline } from '../../../lib/use-is-online';
import { PartnerName, StickerChips } from '../../matches/public';
import { useInPersonSwaps } from '../api';
import { describeListTime } from '../list-age';
import { useConfirmInPersonSwap } from '../use-confirm-swap';
import { useWaitingSwaps } from '../use-waiting-swaps';
import type { RecordedSwap } from './swap-view';

/**
 * My side of a swap the partner already confirmed (decision 017 "The mirror"), from "They scanned
 * you" or from their receipt code: I give what they got and get what they gave, recorded through
 * the outbox like any swap, so it works with no signal. A mirror already recorded says so.
 */
export function MirrorView({
  collectionId,
  mirror,
  mine,
  codes,
  onRecorded,
  onCancel,
}: {
  collectionId: number;
  mirror: MirrorOfReceipt;
  mine: Omit<TradeList, 'version'>;
  codes: readonly string[];
  onRecorded: (swap: RecordedSwap) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const isOnline = useIsOnline();
  const history = useInPersonSwaps(collectionId, isOnline);
  const waiting = useWaitingSwaps(collectionId);
  const confirmSwap = useConfirmInPersonSwap(collectionId);
  const [problem, setProblem] = useState<string>();
  const { partnerName, give, get, receiptId } = mirror;

  const isRecorded =
    waiting.some((swap) => swap.mirrorOf === receiptId) ||
    (history.data ?? []).some((swap) => swap.mirrorOf === receiptId);
  // Only a copy on offer can be given (the server refuses the rest): said before confirming.
  const offered = new Set(mine.offers.map((index) => codes[index]));
  const notOffered = give.filter((code) => !offered.has(code));

  const confirm = async () => {
    setProblem(undefined);
    try {
      const answer = await confirmSwap.confirm({
        partnerName,
        give,
        get,
        theirListMadeAt: mirror.madeAt,
        mirrorOf: receiptId,
      });
      onRecorded({
        partnerName,
        give,
        get,
        isWaiting: answer === undefined,
        myListBefore: mine,
        isMirror: true,
      });
    } catch (error) {
      setProblem(errorMessage(error, t`Your side of the swap couldn’t be recorded`));
    }
  };

  return (
    <section
      aria-labelledby="mirror-heading"
      className="grid gap-4 rounded-card border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="mirror-heading" className="text-lg font-bold">
            <Trans>Your side of the swap with {partnerName}</Trans>
          </h2>
          <PartnerName
            username={partnerName}
            detail={t`confirmed at ${describeListTime(i18n, mirror.madeAt)}`}
          />
        </div>
        <Button variant="ghost" size="icon" aria-label={t`Close this swap`} onClick={onCancel}>
          <X aria-hidden />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          {partnerName} recorded this swap on their phone. Confirm to record yours: you give what
          they got, you get what they gave.
        </Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <StickerChips kind="give" numbers={give} emptyText={t`You give none.`} />
        <StickerChips kind="get" numbers={get} emptyText={t`You get none.`} />
      </div>
      {isRecorded ? (
        <p role="status" className="rounded-lg bg-muted p-3 text-sm font-semibold">
          <Trans>You already recorded your side of this swap.</Trans>
        </p>
      ) : notOffered.length > 0 ? (
        <ProblemNote>
          {notOffered.length === 1
            ? t`Sticker ${notOffered[0]} has no copy on offer in your album, so this swap can’t be recorded as it is. Check your album, then record the stickers by hand.`
            : t`Stickers ${notOffered.join(', ')} have no copy on offer in your album, so this swap can’t be recorded as it is. Check your album, then record the stickers by hand.`}
        </ProblemNote>
      ) : (
        <div className="grid gap-2 border-t pt-3 sm:flex sm:items-center sm:justify-end">
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={confirmSwap.isPending}
            aria-busy={confirmSwap.isPending}
            onClick={() => void confirm()}
          >
            {confirmSwap.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Handshake aria-hidden />
            )}
            <Trans>Record my side</Trans>
          </Button>
        </div>
      )}
      {problem && <ProblemNote>{problem}</ProblemNote>}
    </section>
  );
}
