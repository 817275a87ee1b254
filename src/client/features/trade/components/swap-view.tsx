import { Trans, useLingui } from '@lingui/react/macro';
import { Handshake, LoaderCircle, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { specialKindOf, specialWeight, type Specials } from '../../../../domain/catalogue/specials';
import { planSwap } from '../../../../domain/trade/swap-plan';
import { newReceiptId } from '../../../../domain/trade/in-person-swap';
import { encodeReceipt } from '../../../../domain/trade/receipt';
import type { TradeList } from '../../../../domain/trade/trade-list';
import { Button } from '../../../components/ui/button';
import { ProblemNote } from '../../../components/ui/problem-note';
import { errorMessage } from '../../../lib/api-client';
import { SpecialRatioField, useSpecialRatio } from '../../catalogue/public';
import { PartnerName } from '../../matches/public';
import type { IncomingList } from '../incoming-list';
import {
  chosenCodes,
  describeSelection,
  selectionFromPlan,
  toggleInSelection,
  type SwapSelection,
} from '../swap-selection';
import { useConfirmInPersonSwap } from '../use-confirm-swap';
import { PartnerListAge } from './partner-list-age';
import { SelectableChips } from './selectable-chips';

export interface RecordedSwap {
  partnerName: string;
  give: string[];
  get: string[];
  /** Kept on this phone until the signal returns (decision 016). */
  isWaiting: boolean;
  /** My list as it was just before the swap: the code the partner scans back to see the same swap. */
  myListBefore: Omit<TradeList, 'version'>;
  /**
   * The receipt code of this swap (decision 017 "The mirror"): the partner scans it to record
   * their side, with no signal. None for a mirror (it is the partner's side already).
   */
  receipt?: string;
  /** This was the mirror of the partner's swap: both sides are now recorded. */
  isMirror?: boolean;
}

/** The receipt of a swap I confirmed, or undefined when it cannot be made (it is only a help). */
function receiptOf(
  mine: Omit<TradeList, 'version'>,
  partnerName: string,
  receiptId: string,
  selection: SwapSelection,
): string | undefined {
  try {
    return encodeReceipt({
      receiptId,
      templateId: mine.templateId,
      albumFingerprint: mine.albumFingerprint,
      stickerCount: mine.stickerCount,
      madeAt: Date.now(),
      from: mine.username,
      to: partnerName,
      gave: [...selection.give],
      got: [...selection.get],
    });
  } catch {
    return undefined;
  }
}

interface SwapViewProps {
  collectionId: number;
  mine: Omit<TradeList, 'version'>;
  /** My album's printed codes in album order. */
  codes: readonly string[];
  /** The album's specials: marked on the chips, weighed by the collector's ratio (decision 021). */
  specials?: Readonly<Specials>;
  incoming: IncomingList;
  onRecorded: (swap: RecordedSwap) => void;
  onCancel: () => void;
  onShowMyCode: () => void;
}

/**
 * The swap, both ways (docs/product.md "Trade in person"): what I can give them and get from them
 * for the same album, worked out on this phone from the two lists, with the one-for-one set
 * pre-chosen and every sticker a tap to change; confirming records my side at once, signal or not.
 */
export function SwapView({
  collectionId,
  mine,
  codes,
  specials,
  incoming,
  onRecorded,
  onCancel,
  onShowMyCode,
}: SwapViewProps) {
  const theirs = incoming.list;
  const hasSpecials = specials !== undefined && Object.keys(specials).length > 0;
  const { ratio, setRatio } = useSpecialRatio();
  const weighed = (specialRatio: number) => {
    if (!hasSpecials) return undefined;
    const weightOfCode = specialWeight(specials, specialRatio);
    return (index: number) => weightOfCode(codes[index] ?? String(index + 1));
  };
  const plan = useMemo(
    () => planSwap(mine, theirs, weighed(ratio)),
    // weighed reads specials, codes and ratio, all listed here
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mine, theirs, specials, codes, ratio],
  );
  const [selection, setSelection] = useState<SwapSelection>(() => selectionFromPlan(plan));
  // A new ratio chooses the swap afresh (docs/product.md "Albums and the catalogue").
  const changeRatio = (next: number) => {
    setRatio(next);
    setSelection(selectionFromPlan(planSwap(mine, theirs, weighed(next))));
  };
  const { i18n, t } = useLingui();
  const confirmSwap = useConfirmInPersonSwap(collectionId);
  const [problem, setProblem] = useState<string>();
  const toggle = (side: keyof SwapSelection) => (index: number) =>
    setSelection((current) => toggleInSelection(current, side, index));
  const itemsOf = (indices: readonly number[]) =>
    indices.map((index) => {
      const code = codes[index] ?? String(index + 1);
      return { index, code, special: specialKindOf(specials, code) };
    });
  const hasNothing = plan.canGive.length === 0 && plan.canGet.length === 0;
  const isEmpty = selection.give.size === 0 && selection.get.size === 0;

  const confirm = async () => {
    setProblem(undefined);
    const swap = {
      partnerName: theirs.username,
      give: chosenCodes(selection.give, codes),
      get: chosenCodes(selection.get, codes),
    };
    // Drawn here, so the receipt shown with no signal names the swap the server will record.
    const receiptId = newReceiptId();
    try {
      const answer = await confirmSwap.confirm({
        ...swap,
        theirListMadeAt: theirs.madeAt,
        ...(incoming.tradeCode ? { tradeCode: incoming.tradeCode } : {}),
        receiptId,
      });
      onRecorded({
        ...swap,
        isWaiting: answer === undefined,
        myListBefore: mine,
        receipt: receiptOf(mine, theirs.username, receiptId, selection),
      });
    } catch (error) {
      setProblem(errorMessage(error, t`The swap couldn’t be recorded`));
    }
  };

  return (
    <section
      aria-labelledby="swap-heading"
      className="grid gap-4 rounded-card border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <h2 id="swap-heading" className="sr-only">
        <Trans>Swap with {theirs.username}</Trans>
      </h2>
      <div className="flex items-start justify-between gap-3">
        <PartnerName username={theirs.username} detail={theirs.albumName} />
        <Button variant="ghost" size="icon" aria-label={t`Close this swap`} onClick={onCancel}>
          <X aria-hidden />
        </Button>
      </div>
      <PartnerListAge madeAt={theirs.madeAt} username={theirs.username} />
      {!hasNothing && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            The one-for-one swap is chosen for you. Tap a sticker to add it or take it out.
          </Trans>
        </p>
      )}

      {hasNothing ? (
        <div role="status" className="grid gap-3 rounded-lg bg-muted p-4">
          <p className="font-bold">
            <Trans>Nothing to swap</Trans>
          </p>
          <p className="text-sm">
            <Trans>{theirs.username} needs none of your spares, and has no spares you need.</Trans>
          </p>
          <Button variant="outline" className="w-fit" onClick={onShowMyCode}>
            <Trans>Show my code</Trans>
          </Button>
        </div>
      ) : (
        <>
          {hasSpecials && <SpecialRatioField ratio={ratio} onRatioChange={changeRatio} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectableChips
              kind="give"
              heading={t`You can give`}
              items={itemsOf(plan.canGive)}
              chosen={selection.give}
              onToggle={toggle('give')}
              emptyText={t`${theirs.username} needs none of your spares.`}
            />
            <SelectableChips
              kind="get"
              heading={t`You can get`}
              items={itemsOf(plan.canGet)}
              chosen={selection.get}
              onToggle={toggle('get')}
              emptyText={t`${theirs.username} has no spares you need.`}
            />
          </div>
          {/* Stuck to the bottom of a phone's screen, so a long list never hides the button. */}
          <div className="sticky bottom-0 -mx-4 grid gap-2 border-t bg-card/95 px-4 py-3 backdrop-blur sm:-mx-5 sm:flex sm:items-center sm:justify-between sm:px-5">
            <p aria-live="polite" className="text-sm font-semibold">
              {describeSelection(i18n, selection)}
            </p>
            <Button
              size="lg"
              className="w-full sm:w-auto"
              disabled={isEmpty || confirmSwap.isPending}
              aria-busy={confirmSwap.isPending}
              onClick={() => void confirm()}
            >
              {confirmSwap.isPending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <Handshake aria-hidden />
              )}
              <Trans>Confirm swap</Trans>
            </Button>
          </div>
          {problem && <ProblemNote>{problem}</ProblemNote>}
        </>
      )}
    </section>
  );
}
