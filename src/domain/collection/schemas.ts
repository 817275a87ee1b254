import * as z from 'zod/mini';
import { idSchema, isStorableText, storableText } from '../text';

/** The longest template or collection title, in code points. */
export const TITLE_MAX = 120;

/** An album holds 1 to 10,000 stickers (docs/product.md "Limits and rules"). */
export const MAX_TOTAL_STICKERS = 10_000;

/** The New Collection form starts at 397 stickers (docs/product.md "Screens"). */
export const DEFAULT_TOTAL_STICKERS = 397;

// A title is trimmed before it is checked, so "  " is blank and surrounding spaces do not
// count towards the limit (template titles are unique ignoring them).
export const titleSchema = (label: string, requiredMessage: string) =>
  z.pipe(
    z.string({ error: requiredMessage }).check(z.trim()),
    storableText({ max: TITLE_MAX, label }).check(z.minLength(1, { error: requiredMessage })),
  );

/** 1 to 10,000 stickers, each refusal with a message of its own. */
export const totalStickersSchema = z
  .number({ error: /*i18n*/ 'Total stickers must be a number' })
  .check(
    z.int({ error: /*i18n*/ 'Total stickers must be a whole number' }),
    z.gte(1, { error: /*i18n*/ 'Total stickers must be at least 1' }),
    z.lte(MAX_TOTAL_STICKERS, { error: /*i18n*/ 'Total stickers cannot exceed 10,000' }),
  );

/** The most characters of pasted album codes a template takes (decisions 010). */
export const MAX_ALBUM_CODES_TEXT = 200_000;

/** A template needs its size: a total, or the codes printed in the album. */
export const TEMPLATE_SIZE_REQUIRED_MESSAGE =
  /*i18n*/ "Enter a total or paste the album's sticker codes";

/** A template is sized one way: both a total and codes are refused. */
export const TEMPLATE_SIZE_TWICE_MESSAGE =
  /*i18n*/ "Enter a total or paste the album's sticker codes, not both";

/**
 * The album's codes as pasted: lines of `Section title: codes…` (decisions 010). Only its shape is
 * checked here; `parseAlbumCodes` reads it.
 */
export const albumCodesTextSchema = z
  .string({ error: /*i18n*/ "The album's sticker codes must be text" })
  .check(
    z.maxLength(MAX_ALBUM_CODES_TEXT, {
      error: /*i18n*/ "The album's sticker codes can be at most 200,000 characters",
    }),
    // the stored-text rule, lines allowed (docs/decisions/013): section titles are stored and shown
    z.refine((text) => isStorableText(text, { isMultiline: true }), {
      error: /*i18n*/ "The album's sticker codes contain a character that is not allowed",
    }),
    z.refine((text) => text.trim() !== '', { error: /*i18n*/ "Paste the album's sticker codes" }),
  );

/** A titled run of an album's codes in a template response: its title and how many codes. */
export const templateSectionSchema = z.object({ title: z.string(), count: z.int() });
export type TemplateSection = z.infer<typeof templateSectionSchema>;

/**
 * Body of `POST /api/collection-templates`: a title and either a total (stickers `1`..`N`) or the
 * album's codes as pasted (decisions 010), e.g. `{ "title": "World Cup 2026", "totalStickers": 397 }`
 * or `{ "title": "World Cup 2026", "codes": "00\nFWC1-FWC19\nMexico: MEX1-MEX20" }`.
 * Neither or both is refused with one clear message (at the body, not a field).
 */
const createTemplateBodySchema = z
  .object({
    title: titleSchema(/*i18n*/ 'Template name', /*i18n*/ 'Template name is required'),
    totalStickers: z.optional(totalStickersSchema),
    codes: z.optional(albumCodesTextSchema),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.totalStickers === undefined && body.codes === undefined) {
        context.addIssue({ code: 'custom', message: TEMPLATE_SIZE_REQUIRED_MESSAGE });
      } else if (body.totalStickers !== undefined && body.codes !== undefined) {
        context.addIssue({ code: 'custom', message: TEMPLATE_SIZE_TWICE_MESSAGE });
      }
    }),
  );
export const createTemplateSchema = z.pipe(
  createTemplateBodySchema,
  // The check above leaves exactly one of the two, so the result says which.
  z.transform(
    ({ title, totalStickers, codes }: z.output<typeof createTemplateBodySchema>): CreateTemplate =>
      codes === undefined ? { title, totalStickers: totalStickers ?? 0 } : { title, codes },
  ),
);
/** A template defined by its total, or by its codes. */
export type CreateTemplate = { title: string } & (
  { totalStickers: number; codes?: undefined } | { codes: string; totalStickers?: undefined }
);

/** Body of `POST /api/collections`, e.g. `{ "templateId": 3 }`. */
export const createCollectionSchema = z.object({ templateId: idSchema });
export type CreateCollection = z.infer<typeof createCollectionSchema>;

/** A collection is active or archived; archived is read-only (docs/product.md "Screens"). */
export const collectionStatusValueSchema = z.enum(['active', 'archived'], {
  error: /*i18n*/ "Status must be 'active' or 'archived'",
});
export type CollectionStatus = z.infer<typeof collectionStatusValueSchema>;

/** Body of `PATCH /api/collections/:id/status`, e.g. `{ "status": "archived" }`. */
export const collectionStatusSchema = z.object({ status: collectionStatusValueSchema });
export type CollectionStatusUpdate = z.infer<typeof collectionStatusSchema>;

/** A collection's title is required when it is updated. */
export const collectionTitleSchema = z.object({
  title: titleSchema(/*i18n*/ 'Collection title', /*i18n*/ 'Collection title is required'),
});
export type CollectionTitleUpdate = z.infer<typeof collectionTitleSchema>;

/** Body of `PATCH /api/collections/:id/sharing`: turns the public trade-list link on or off. */
export const collectionSharingSchema = z.object({
  isPublic: z.boolean({ error: /*i18n*/ 'isPublic must be true or false' }),
});
export type CollectionSharing = z.infer<typeof collectionSharingSchema>;
