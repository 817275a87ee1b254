import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Accounts; isPro is derived from proUntil (docs/product.md "Who it is for"). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    subscribeToNewsletter: boolean('subscribe_to_newsletter').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    proUntil: timestamptz('pro_until'),
    facebookMessageTemplate: text('facebook_message_template'),
    /** The language the collector reads Swapsies in (decision 038): screens, errors, emails. */
    locale: text('locale', { enum: ['en', 'es', 'pt-BR', 'it', 'de', 'fr'] })
      .notNull()
      .default('en'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastActiveAt: timestamptz('last_active_at').notNull().defaultNow(),
    /**
     * The approximate area (decision 020): a postcode district, a city id (a UK one of
     * decision 020 or a GeoNames id, decision 034) or a US ZIP code, and its centre rounded to
     * 2 decimals — never an address. All null when no area is set.
     */
    areaKind: text('area_kind', { enum: ['district', 'city', 'zip'] }),
    areaCode: text('area_code'),
    areaLat: doublePrecision('area_lat'),
    areaLon: doublePrecision('area_lon'),
    /** How far the collector will travel to swap, in km; null is "anywhere". */
    areaRadiusKm: integer('area_radius_km'),
    /**
     * How many times the area was set on `areaChangesDay` (a UTC date): at most
     * AREA_CHANGES_PER_DAY, so moving cannot be used to locate someone (decision 020).
     */
    areaChangesDay: date('area_changes_day', { mode: 'string' }),
    areaChanges: integer('area_changes').notNull().default(0),
    /**
     * Swaps through matches this collector finished (both sides marked done), and how many of
     * those the other side rated "Problem": kept in the transaction that changes them, so the
     * match cards read them without counting (decision 019).
     */
    swapsDone: integer('swaps_done').notNull().default(0),
    swapProblems: integer('swap_problems').notNull().default(0),
  },
  (t) => [
    check('users_swap_counts_valid', sql`${t.swapsDone} >= 0 and ${t.swapProblems} >= 0`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
  ],
);

/** A row that belongs to a user: it goes when the account does. */
export const userReference = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Server-side sessions: only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userReference('user_id'),
    isPersistent: boolean('is_persistent').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Password-reset tokens: hashed, single-use, valid for one hour (docs/product.md "Screens"). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userReference('user_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});
