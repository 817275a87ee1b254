// docs/product.md "Albums and the catalogue" and decision 021: what crosses the wire for the
// catalogue of albums — the Create Collection list, a template's detail, the admin's import,
// corrected versions, renames, merges, hiding, and collectors' reports of a wrong checklist.
import * as z from 'zod/mini';
import { albumCodesTextSchema, titleSchema } from '../collection/schemas';
import { templateSchema } from '../collection/collection';
import { idSchema, storableText } from '../text';
import { specialsSchema } from './specials';

/** The longest search a Create Collection list takes. */
export const TEMPLATE_QUERY_MAX = 100;

/** `GET /api/collection-templates?q=`: part of a title or publisher, or a year. */
export const templateListQuerySchema = z.object({
  q: z.optional(storableText({ max: TEMPLATE_QUERY_MAX, label: /*i18n*/ 'Search' })),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

/** One album offered on Create Collection: verified ones carry publisher, year and sections. */
export const templateListItemSchema = templateSchema;
export type TemplateListItem = z.infer<typeof templateListItemSchema>;

/** `GET /api/collection-templates/:id`: the list item plus specials, source, notes and state. */
export const templateDetailSchema = z.extend(templateSchema, {
  /** The album's codes in album order (`1`..`N` for a numbered album). */
  codes: z.array(z.string()),
  specials: specialsSchema,
  source: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  hidden: z.boolean(),
  mergedInto: z.nullable(z.int()),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

/** The longest publisher name. */
export const PUBLISHER_MAX = 80;
/** The longest source (usually a URL or two). */
export const SOURCE_MAX = 1000;
/** The longest album notes. */
export const NOTES_MAX = 4000;
/** The longest specials or renames text. */
export const CATALOGUE_TEXT_MAX = 50_000;

const publisherSchema = z.pipe(
  z.string({ error: /*i18n*/ 'Publisher must be text' }).check(z.trim()),
  storableText({ max: PUBLISHER_MAX, label: /*i18n*/ 'Publisher' }).check(
    z.minLength(1, { error: /*i18n*/ 'Publisher is required' }),
  ),
);

/** The season's year an album is sold in, e.g. 2026. */
export const yearSchema = z
  .number({ error: /*i18n*/ 'Year must be a number' })
  .check(
    z.int({ error: /*i18n*/ 'Year must be a whole number' }),
    z.gte(1960, { error: /*i18n*/ 'Year must be 1960 or later' }),
    z.lte(2100, { error: /*i18n*/ 'Year must be 2100 or earlier' }),
  );

const sourceSchema = storableText({ max: SOURCE_MAX, label: /*i18n*/ 'Source', isMultiline: true });
const notesSchema = storableText({ max: NOTES_MAX, label: /*i18n*/ 'Notes', isMultiline: true });

/** Lines of `kind: codes`, e.g. `foil: 00, FWC1-FWC8`; read by `parseSpecials`. */
export const specialsTextSchema = storableText({
  max: CATALOGUE_TEXT_MAX,
  label: /*i18n*/ 'Specials',
  isMultiline: true,
});

/** Lines of `OLD -> NEW`, e.g. `FWC20 -> FWC19`; read by `parseRenames`. */
export const renamesTextSchema = storableText({
  max: CATALOGUE_TEXT_MAX,
  label: /*i18n*/ 'Renamed codes',
  isMultiline: true,
});

/**
 * Body of `POST /api/admin/collection-templates`: a verified album. `codes` is the pasted
 * `Section: codes` lines of Create Collection, or CSV with a header `code,section[,special]`.
 */
export const checklistImportSchema = z.object({
  title: titleSchema(/*i18n*/ 'Album name', /*i18n*/ 'Album name is required'),
  publisher: publisherSchema,
  year: yearSchema,
  source: z.optional(sourceSchema),
  notes: z.optional(notesSchema),
  codes: albumCodesTextSchema,
  specials: z.optional(specialsTextSchema),
});
export type ChecklistImport = z.infer<typeof checklistImportSchema>;

/** Body of `POST /api/admin/collection-templates/:id/versions`: the corrected checklist. */
export const templateVersionSchema = z.object({
  codes: albumCodesTextSchema,
  specials: z.optional(specialsTextSchema),
  renames: z.optional(renamesTextSchema),
  notes: z.optional(notesSchema),
  /** True: check the checklist and answer what publishing would do, writing nothing. */
  dryRun: z.optional(z.boolean({ error: /*i18n*/ 'dryRun must be true or false' })),
});
export type TemplateVersionInput = z.infer<typeof templateVersionSchema>;

/** Body of `PATCH /api/admin/collection-templates/:id`: rename, hide or correct the badge. */
export const templateModerationSchema = z
  .object({
    title: z.optional(titleSchema(/*i18n*/ 'Template name', /*i18n*/ 'Template name is required')),
    hidden: z.optional(z.boolean({ error: /*i18n*/ 'hidden must be true or false' })),
    publisher: z.optional(z.nullable(publisherSchema)),
    year: z.optional(z.nullable(yearSchema)),
    notes: z.optional(z.nullable(notesSchema)),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: /*i18n*/ 'Nothing to change',
    }),
  );
export type TemplateModeration = z.infer<typeof templateModerationSchema>;

/** Body of `POST /api/admin/collection-templates/:id/merge`. */
export const templateMergeSchema = z.object({ intoTemplateId: idSchema });
export type TemplateMerge = z.infer<typeof templateMergeSchema>;

/** The longest report a collector can write. */
export const REPORT_MESSAGE_MAX = 500;

/** Body of `POST /api/collection-templates/:id/reports`: what is wrong with the checklist. */
export const templateReportSchema = z.object({
  message: z.pipe(
    z.string({ error: /*i18n*/ 'Say what is wrong with the checklist' }).check(z.trim()),
    storableText({ max: REPORT_MESSAGE_MAX, label: /*i18n*/ 'Report', isMultiline: true }).check(
      z.minLength(1, { error: /*i18n*/ 'Say what is wrong with the checklist' }),
    ),
  ),
  collectionId: z.optional(idSchema),
});
export type TemplateReportInput = z.infer<typeof templateReportSchema>;

export const templateReportStatusSchema = z.enum(['open', 'resolved']);
export type TemplateReportStatus = z.infer<typeof templateReportStatusSchema>;

/** A report as admins (and its author, on 201) see it. */
export const templateReportItemSchema = z.object({
  id: z.int(),
  templateId: z.int(),
  templateTitle: z.string(),
  username: z.nullable(z.string()),
  message: z.string(),
  status: templateReportStatusSchema,
  createdAt: z.string(),
  resolvedAt: z.nullable(z.string()),
});
export type TemplateReportItem = z.infer<typeof templateReportItemSchema>;

/** `GET /api/admin/template-reports?status=`: open by default. */
export const templateReportsQuerySchema = z.object({
  status: z._default(
    z.enum(['open', 'resolved', 'all'], {
      error: /*i18n*/ "Status must be 'open', 'resolved' or 'all'",
    }),
    'open',
  ),
});

export const templateReportsResponseSchema = z.object({
  reports: z.array(templateReportItemSchema),
});
export type TemplateReportsResponse = z.infer<typeof templateReportsResponseSchema>;

/** Templates per page of the admin's catalogue. */
export const ADMIN_TEMPLATES_PAGE_SIZE = 25;

/** `GET /api/admin/collection-templates?q=&page=`: a search, and the page (1 first). */
export const adminTemplatesQuerySchema = z.extend(templateListQuerySchema, {
  page: z._default(
    z.coerce
      .number({ error: /*i18n*/ 'Page must be a number' })
      .check(
        z.int({ error: /*i18n*/ 'Page must be a whole number' }),
        z.gte(1, { error: /*i18n*/ 'Page must be 1 or more' }),
        z.lte(100_000, { error: /*i18n*/ 'Page must be 100000 or less' }),
      ),
    1,
  ),
});
export type AdminTemplatesQuery = z.infer<typeof adminTemplatesQuerySchema>;

/**
 * A template in the admin's list: the list item with its source, notes and moderation state, how
 * many collections use it and its open reports. Its codes and specials are not carried (an album
 * can have a thousand): the detail, `GET /api/collection-templates/:id`, has them.
 */
export const adminTemplateSchema = z.extend(templateListItemSchema, {
  source: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  hidden: z.boolean(),
  mergedInto: z.nullable(z.int()),
  /** The title of the album it was merged into, when it was. */
  mergedIntoTitle: z.nullable(z.string()),
  collectionCount: z.int(),
  openReports: z.int(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

/** One page of the admin's catalogue, the number matching the search, and the whole catalogue's counts. */
export const adminTemplatesResponseSchema = z.object({
  templates: z.array(adminTemplateSchema),
  page: z.int(),
  pageSize: z.int(),
  /** Templates matching the search, across every page. */
  total: z.int(),
  /** The whole catalogue, whatever the search. */
  catalogue: z.object({
    verified: z.int(),
    community: z.int(),
    hidden: z.int(),
  }),
});
export type AdminTemplatesResponse = z.infer<typeof adminTemplatesResponseSchema>;

/** One corrected version an admin published: when, by whom, and what it changed. */
export const templateVersionEntrySchema = z.object({
  version: z.int(),
  publishedAt: z.string(),
  /** Null when the admin's account is gone. */
  publishedBy: z.nullable(z.string()),
  addedCodes: z.int(),
  removedCodes: z.int(),
  renamedCodes: z.int(),
  totalStickers: z.int(),
  collections: z.int(),
  summary: z.string(),
});
export type TemplateVersionEntry = z.infer<typeof templateVersionEntrySchema>;

/** `GET /api/admin/collection-templates/:id/versions`: newest first. */
export const templateVersionsResponseSchema = z.object({
  versions: z.array(templateVersionEntrySchema),
});
export type TemplateVersionsResponse = z.infer<typeof templateVersionsResponseSchema>;

/**
 * What publishing a corrected version did (or, with `dryRun`, would do): the template as
 * published, how many collections moved, and the changes. `added`/`removed`/`retired` count
 * stickers across all those collections (added fresh, deleted holding nothing, kept retired);
 * `renamed` and the `*Codes` lists are the album's own codes, in album order.
 */
export const versionPublishedSchema = z.object({
  template: templateDetailSchema,
  collections: z.int(),
  added: z.int(),
  removed: z.int(),
  renamed: z.int(),
  retired: z.int(),
  dryRun: z.boolean(),
  addedCodes: z.array(z.string()),
  removedCodes: z.array(z.string()),
  renamedCodes: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type VersionPublished = z.infer<typeof versionPublishedSchema>;

/** What a merge did: the album the collections are now on, how many moved, stickers retired. */
export const mergeResultSchema = z.object({
  template: templateDetailSchema,
  collections: z.int(),
  retired: z.int(),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

/** Body of `POST /api/collections/:id/matches/:otherId/swap`: optional specials ratio. */
export { specialRatioSchema } from './specials';
