import * as z from 'zod/mini';
import { idSchema, storableText } from '../text';

/** The largest quantity one sticker can hold; the database checks the same range. */
export const MAX_STICKER_QUANTITY = 999;

/** The most stickers one bulk call may touch (docs/product.md "Limits and rules"). */
export const MAX_BULK_STICKERS = 10_000;

/** The longest trader name we keep, in code points. */
export const PARTNER_NAME_MAX = 60;

/** Asked for when a bulk action has nothing selected. */
export const NO_STICKERS_SELECTED_MESSAGE = /*i18n*/ 'No stickers selected';

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

// Quantity counts the copies held; 0 copies is "not owned", which `owned` already says, so a
// patch takes 1–999 and the default is 1 (shown as a count only when above 1).
const quantitySchema = z
  .number({ error: /*i18n*/ 'Quantity must be a number' })
  .check(
    z.int({ error: /*i18n*/ 'Quantity must be a whole number' }),
    z.gte(1, { error: /*i18n*/ 'Quantity must be at least 1' }),
    z.lte(MAX_STICKER_QUANTITY, { error: /*i18n*/ 'Quantity cannot exceed 999' }),
  );

/** The largest step one change may make to a sticker's copies: from 1 to 999 or back. */
export const MAX_QUANTITY_DELTA = MAX_STICKER_QUANTITY - 1;

/** Why a patch that both sets the copies and adds to them is refused. */
export const QUANTITY_AND_DELTA_MESSAGE =
  'Send either quantity (how many copies) or quantityDelta (copies to add), not both';

// "Add a copy" travels as an increment (decision 016 "Merge rules"), so two devices that each
// add one end with both: +1 or -1 from the buttons, at most 998 either way, never 0.
const quantityDeltaSchema = z.number({ error: /*i18n*/ 'quantityDelta must be a number' }).check(
  z.int({ error: /*i18n*/ 'quantityDelta must be a whole number' }),
  z.gte(-MAX_QUANTITY_DELTA, { error: /*i18n*/ 'quantityDelta must be at least -998' }),
  z.lte(MAX_QUANTITY_DELTA, { error: /*i18n*/ 'quantityDelta cannot exceed 998' }),
  z.refine((delta) => delta !== 0, { error: /*i18n*/ 'quantityDelta must not be 0' }),
);

/**
 * The state of one sticker that the rules of docs/product.md "Sticker states and how they
 * change" act on.
 */
export const stickerStateSchema = z.object({
  owned: z.boolean(),
  forTrade: z.boolean(),
  isPending: z.boolean(),
  pendingWith: z.nullable(z.string()),
  isCompleted: z.boolean(),
  quantity: z.int(),
  /**
   * The collector holds this sticker's spares back ("Keep my spares"): none of its copies is
   * offered, however many it has (decision 028). Only an owned sticker not marked for trade keeps
   * its spares.
   */
  keepSpares: z.boolean(),
});
export type StickerState = z.infer<typeof stickerStateSchema>;

/** The state fields alone of anything that has them, in the schema's order. */
export const stickerStateOf = (s: StickerState): StickerState => ({
  owned: s.owned,
  forTrade: s.forTrade,
  isPending: s.isPending,
  pendingWith: s.pendingWith,
  isCompleted: s.isCompleted,
  quantity: s.quantity,
  keepSpares: s.keepSpares,
});

/** A fresh sticker: needed, nothing traded, one copy. */
export const NEW_STICKER_STATE: StickerState = {
  owned: false,
  forTrade: false,
  isPending: false,
  pendingWith: null,
  isCompleted: false,
  quantity: 1,
  keepSpares: false,
};

/**
 * A sticker in any API response (its fields: docs/product.md "The things it keeps"). `promised`
 * is how many of its copies are promised in swaps not finished yet (decision 010): only swaps
 * change it, so no patch carries it.
 */
