import { Plural, Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { usePartnerForm } from '../use-partner-form';

interface PendingTradeDialogProps {
  /** How many stickers will be marked; the dialog is open while this is set. */
  count: number | null;
  onCancel: () => void;
  onConfirm: (partner: string) => void;
}

/** "Mark as Pending Trade": asks the partner's name ('Please enter a trader name' if blank). */
export function PendingTradeDialog({ count, onCancel, onConfirm }: PendingTradeDialogProps) {
  return (
    <DialogFrame
      open={count !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={<Trans>Mark as Pending Trade</Trans>}
      description={
        count !== null && (
          <Plural
            value={count}
            one="Who are you swapping this sticker with?"
            other="Who are you swapping these # stickers with?"
          />
        )
      }
    >
      {count !== null && <PartnerForm onCancel={onCancel} onConfirm={onConfirm} />}
    </DialogFrame>
  );
}

function PartnerForm({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: (partner: string) => void;
}) {
  const { onSubmit, error, errorId, inputProps } = usePartnerForm(onConfirm);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={inputProps.id}>
          <Trans>Trader name</Trans>
        </Label>
        <Input autoFocus {...inputProps} />
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <DialogActions>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit">
          <Trans>Mark as pending</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}
