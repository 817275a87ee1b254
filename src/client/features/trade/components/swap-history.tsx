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

const when = new Intl.DateTimeFormat('en-GB', {
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
  const isOnline = useIsOnline();
  const swaps = useInPersonSwaps(collectionId, isOnline);
  const undo = useUndoInPersonSwap(collectionId);
  // Swaps confirmed on this phone that the server has not had yet (no signal): shown at once.
  const waiting = useWaitingSwaps(collectionId);
  const now = Date.now();

  const undoSwap = (swap: InPersonSwap) =>
    undo.mutate(swap, {
      onSuccess: () => toast({ title: `Swap with ${swap.partnerName} undone`, variant: 'success' }),
      onError: (error) => toastError(error, 'Couldn’t undo the swap'),
    });

  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2 id="history-heading" className="flex items-center gap-2 text-lg font-bold">
        <History aria-hidden className="size-5" />
        Swaps in person
      </h2>
      {waiting.length > 0 && (
        <ul aria-label="Swaps waiting for a signal" className="grid gap-3">
          {waiting.map((swap) => (
            <li
              key={swap.id}
              aria-label={`Swap with ${swap.partnerName}, waiting for a signal`}
              className="grid gap-3 rounded-card border border-dashed bg-card p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-bold">{swap.partnerName}</p>
                <Badge variant="outline">Saved on this phone · waiting for a signal</Badge>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <StickerChips kind="give" numbers={swap.give} emptyText="You gave none." />
                <StickerChips kind="get" numbers={swap.get} emptyText="You got none." />
              </div>
            </li>
          ))}
        </ul>
      )}
      {!isOnline && !swaps.data && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <WifiOff aria-hidden className="size-4" />
          Your swap history shows when you are online.
        </p>
      )}
      {isOnline && swaps.isPending && (
        <Spinner label="Loading your swaps…" className="text-muted-foreground" />
      )}
      {swaps.isError && (
        <QueryError
          title="Couldn’t load your swaps"
          error={swaps.error}
          onRetry={() => void swaps.refetch()}
          isRetrying={swaps.isFetching}
        />
      )}
      {swaps.data?.length === 0 && waiting.length === 0 && (
        <p className="text-sm text-muted-foreground">No swaps in person yet for this album.</p>
      )}
      {swaps.data && swaps.data.length > 0 && (
        <ul className="grid gap-3">
          {swaps.data.map((swap) => (
            <li
              key={swap.id}
              aria-label={`Swap with ${swap.partnerName}`}
              className="grid gap-3 rounded-card border bg-card p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid">
                  <p className="font-bold">{swap.partnerName}</p>
                  <p className="text-sm text-muted-foreground">
                    {when.format(new Date(swap.createdAt))}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  {swap.linked && <Badge variant="secondary">Both sides recorded</Badge>}
                  {swap.undoneAt && <Badge variant="outline">Undone</Badge>}
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <StickerChips kind="give" numbers={swap.give} emptyText="You gave none." />
                <StickerChips kind="get" numbers={swap.get} emptyText="You got none." />
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
                  {isOnline ? 'Undo this swap' : 'Undo needs a connection'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
