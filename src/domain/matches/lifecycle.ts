// Decision 010 "Swap matches": the life of a swap as pure rules — who may do what in which state,
// the state each action leads to, who is told, and what happens to each side's stickers. The
// server loads the rows, asks these functions and writes what they answer
// (src/server/features/matches/mutations/); locking and the guarded SQL stay there.
import type { NotificationType } from '../notifications/notifications';
import { keepsPromisedCopies, offeredCopies } from '../sticker/spares';
import type { StickerState } from '../sticker/sticker';
import { applyStickerPatch, completePending, markPending } from '../sticker/transitions';
import type { SwapStatus } from './schemas';
import {
  SWAP_ALREADY_DONE_MESSAGE,
  SWAP_FINISHING_MESSAGE,
  SWAP_NOT_DONE_FOR_RATING_MESSAGE,
  swapStateMessage,
} from './swaps';

/** The two sides of a swap: who proposed it, and who was asked. */
export type SwapRole = 'proposer' | 'partner';

export const otherRole = (role: SwapRole): SwapRole =>
  role === 'proposer' ? 'partner' : 'proposer';

/** What the rules read of a swap's progress. */
export interface SwapProgress {
  status: SwapStatus;
  proposerDone: boolean;
  partnerDone: boolean;
}

/** What one side asks of a swap it is on. */
export type SwapAction = 'accept' | 'decline' | 'cancel' | 'done' | 'rate';

/**
 * Why an action does not fit: `not-found` when the side may never do it (the other side's swap
 * answers as if missing), `wrong-state` with the words a collector reads.
 */
export type SwapGuardRefusal = { reason: 'not-found' } | { reason: 'wrong-state'; message: string };

const isDone = (swap: SwapProgress, role: SwapRole) =>
  role === 'proposer' ? swap.proposerDone : swap.partnerDone;

const wrongState = (message: string): SwapGuardRefusal => ({ reason: 'wrong-state', message });

/**
 * Whether `role` may do `action` to the swap now: null when it may, else why not. Only the
 * partner answers a proposal (accept or decline); either side cancels a proposed or agreed swap
 * nobody has marked done; each side marks an agreed swap done once; a done swap is rated.
 */
export function swapActionRefusal(
  swap: SwapProgress,
  role: SwapRole,
  action: SwapAction,
): SwapGuardRefusal | null {
  switch (action) {
    case 'accept':
    case 'decline':
      if (role !== 'partner') return { reason: 'not-found' };
      return swap.status === 'proposed' ? null : wrongState(swapStateMessage(swap.status));
    case 'cancel':
      if (swap.status !== 'proposed' && swap.status !== 'agreed') {
        return wrongState(swapStateMessage(swap.status));
      }
      return swap.proposerDone || swap.partnerDone ? wrongState(SWAP_FINISHING_MESSAGE) : null;
    case 'done':
      if (swap.status !== 'agreed') return wrongState(swapStateMessage(swap.status));
      return isDone(swap, role) ? wrongState(SWAP_ALREADY_DONE_MESSAGE) : null;
    case 'rate':
      return swap.status === 'done' ? null : wrongState(SWAP_NOT_DONE_FOR_RATING_MESSAGE);
  }
}

/** An allowed action's effect: the swap's new progress, and who hears of it (decision 018). */
export interface SwapStep {
  next: SwapProgress;
  notify: { to: SwapRole; type: NotificationType } | null;
  /** True when this step finished the swap: both sides have now said it happened. */
  completed: boolean;
}

/**
 * The swap after `role` did an allowed `action` (check `swapActionRefusal` first). Accepting
 * agrees it and tells the proposer; declining or cancelling ends it and tells the other side;
 * marking it done sets that side's flag, and the second side to do so makes it `done`, which the
 * first side hears of.
 */
export function swapAfter(
  swap: SwapProgress,
  role: SwapRole,
  action: Exclude<SwapAction, 'rate'>,
): SwapStep {
  const other = otherRole(role);
  // Only the progress, whatever else the caller's row carries.
  const { status, proposerDone, partnerDone } = swap;
  const progress: SwapProgress = { status, proposerDone, partnerDone };
  switch (action) {
    case 'accept':
      return {
        next: { ...progress, status: 'agreed' },
        notify: { to: other, type: 'swap-accepted' },
        completed: false,
      };
    case 'decline':
      return {
        next: { ...progress, status: 'declined' },
        notify: { to: other, type: 'swap-declined' },
        completed: false,
      };
    case 'cancel':
      return {
        next: { ...progress, status: 'cancelled' },
        notify: { to: other, type: 'swap-cancelled' },
        completed: false,
      };
    case 'done': {
      const completed = isDone(swap, other);
      return {
        next: {
          status: completed ? 'done' : swap.status,
          proposerDone: role === 'proposer' || swap.proposerDone,
          partnerDone: role === 'partner' || swap.partnerDone,
        },
        notify: completed ? { to: other, type: 'swap-done' } : null,
        completed,
      };
    }
  }
}

/**
 * The sides whose stickers the swap holds now (gets pending, gives promised): the proposer's from
 * the proposal, the partner's once it accepted, each until that side marks it done. A swap that
 * ended holds nothing.
 */
export function sidesHolding(swap: SwapProgress): SwapRole[] {
  if (swap.status !== 'proposed' && swap.status !== 'agreed') return [];
  const applied: SwapRole[] = swap.status === 'agreed' ? ['proposer', 'partner'] : ['proposer'];
  return applied.filter((role) => !isDone(swap, role));
}

/**
 * Why swaps end when a side goes, as the other collector reads it: stored in English (the
 * swap's `endedReason`, the notification's `note`) and translated where it is shown, so these
 * are messages of the domain's catalog, which both sides load (decision 038).
 */
