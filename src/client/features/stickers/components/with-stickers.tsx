import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Sticker } from '../../../../domain/sticker/sticker';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * A collection's stickers (`useStickers` of the stickers api) for a dialog that works on them
 * (quick entry, scan): `children` once they are here; meanwhile a spinner, and on a failed load
 * a retry. Given the query rather than running it, so it pulls no api into this entry.
 */
export function WithStickers({
  stickers,
  children,
}: {
  stickers: Pick<UseQueryResult<Sticker[]>, 'data' | 'isError' | 'refetch'>;
  children: (stickers: Sticker[]) => ReactNode;
}) {
  const { t } = useLingui();
  if (stickers.data) return children(stickers.data);
  if (stickers.isError)
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm">
          <Trans>Couldn’t load your stickers.</Trans>
        </p>
        <Button variant="outline" onClick={() => void stickers.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  return <Spinner label={t`Loading your stickers...`} className="text-muted-foreground" />;
}
