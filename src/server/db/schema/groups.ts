import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/** The directory of Facebook swap groups the group finder searches (docs/product.md "Sharing"). */
export const facebookGroups = pgTable(
  'facebook_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    keywords: text('keywords').notNull().default(''),
    status: text('status', { enum: ['approved', 'suggested'] })
      .notNull()
      .default('approved'),
    suggestedBy: integer('suggested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('facebook_groups_status_idx').on(t.status),
    check('facebook_groups_status_valid', sql`${t.status} in ('approved', 'suggested')`),
  ],
);
