import type { I18n } from '@lingui/core';
import { htmlLang, matchLocale } from '../../../../domain/locale';
import { Trans, useLingui } from '@lingui/react/macro';
import { History, LoaderCircle, Undo2, WifiOff } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast, toastError } from '../../../components/ui/toast-store';
import { useIsOnline } from '../../../lib/use-is-online';
import { QueryError } from '../../collections/public';
import { StickerChips } from '../../matches/public';
import { useInPersonSwaps, useUndoInPersonSwap, type InPersonSwap } from '../api';
import { useWaitingSwaps } from '../use-waiting-swaps';

// In the reader's language, British English for `en` (decision 038).
const when = (i18n: I18n) =>
  new Intl.DateTimeFormat(htmlLang(matchLocale(i18n.locale) ?? 'en'), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Undo is offered within a day of the swap, and only online. */
const canUndo = (swap: InPersonSwap, now: number) =>
  swap.undoneAt === null && Date.parse(swap.undoableUntil) > now;

/** The collection's in-person swaps, newest first: when, with whom, both lists, and Undo. */
export function SwapHistory({
  collectionId,
  isEditable,
}: {
  collectionId: number;
  isEditable: boolean;
}) {
  const { i18n, t } = useLingui();
  const isOnline = useIsOnline();
  const swaps = useInPersonSwaps(collectionId, isOnline);
  const undo = useUndoInPersonSwap(collectionId);
  // Swaps confirmed on this phone that the server has not had yet (no signal): shown at once.
  const waiting = useWaitingSwaps(collectionId);
  const now = Date.now();

  const undoSwap = (swap: InPersonSwap) =>
    undo.mutate(swap, {
      onSuccess: () =>
        toast({ title: t`Swap with ${swap.partnerName} undone`, variant: 'success' }),
      onError: (error) => toastError(error, t`Couldn’t undo the swap`),
    });

  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2 id="history-heading" className="flex items-center gap-2 text-lg font-bold">
        <History aria-hidden className="size-5" />
        <Trans>Swaps in person</Trans>
      </h2>
      {waiting.length > 0 && (
        <ul aria-label={t`Swaps waiting for a signal`} className="grid gap-3">
          {waiting.map((swap) => (
            <li
              key={swap.id}
              aria-label={t`Swap with ${swap.partnerName}, waiting for a signal`}
              className="grid gap-3 rounded-card border border-dashed bg-card p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-bold">{swap.partnerName}</p>
                <Badge variant="outline">
                  <Trans>Saved on this phone · waiting for a signal</Trans>
                </Badge>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <StickerChips kind="give" numbers={swap.give} emptyText={t`You gave none.`} />
                <StickerChips kind="get" numbers={swap.get} emptyText={t`You got none.`} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {!isOnline && !swaps.data && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <WifiOff aria-hidden className="size-4" />
          <Trans>Your swap history shows when you are online.</Trans>
        </p>
      )}
      {isOnline && swaps.isPending && (
        <Spinner label={t`Loading your swaps…`} className="text-muted-foreground" />
      )}
      {swaps.isError && (
        <QueryError
          title={t`Couldn’t load your swaps`}
          error={swaps.error}
          onRetry={() => void swaps.refetch()}
          isRetrying={swaps.isFetching}
        />
      )}
      {swaps.data?.length === 0 && waiting.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No swaps in person yet for this album.</Trans>
        </p>
      )}
      {swaps.data && swaps.data.length > 0 && (
        <ul className="grid gap-3">
          {swaps.data.map((swap) => (
            <li
              key={swap.id}
              aria-label={t`Swap with ${swap.partnerName}`}
              className="grid gap-3 rounded-card border bg-card p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid">
                  <p className="font-bold">{swap.partnerName}</p>
                  <p className="text-sm text-muted-foreground">
                    {when(i18n).format(new Date(swap.createdAt))}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  {swap.linked && (
                    <Badge variant="secondary">
                      <Trans>Both sides recorded</Trans>
                    </Badge>
                  )}
                  {swap.undoneAt && (
                    <Badge variant="outline">
                      <Trans>Undone</Trans>
                    </Badge>
                  )}
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <StickerChips kind="give" numbers={swap.give} emptyText={t`You gave none.`} />
                <StickerChips kind="get" numbers={swap.get} emptyText={t`You got none.`} />
              </div>
              {isEditable && canUndo(swap, now) && (
                <Button
                  variant="outline"
                  className="w-full sm:w-fit"
                  disabled={!isOnline || undo.isPending}
                  onClick={() => undoSwap(swap)}
                >
                  {undo.isPending && undo.variables?.id === swap.id ? (
                    <LoaderCircle aria-hidden className="animate-spin" />
                  ) : (
                    <Undo2 aria-hidden />
                  )}
                  {isOnline ? t`Undo this swap` : t`Undo needs a connection`}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
