// docs/decisions/017 "Trade in person": the shapes of an in-person swap and of the short trade
// code, shared by the browser (outbox, screens) and the server (validation, answers).
import { z } from 'zod';
import { MAX_TOTAL_STICKERS } from '../collection/schemas';
import { pendingPartnerSchema, stickerSchema } from '../sticker/sticker';

/** A confirmed in-person swap can be undone for this long (docs/product.md "Trade in person"). */
export const IN_PERSON_UNDO_MS = 24 * 60 * 60 * 1000;

/** A short trade code lives this long; a list older than this shows its age. */
export const TRADE_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The characters of a short code: digits and capitals with 0/O, 1/I/L and U/V left out. */
export const TRADE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

export const TRADE_CODE_LENGTH = 6;

export const UNKNOWN_TRADE_CODE_MESSAGE = /*i18n*/ 'This code is unknown or has expired';

/**
 * A short code as a person typed it: surrounding spaces, lower case and a middle space or dash are
 * forgiven. Returns null when it cannot be a code. Example: `' k7m-q2p '` → `'K7MQ2P'`.
 */
export function normaliseTradeCode(text: string): string | null {
  const code = text.trim().toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== TRADE_CODE_LENGTH) return null;
  return [...code].every((char) => TRADE_CODE_ALPHABET.includes(char)) ? code : null;
}

/** A short code in a body: already in its normal form (`normaliseTradeCode`). */
export const tradeCodeSchema = z
  .string({ error: /*i18n*/ 'The trade code must be text' })
  .transform((text, ctx) => {
    const code = normaliseTradeCode(text);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'A trade code is 6 letters and digits' });
      return z.NEVER;
    }
    return code;
  });

