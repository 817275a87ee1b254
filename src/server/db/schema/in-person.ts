import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { collectionReference, collectionTemplates } from './collections';
import { userReference, users } from './users';

/** One sticker's state as an in-person swap found it and left it (docs/decisions/017 "Undo"). */
export interface InPersonStickerState {
  owned: boolean;
  forTrade: boolean;
  isPending: boolean;
  pendingWith: string | null;
  isCompleted: boolean;
  quantity: number;
  promised: number;
  /** "Keep my spares" (decision 028); absent in records made before it, which means false. */
  keepSpares?: boolean;
}

/** A sticker an in-person swap changed: undo puts `before` back only while it is still `after`. */
export interface InPersonStickerChange {
  id: number;
  number: string;
  before: InPersonStickerState;
  after: InPersonStickerState;
}

/**
 * An in-person swap one collector confirmed on their own collection (docs/decisions/017). It only
 * ever changed that collector's stickers; `linked_swap_id` joins it to the partner's own record
 * when both confirmed with each other.
 */
export const inPersonSwaps = pgTable(
  'in_person_swaps',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id'),
    collectionId: collectionReference('collection_id'),
    templateId: integer('template_id')
      .notNull()
      .references(() => collectionTemplates.id, { onDelete: 'cascade' }),
    /** The partner's username as their list gave it. */
    partnerName: text('partner_name').notNull(),
    /** The partner's account, when the name or the trade code named one. */
    partnerUserId: integer('partner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The short code the partner's list came from, if it came from one. */
    tradeCode: text('trade_code'),
    gives: text('gives').array().notNull(),
    gets: text('gets').array().notNull(),
    /** Every sticker changed, before and after, so undo restores exactly and notices later changes. */
    changes: jsonb('changes').$type<InPersonStickerChange[]>().notNull(),
    theirListMadeAt: timestamptz('their_list_made_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    undoneAt: timestamptz('undone_at'),
    linkedSwapId: integer('linked_swap_id').references((): AnyPgColumn => inPersonSwaps.id, {
      onDelete: 'set null',
    }),
    /**
     * The swap's receipt id (16 hex digits, drawn by the confirming phone, else by the server):
     * the partner records the mirror of this swap under it, from "They scanned you" or from the
     * receipt code (docs/decisions/017 "The mirror").
     */
    receiptId: text('receipt_id'),
    /** For a mirror: the receipt id of the partner's swap it mirrors; recorded once per user. */
    mirrorOf: text('mirror_of'),
  },
  (t) => [
    index('in_person_swaps_collection_idx').on(t.collectionId, t.createdAt),
    index('in_person_swaps_user_created_idx').on(t.userId, t.createdAt),
    index('in_person_swaps_partner_created_idx').on(t.partnerUserId, t.createdAt),
    index('in_person_swaps_receipt_idx').on(t.receiptId),
    uniqueIndex('in_person_swaps_mirror_uq').on(t.userId, t.mirrorOf),
    check('in_person_swaps_not_empty', sql`cardinality(${t.gives}) + cardinality(${t.gets}) > 0`),
  ],
);

/** A short code standing for a collection's trade list for a day (docs/decisions/017). */
export const tradeCodes = pgTable(
  'trade_codes',
  {
    /** Six characters of the unambiguous alphabet; a code is reused only after it expired. */
    code: text('code').primaryKey(),
    userId: userReference('user_id'),
    collectionId: collectionReference('collection_id'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('trade_codes_collection_idx').on(t.collectionId, t.expiresAt),
    index('trade_codes_expires_idx').on(t.expiresAt),
    check('trade_codes_code_shape', sql`${t.code} ~ '^[2-9A-HJKMNP-TW-Z]{6}$'`),
  ],
);

/** Who resolved whose code, last time per collection: the owner's "They scanned you" list. */
export const tradeCodeScans = pgTable(
  'trade_code_scans',
  {
    ownerUserId: userReference('owner_user_id'),
    collectionId: collectionReference('collection_id'),
    scannerUserId: userReference('scanner_user_id'),
    scannedAt: timestamptz('scanned_at').notNull(),
    /**
     * The scanner's own list of the album as it was when they scanned (QR text), so "They
     * scanned you" shows the swap as they saw it, even after they confirmed it; null when they
     * had no collection of the album.
     */
    scannerList: text('scanner_list'),
  },
  (t) => [
    primaryKey({ columns: [t.ownerUserId, t.collectionId, t.scannerUserId] }),
    index('trade_code_scans_owner_idx').on(t.ownerUserId, t.scannedAt),
  ],
);
