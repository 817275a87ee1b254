import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode } from 'lucide-react';
import { LinkCard } from '../../../components/ui/link-card';
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
  // An archived album is read-only (docs/product.md "Sticker states"): nothing to swap from it.
  return (
    <LinkCard
      href={isArchived ? undefined : tradeUrl(collectionId)}
      icon={QrCode}
      tone="primary"
      title={<Trans>Trade in person</Trans>}
      description={
        isArchived
          ? t`Archived albums can’t trade — activate it first`
          : t`Show your code or scan theirs, even with no signal`
      }
    />
  );
}
