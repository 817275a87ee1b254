import { Plural, Trans } from '@lingui/react/macro';
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
  const n = count ?? 0;
  return (
    <Dialog open={count !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>Delete selected stickers?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Plural
              value={n}
              one="This removes # sticker from this collection. It cannot be undone."
              other="This removes # stickers from this collection. It cannot be undone."
            />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            <Plural value={n} one="Delete # sticker" other="Delete # stickers" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
