import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CloudOff, CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { onDemand } from '../../../lib/on-demand';
import { useIsOnline } from '../../../lib/use-is-online';
import { useOutbox } from '../use-offline-sync';
import { couldNotSave, waitingChanges } from './changes-in-words';

// The list loads when first opened (docs/decisions/024); offline it comes from the service
// worker's precache (decision 016).
const RefusedChangesDialog = onDemand(
  async () => (await import('./refused-changes-dialog')).RefusedChangesDialog,
);

const SAVED_NOTICE_MS = 4_000;

/**
 * The header's word on unsaved work: "3 changes waiting" while the outbox holds changes, then
 * "All changes saved" for a moment; changes the server refused on replay open a list with Retry
 * and Discard for each (decision 016).
 */
export function OutboxStatus() {
  const { i18n } = useLingui();
  const { waiting, refused, lastSavedAt } = useOutbox();
  const isOnline = useIsOnline();
  const [isListOpen, setIsListOpen] = useState(false);
  const [showSaved, setShowSaved] = useState(false);

  useEffect(() => {
    if (waiting > 0 || lastSavedAt === undefined) return;
    setShowSaved(true);
    const timer = window.setTimeout(() => setShowSaved(false), SAVED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, lastSavedAt]);

  const isListShown = isListOpen && refused.length > 0;
  let status = null;
  if (refused.length > 0) {
    status = (
      <Button
        variant="destructive"
        size="sm"
        aria-label={couldNotSave(i18n, refused.length)}
        onClick={() => setIsListOpen(true)}
        {...RefusedChangesDialog.intent}
      >
        <TriangleAlert aria-hidden />
        <span className="sm:hidden">{refused.length}</span>
        <span className="hidden sm:inline">{couldNotSave(i18n, refused.length)}</span>
      </Button>
    );
  } else if (waiting > 0) {
    status = (
      <span className="inline-flex items-center gap-1.5 rounded-md bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900">
        <CloudOff aria-hidden className="size-4" />
        <span className="sm:hidden">
          <Trans>{waiting} waiting</Trans>
        </span>
        <span className="hidden sm:inline">{waitingChanges(i18n, waiting, isOnline)}</span>
      </span>
    );
  } else if (showSaved) {
    status = (
      <span className="inline-flex items-center gap-1.5 px-2 py-1 text-xs font-semibold text-primary">
        <CircleCheck aria-hidden className="size-4" />
        <Trans>All changes saved</Trans>
      </span>
    );
  }

  return (
    <>
      <div role="status" aria-live="polite" className="flex items-center">
        {status}
      </div>
      <RefusedChangesDialog
        when={isListShown}
        onUnavailable={() => setIsListOpen(false)}
        open={isListShown}
        onOpenChange={setIsListOpen}
        refused={refused}
      />
    </>
  );
}
