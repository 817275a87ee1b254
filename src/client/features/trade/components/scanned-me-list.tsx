import { ScanQrCode } from 'lucide-react';
import { useState } from 'react';
import { decodeTradeList } from '../../../../domain/trade/trade-list';
import { Button } from '../../../components/ui/button';
import { useIsOnline } from '../../../lib/use-is-online';
import { PartnerName } from '../../matches/public';
import { useScannedMe, type Scan } from '../api';
import { incomingProblem, type IncomingList } from '../incoming-list';
import { describeListTime } from '../list-age';

/**
 * "They scanned you" (online; docs/product.md "Trade in person"): collectors who opened my code
 * today, so I can record my side of the swap from their list without scanning back.
 */
export function ScannedMeList({
  collectionId,
  onList,
}: {
  collectionId: number;
  onList: (incoming: IncomingList) => void;
}) {
  const isOnline = useIsOnline();
  const scans = useScannedMe(isOnline);
  const [problem, setProblem] = useState<string>();
  // Who scanned this collection's code: their list is of this album.
  const mine = scans.data?.filter((scan) => scan.collectionId === collectionId) ?? [];
  if (!isOnline || mine.length === 0) return null;

  const open = async (scan: Scan) => {
    setProblem(undefined);
    try {
      onList({ list: await decodeTradeList(scan.tradeList) });
    } catch (error) {
      setProblem(`${scan.username}: ${incomingProblem(error)}`);
    }
  };

  return (
    <section aria-labelledby="scanned-me-heading" className="grid gap-3">
      <h2 id="scanned-me-heading" className="flex items-center gap-2 text-lg font-bold">
        <ScanQrCode aria-hidden className="size-5" />
        They scanned you
      </h2>
      <ul className="grid gap-2">
        {mine.map((scan) => (
          <li
            key={`${scan.username}-${scan.scannedAt}`}
            className="flex items-center justify-between gap-3 rounded-card border bg-card p-3 shadow-sm"
          >
            <PartnerName
              username={scan.username}
              detail={`at ${describeListTime(Date.parse(scan.scannedAt))}`}
            />
            {scan.tradeList ? (
              <Button variant="outline" onClick={() => void open(scan)}>
                Open swap
              </Button>
            ) : (
              <span className="text-sm text-muted-foreground">No list of this album</span>
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
