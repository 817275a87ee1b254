import { Trans, useLingui } from '@lingui/react/macro';
import { BookPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TradeList } from '../../../../domain/trade/trade-list';
import { Button } from '../../../components/ui/button';

/**
 * A list for an album this collection is not: said plainly, with what to do — open
 * it in my collection of that album, or start collecting it.
 */
export function OtherAlbumNotice({
  list,
  action,
  onStartCollection,
  onDismiss,
  dismissLabel,
}: {
  list: Pick<TradeList, 'albumName' | 'username'>;
  /** A way to my own collection of that album, when I have one. */
  action?: ReactNode;
  onStartCollection: () => void;
  onDismiss: () => void;
  dismissLabel?: string;
}) {
  const { t } = useLingui();
  return (
    <section
      role="alert"
      className="grid gap-3 rounded-card border-2 border-dashed bg-card p-4 sm:p-5"
    >
      <p className="text-lg font-bold">
        {action
          ? t`This list is for ${list.albumName}`
          : t`This list is for ${list.albumName}; you don’t collect it`}
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>{list.username}’s code is for another album than this one.</Trans>
      </p>
      <div className="grid gap-2 sm:flex">
        {action ?? (
          <Button size="lg" onClick={onStartCollection}>
            <BookPlus aria-hidden />
            <Trans>Start collecting it</Trans>
          </Button>
        )}
        <Button variant="outline" size="lg" onClick={onDismiss}>
          {dismissLabel ?? t`Scan another code`}
        </Button>
      </div>
    </section>
  );
}
