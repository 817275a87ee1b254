import { Button } from './button';

interface ChipListToggleProps {
  /** How many chips are folded away while the list is short. */
  hiddenCount: number;
  isExpanded: boolean;
  onToggle: () => void;
  /** The id of the list's label, so the button says which list it opens. */
  describedBy?: string;
}

/** The last item of a folded chip list (`lib/chip-list.ts`): "+12 more", then "Show fewer". */
export function ChipListToggle({
  hiddenCount,
  isExpanded,
  onToggle,
  describedBy,
}: ChipListToggleProps) {
  if (hiddenCount === 0 && !isExpanded) return null;
  return (
    <li>
      <Button
        variant="ghost"
        padding="custom"
        className="h-10 px-3 text-primary"
        aria-expanded={isExpanded}
        aria-describedby={describedBy}
        onClick={onToggle}
      >
        {isExpanded ? 'Show fewer' : `+${hiddenCount} more`}
      </Button>
    </li>
  );
}