export const stickerSchema = z.extend(stickerStateSchema, {
  id: z.int(),
  number: z.string(),
  collectionId: z.int(),
  isNeeded: z.boolean(),
  promised: z.int(),
  /**
   * The album's corrected checklist no longer has this code, but the sticker had copies or a
   * trade, so it is kept and listed after the album (decision 021). Absent means false.
   */
  retired: z.optional(z.boolean()),
});
export type Sticker = z.infer<typeof stickerSchema>;

/** `GET /api/collections/:id/stickers`: a collection's stickers in album order. */
export const stickerListSchema = z.array(stickerSchema);
export type StickerList = z.infer<typeof stickerListSchema>;

/** A sticker is needed exactly when it is not owned; feeds the response's `isNeeded`. */
export function isStickerNeeded(sticker: Pick<StickerState, 'owned'>): boolean {
  return !sticker.owned;
}

/** Whether a sticker is part of a trade with a partner, pending or completed. */
export function isInTrade(sticker: Pick<StickerState, 'isPending' | 'isCompleted'>): boolean {
  return sticker.isPending || sticker.isCompleted;
}

/** A trader name: trimmed, non-blank, at most 60 characters, storable. */
export const pendingPartnerSchema = z.pipe(
  z.string({ error: /*i18n*/ 'Please enter a trader name' }).check(z.trim()),
  storableText({ max: PARTNER_NAME_MAX, label: /*i18n*/ 'Trader name' }).check(
    z.minLength(1, { error: /*i18n*/ 'Please enter a trader name' }),
  ),
);

/**
 * Body of `PATCH /api/stickers/:id`: any of the state fields, at least one, nothing else.
 * Example: `{ "forTrade": true }`, `{ "keepSpares": true }` or
 * `{ "isPending": true, "pendingWith": "Sam" }`.
 * `quantityDelta` adds copies to what the server has (`{ "quantityDelta": 1 }` is "one more
 * copy"): the result is kept within 1–999, and it needs the sticker owned (decision 016).
 */
export const stickerPatchSchema = z
  .strictObject(
    {
      owned: z.optional(flag('owned')),
      forTrade: z.optional(flag('forTrade')),
      isPending: z.optional(flag('isPending')),
      pendingWith: z.optional(z.nullable(pendingPartnerSchema)),
      isCompleted: z.optional(flag('isCompleted')),
      quantity: z.optional(quantitySchema),
      quantityDelta: z.optional(quantityDeltaSchema),
      keepSpares: z.optional(flag('keepSpares')),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown sticker field: ${issue.keys.join(', ')}`
          : undefined,
    },
  )
  .check(
    z.refine((patch) => Object.values(patch).some((value) => value !== undefined), {
      message: /*i18n*/ 'Nothing to update',
    }),
    z.refine((patch) => patch.quantity === undefined || patch.quantityDelta === undefined, {
      message: QUANTITY_AND_DELTA_MESSAGE,
      path: ['quantityDelta'],
    }),
  );
export type StickerPatch = z.infer<typeof stickerPatchSchema>;

const selectedIds = <T extends z.ZodMiniType>(item: T) =>
  z.array(item, { error: NO_STICKERS_SELECTED_MESSAGE }).check(
    z.minLength(1, { error: NO_STICKERS_SELECTED_MESSAGE }),
    z.maxLength(MAX_BULK_STICKERS, {
      error: /*i18n*/ 'You can change at most 10,000 stickers at once',
    }),
  );

/** Body of `PATCH /api/stickers/bulk`, e.g. `{ "updates": [{ "id": 7, "data": { "owned": true } }] }`. */
export const bulkUpdateSchema = z.object({
  updates: selectedIds(z.object({ id: idSchema, data: stickerPatchSchema })),
});
export type BulkUpdate = z.infer<typeof bulkUpdateSchema>;

/** Body of `DELETE /api/stickers/bulk`, e.g. `{ "ids": [7, 8, 9] }`. */
export const bulkDeleteSchema = z.object({ ids: selectedIds(idSchema) });
export type BulkDelete = z.infer<typeof bulkDeleteSchema>;
