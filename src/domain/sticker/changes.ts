import * as z from 'zod/mini';
import { idSchema } from '../text';
import { bulkDeleteSchema, bulkUpdateSchema, stickerPatchSchema } from './sticker';

/**
 * Waiting sticker changes sent together (decision 016 "Sending the backlog"): after the signal
 * returns, the outbox sends its queue in batches to `POST /api/stickers/changes` instead of one
 * request per change. Each change is exactly what it would have been as a request of its own —
 * the same body, validated by the same schema — and keeps its own Idempotency-Key (decision
 * 015), so a change first sent alone and then in a batch, or the other way round, is still
 * applied once.
 */

/** The most changes in one batch: 500 waiting changes are five requests. */
export const MAX_CHANGES_PER_BATCH = 100;

/** An Idempotency-Key: 1–128 printable ASCII characters (our client sends a UUIDv7). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,128}$/;
export const INVALID_KEY_MESSAGE =
  /*i18n*/ 'Idempotency-Key must be 1 to 128 printable ASCII characters';

const keySchema = z
  .string({ error: INVALID_KEY_MESSAGE })
  .check(z.regex(IDEMPOTENCY_KEY_PATTERN, { error: INVALID_KEY_MESSAGE }));

/**
 * One change and the request it stands for: `update` is `PATCH /api/stickers/:id`, `bulkUpdate`
 * is `PATCH /api/stickers/bulk` and `bulkDelete` is `DELETE /api/stickers/bulk`, each with the
 * body that request would carry.
 */
export const stickerChangeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      key: keySchema,
      kind: z.literal('update'),
      id: idSchema,
      body: stickerPatchSchema,
    }),
    z.strictObject({ key: keySchema, kind: z.literal('bulkUpdate'), body: bulkUpdateSchema }),
    z.strictObject({ key: keySchema, kind: z.literal('bulkDelete'), body: bulkDeleteSchema }),
  ],
  { error: /*i18n*/ 'Each change must be an update, a bulkUpdate or a bulkDelete' },
);
export type StickerChange = z.infer<typeof stickerChangeSchema>;

/** The method and path of the request a change stands for: part of its key's fingerprint. */
export function requestLineOf(change: StickerChange): { method: 'PATCH' | 'DELETE'; url: string } {
  if (change.kind === 'update') return { method: 'PATCH', url: `/api/stickers/${change.id}` };
  return {
    method: change.kind === 'bulkDelete' ? 'DELETE' : 'PATCH',
    url: '/api/stickers/bulk',
  };
}

/** Body of `POST /api/stickers/changes`: 1–100 changes, in the order they were made. */
export const stickerChangesSchema = z.object({
  changes: z.array(stickerChangeSchema, { error: /*i18n*/ 'changes must be a list' }).check(
    z.minLength(1, { error: /*i18n*/ 'No changes to save' }),
    z.maxLength(MAX_CHANGES_PER_BATCH, {
      error: `Send at most ${MAX_CHANGES_PER_BATCH} changes at once`,
    }),
    z.refine((changes) => new Set(changes.map((c) => c.key)).size === changes.length, {
      error: /*i18n*/ 'Each change in a batch needs its own key',
    }),
  ),
});
export type StickerChanges = z.infer<typeof stickerChangesSchema>;

/**
 * The answer to one change: the status and JSON body its own request would have got (a sticker,
 * a bulk result, or `{message, code}` for a refusal), and whether it is a stored answer to a
 * change applied before (`Idempotent-Replayed` on a request of its own).
 */
export const stickerChangeAnswerSchema = z.object({
  key: z.string(),
  status: z.int(),
  body: z.unknown(),
  replayed: z.boolean(),
});
export type StickerChangeAnswer = z.infer<typeof stickerChangeAnswerSchema>;

/** The answer to a batch: one answer per change, in the order sent. */
export const stickerChangesResultSchema = z.object({
  answers: z.array(stickerChangeAnswerSchema),
});
export type StickerChangesResult = z.infer<typeof stickerChangesResultSchema>;
