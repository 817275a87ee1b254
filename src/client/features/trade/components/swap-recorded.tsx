import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, QrCode, ReceiptText, WifiOff } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../paths';
import { StickerChips } from '../../matches/public';
import { QrCodeCanvas } from './qr-code-canvas';
import type { RecordedSwap } from './swap-view';

/** After confirming: what changed in my album, and my code for the partner's side. */
export function SwapRecorded({
  swap,
  onShowMyCode,
}: {
  swap: RecordedSwap;
  onShowMyCode: () => void;
}) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="swap-recorded-heading"
      className="grid gap-4 rounded-card border-2 border-owned bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden className="size-8 shrink-0 text-owned" />
        <div className="grid gap-1">
          <h2 id="swap-recorded-heading" className="text-xl font-bold">
            <Trans>Swap recorded with {swap.partnerName}</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            {swap.isMirror
              ? t`Your album is updated. Both sides of the swap with ${swap.partnerName} are recorded.`
              : t`Your album is updated. ${swap.partnerName} records their side on their own phone.`}
          </p>
        </div>
      </div>
      {swap.isWaiting && (
        <p role="status" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          <Trans>Saved on this phone. It is sent once the signal is back — nothing to do.</Trans>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <StickerChips kind="give" numbers={swap.give} emptyText={t`You gave none.`} />
        <StickerChips kind="get" numbers={swap.get} emptyText={t`You got none.`} />
      </div>
      {swap.receipt && (
        <section
          aria-labelledby="receipt-heading"
          className="grid justify-items-center gap-2 rounded-lg border bg-muted/40 p-4 text-center"
        >
          <h3 id="receipt-heading" className="flex items-center gap-2 text-base font-bold">
            <ReceiptText aria-hidden className="size-5" />
            <Trans>Receipt for {swap.partnerName}</Trans>
          </h3>
          <p className="text-sm">
            <Trans>
              {swap.partnerName} scans this with “Scan a code” to record their side of this swap —
              no signal needed.
            </Trans>
          </p>
          <QrCodeCanvas
            text={swap.receipt}
            label={t`Receipt of your swap with ${swap.partnerName}`}
          />
        </section>
      )}
      <div className="grid gap-2 border-t pt-4 sm:flex sm:justify-end">
        <Link href={paths.dashboard} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <Trans>See my album</Trans>
        </Link>
        <Button size="lg" onClick={onShowMyCode}>
          <QrCode aria-hidden />
          <Trans>Show my code</Trans>
        </Button>
      </div>
    </section>
  );
}
