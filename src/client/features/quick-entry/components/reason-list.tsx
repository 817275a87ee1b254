import { Trans } from '@lingui/react/macro';
import type { UnreadToken } from '../../../../domain/sticker/quick-entry';

/** Long lists of reasons stop here, with a count of the rest. */
const SHOWN = 20;

/** Pieces of a list with why each was not read or not changed, e.g. "MEX9 Not in this album". */
export function ReasonList({ items, label }: { items: readonly UnreadToken[]; label: string }) {
  const more = items.length - SHOWN;
  return (
    <ul aria-label={label} className="grid gap-1 text-sm">
      {items.slice(0, SHOWN).map((item, index) => (
        <li key={`${item.text}-${index}`} className="flex flex-wrap gap-x-2">
          <span className="font-bold break-all">{item.text}</span>
          <span className="text-muted-foreground">{item.reason}</span>
        </li>
      ))}
      {more > 0 && (
        <li className="text-muted-foreground">
          <Trans>and {more} more</Trans>
        </li>
      )}
    </ul>
  );
}
