import { Trans } from '@lingui/react/macro';
import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { isCollectionEditable, type Collection } from '../../../../domain/collection/collection';
import { Button } from '../../../components/ui/button';
import { onDemand } from '../../../lib/on-demand';
import { useQuickEntry } from '../use-quick-entry';

// The box's code (the list parser, the preview) loads on first use, so the dashboard's first
// download does not grow; hovering or focusing the button starts it early (decision 024).
const QuickEntryDialog = onDemand(
  async () => (await import('./quick-entry-dialog')).QuickEntryDialog,
);

/**
 * Decision 010 "Quick entry": the button beside the bulk actions that opens the box for typing or
 * pasting a list. Only for an active collection (archived ones are read-only).
 */
export function QuickEntryButton({ collection }: { collection: Collection }) {
  const state = useQuickEntry(collection.id);
  const [isOpen, setIsOpen] = useState(false);
  if (!isCollectionEditable(collection)) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)} {...QuickEntryDialog.intent}>
        <ListPlus aria-hidden />
        <Trans>Quick entry</Trans>
      </Button>
      <QuickEntryDialog
        when={isOpen}
        onUnavailable={() => setIsOpen(false)}
        open={isOpen}
        onOpenChange={setIsOpen}
        collection={collection}
        state={state}
      />
    </>
  );
}