const stickerCodes = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be sticker numbers` })
        .min(1)
        .max(40),
      {
        error: `${label} must be a list of sticker numbers`,
      },
    )
    .max(MAX_TOTAL_STICKERS, { error: `${label} can hold at most 10,000 stickers` })
    .refine((codes) => new Set(codes).size === codes.length, {
      message: `${label} lists a sticker twice`,
    });

/** A swap's receipt id: 8 random bytes as 16 lower-case hex digits, e.g. `'9f04c2a17be3d580'`. */
export const RECEIPT_ID_PATTERN = /^[0-9a-f]{16}$/;
const receiptIdSchema = z
  .string({ error: /*i18n*/ 'A receipt id must be text' })
  .regex(RECEIPT_ID_PATTERN, { error: /*i18n*/ 'A receipt id is 16 hex digits' });

/** A fresh receipt id from the platform's strong random source (browser and Node alike). */
export function newReceiptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Body of `POST /api/collections/:id/in-person-swaps`, e.g.
 * `{ "partnerName": "sam", "give": ["7"], "get": ["12"], "theirListMadeAt": 1767225600000 }`.
 */
export const inPersonSwapInputSchema = z
  .object({
    partnerName: pendingPartnerSchema,
    give: stickerCodes(/*i18n*/ 'Stickers to give'),
    get: stickerCodes(/*i18n*/ 'Stickers to get'),
    theirListMadeAt: z
      .number({ error: /*i18n*/ 'theirListMadeAt must be a time' })
      .int({ error: /*i18n*/ 'theirListMadeAt must be a whole number of milliseconds' })
      .min(0, { error: /*i18n*/ 'theirListMadeAt must be a time' })
      .max(8.64e15, { error: /*i18n*/ 'theirListMadeAt must be a time' }),
    tradeCode: tradeCodeSchema.optional(),
    /** This swap's receipt id, drawn by the phone that confirms it (the server draws one if not). */
    receiptId: receiptIdSchema.optional(),
    /**
     * Recording the mirror of the partner's swap with this receipt id: my give is what they got,
     * my get what they gave. Recorded once; sending it again changes nothing (decision 017).
     */
    mirrorOf: receiptIdSchema.optional(),
  })
  .refine((input) => input.give.length + input.get.length > 0, {
    message: /*i18n*/ 'Choose at least one sticker to give or get',
  })
  .refine((input) => !input.give.some((code) => input.get.includes(code)), {
    message: /*i18n*/ 'A sticker cannot be both given and got in one swap',
  });
export type InPersonSwapInput = z.infer<typeof inPersonSwapInputSchema>;

/** A confirmed in-person swap, as its collector sees it (newest first in lists). */
export const inPersonSwapSchema = z.object({
  id: z.number().int(),
  collectionId: z.number().int(),
  partnerName: z.string(),
  give: z.array(z.string()),
  get: z.array(z.string()),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
  undoableUntil: z.string(),
  /** Both collectors confirmed this swap with each other (docs/decisions/017 "Linking"). */
  linked: z.boolean(),
  /** This swap's receipt id (null for swaps from before receipts). */
  receiptId: z.string().nullable(),
  /** For a mirror: the receipt id of the partner's swap it mirrors. */
  mirrorOf: z.string().nullable(),
  /** The partner's own confirmed lists, once linked: what they gave and got. */
  partnerSwap: z
    .object({
      give: z.array(z.string()),
      get: z.array(z.string()),
      undoneAt: z.string().nullable(),
    })
    .nullable(),
});
export type InPersonSwap = z.infer<typeof inPersonSwapSchema>;

/** `POST /api/collections/:id/in-person-swaps` → 201 and `POST /api/in-person-swaps/:id/undo` → 200. */
export const inPersonSwapResultSchema = z.object({
  swap: inPersonSwapSchema,
  /** The stickers the swap (or its undo) changed, as they are now. */
  stickers: z.array(stickerSchema),
});
export type InPersonSwapResult = z.infer<typeof inPersonSwapResultSchema>;

/** `GET /api/collections/:id/in-person-swaps`. */
export const inPersonSwapsResponseSchema = z.object({ swaps: z.array(inPersonSwapSchema) });

/** `POST /api/collections/:id/trade-code` → 201. */
export const tradeCodeResponseSchema = z.object({
  code: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  tradeList: z.string(),
});
export type TradeCodeResponse = z.infer<typeof tradeCodeResponseSchema>;

/**
 * `POST /api/trade-codes/:code/revoke` (`{}`), by the code's owner: the code stops opening at once
 * (decision 030); revoking one already stopped or expired answers the same.
 */
export const revokedTradeCodeSchema = z.object({ code: z.string(), revoked: z.literal(true) });
export type RevokedTradeCode = z.infer<typeof revokedTradeCodeSchema>;

/** `GET /api/trade-codes/:code`. */
export const resolvedTradeCodeSchema = z.object({ tradeList: z.string(), username: z.string() });
export type ResolvedTradeCode = z.infer<typeof resolvedTradeCodeSchema>;

/** `GET /api/in-person/scanned-me`: who resolved my codes in the last day, with their list. */
export const scannedMeResponseSchema = z.object({
  scans: z.array(
    z.object({
      username: z.string(),
      /** Their current list for the same album. */
      tradeList: z.string(),
      scannedAt: z.string(),
      /** My collection whose code they resolved. */
      collectionId: z.number().int(),
    }),
  ),
  /**
   * Swaps other collectors confirmed with me in the last day (camera, photo or short code) whose
   * mirror I have not recorded: `give` and `get` are already my side (what I give = what they
   * got), to record with `mirrorOf: receiptId`.
   */
  swaps: z.array(
    z.object({
      receiptId: z.string(),
      username: z.string(),
      give: z.array(z.string()),
      get: z.array(z.string()),
      swappedAt: z.string(),
      /** My collection of the album (my most recent active one). */
      collectionId: z.number().int(),
    }),
  ),
});
export type ScannedMeResponse = z.infer<typeof scannedMeResponseSchema>;
