import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  type AnyPgColumn,
  bigint,
  smallint,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** One bit per album position; matching compares these with `&` and `bit_count`. */
const bitVarying = customType<{ data: string }>({ dataType: () => 'bit varying' });

/** A titled run of an album's codes, in album order (decisions 010). */
export interface TemplateSection {
  title: string;
  count: number;
}
import type { Specials } from '../../../domain/catalogue/specials';
import { userReference, users } from './users';

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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Checked by an admin against a public checklist (decision 021): listed first, badged. */
    verified: boolean('verified').notNull().default(false),
    publisher: text('publisher'),
    year: integer('year'),
    /** Where the checklist came from (URLs) and how its count was checked. */
    source: text('source'),
    notes: text('notes'),
    /** Not offered on Create Collection; existing collections keep using it (decision 021). */
    hidden: boolean('hidden').notNull().default(false),
    /** Bumped by each corrected checklist an admin publishes. */
    version: integer('version').notNull().default(1),
    /** Special codes: printed code → foil | shiny | badge | legend. */
    specials: jsonb('specials').$type<Specials>().notNull().default({}),
    /** Set when an admin merged this duplicate into another album (then also hidden). */
    mergedInto: integer('merged_into').references((): AnyPgColumn => collectionTemplates.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('collection_templates_listed_idx')
      .on(t.verified, sql`lower(${t.title})`)
      .where(sql`not ${t.hidden}`),
    // unique titles, ignoring case and surrounding spaces (docs/product.md "The things it keeps")
    uniqueIndex('collection_templates_title_key_uq').on(sql`lower(btrim(${t.title}))`),
    check('collection_templates_total_range', sql`${t.totalStickers} between 1 and 10000`),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id'),
    templateId: integer('template_id')
      .notNull()
      .references(() => collectionTemplates.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    /**
     * Its public trade list is on. Off for a new collection until its owner shares it
     * (docs/product.md "Sharing", decision 027).
     */
    isPublic: boolean('is_public').notNull().default(false),
    /**
     * The unguessable id of its public address, `/share?collection={publicId}` (decision 027):
     * 16 random bytes of a version 4 UUID (122 random bits, PostgreSQL's strong random source,
     * core since PostgreSQL 13 and in PGlite alike) in base64url, 22 characters. Made by the
     * database, so every way of inserting a collection gets one; kept when sharing goes off and on,
     * so a link posted once works again.
     */
    publicId: text('public_id')
      .notNull()
      .default(
        sql`rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`,
      ),
    /** Bumped on every change to the collection or its stickers; keys the share-image cache. */
    version: integer('version').notNull().default(1),
    /** Opted in to swap matches: found by collectors of the same album (off by default). */
    findable: boolean('findable').notNull().default(false),
    /**
     * Matched only inside the owner's swap circles, never shown to anyone else, never shared
     * publicly (decision 020).
     */
    circleOnly: boolean('circle_only').notNull().default(false),
    /** Needed positions, kept by a trigger while findable (migration 0003); null otherwise. */
    needBits: bitVarying('need_bits'),
    /** Positions with a copy on offer, kept like needBits. */
    spareBits: bitVarying('spare_bits'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('collections_user_id_idx').on(t.userId, t.status),
    index('collections_findable_template_idx')
      .on(t.templateId)
      .where(sql`${t.findable}`),
    // The ranking's best candidates first (decision 035): written as data.ts's POTENTIAL.
    // Migration 0024 gives it INCLUDE (user_id, circle_only, spare_bits, need_bits), which Drizzle
    // cannot declare, so the candidates are read by an index-only scan.
    index('collections_match_potential_idx')
      .on(
        t.templateId,
        sql`(least(bit_count(${t.spareBits}), bit_count(${t.needBits}))) desc`,
        t.id,
      )
      .where(sql`${t.findable} and ${t.status} = 'active'`),
    check('collections_status_valid', sql`${t.status} in ('active', 'archived')`),
    // The target of the stickers' (collection, owner) key: a sticker's owner is its collection's.
    unique('collections_user_id_uq').on(t.userId, t.id),
    uniqueIndex('collections_public_id_uq').on(t.publicId),
  ],
);

/** A row that belongs to a collection: it goes when the collection does. */
export const collectionReference = (name: string) =>
  integer(name)
    .notNull()
    .references(() => collections.id, { onDelete: 'cascade' });

export const stickers = pgTable(
  'stickers',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    /** Album order: stickers are listed by position, which follows the natural order of numbers. */
    position: integer('position').notNull(),
    /** Its collection; with `userId`, a foreign key to the collection and its owner (decision 022). */
    collectionId: integer('collection_id').notNull(),
    /** The owner, copied from the collection so ownership checks need no join. */
    userId: integer('user_id').notNull(),
    owned: boolean('owned').notNull().default(false),
    forTrade: boolean('for_trade').notNull().default(false),
    isPending: boolean('is_pending').notNull().default(false),
    pendingWith: text('pending_with'),
    isCompleted: boolean('is_completed').notNull().default(false),
    quantity: integer('quantity').notNull().default(1),
    /**
     * "Keep my spares": none of its copies is offered, however many (decision 028). Spare copies
     * are otherwise offered without being marked for trade.
     */
    keepSpares: boolean('keep_spares').notNull().default(false),
    /** Copies promised in swaps not finished yet: never more than the spares (decisions 010). */
    promised: integer('promised').notNull().default(0),
    /**
     * The album's corrected checklist removed this code, but the sticker held copies or a trade,
     * so it is kept after the album's stickers (decision 021).
     */
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [
    index('stickers_collection_position_idx').on(t.collectionId, t.position),
    // Declared, not kept by triggers (decision 022): a sticker belongs to an existing collection,
    // has that collection's owner, and goes when the collection (or its user) goes.
    foreignKey({
      name: 'stickers_collection_owner_fk',
      columns: [t.userId, t.collectionId],
      foreignColumns: [collections.userId, collections.id],
    }).onDelete('cascade'),
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
    // Whether marking it done really changed that side's stickers (a get arrived, a give left):
    // only a done swap in which both did counts toward trust (decision 031).
    proposerMoved: boolean('proposer_moved').notNull().default(false),
    partnerMoved: boolean('partner_moved').notNull().default(false),
    // Each side's rating of a done swap, given once (docs/product.md "Trust", decision 019).
    proposerRating: text('proposer_rating', { enum: ['as-agreed', 'problem'] }),
    proposerRatingNote: text('proposer_rating_note'),
    proposerRatedAt: timestamptz('proposer_rated_at'),
    partnerRating: text('partner_rating', { enum: ['as-agreed', 'problem'] }),
    partnerRatingNote: text('partner_rating_note'),
    partnerRatedAt: timestamptz('partner_rated_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
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

/**
 * Who has swapped with whom (decision 031): one row per collector and each distinct partner with
 * a done swap in which stickers moved both ways, and whether that partner ever reported a
 * problem. `users.swaps_done` and `users.swap_problems` count these rows, so repeating swaps
 * with the same partner (a sock-puppet) adds nothing.
 */
export const swapPartners = pgTable(
  'swap_partners',
  {
    userId: userReference('user_id'),
    partnerId: userReference('partner_id'),
    /** The partner reported a problem with a counted swap of this user. */
    reportedProblem: boolean('reported_problem').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.partnerId] }),
    index('swap_partners_partner_idx').on(t.partnerId),
  ],
);

/** A collector's report that an album's checklist is wrong (decision 021); admins resolve it. */
/**
 * Every corrected checklist an admin published (decision 021): which version, when, by whom, how
 * many of the album's codes it added, removed and renamed, and a short summary in words. Written in
 * the transaction that publishes; kept after the admin's account is gone.
 */
export const templateVersions = pgTable(
  'template_versions',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => collectionTemplates.id, { onDelete: 'cascade' }),
    /** The version this correction made (2 for the first correction). */
    version: integer('version').notNull(),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    addedCodes: integer('added_codes').notNull(),
    removedCodes: integer('removed_codes').notNull(),
    renamedCodes: integer('renamed_codes').notNull(),
    /** The album's size after this version. */
    totalStickers: integer('total_stickers').notNull(),
    /** Collections moved onto this version. */
    collections: integer('collections').notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [
    uniqueIndex('template_versions_template_version_uq').on(t.templateId, t.version),
    check(
      'template_versions_counts_valid',
      sql`${t.addedCodes} >= 0 and ${t.removedCodes} >= 0 and ${t.renamedCodes} >= 0 and ${t.collections} >= 0`,
    ),
  ],
);

export const templateReports = pgTable(
  'template_reports',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => collectionTemplates.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('template_reports_status_idx').on(t.status, t.createdAt),
    index('template_reports_template_idx').on(t.templateId),
    check('template_reports_status_valid', sql`${t.status} in ('open', 'resolved')`),
  ],
);

/**
 * How many times the album's opted-in, active collections changed (decision 035): kept by the
 * `collections_match_changes` trigger (migration 0024) for every change to such a collection's
 * version, opt-in, status or existence, in MATCH_CHANGE_SLOTS rows per album so concurrent sticker
 * writes of one album rarely wait on the same row. The cached matches read the sum of an album's
 * rows instead of every candidate's version, so a cached read costs the same at any crowd size.
 * No foreign key: the trigger also runs while an album's collections are deleted with it.
 */
export const matchAlbumChanges = pgTable(
  'match_album_changes',
  {
    templateId: integer('template_id').notNull(),
    slot: smallint('slot').notNull(),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.slot] })],
);
