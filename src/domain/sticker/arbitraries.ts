// Test support: fast-check generators for sticker states and the actions that change them,
// shared by the domain's property tests and the server's. Nothing in the app imports this file.
import fc from 'fast-check';
import type { StickerPatch, StickerState } from './sticker';
import { NEW_STICKER_STATE } from './sticker';
import { spareCopies, type CopyState } from './spares';
import {
  applyStickerPatch,
  completePending,
  isConsistentSticker,
  markForTrade,
  markOwned,
  markPending,
  undoTrade,
} from './transitions';

/** Trader names as the pending dialog would pass them, surrounding spaces included. */
export const partnerArb = fc.constantFrom('Sam', ' samira ', 'ALEX', 'Jo Bloggs', 'Ana María');

/** Any value of each field a sticker's state and a patch share. */
const stickerFieldArbs = {
  owned: fc.boolean(),
  forTrade: fc.boolean(),
  isPending: fc.boolean(),
  pendingWith: fc.option(partnerArb.map((name) => name.trim())),
  isCompleted: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 999 }),
  keepSpares: fc.boolean(),
};

/** Any patch the schema could let through, including contradictory fields. */
export const patchArb: fc.Arbitrary<StickerPatch> = fc.record(stickerFieldArbs, {
  requiredKeys: [],
});

/** One of the bulk actions of `transitions.ts`. */
export const bulkActionArb: fc.Arbitrary<StickerPatch> = fc.oneof(
  fc.constant(markOwned()),
  fc.constant(markForTrade()),
  partnerArb.map(markPending),
  fc.constant(completePending()),
  fc.constant(undoTrade()),
);

/** Anything a client may send: a single-sticker patch or a bulk action. */
export const actionArb = fc.oneof(patchArb, bulkActionArb);

/** A state reached from a new sticker by any sequence of actions. */
export const reachableStateArb: fc.Arbitrary<StickerState> = fc
  .array(actionArb, { maxLength: 12 })
  .map((actions) => actions.reduce(applyStickerPatch, NEW_STICKER_STATE));

/** Any state that obeys the sticker rules, whether or not the actions above reach it. */
export const consistentStateArb: fc.Arbitrary<StickerState> = fc
  .record(stickerFieldArbs)
  .filter(isConsistentSticker);

/** Sticker numbers as albums print them: `7`, `007`, `MEX12`, `mex3a`. */
export const stickerNumberArb = fc.oneof(
  fc.stringMatching(/^\d{1,4}$/),
  fc.stringMatching(/^[A-Za-z]{1,3}\d{1,3}[a-z]?$/),
  fc.string({ maxLength: 6 }),
);

/** A numbered sticker in a consistent state, some of its spares perhaps promised in swaps. */
export const numberedStickerArb = fc
  .tuple(stickerNumberArb, fc.oneof(reachableStateArb, consistentStateArb), fc.nat({ max: 3 }))
  .map(([number, state, promised]) => ({
    number,
    ...state,
    promised: Math.min(promised, spareCopies(state)),
  }));

/**
 * Any combination of the columns copies on offer are read from, including ones no write makes,
 * like more promised than held (the domain's rule and the SQL function are checked on these).
 */
export const copyStateArb: fc.Arbitrary<CopyState> = fc.record({
  owned: fc.boolean(),
  forTrade: fc.boolean(),
  isPending: fc.boolean(),
  isCompleted: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 999 }),
  promised: fc.integer({ min: 0, max: 999 }),
  keepSpares: fc.boolean(),
});
