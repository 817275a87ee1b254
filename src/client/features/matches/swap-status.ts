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
  swap: SwapState & Pick<Swap, 'partnerUsername'> & Partial<Pick<Swap, 'endedReason'>>,
): {
  label: string;
  detail: string;
} {
  const partner = swap.partnerUsername;
  switch (swap.status) {
    case 'proposed':
      return swap.role === 'proposer'
        ? { label: 'Proposed', detail: `Proposed — waiting for ${partner} to answer` }
        : { label: 'Proposed', detail: `${partner} proposed this swap — accept or decline` };
    case 'agreed':
      if (swap.myDone) {
        return {
          label: 'Agreed',
          detail: `You’ve swapped — waiting for ${partner} to mark it done`,
        };
      }
      if (swap.theirDone) {
        return {
          label: 'Agreed',
          detail: `${partner} has marked it done — mark yours when you’ve swapped`,
        };
      }
      return { label: 'Agreed', detail: 'Agreed — mark it done when you’ve swapped' };
    case 'done':
      return { label: 'Done', detail: `Done — swapped with ${partner}` };
    case 'declined':
      return {
        label: 'Declined',
        detail:
          swap.role === 'partner' ? 'You declined this swap' : `${partner} declined this swap`,
      };
    case 'cancelled':
      return {
        label: 'Cancelled',
        detail: swap.endedReason
          ? `Cancelled — ${swap.endedReason} Your stickers are free again.`
          : 'Cancelled — nothing is pending or promised any more',
      };
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
export const swapActionLabels: Record<SwapAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel swap',
  done: 'We’ve swapped',
};

/** What a toast says once an action went through, from the swap the server answered. */
export function describeActionResult(
  action: SwapAction,
  swap: Pick<Swap, 'partnerUsername' | 'status'>,
): string {
  const partner = swap.partnerUsername;
  switch (action) {
    case 'accept':
      return `Swap agreed with ${partner}`;
    case 'decline':
      return 'Swap declined';
    case 'cancel':
      return 'Swap cancelled';
    case 'done':
      return swap.status === 'done'
        ? `Swap with ${partner} done!`
        : `Marked as swapped — waiting for ${partner}`;
  }
}
