import { Copy, Crown, ImageDown, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface QuickActionsProps {
  isPro: boolean;
  /** Copies the Facebook trade message; without it the button is shown but disabled. */
  onCopyMessage?: () => void;
  /** Downloads the trade-list image; without it the button is shown but disabled. */
  onExportImage?: () => void;
  /** Opens the groups finder (Pro) or the upgrade dialog (free); disabled without it. */
  onFindGroups?: () => void;
}

/** spec §2 Dashboard quick actions: share the selected collection's trade list. */
export function QuickActions({
  isPro,
  onCopyMessage,
  onExportImage,
  onFindGroups,
}: QuickActionsProps) {
  return (
    <section aria-labelledby="quick-actions-heading" className="grid gap-3">
      <h2 id="quick-actions-heading" className="text-lg font-bold">
        Share your trade list
      </h2>
      <div className="grid gap-2 sm:grid-cols-3">
        <Button variant="outline" size="lg" disabled={!onCopyMessage} onClick={onCopyMessage}>
          <Copy aria-hidden />
          Copy Facebook Message
        </Button>
        <Button variant="outline" size="lg" disabled={!onExportImage} onClick={onExportImage}>
          <ImageDown aria-hidden />
          Export Trade List
        </Button>
        <Button variant="outline" size="lg" disabled={!onFindGroups} onClick={onFindGroups}>
          {isPro ? <Users aria-hidden /> : <Crown aria-hidden className="text-trade" />}
          {isPro ? 'Find Groups' : 'Find Groups (Pro)'}
        </Button>
      </div>
    </section>
  );
}
