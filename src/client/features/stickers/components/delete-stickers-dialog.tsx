import { Plural, Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';

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
    <DialogFrame
      open={count !== null}
      onOpenChange={(open) => !open && onCancel()}
      isAlert
      title={<Trans>Delete selected stickers?</Trans>}
      description={
        <Plural
          value={n}
          one="This removes # sticker from this collection. It cannot be undone."
          other="This removes # stickers from this collection. It cannot be undone."
        />
      }
    >
      <DialogActions>
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="destructive" onClick={onConfirm}>
          <Plural value={n} one="Delete # sticker" other="Delete # stickers" />
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
