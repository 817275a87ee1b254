import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';

/**
 * The Go Pro button that opens the popover. The dashboard draws it alone until the popover's
 * code has loaded (docs/decisions/024), then the popover wraps the same button.
 */
export function GoProButton(props: ButtonProps) {
  return (
    <Button variant="accent" {...props}>
      <Crown aria-hidden />
      <Trans>Go Pro</Trans>
    </Button>
  );
}
