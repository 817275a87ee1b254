import { z } from 'zod';
import { AREA_KINDS } from '../nearby/area';
import { stickerStateSchema } from '../sticker/sticker';

/**
 * A moment as it crosses the wire (an ISO 8601 string) and as the server holds it (a Date): the
 * answer's schema turns the one into the other when it is sent.
 */
const timestampSchema = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/**
 * `GET /api/user/export` ("Download my data", docs/product.md "Screens"): everything Swapsies
 * keeps about the collector, as a JSON file. Every field of the file is listed here; a field the
 * export reads but this schema does not name would be left out of the file.
 */
export const userDataExportSchema = z.object({
  exportedAt: z.string(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    subscribeToNewsletter: z.boolean(),
    isAdmin: z.boolean(),
    proUntil: timestampSchema.nullable(),
    facebookMessageTemplate: z.string().nullable(),
    createdAt: timestampSchema,
    areaKind: z.enum(AREA_KINDS).nullable(),
    areaCode: z.string().nullable(),
    areaRadiusKm: z.number().int().nullable(),
  }),
  notifications: z.array(
    z.object({
      type: z.string(),
      partnerUsername: z.string(),
      albumTitle: z.string(),
      gives: z.array(z.string()),
      gets: z.array(z.string()),
      matchCount: z.number().int().nullable(),
      note: z.string().nullable(),
      createdAt: timestampSchema,
      readAt: timestampSchema.nullable(),
    }),
  ),
  notificationPreferences: z.array(
    z.object({ type: z.string(), channel: z.string(), enabled: z.boolean() }),
  ),
  collections: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(['active', 'archived']),
      isPublic: z.boolean(),
      createdAt: timestampSchema,
      title: z.string(),
      totalStickers: z.number().int(),
      stickers: z.array(
        z.object({
          number: z.string(),
          ...stickerStateSchema.shape,
          promised: z.number().int(),
        }),
      ),
      swapsInPerson: z.array(
        z.object({
          partnerName: z.string(),
          gave: z.array(z.string()),
          got: z.array(z.string()),
          createdAt: timestampSchema,
          undoneAt: timestampSchema.nullable(),
        }),
      ),
    }),
  ),
});
