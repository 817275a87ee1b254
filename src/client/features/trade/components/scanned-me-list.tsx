import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Handshake, ScanQrCode } from 'lucide-react';
import { useState } from 'react';
import type { MirrorOfReceipt } from '../../../../domain/trade/receipt';
import { decodeTradeList } from '../../../../domain/trade/trade-list';
import { Button } from '../../../components/ui/button';
import { useIsOnline } from '../../../lib/use-is-online';
import { PartnerName } from '../../matches/public';
import { useScannedMe, type Scan, type SwapToMirror } from '../api';
import { incomingProblem, type IncomingList } from '../incoming-list';
import { describeListTime } from '../list-age';
import { useWaitingSwaps } from '../use-waiting-swaps';

const listed = (i18n: I18n, codes: readonly string[]) =>
  codes.length === 0 ? i18n._(msg`none`) : codes.join(', ');

/**
 * "They scanned you" (online; docs/product.md "Trade in person"): collectors who opened my code
 * today, so I can record my side of the swap from their list without scanning back; and the swaps
 * others confirmed with me however they read my list (camera, photo or short code), whose mirror
 * I record with one tap (decision 017 "The mirror").
 */
export function ScannedMeList({
  collectionId,
  onList,
  onMirror,
}: {
  collectionId: number;
  onList: (incoming: IncomingList) => void;
  onMirror: (mirror: MirrorOfReceipt) => void;
}) {
  const { i18n, t } = useLingui();
  const isOnline = useIsOnline();
  const scannedMe = useScannedMe(isOnline);
  const waiting = useWaitingSwaps(collectionId);
  const [problem, setProblem] = useState<string>();
  // A mirror saved on this phone and waiting for a signal is recorded already.
  const swaps =
    scannedMe.data?.swaps.filter(
      (swap) =>
        swap.collectionId === collectionId &&
        !waiting.some((entry) => entry.mirrorOf === swap.receiptId),
    ) ?? [];
  // Who scanned this collection's code: their list is of this album. One who has confirmed a
  // swap with me is listed by that swap, which is what I record.
  const mine =
    scannedMe.data?.scans.filter(
      (scan) =>
        scan.collectionId === collectionId &&
        !swaps.some((swap) => swap.username === scan.username),
    ) ?? [];
  if (!isOnline || mine.length + swaps.length === 0) return null;

  const open = async (scan: Scan) => {
    setProblem(undefined);
    try {
      onList({ list: await decodeTradeList(scan.tradeList) });
    } catch (error) {
      setProblem(`${scan.username}: ${incomingProblem(i18n, error)}`);
    }
  };
  const record = (swap: SwapToMirror) =>
    onMirror({
      receiptId: swap.receiptId,
      partnerName: swap.username,
      give: swap.give,
      get: swap.get,
      madeAt: Date.parse(swap.swappedAt),
    });

  return (
    <section aria-labelledby="scanned-me-heading" className="grid gap-3">
      <h2 id="scanned-me-heading" className="flex items-center gap-2 text-lg font-bold">
        <ScanQrCode aria-hidden className="size-5" />
        <Trans>They scanned you</Trans>
      </h2>
      <ul className="grid gap-2">
        {swaps.map((swap) => (
          <li
            key={swap.receiptId}
            aria-label={t`${swap.username} swapped with you`}
            className="grid gap-3 rounded-card border-2 border-accent bg-card p-3 shadow-sm sm:flex sm:items-center sm:justify-between"
          >
            <div className="grid gap-1">
              <PartnerName
                username={swap.username}
                detail={t`swapped with you at ${describeListTime(i18n, Date.parse(swap.swappedAt))}`}
              />
              <p className="text-sm">
                <Trans>
                  You give {listed(i18n, swap.give)} · You get {listed(i18n, swap.get)}
                </Trans>
              </p>
            </div>
            <Button onClick={() => record(swap)} className="w-full sm:w-auto">
              <Handshake aria-hidden />
              <Trans>Record my side</Trans>
            </Button>
          </li>
        ))}
        {mine.map((scan) => (
          <li
            key={`${scan.username}-${scan.scannedAt}`}
            className="flex items-center justify-between gap-3 rounded-card border bg-card p-3 shadow-sm"
          >
            <PartnerName
              username={scan.username}
              detail={t`at ${describeListTime(i18n, Date.parse(scan.scannedAt))}`}
            />
            {scan.tradeList ? (
              <Button variant="outline" onClick={() => void open(scan)}>
                <Trans>Open swap</Trans>
              </Button>
            ) : (
              <span className="text-sm text-muted-foreground">
                <Trans>No list of this album</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
