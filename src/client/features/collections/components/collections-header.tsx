import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ReactNode } from 'react';
import type { IntentHandlers } from '../../../lib/on-demand';

interface CollectionsHeaderProps {
  onNewCollection: () => void;
  /** The Go Pro popover for free accounts (from the pro feature), or nothing. */
  goPro?: ReactNode;
  /** Preloads what New Collection opens (docs/decisions/024). */
  newCollectionIntent?: IntentHandlers;
}

/** The dashboard's heading, Go Pro (free accounts only) and New Collection. */
export function CollectionsHeader({
  onNewCollection,
  goPro,
  newCollectionIntent,
}: CollectionsHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        <Trans>My Sticker Collections</Trans>
      </h1>
      <div className="grid w-full auto-cols-fr grid-flow-col gap-2 sm:flex sm:w-auto">
        {goPro}
        <Button {...newCollectionIntent} onClick={onNewCollection}>
          <Plus aria-hidden />
          <Trans>New Collection</Trans>
        </Button>
      </div>
    </div>
  );
}
