import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { discardRefused, retryRefused, type OutboxEntry } from '../outbox';
import { couldNotSave } from './changes-in-words';

/** The changes the server refused on replay, each with Retry and Discard (decision 016). */
export function RefusedChangesDialog({
  open,
  onOpenChange,
  refused,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  refused: readonly OutboxEntry[];
}) {
  const { i18n } = useLingui();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={couldNotSave(i18n, refused.length)}
      description={
        <Trans>
          Made while offline, and refused when they reached Swapsies. The board shows what is saved;
          retry a change once what stopped it is fixed, or discard it.
        </Trans>
      }
    >
      <ul className="grid gap-3">
        {refused.map((entry) => (
          <li key={entry.id} className="rounded-lg border p-3">
            <p className="font-medium">{entry.label}</p>
            <p className="text-sm text-muted-foreground">{entry.refusal?.message}</p>
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="outline" onClick={() => void retryRefused(entry.id)}>
                <Trans>Retry</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void discardRefused(entry.id)}>
                <Trans>Discard</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
