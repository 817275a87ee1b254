import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

interface DeleteStickersDialogProps {
  /** How many stickers will be deleted; the dialog is open while this is set. */
  count: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The "delete selected stickers" dialog: a confirmation, since a delete cannot be undone. */
export function DeleteStickersDialog({ count, onCancel, onConfirm }: DeleteStickersDialogProps) {
  const what = count === 1 ? '1 sticker' : `${(count ?? 0).toLocaleString('en-GB')} stickers`;
  return (
    <Dialog open={count !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete selected stickers?</DialogTitle>
          <DialogDescription>
            This removes {what} from this collection. It cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            Delete {what}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
