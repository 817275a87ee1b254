import { ArchiveX, Ellipsis, Sparkles } from 'lucide-react';
import { SPECIAL_LABELS, type SpecialKind } from '../../../../domain/catalogue/specials';
import { cn } from '../../../lib/cn';
import { DISPLAY_STATE_LABELS, RETIRED_LABEL, type DisplayState } from '../sticker-display';
import { stateLooks } from './sticker-looks';

const states: DisplayState[] = ['needed', 'owned', 'forTrade', 'pending', 'completed'];

/** "Special (foil, badge)": the kinds this album has, in the order the domain lists them. */
function specialsInWords(kinds: readonly SpecialKind[]): string {
  return `Special (${kinds.map((kind) => SPECIAL_LABELS[kind].toLowerCase()).join(', ')})`;
}

/**
 * What each slot's colour and icon mean (docs/product.md "Sticker states and how they change"),
 * the album's specials and codes it no longer has (docs/product.md "Albums and the catalogue"),
 * and how to reach the rest (decision 007).
 */
export function StickerLegend({
  isEditable,
  specialKinds = [],
  hasRetired = false,
}: {
  isEditable: boolean;
  /** The kinds of special this album prints; none shows no specials key. */
  specialKinds?: readonly SpecialKind[];
  hasRetired?: boolean;
}) {
  return (
    <div className="grid gap-2 text-xs text-muted-foreground">
      <ul aria-label="Sticker states" className="flex flex-wrap gap-x-3 gap-y-1.5">
        {states.map((state) => {
          const Icon = stateLooks[state].icon;
          return (
            <li key={state} className="flex items-center gap-1.5 font-medium text-foreground">
              <span
                aria-hidden
                className={cn(
                  'flex size-5 items-center justify-center rounded-md',
                  stateLooks[state].swatch,
                )}
              >
                <Icon className="size-3" strokeWidth={3} />
              </span>
              {DISPLAY_STATE_LABELS[state]}
            </li>
          );
        })}
        {specialKinds.length > 0 && (
          <li className="flex items-center gap-1.5 font-medium text-foreground">
            <span
              aria-hidden
              className="flex size-5 items-center justify-center rounded-md bg-muted"
            >
              <Sparkles className="size-3 fill-current" strokeWidth={2.25} />
            </span>
            {specialsInWords(specialKinds)}
          </li>
        )}
        {hasRetired && (
          <li className="flex items-center gap-1.5 font-medium text-foreground">
            <span
              aria-hidden
              className="flex size-5 items-center justify-center rounded-md bg-muted"
            >
              <ArchiveX className="size-3" strokeWidth={2.5} />
            </span>
            {RETIRED_LABEL}
          </li>
        )}
      </ul>
      <p className="flex flex-wrap items-center gap-1">
        {isEditable ? 'Tap a number to mark it owned.' : 'Tap a number to see its details.'}
        <span className="inline-flex items-center gap-1">
          Tap <Ellipsis aria-hidden className="size-4" />
          <span className="sr-only">the details strip</span> or press and hold for more.
        </span>
      </p>
    </div>
  );
}
