import { Trans } from '@lingui/react/macro';
import { ArrowLeftRight } from 'lucide-react';
import { LinkCard } from '../../../components/ui/link-card';
import { matchesUrl } from '../../../paths';

/**
 * The dashboard's way into swap matches for the selected collection: above the board, so a
 * collector at a swap meet finds it without scrolling past the whole album.
 */
export function FindSwapsLink({ collectionId }: { collectionId: number }) {
  return (
    <LinkCard
      href={matchesUrl(collectionId)}
      icon={ArrowLeftRight}
      tone="trade"
      title={<Trans>Swap matches</Trans>}
      description={<Trans>Find collectors with the stickers you need</Trans>}
    />
  );
}
