import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, Clock, Link as LinkIcon, WifiOff } from 'lucide-react';
import type { CollectionSummary } from '../../../../domain/collection/collection';
import { fitsInQrCode } from '../../../../domain/trade/qr-capacity';
import type { TradeList } from '../../../../domain/trade/trade-list';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useIsOnline } from '../../../lib/use-is-online';
import { ManualCopyDialog, useClipboardCopy } from '../../sharing/public';
import { useRevokeTradeCode, useTradeCode } from '../api';
import { describeListTime } from '../list-age';
import { useEncodedList } from '../use-encoded-list';
import { QrCodeCanvas } from './qr-code-canvas';

/**
 * "My code" (docs/product.md "Trade in person"): a QR code of my list made on this phone from the
 * stickers it has, so it works with no signal, with how old that list is and what it says;
 * online, also a 6-character code and a link the other collector can type or open.
 */
export function MyCodePanel({
  collection,
  list,
  scanBack,
}: {
  collection: CollectionSummary;
  list: Omit<TradeList, 'version'> | undefined;
  /** Showing my list from just before a swap, for that partner to scan back. */
  scanBack?: { partnerName: string; onDone: () => void };
}) {
  const { i18n, t } = useLingui();
  const isOnline = useIsOnline();
  const encoded = useEncodedList(list);
  // A list too long for one code says so, and the short code takes over
  const isTooLong = encoded?.text !== undefined && !fitsInQrCode(encoded.text);
  const code = useTradeCode(collection.id, isOnline);

  if (!list) return <Spinner label={t`Reading your stickers…`} className="text-muted-foreground" />;

  return (
    <section aria-labelledby="my-code-heading" className="grid gap-4">
      <h2 id="my-code-heading" className="sr-only">
        <Trans>My code</Trans>
      </h2>
      <div className="grid justify-items-center gap-3 rounded-card border bg-card p-4 text-center shadow-sm">
        {encoded?.error && (
          <p role="alert" className="text-sm text-destructive">
            {i18n._(encoded.error)}
          </p>
        )}
        {encoded?.text && !isTooLong && (
          <QrCodeCanvas
            text={encoded.text}
            label={t`QR code of ${list.username}’s list for ${list.albumName}`}
          />
        )}
        {isTooLong && (
          <p role="status" className="rounded-lg bg-muted p-3 text-sm">
            <Trans>Your list is too long for one QR code.</Trans>{' '}
            {isOnline
              ? t`Read out the short code below instead.`
              : t`Connect to get a short code the other collector can type.`}
          </p>
        )}
        {!encoded && <Spinner label={t`Drawing your code…`} className="text-muted-foreground" />}
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock aria-hidden className="size-4" />
          <Trans>Your list as of {describeListTime(i18n, list.madeAt)}</Trans>
        </p>
        <p className="text-base font-bold">
          <Trans>
            You need {i18n.number(list.needs.length)} · You offer {i18n.number(list.offers.length)}
          </Trans>
        </p>
      </div>
      {scanBack ? (
        <div role="status" className="grid gap-2 rounded-card border bg-secondary/60 p-4 text-sm">
          <p>
            <Trans>
              This is your list from just before your swap with {scanBack.partnerName}, so when they
              scan it they see the same swap and record their side.
            </Trans>
          </p>
          <Button variant="outline" className="w-fit" onClick={scanBack.onDone}>
            <Trans>Show my list as it is now</Trans>
          </Button>
        </div>
      ) : (
        <ShortCode isOnline={isOnline} code={code} collectionId={collection.id} />
      )}
    </section>
  );
}

function ShortCode({
  isOnline,
  code,
  collectionId,
}: {
  isOnline: boolean;
  code: ReturnType<typeof useTradeCode>;
  collectionId: number;
}) {
  const { t } = useLingui();
  const clipboard = useClipboardCopy();
  const revoke = useRevokeTradeCode(collectionId);
  if (!isOnline) {
    return (
      <p className="flex items-center gap-2 rounded-card border border-dashed p-3 text-sm text-muted-foreground">
        <WifiOff aria-hidden className="size-4 shrink-0" />
        <Trans>No signal: the QR code still works. A short code and link need a connection.</Trans>
      </p>
    );
  }
  if (code.isPending)
    return <Spinner label={t`Getting a short code…`} className="text-muted-foreground" />;
  if (code.isError) {
    return (
      <div
        role="alert"
        className="grid gap-2 rounded-card border border-destructive/40 p-3 text-sm"
      >
        <p>
          <Trans>Couldn’t get a short code: {errorMessage(code.error)}</Trans>
        </p>
        <Button variant="outline" className="w-fit" onClick={() => void code.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const { code: shortCode, url } = code.data;
  const copyLink = () => void clipboard.copy(url, { title: t`Link copied` });
  return (
    <div className="grid gap-3 rounded-card border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          <Trans>Or they type this code</Trans>
        </p>
        <p
          data-short-code={shortCode}
          className="font-mono text-3xl font-extrabold tracking-[0.3em]"
        >
          <span aria-hidden>{shortCode}</span>
          {/* read out one character at a time, as the other collector types it */}
          <span className="sr-only">{shortCode.split('').join(' ')}</span>
        </p>
      </div>
      <Button variant="outline" size="lg" padding="custom" className="px-4" onClick={copyLink}>
        <LinkIcon aria-hidden />
        <Trans>Copy link</Trans>
      </Button>
      <div className="grid gap-1 sm:col-span-2">
        <Button
          variant="ghostDestructive"
          className="w-fit"
          disabled={revoke.isPending || code.isFetching}
          onClick={() => revoke.mutate(shortCode)}
        >
          <Ban aria-hidden />
          <Trans>Stop this code</Trans>
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {revoke.isSuccess && revoke.data.code !== shortCode
            ? t`Code ${revoke.data.code} is stopped: nobody can open it now. This is a new one.`
            : ''}
        </p>
        {revoke.isError && (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Couldn’t stop the code: {errorMessage(revoke.error)}</Trans>
          </p>
        )}
      </div>
      <ManualCopyDialog text={clipboard.manualText} onClose={clipboard.closeManualCopy} />
    </div>
  );
}
