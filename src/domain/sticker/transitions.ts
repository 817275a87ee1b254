import { isInTrade, isStickerNeeded, MAX_STICKER_QUANTITY } from './sticker';
import type { StickerPatch, StickerState } from './sticker';

type Step = (state: StickerState, patch: StickerPatch) => StickerState;

// Unchecking owned also clears forTrade and "Keep my spares" (no copies, nothing to keep). It
// also ends any trade record: pending and completed stickers are owned (both actions set owned),
// so an unowned one is simply Needed.
const applyOwned: Step = (state, { owned }) => {
  if (owned === undefined) return state;
  if (owned) return { ...state, owned: true };
  return {
    ...state,
    owned: false,
    forTrade: false,
    keepSpares: false,
    isPending: false,
    isCompleted: false,
    pendingWith: null,
  };
};

// Checking forTrade also sets owned, and offers the sticker's copies again: marking a sticker
// for trade ends "Keep my spares" (decision 028).
const applyForTrade: Step = (state, { forTrade }) => {
  if (forTrade === undefined) return state;
  return forTrade
    ? { ...state, forTrade: true, owned: true, keepSpares: false }
    : { ...state, forTrade: false };
};

// "Keep my spares" (decision 028) holds every copy back, so it also ends the for-trade mark of a
// single copy. A sticker that is not owned has no copies to keep: it is left as it is (e.g. a
// change made offline while another device un-owned it).
const applyKeepSpares: Step = (state, { keepSpares }) => {
  if (keepSpares === undefined) return state;
  if (!keepSpares) return { ...state, keepSpares: false };
  return state.owned ? { ...state, keepSpares: true, forTrade: false } : state;
};

// Mark completed sets isCompleted, clears isPending and forTrade, sets owned; undo of a
// completed sticker returns it to pending with the same partner.
const applyCompleted: Step = (state, { isCompleted }) => {
  if (isCompleted === true) {
    return { ...state, isCompleted: true, isPending: false, owned: true, forTrade: false };
  }
  if (isCompleted === false && state.isCompleted) {
    return { ...state, isCompleted: false, isPending: true };
  }
  return state;
};

// Pending sets owned; ending a pending trade forgets its partner. isPending false on a
// completed sticker changes nothing: it is not pending, and its partner stays on record.
const applyPending: Step = (state, { isPending }) => {
  if (isPending === true) return { ...state, isPending: true, isCompleted: false, owned: true };
  if (isPending === false && state.isPending) {
    return { ...state, isPending: false, pendingWith: null };
  }
  return state;
};

// A partner belongs to a trade: it is recorded only on a pending or completed sticker.
const applyPartner: Step = (state, { pendingWith }) => {
  if (pendingWith === undefined || !isInTrade(state)) return state;
  return { ...state, pendingWith: pendingWith?.trim() || null };
};

const applyQuantity: Step = (state, { quantity }) =>
  quantity === undefined ? state : { ...state, quantity };

// Decision 016 "Merge rules": copies added or taken away are counted from what the sticker has
// now, kept within 1–999 (one copy is the least an owned sticker has; taking the last one away is
// un-owning). A sticker that is not owned holds no copies to count from: it is left as it is,
// and the server refuses such a change (see `addsCopiesToUnowned`).
const applyQuantityDelta: Step = (state, { quantityDelta }) => {
  if (quantityDelta === undefined || !state.owned) return state;
  const quantity = Math.min(MAX_STICKER_QUANTITY, Math.max(1, state.quantity + quantityDelta));
  return { ...state, quantity };
};

// The fixed order in which a patch's fields take effect, whatever their order in the JSON:
// as if each field were set one after another, a later rule winning over an earlier one.
// Completed comes before pending so that undo (isCompleted false, isPending false) ends the
// trade, and so that completing (isCompleted true, isPending false) keeps the partner.
const steps: readonly Step[] = [
  applyOwned,
  applyForTrade,
  applyKeepSpares,
  applyCompleted,
  applyPending,
  applyPartner,
  applyQuantity,
  applyQuantityDelta,
];

/**
 * The sticker after a patch, with every rule of docs/product.md "Sticker states and how they
 * change" applied (client and server share it).
 * Other fields are kept; a response's derived `isNeeded` follows the new `owned`.
 * Example: `applyStickerPatch(needed, { forTrade: true })` is owned and for trade.
 */
export function applyStickerPatch<T extends StickerState>(state: T, patch: StickerPatch): T {
  const next = steps.reduce<StickerState>((current, step) => step(current, patch), state);
  return ('isNeeded' in next ? { ...next, isNeeded: isStickerNeeded(next) } : next) as T;
}

/**
 * Whether a patch counts copies on a sticker that is not owned once the patch's flags apply
 * (e.g. "one more copy" sent offline, while another device un-owned the sticker): the server
 * refuses it rather than drop it silently (decision 016 "Merge rules").
 */
export function addsCopiesToUnowned(next: Pick<StickerState, 'owned'>, patch: StickerPatch) {
  return patch.quantityDelta !== undefined && !next.owned;
}

/** Whether a state obeys the sticker rules every transition keeps. */
export function isConsistentSticker(state: StickerState): boolean {
  if (state.forTrade && !state.owned) return false;
  if (state.keepSpares && (!state.owned || state.forTrade)) return false;
  if (isInTrade(state) && !state.owned) return false;
  if (state.isPending && state.isCompleted) return false;
  return state.pendingWith === null || isInTrade(state);
}

/** Bulk mark owned. */
export function markOwned(): StickerPatch {
  return { owned: true };
}

/** Bulk for trade: sets forTrade and owned. */
export function markForTrade(): StickerPatch {
  return { forTrade: true, owned: true };
}

/** Bulk pending: sets isPending, the trimmed partner name and owned. */
export function markPending(partner: string): StickerPatch {
  return { isPending: true, pendingWith: partner.trim(), owned: true };
}

/** Bulk complete pending: sets completed, clears pending and forTrade, keeps the partner. */
export function completePending(): StickerPatch {
  return { isCompleted: true, isPending: false, forTrade: false };
}

/** Bulk undo: clears completed and pending and forgets the partner. */
export function undoTrade(): StickerPatch {
  return { isCompleted: false, isPending: false, pendingWith: null };
}
