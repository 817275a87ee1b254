import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One bit per album position; matching compares these with `&` and `bit_count`. */
const bitVarying = customType<{ data: string }>({ dataType: () => 'bit varying' });

/** A titled run of an album's codes, in album order (decisions 010). */
export interface TemplateSection {
  title: string;
  count: number;
}
import { users } from './users';

/** The shared catalogue of albums (docs/product.md "The things it keeps"). */
export const collectionTemplates = pgTable(
  'collection_templates',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    totalStickers: integer('total_stickers').notNull(),
    /** The album's printed codes in album order; null means the numbers 1..totalStickers. */
    numbers: text('numbers').array(),
    /** Sections of `numbers`, in order; null for a numbered album. */
    sections: jsonb('sections').$type<TemplateSection[]>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // unique titles, ignoring case and surrounding spaces (docs/product.md "The things it keeps")
    uniqueIndex('collection_templates_title_key_uq').on(sql`lower(btrim(${t.title}))`),
    check('collection_templates_total_range', sql`${t.totalStickers} between 1 and 10000`),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => collectionTemplates.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    isPublic: boolean('is_public').notNull().default(true),
    /** Bumped on every change to the collection or its stickers; keys the share-image cache. */
    version: integer('version').notNull().default(1),
    /** Opted in to swap matches: found by collectors of the same album (off by default). */
    findable: boolean('findable').notNull().default(false),
    /** Needed positions, kept by a trigger while findable (migration 0003); null otherwise. */
    needBits: bitVarying('need_bits'),
    /** Positions with a copy on offer, kept like needBits. */
    spareBits: bitVarying('spare_bits'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('collections_user_id_idx').on(t.userId, t.status),
    index('collections_findable_template_idx')
      .on(t.templateId)
      .where(sql`${t.findable}`),
    check('collections_status_valid', sql`${t.status} in ('active', 'archived')`),
  ],
);

export const stickers = pgTable(
  'stickers',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    /** Album order: stickers are listed by position, which follows the natural order of numbers. */
    position: integer('position').notNull(),
    /**
     * No foreign-key constraint: checked row by row it doubled the cost of creating a
     * 10,000-sticker album. Triggers of migration 0006 keep the same guarantees set-wise: a
     * statement inserting stickers of a missing collection fails, a sticker never moves to
     * another collection, and deleting a collection deletes its stickers.
     */
    collectionId: integer('collection_id').notNull(),
    /**
     * The owner, copied from the collection so ownership checks need no join. No foreign key or
     * index of its own: the collection's cascade removes stickers with their user, and leaving
     * them out makes creating a 10,000-sticker album much cheaper (migration 0004).
     */
    userId: integer('user_id').notNull(),
    owned: boolean('owned').notNull().default(false),
    forTrade: boolean('for_trade').notNull().default(false),
    isPending: boolean('is_pending').notNull().default(false),
    pendingWith: text('pending_with'),
    isCompleted: boolean('is_completed').notNull().default(false),
    quantity: integer('quantity').notNull().default(1),
    /** Copies promised in swaps not finished yet: never more than the spares (decisions 010). */
    promised: integer('promised').notNull().default(0),
  },
  (t) => [
    index('stickers_collection_position_idx').on(t.collectionId, t.position),
    check('stickers_quantity_range', sql`${t.quantity} between 0 and 999`),
    check('stickers_promised_range', sql`${t.promised} between 0 and ${t.quantity}`),
  ],
);

/**
 * A swap agreed through matches (decisions 010): what the proposer gives and gets; the partner's
 * side is the mirror. Each side's changes to its stickers are applied when it joins the swap and
 * released if the swap is declined or cancelled.
 */
export const swaps = pgTable(
  'swaps',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => collectionTemplates.id, { onDelete: 'cascade' }),
    // A side's user and collection may be deleted while the other side keeps the swap's record
    // (ended, with the reason): so these become null rather than take the row with them.
    proposerId: integer('proposer_id').references(() => users.id, { onDelete: 'set null' }),
    proposerCollectionId: integer('proposer_collection_id').references(() => collections.id, {
      onDelete: 'set null',
    }),
    partnerId: integer('partner_id').references(() => users.id, { onDelete: 'set null' }),
    partnerCollectionId: integer('partner_collection_id').references(() => collections.id, {
      onDelete: 'set null',
    }),
    /** The usernames when the swap was proposed, kept for the record if an account goes. */
    proposerUsername: text('proposer_username').notNull().default(''),
    partnerUsername: text('partner_username').notNull().default(''),
    /** Why a swap ended without either side choosing to, e.g. the other side deleted it. */
    endedReason: text('ended_reason'),
    proposerGives: text('proposer_gives').array().notNull(),
    proposerGets: text('proposer_gets').array().notNull(),
    status: text('status', { enum: ['proposed', 'agreed', 'declined', 'cancelled', 'done'] })
      .notNull()
      .default('proposed'),
    proposerDone: boolean('proposer_done').notNull().default(false),
    partnerDone: boolean('partner_done').notNull().default(false),
    // Each side's rating of a done swap, given once (docs/product.md "Trust", decision 019).
    proposerRating: text('proposer_rating', { enum: ['as-agreed', 'problem'] }),
    proposerRatingNote: text('proposer_rating_note'),
    proposerRatedAt: timestamp('proposer_rated_at', { withTimezone: true, mode: 'date' }),
    partnerRating: text('partner_rating', { enum: ['as-agreed', 'problem'] }),
    partnerRatingNote: text('partner_rating_note'),
    partnerRatedAt: timestamp('partner_rated_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('swaps_proposer_collection_idx').on(t.proposerCollectionId),
    index('swaps_partner_collection_idx').on(t.partnerCollectionId),
    check(
      'swaps_status_valid',
      sql`${t.status} in ('proposed', 'agreed', 'declined', 'cancelled', 'done')`,
    ),
    // A rating is one of the two verdicts, only on a done swap, and has its date.
    check(
      'swaps_proposer_rating_valid',
      sql`${t.proposerRating} is null or (${t.proposerRating} in ('as-agreed', 'problem') and ${t.status} = 'done' and ${t.proposerRatedAt} is not null)`,
    ),
    check(
      'swaps_partner_rating_valid',
      sql`${t.partnerRating} is null or (${t.partnerRating} in ('as-agreed', 'problem') and ${t.status} = 'done' and ${t.partnerRatedAt} is not null)`,
    ),
    // The admin's list of reported problems, newest first, reads only these few rows.
    index('swaps_proposer_problem_idx')
      .on(t.proposerRatedAt)
      .where(sql`${t.proposerRating} = 'problem'`),
    index('swaps_partner_problem_idx')
      .on(t.partnerRatedAt)
      .where(sql`${t.partnerRating} = 'problem'`),
  ],
);
