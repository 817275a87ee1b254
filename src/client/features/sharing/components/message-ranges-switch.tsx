import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

/** The choice to write long lists in the copied message as ranges (`1-10, 12`). */
export function MessageRangesSwitch({
  prefersRanges,
  onPrefersRangesChange,
}: {
  prefersRanges: boolean;
  onPrefersRangesChange: (prefersRanges: boolean) => void;
}) {
  const switchId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={switchId}
        checked={prefersRanges}
        onCheckedChange={onPrefersRangesChange}
        aria-describedby={hintId}
      />
      <div className="grid gap-1">
        <Label htmlFor={switchId} className="cursor-pointer font-semibold">
          <Trans>Numbers as ranges</Trans>
        </Label>
        <p id={hintId} className="text-xs text-muted-foreground">
          <Trans>The copied message says 1-10, 12 instead of every number.</Trans>
        </p>
      </div>
    </div>
  );
}
