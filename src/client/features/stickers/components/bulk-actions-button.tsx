import { Trans } from '@lingui/react/macro';
import { ChevronDown, ListChecks } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The "Actions" button that opens the bulk-actions menu, off while a bulk change runs or the
 * collection is read-only. The board draws it alone until the menu's code has loaded
 * (docs/decisions/024), then the menu wraps the same button.
 */
export function BulkActionsButton({
  isBusy,
  isEditable,
  ...props
}: Omit<ButtonProps, 'disabled'> & { isBusy: boolean; isEditable: boolean }) {
  return (
    <Button variant="default" disabled={!isEditable || isBusy} {...props}>
      {isBusy ? <Spinner className="[&>span]:size-4" /> : <ListChecks aria-hidden />}
      <Trans>Actions</Trans>
      <ChevronDown aria-hidden />
    </Button>
  );
}
