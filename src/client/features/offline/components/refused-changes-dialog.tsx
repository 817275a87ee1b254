import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { discardRefused, retryRefused, type OutboxEntry } from '../outbox';
import { changes } from './changes-in-words';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{changes(refused.length)} couldn’t be saved</DialogTitle>
          <DialogDescription>
            Made while offline, and refused when they reached Swapsies. The board shows what is
            saved; retry a change once what stopped it is fixed, or discard it.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {refused.map((entry) => (
            <li key={entry.id} className="rounded-lg border p-3">
              <p className="font-medium">{entry.label}</p>
              <p className="text-sm text-muted-foreground">{entry.refusal?.message}</p>
              <div className="mt-2 flex gap-2">
                <Button size="sm" variant="outline" onClick={() => void retryRefused(entry.id)}>
                  Retry
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void discardRefused(entry.id)}>
                  Discard
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
