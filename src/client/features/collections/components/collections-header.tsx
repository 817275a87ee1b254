import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { GoProPopover } from './go-pro-popover';

interface CollectionsHeaderProps {
  isPro: boolean;
  onNewCollection: () => void;
  onUpgrade: () => void;
}

/** spec §2 Dashboard: the heading, Go Pro (free accounts only) and New Collection. */
export function CollectionsHeader({ isPro, onNewCollection, onUpgrade }: CollectionsHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">My Sticker Collections</h1>
      <div className="grid w-full auto-cols-fr grid-flow-col gap-2 sm:flex sm:w-auto">
        {!isPro && <GoProPopover onUpgrade={onUpgrade} />}
        <Button onClick={onNewCollection}>
          <Plus aria-hidden />
          New Collection
        </Button>
      </div>
    </div>
  );
}
