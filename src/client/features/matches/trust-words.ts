import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Match } from '../../../domain/matches/schemas';

/**
 * A collector's record on their match card (docs/product.md "Trust", decision 031): how many
 * different collectors they finished a swap with (stickers changed hands both ways), and how many
 * of those reported a problem — "Swapped with 3 collectors · no problems reported", "Swapped with
 * 1 collector · 1 reported a problem", or "No swaps done yet". Partners, not swaps, so repeating
 * swaps with one account of one's own adds nothing.
 */
export function describeTrust(
  i18n: I18n,
  match: Pick<Match, 'swapsDone' | 'swapProblems'>,
): string {
  const { swapsDone, swapProblems } = match;
  const problems =
    swapProblems === 0
      ? i18n._(msg`no problems reported`)
      : i18n._(
          msg`${plural(swapProblems, { one: '# reported a problem', other: '# reported problems' })}`,
        );
  if (swapsDone === 0)
    return swapProblems === 0
      ? i18n._(msg`No swaps done yet`)
      : i18n._(msg`No swaps done · ${problems}`);
  return i18n._(
    msg`Swapped with ${plural(swapsDone, { one: '# collector', other: '# collectors' })} · ${problems}`,
  );
}
