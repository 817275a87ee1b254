import { Ellipsis } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { DISPLAY_STATE_LABELS, type DisplayState } from '../sticker-display';
import { stateLooks } from './sticker-looks';

const states: DisplayState[] = ['needed', 'owned', 'forTrade', 'pending', 'completed'];

/**
 * What each slot's colour and icon mean (docs/product.md "Sticker states and how they change"), and
 * how to reach the rest (decision 007).
 */
export function StickerLegend({ isEditable }: { isEditable: boolean }) {
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
