import { z } from 'zod';
import { storableText } from '../text';

/** Anyone not Pro gets this 403 from the group finder (docs/product.md "Sharing"). */
export const PRO_GROUPS_MESSAGE = /*i18n*/ 'Finding groups requires Swapsies Pro';

/** Only links to Facebook itself, over https: a directory entry can never send anyone elsewhere. */
export const facebookLinkSchema = z
  .string()
  .trim()
  .max(300, { error: /*i18n*/ 'The link is too long' })
  .regex(/^https:\/\/(www\.|m\.|web\.)?facebook\.com\/[^\s<>"']*$/, {
    error: /*i18n*/ 'The link must be a https://www.facebook.com/… address',
  });

const optionalLink = z
  .union([facebookLinkSchema, z.literal(''), z.null()])
  .optional()
  .transform((link) => link || null);

/** A swap group as an admin adds it or a Pro collector suggests it. */
export const groupInputSchema = z.object({
  name: z
    .pipe(
      storableText({ max: 120, label: /*i18n*/ 'Group name' }),
      z.transform((name: string) => name.trim()),
    )
    .pipe(z.string().min(1, { error: /*i18n*/ 'Group name is required' })),
  description: z
    .pipe(
      storableText({ max: 500, label: /*i18n*/ 'Description', isMultiline: true }),
      z.transform((text: string) => text.trim()),
    )
    .default(''),
  link: optionalLink,
  /** Album words the group is about, e.g. "world cup 2026 panini". */
  keywords: z
    .pipe(
      storableText({ max: 300, label: /*i18n*/ 'Keywords' }),
      z.transform((text: string) => text.trim()),
    )
    .default(''),
});
export type GroupInput = z.input<typeof groupInputSchema>;

export const groupStatusSchema = z.enum(['approved', 'suggested'], {
  error: /*i18n*/ "Status must be 'approved' or 'suggested'",
});

/** An admin's edit: any field, including approving a suggestion. */
export const groupUpdateSchema = groupInputSchema
  .partial()
  .extend({ status: groupStatusSchema.optional() })
  .refine((update) => Object.keys(update).length > 0, { message: /*i18n*/ 'Nothing to update' });

/** A group as the finder answers it. */
export const groupResultSchema = z.object({
  name: z.string(),
  description: z.string(),
  link: z.string().nullable(),
});
export type GroupResult = z.infer<typeof groupResultSchema>;

/** A directory entry as the admin view lists it. */
export const directoryEntrySchema = groupResultSchema.extend({
  id: z.number().int(),
  keywords: z.string(),
  status: groupStatusSchema,
  suggestedBy: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** `POST /api/collections/:id/facebook-groups`: the directory's groups for that album. */
export const groupSearchSchema = z.object({ groups: z.array(groupResultSchema) });

/** `POST /api/groups/suggestions`: the suggestion's id and a thank-you for the person. */
export const groupSuggestionResponseSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});
export type GroupSuggestionResponse = z.infer<typeof groupSuggestionResponseSchema>;

/** `GET /api/admin/groups`: the whole directory, suggestions first. */
export const directoryListSchema = z.array(directoryEntrySchema);

/** What adding or changing a directory entry answers: its id. */
export const groupIdSchema = z.object({ id: z.number().int() });
