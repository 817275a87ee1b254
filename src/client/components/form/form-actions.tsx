import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { DialogActions } from '../ui/dialog-frame';

interface FormActionsProps {
  onCancel: () => void;
  /** The request is in flight: both buttons are off and the submit button spins. */
  isBusy: boolean;
  /** The submit button's icon when not busy. */
  icon: LucideIcon;
  /** What the submit button says while busy, when it says something else then. */
  busyLabel?: string;
  /** Off for another reason than being busy (e.g. no connection). */
  disabled?: boolean;
  /** The submit button's words. */
  children: ReactNode;
}

/** A dialog form's foot: Cancel, and the submit button that shows when it is working. */
export function FormActions({
  onCancel,
  isBusy,
  icon: Icon,
  busyLabel,
  disabled,
  children,
}: FormActionsProps) {
  return (
    <DialogActions>
      <Button type="button" variant="outline" onClick={onCancel} disabled={isBusy}>
        Cancel
      </Button>
      <Button type="submit" disabled={isBusy || disabled} aria-busy={isBusy}>
        {isBusy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Icon aria-hidden />}
        {isBusy && busyLabel ? busyLabel : children}
      </Button>
    </DialogActions>
  );
}
