import { z } from 'zod';
import { idSchema, storableText } from '../text';

/** The longest template or collection title, in code points. */
export const TITLE_MAX = 120;

/** spec §9: a template holds 1 to 10,000 stickers. */
export const MAX_TOTAL_STICKERS = 10_000;

/** spec §5: the Create Collection form starts at 397 stickers. */
export const DEFAULT_TOTAL_STICKERS = 397;

// A title is trimmed before it is checked, so "  " is blank and surrounding spaces do not
// count towards the limit (template titles are unique ignoring them, decisions.md).
const titleSchema = (label: string, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .pipe(storableText({ max: TITLE_MAX, label }).min(1, { error: requiredMessage }));

/** spec §5: 1 to 10,000 stickers, with the spec's exact messages. */
export const totalStickersSchema = z
  .number({ error: 'Total stickers must be a number' })
  .int({ error: 'Total stickers must be a whole number' })
  .min(1, { error: 'Total stickers must be at least 1' })
  .max(MAX_TOTAL_STICKERS, { error: 'Total stickers cannot exceed 10,000' });

/** Body of `POST /api/collection-templates`, e.g. `{ "title": "World Cup 2026", "totalStickers": 397 }`. */
export const createTemplateSchema = z.object({
  title: titleSchema('Template name', 'Template name is required'),
  totalStickers: totalStickersSchema,
});
export type CreateTemplate = z.infer<typeof createTemplateSchema>;

/** Body of `POST /api/collections`, e.g. `{ "templateId": 3 }`. */
export const createCollectionSchema = z.object({ templateId: idSchema });
export type CreateCollection = z.infer<typeof createCollectionSchema>;

/** A collection is active or archived; archived is read-only (spec §4). */
export const collectionStatusValueSchema = z.enum(['active', 'archived'], {
  error: "Status must be 'active' or 'archived'",
});
export type CollectionStatus = z.infer<typeof collectionStatusValueSchema>;

/** Body of `PATCH /api/collections/:id/status`, e.g. `{ "status": "archived" }`. */
export const collectionStatusSchema = z.object({ status: collectionStatusValueSchema });
export type CollectionStatusUpdate = z.infer<typeof collectionStatusSchema>;

/** spec §5: a collection's title is required when it is updated. */
export const collectionTitleSchema = z.object({
  title: titleSchema('Collection title', 'Collection title is required'),
});
export type CollectionTitleUpdate = z.infer<typeof collectionTitleSchema>;

/** Body of `PATCH /api/collections/:id/sharing`: turns the public trade-list link on or off. */
export const collectionSharingSchema = z.object({
  isPublic: z.boolean({ error: 'isPublic must be true or false' }),
});
export type CollectionSharing = z.infer<typeof collectionSharingSchema>;
