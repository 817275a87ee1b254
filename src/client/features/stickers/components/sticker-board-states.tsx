import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../../lib/api-client';

/** Placeholders the size of the real board, so nothing jumps when the stickers arrive. */
export function StickerBoardLoading() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4" aria-busy="true">
      <Card className="grid h-48 place-items-center p-5">
        <Spinner label={t`Loading stickers...`} className="text-muted-foreground" />
      </Card>
      <div className="h-24 animate-pulse rounded-card bg-muted" />
      <div className="grid grid-cols-5 gap-1.5 sm:grid-cols-10">
        {Array.from({ length: 30 }, (_, index) => (
          <div key={index} className="h-[68px] animate-pulse rounded-slot bg-muted" />
        ))}
      </div>
    </div>
  );
}

/** The stickers could not be fetched (often a weak signal): say so and offer a retry. */
export function StickerBoardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Card role="alert" className="grid justify-items-center gap-3 p-6 text-center">
      <AlertTriangle aria-hidden className="size-8 text-destructive" />
      <div className="grid gap-1">
        <h2 className="text-lg font-bold">
          <Trans>We couldn&apos;t load your stickers</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          {errorStatus(error) === undefined
            ? t`Check your connection and try again.`
            : errorMessage(error)}
        </p>
      </div>
      <Button onClick={onRetry}>
        <RotateCw aria-hidden />
        <Trans>Try again</Trans>
      </Button>
    </Card>
  );
}

/** Nothing to show: an empty album, or a filter that matches nothing. */
export function StickerGridEmpty({
  isFiltered,
  onShowAll,
}: {
  isFiltered: boolean;
  onShowAll: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed p-8 text-center">
      <p className="font-semibold">
        {isFiltered ? (
          <Trans>No stickers match this filter</Trans>
        ) : (
          <Trans>This album has no stickers</Trans>
        )}
      </p>
      {isFiltered && (
        <Button variant="outline" onClick={onShowAll}>
          <Trans>Show all stickers</Trans>
        </Button>
      )}
    </div>
  );
}
