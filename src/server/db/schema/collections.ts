import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The shared catalogue of albums (spec §3 collection_templates). */
export const collectionTemplates = pgTable(
  'collection_templates',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    totalStickers: integer('total_stickers').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // decisions.md: titles are unique ignoring case and surrounding spaces
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('collections_user_id_idx').on(t.userId, t.status),
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
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    owned: boolean('owned').notNull().default(false),
    forTrade: boolean('for_trade').notNull().default(false),
    isPending: boolean('is_pending').notNull().default(false),
    pendingWith: text('pending_with'),
    isCompleted: boolean('is_completed').notNull().default(false),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    index('stickers_collection_position_idx').on(t.collectionId, t.position),
    index('stickers_user_id_idx').on(t.userId),
    check('stickers_quantity_range', sql`${t.quantity} between 0 and 999`),
  ],
);
