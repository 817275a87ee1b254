import { z } from 'zod';
import { collectionStatusValueSchema, templateSectionSchema } from './schemas';

/**
 * An album template in any response; `sections` are those of an album defined by its codes, in
 * album order, and null for a numbered album. Verified albums (decision 021) carry publisher and
 * year; community templates have them null.
 */
export const templateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  totalStickers: z.number().int(),
  createdBy: z.number().int().nullable(),
  sections: z.array(templateSectionSchema).nullable(),
  /** Checked by an admin against a public checklist (decision 021): listed first, with a badge. */
  verified: z.boolean(),
  publisher: z.string().nullable(),
  year: z.number().int().nullable(),
  /** Bumped each time an admin publishes a corrected checklist (decision 021). */
  version: z.number().int(),
  /** How many of its codes are specials (foil, shiny, badge, legend). */
  specialCount: z.number().int(),
});
export type Template = z.infer<typeof templateSchema>;

/** A collection in any response, with its template's title and size. */
export const collectionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  templateId: z.number().int(),
  status: collectionStatusValueSchema,
  /** Its public trade list is on (off for a new collection until shared: decision 027). */
  isPublic: z.boolean(),
  /** Opted in to swap matches: found by other collectors of its album (decision 010). */
  findable: z.boolean(),
  /** Matched only inside its owner's swap circles, and never public (decision 020). */
  circleOnly: z.boolean(),
  /**
   * The full public link, `{app}/share?collection={publicId}` with its unguessable id, while the
   * public trade list is on; null while it is off (decision 027).
   */
  publicUrl: z.string().nullable(),
  template: templateSchema.pick({ title: true, totalStickers: true }),
});
export type Collection = z.infer<typeof collectionSchema>;

/** Whether a collection's stickers may change (not when archived: docs/product.md "Screens"). */
export function isCollectionEditable(collection: Pick<Collection, 'status'>): boolean {
  return collection.status === 'active';
}

/** The collections list adds per-collection counters, so cards need no sticker fetch. */
export const collectionSummarySchema = collectionSchema.extend({
  stickerCount: z.number().int(),
  ownedCount: z.number().int(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** Body of a 409 when a template title is taken: the existing template, so the client can offer it. */
export const templateConflictSchema = z.object({
  message: z.string(),
  code: z.literal('CONFLICT'),
  templateId: z.number().int(),
});

/** PATCH /api/stickers/bulk and DELETE /api/stickers/bulk answer. */
export const bulkResultSchema = z.object({
  results: z.object({
    success: z.array(z.number().int()),
    errors: z.array(z.object({ id: z.number(), message: z.string() })),
  }),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