export const SWAP_ENDED_BY_DELETION = {
  collection: /*i18n*/ 'The other collector deleted this collection.',
  account: /*i18n*/ 'The other collector deleted their account.',
} as const;

/**
 * An open swap whose collection(s) are being deleted (docs/product.md "Notifications"): it is
 * cancelled;
 * the side that stays, if one does, gets back what the swap holds of its stickers and is told why,
 * unless it already said the swap happened.
 */
export function endedByDeletion(
  swap: SwapProgress,
  leaving: { proposer: boolean; partner: boolean },
): { release: SwapRole | null; notify: SwapRole | null } {
  const stays: SwapRole | null = leaving.proposer
    ? leaving.partner
      ? null
      : 'partner'
    : 'proposer';
  if (stays === null) return { release: null, notify: null };
  return {
    release: sidesHolding(swap).includes(stays) ? stays : null,
    notify: isDone(swap, stays) ? null : stays,
  };
}

/** Who is on a swap and what each side gets and gives, as the swaps table stores it. */
export interface SwapParties {
  /** Null once that side's collection (or account) is gone: the swap stays, ended. */
  proposerCollectionId: number | null;
  partnerCollectionId: number | null;
  proposerUsername: string;
  partnerUsername: string;
  /** The proposer's side; the partner's is the mirror. */
  proposerGets: readonly string[];
  proposerGives: readonly string[];
}

/** One side of a swap: its collection, the numbers it gets and gives, the other side's name. */
export interface SwapSide {
  /** Null once the collection is gone: no sticker of it is left to change. */
  collectionId: number | null;
  gets: readonly string[];
  gives: readonly string[];
  otherUsername: string;
}

/** The side `role` plays in the swap: the partner gets what the proposer gives, and back. */
export function sideOf(swap: SwapParties, role: SwapRole): SwapSide {
  return role === 'proposer'
    ? {
        collectionId: swap.proposerCollectionId,
        gets: swap.proposerGets,
        gives: swap.proposerGives,
        otherUsername: swap.partnerUsername,
      }
    : {
        collectionId: swap.partnerCollectionId,
        gets: swap.proposerGives,
        gives: swap.proposerGets,
        otherUsername: swap.proposerUsername,
      };
}

/** A sticker as a swap changes it: its state, its album number and its promised copies. */
export type SwapStickerState = StickerState & { number: string; promised: number };

/**
 * Taking a side up (proposing, or accepting): the gets still needed become pending with the
 * other side; a get already owned is left out, so fewer come back than went in.
 */
export function pendingGets<T extends SwapStickerState>(
  gets: readonly T[],
  otherUsername: string,
): T[] {
  return gets.filter((s) => !s.owned).map((s) => applyStickerPatch(s, markPending(otherUsername)));
}

/**
 * Taking a side up: one more copy of each give promised, or null when any give has no copy on
 * offer (decision 010: a copy is never promised twice). The server writes the promise with the
 * same rule in the UPDATE's WHERE (`swapsies_copies_on_offer`), so a concurrent change loses.
 */
export function promisedGives<T extends SwapStickerState>(gives: readonly T[]): T[] | null {
  if (gives.some((s) => offeredCopies(s) <= 0)) return null;
  return gives.map((s) => ({ ...s, promised: s.promised + 1 }));
}

/**
 * A side's stickers that a swap step changes: each get still pending with the other side goes
 * through `get`, each give with a promised copy through `give`; only those come back.
 */
function changedBySwap<T extends SwapStickerState>(
  stickers: readonly T[],
  side: SwapSide,
  get: (sticker: T) => T,
  give: (sticker: T) => T,
): T[] {
  const gets = new Set(side.gets);
  const gives = new Set(side.gives);
  const changed: T[] = [];
  for (const s of stickers) {
    if (gets.has(s.number) && s.isPending && s.pendingWith === side.otherUsername) {
      changed.push(get(s));
    } else if (gives.has(s.number) && s.promised > 0) {
      changed.push(give(s));
    }
  }
  return changed;
}

/**
 * What a side took up, undone (a decline, a cancel, or the other side leaving): its gets still
 * pending with the other side go back to needed, and one promised copy of each give is released.
 * `stickers` are the side's own; only those that change come back. A get the collector has since
 * completed or traded with someone else is left alone.
 */
export function releasedStickers<T extends SwapStickerState>(
  stickers: readonly T[],
  side: SwapSide,
): T[] {
  return changedBySwap(
    stickers,
    side,
    (s) => applyStickerPatch(s, { owned: false }),
    (s) => ({ ...s, promised: s.promised - 1 }),
  );
}

/**
 * One side saying the swap happened: its gets still pending with the other side become
 * completed, and the promised copy of each give leaves the collection — the copy left is the
 * album's own, so no longer on offer, and a single copy given away makes the sticker needed.
 * `stickers` are the side's own; only those that change come back.
 */
export function finishedStickers<T extends SwapStickerState>(
  stickers: readonly T[],
  side: SwapSide,
): T[] {
  return changedBySwap(
    stickers,
    side,
    (s) => {
      const done = applyStickerPatch(s, completePending());
      // A get already held (marked pending by hand) whose one copy is promised in another swap:
      // completing takes it off trade, so the copy received is counted, and that promise is kept.
      return keepsPromisedCopies(done) ? done : { ...done, quantity: s.quantity + 1 };
    },
    (s) =>
      s.quantity > 1
        ? {
            ...s,
            quantity: s.quantity - 1,
            promised: s.promised - 1,
            forTrade: s.quantity - 1 > 1 && s.forTrade,
          }
        : { ...applyStickerPatch(s, { owned: false }), quantity: 1, promised: 0 },
  );
}
