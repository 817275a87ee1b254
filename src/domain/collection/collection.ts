import * as z from 'zod/mini';
import { collectionStatusValueSchema, templateSectionSchema } from './schemas';

/**
 * An album template in any response; `sections` are those of an album defined by its codes, in
 * album order, and null for a numbered album. Verified albums (decision 021) carry publisher and
 * year; community templates have them null.
 */
export const templateSchema = z.object({
  id: z.int(),
  title: z.string(),
  totalStickers: z.int(),
  createdBy: z.nullable(z.int()),
  sections: z.nullable(z.array(templateSectionSchema)),
  /** Checked by an admin against a public checklist (decision 021): listed first, with a badge. */
  verified: z.boolean(),
  publisher: z.nullable(z.string()),
  year: z.nullable(z.int()),
  /** Bumped each time an admin publishes a corrected checklist (decision 021). */
  version: z.int(),
  /** How many of its codes are specials (foil, shiny, badge, legend). */
  specialCount: z.int(),
});
export type Template = z.infer<typeof templateSchema>;

/** A collection in any response, with its template's title and size. */
export const collectionSchema = z.object({
  id: z.int(),
  userId: z.int(),
  templateId: z.int(),
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
  publicUrl: z.nullable(z.string()),
  template: z.pick(templateSchema, { title: true, totalStickers: true }),
});
export type Collection = z.infer<typeof collectionSchema>;

/** Whether a collection's stickers may change (not when archived: docs/product.md "Screens"). */
export function isCollectionEditable(collection: Pick<Collection, 'status'>): boolean {
  return collection.status === 'active';
}

/** The collections list adds per-collection counters, so cards need no sticker fetch. */
export const collectionSummarySchema = z.extend(collectionSchema, {
  stickerCount: z.int(),
  ownedCount: z.int(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** Body of a 409 when a template title is taken: the existing template, so the client can offer it. */
export const templateConflictSchema = z.object({
  message: z.string(),
  code: z.literal('CONFLICT'),
  templateId: z.int(),
});

/** PATCH /api/stickers/bulk and DELETE /api/stickers/bulk answer. */
export const bulkResultSchema = z.object({
  results: z.object({
    success: z.array(z.int()),
    errors: z.array(z.object({ id: z.number(), message: z.string() })),
  }),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
