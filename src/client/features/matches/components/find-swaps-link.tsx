import { Trans } from '@lingui/react/macro';
import { ArrowLeftRight, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { matchesUrl } from '../../../paths';

/**
 * The dashboard's way into swap matches for the selected collection: above the board, so a
 * collector at a swap meet finds it without scrolling past the whole album.
 */
export function FindSwapsLink({ collectionId }: { collectionId: number }) {
  return (
    <Link
      href={matchesUrl(collectionId)}
      className="flex min-h-14 items-center gap-3 rounded-card border-2 border-trade/60 bg-accent/15 px-4 py-2 font-semibold transition-colors hover:bg-accent/30"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
      >
        <ArrowLeftRight className="size-5" />
      </span>
      <span className="grid flex-1 leading-snug">
        <span>
          <Trans>Swap matches</Trans>
        </span>
        <span className="text-sm font-normal text-muted-foreground">
          <Trans>Find collectors with the stickers you need</Trans>
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}
