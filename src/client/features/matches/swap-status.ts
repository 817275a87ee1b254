import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Swap, SwapStatus } from '../../../domain/matches/schemas';

export type SwapAction = 'accept' | 'decline' | 'cancel' | 'done';

type SwapState = Pick<Swap, 'role' | 'status' | 'myDone' | 'theirDone'>;

/** Whether a swap still needs someone to do something: proposed or agreed. */
export function isSwapOpen(status: SwapStatus): boolean {
  return status === 'proposed' || status === 'agreed';
}

/**
 * The buttons a swap offers me (decision 010): the partner accepts or declines a proposal; the
 * proposer may withdraw it; once agreed either side may cancel until someone has swapped, and
 * each side marks its own half done.
 */
export function availableSwapActions(swap: SwapState): SwapAction[] {
  if (swap.status === 'proposed') {
    return swap.role === 'partner' ? ['accept', 'decline'] : ['cancel'];
  }
  if (swap.status !== 'agreed') return [];
  const actions: SwapAction[] = [];
  if (!swap.myDone) actions.push('done');
  if (!swap.myDone && !swap.theirDone) actions.push('cancel');
  return actions;
}

/** A swap's state as a short label and a sentence that says who does what next. */
export function describeSwapStatus(
  i18n: I18n,
  swap: SwapState & Pick<Swap, 'partnerUsername'> & Partial<Pick<Swap, 'endedReason'>>,
): {
  label: string;
  detail: string;
} {
  const partner = swap.partnerUsername;
  switch (swap.status) {
    case 'proposed':
      return {
        label: i18n._(msg`Proposed`),
        detail:
          swap.role === 'proposer'
            ? i18n._(msg`Proposed — waiting for ${partner} to answer`)
            : i18n._(msg`${partner} proposed this swap — accept or decline`),
      };
    case 'agreed': {
      const label = i18n._(msg`Agreed`);
      if (swap.myDone) {
        return {
          label,
          detail: i18n._(msg`You’ve swapped — waiting for ${partner} to mark it done`),
        };
      }
      if (swap.theirDone) {
        return {
          label,
          detail: i18n._(msg`${partner} has marked it done — mark yours when you’ve swapped`),
        };
      }
      return { label, detail: i18n._(msg`Agreed — mark it done when you’ve swapped`) };
    }
    case 'done':
      return { label: i18n._(msg`Done`), detail: i18n._(msg`Done — swapped with ${partner}`) };
    case 'declined':
      return {
        label: i18n._(msg`Declined`),
        detail:
          swap.role === 'partner'
            ? i18n._(msg`You declined this swap`)
            : i18n._(msg`${partner} declined this swap`),
      };
    case 'cancelled': {
      // The reason is one of the domain's sentences (SWAP_ENDED_BY_DELETION), stored in English
      // and read in the screen's language (decision 038).
      const reason = swap.endedReason && i18n._(swap.endedReason);
      return {
        label: i18n._(msg`Cancelled`),
        detail: reason
          ? i18n._(msg`Cancelled — ${reason} Your stickers are free again.`)
          : i18n._(msg`Cancelled — nothing is pending or promised any more`),
      };
    }
  }
}

/** Swaps that need something first, then the finished ones; newest first within each. */
export function sortSwaps<T extends Pick<Swap, 'status' | 'createdAt'>>(swaps: readonly T[]): T[] {
  return [...swaps].sort(
    (a, b) =>
      Number(isSwapOpen(b.status)) - Number(isSwapOpen(a.status)) ||
      b.createdAt.localeCompare(a.createdAt),
  );
}

/** The words on each action's button. */
export const swapActionLabels: Record<SwapAction, MessageDescriptor> = {
  accept: msg`Accept`,
  decline: msg`Decline`,
  cancel: msg`Cancel swap`,
  done: msg`We’ve swapped`,
};

/** What a toast says once an action went through, from the swap the server answered. */
export function describeActionResult(
  i18n: I18n,
  action: SwapAction,
  swap: Pick<Swap, 'partnerUsername' | 'status'>,
): string {
  const partner = swap.partnerUsername;
  switch (action) {
    case 'accept':
      return i18n._(msg`Swap agreed with ${partner}`);
    case 'decline':
      return i18n._(msg`Swap declined`);
    case 'cancel':
      return i18n._(msg`Swap cancelled`);
    case 'done':
      return swap.status === 'done'
        ? i18n._(msg`Swap with ${partner} done!`)
        : i18n._(msg`Marked as swapped — waiting for ${partner}`);
  }
}
