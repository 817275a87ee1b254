import { Trans, useLingui } from '@lingui/react/macro';
import { SquareCheck, SquareDashed, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface SelectionBarProps {
  isSelecting: boolean;
  selectedCount: number;
  isEditable: boolean;
  onSelectingChange: (on: boolean) => void;
  onSelectAll: () => void;
  onClear: () => void;
}

/**
 * The explicit selection mode (decision 007): a Select toggle, then taps select; it says how
 * many are selected. Select All takes the stickers the filter shows; Clear empties the selection.
 */
export function SelectionBar({
  isSelecting,
  selectedCount,
  isEditable,
  onSelectingChange,
  onSelectAll,
  onClear,
}: SelectionBarProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant={isSelecting ? 'secondary' : 'outline'}
        aria-pressed={isSelecting}
        disabled={!isEditable}
        onClick={() => onSelectingChange(!isSelecting)}
        className={cn(isSelecting && 'ring-2 ring-primary')}
      >
        {isSelecting ? <SquareCheck aria-hidden /> : <SquareDashed aria-hidden />}
        <Trans>Select</Trans>
      </Button>
      <Button variant="outline" disabled={!isEditable} onClick={onSelectAll}>
        <Trans>Select All</Trans>
      </Button>
      <Button variant="ghost" disabled={!isEditable || selectedCount === 0} onClick={onClear}>
        <X aria-hidden />
        <Trans>Clear</Trans>
      </Button>
      <p aria-live="polite" className="text-sm font-semibold text-muted-foreground">
        {isSelecting || selectedCount > 0 ? t`${selectedCount} selected` : ''}
      </p>
    </div>
  );
}
