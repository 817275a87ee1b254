import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { collectionReference, swaps } from './collections';
import { userReference } from './users';

/**
 * What a collector is told (decision 018): written in the same transaction as the swap change
 * it is about, so it exists exactly when the change does. What it says (the other collector's
 * username, the album, the stickers each way) is copied in as it was at the time, so it still
 * reads right after the swap or an account is gone. Keyed `(user_id, id)` (docs/scaling.md).
 */
export const notifications = pgTable(
  'notifications',
  {
    userId: userReference('user_id'),
    id: bigserial('id', { mode: 'number' }).notNull(),
    type: text('type', {
      enum: [
        'swap-proposed',
        'swap-accepted',
        'swap-declined',
        'swap-cancelled',
        'swap-done',
        'new-matches',
      ],
    }).notNull(),
    swapId: integer('swap_id').references(() => swaps.id, { onDelete: 'set null' }),
    /** The recipient's own collection the link opens; not a foreign key, checked when read. */
    collectionId: integer('collection_id'),
    partnerUsername: text('partner_username').notNull().default(''),
    albumTitle: text('album_title').notNull().default(''),
    /** Stickers the recipient gives and gets in the swap, as stored at the time. */
    gives: text('gives')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gets: text('gets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    matchCount: integer('match_count'),
    note: text('note'),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The worker's hourly look for notifications past keeping, oldest first.
    index('notifications_created_idx').on(t.createdAt),
    check(
      'notifications_type_valid',
      sql`${t.type} in ('swap-proposed', 'swap-accepted', 'swap-declined', 'swap-cancelled', 'swap-done', 'new-matches')`,
    ),
  ],
);

/**
 * One row per (notification, channel) to send it on (decision 018): the worker claims due rows
 * with `FOR UPDATE SKIP LOCKED`, leases them by moving `next_attempt_at` on, sends, and marks
 * them sent; a failure retries with backoff until `failed`. `skipped`: nothing to send to (no
 * email address, or the collector switched the type off before it went).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    userId: integer('user_id').notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    /** Who holds the current lease: marking sent or failed needs it, so a late worker cannot. */
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId, t.channel] }),
    foreignKey({
      columns: [t.userId, t.notificationId],
      foreignColumns: [notifications.userId, notifications.id],
    }).onDelete('cascade'),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'notification_deliveries_status_valid',
      sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);

/**
 * A collector's choices, one row per (type, channel) they changed; without a row the default of
 * `defaultPreference` (src/domain/notifications) holds. The newsletter lives on
 * `users.subscribe_to_newsletter` instead, where registration stores it.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userReference('user_id'),
    type: text('type').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.channel] })],
);

/**
 * The daily digest's memory per collection: when it last looked, and which matches it had already
 * counted, so each digest names only matches that are new since the one before.
 */
export const matchDigests = pgTable(
  'match_digests',
  {
    userId: userReference('user_id'),
    collectionId: collectionReference('collection_id'),
    seenCollectionIds: integer('seen_collection_ids').array().notNull(),
    checkedAt: timestamptz('checked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.collectionId] })],
);

/**
 * Secrets the server makes for itself when the environment gives none (the unsubscribe-link key,
 * decision 018): made once, by whichever instance gets there first, and shared by all of them.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
