import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, QrCode } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn';
import { tradeUrl } from '../../../paths';

/**
 * The dashboard's way into "Trade in person" for the selected collection, beside Swap
 * matches. Only this small link is on the dashboard: the trade screen, its QR drawing and the
 * scanner load when it is opened.
 */
export function TradeInPersonLink({
  collectionId,
  isArchived,
}: {
  collectionId: number;
  isArchived: boolean;
}) {
  const { t } = useLingui();
  const body = (
    <>
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
      >
        <QrCode className="size-5" />
      </span>
      <span className="grid flex-1 leading-snug">
        <span>
          <Trans>Trade in person</Trans>
        </span>
        <span className="text-sm font-normal text-muted-foreground">
          {isArchived
            ? t`Archived albums can’t trade — activate it first`
            : t`Show your code or scan theirs, even with no signal`}
        </span>
      </span>
    </>
  );
  const frame =
    'flex min-h-14 items-center gap-3 rounded-card border-2 px-4 py-2 font-semibold transition-colors';
  // An archived album is read-only (docs/product.md "Sticker states"): nothing to swap from it.
  if (isArchived) {
    return (
      <div className={cn(frame, 'border-border bg-muted/60 text-muted-foreground')}>{body}</div>
    );
  }
  return (
    <Link
      href={tradeUrl(collectionId)}
      className={cn(frame, 'border-primary/50 bg-secondary/60 hover:bg-secondary')}
    >
      {body}
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}
