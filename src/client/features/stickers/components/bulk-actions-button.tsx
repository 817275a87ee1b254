import { ChevronDown, ListChecks } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The "Actions" button that opens the bulk-actions menu. The board draws it alone until the
 * menu's code has loaded (docs/decisions/024), then the menu wraps the same button.
 */
export function BulkActionsButton({ isBusy, ...props }: ButtonProps & { isBusy: boolean }) {
  return (
    <Button variant="default" {...props}>
      {isBusy ? <Spinner className="[&>span]:size-4" /> : <ListChecks aria-hidden />}
      Actions
      <ChevronDown aria-hidden />
    </Button>
  );
}
