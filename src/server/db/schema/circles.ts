import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { userReference } from './users';

/**
 * Swap circles (decision 020): a named group that members join by an invite link. The invite
 * token is kept as it is (the organiser copies the link again at any time); regenerating it
 * replaces it, so the old link stops working. A closed circle keeps its row for the record but
 * is gone for everyone: its link is dead and it is no longer a choice on the matches screen.
 */
export const circles = pgTable(
  'circles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    organiserId: userReference('organiser_id'),
    inviteToken: text('invite_token').notNull(),
    /** The invite link stops working then (decision 030); a new link gets a new date. */
    inviteExpiresAt: timestamptz('invite_expires_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    uniqueIndex('circles_invite_token_uq').on(t.inviteToken),
    index('circles_organiser_open_idx')
      .on(t.organiserId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** Who is in a circle; the organiser is a member too. */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: userReference('user_id'),
    joinedAt: timestamptz('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_members_user_idx').on(t.userId),
  ],
);

/**
 * Who the organiser removed from a circle, and the invite token then in force (decision 030): a
 * removed collector cannot join again with that link, only with one made after the removal.
 */
export const circleRemovals = pgTable(
  'circle_removals',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: userReference('user_id'),
    inviteToken: text('invite_token').notNull(),
    removedAt: timestamptz('removed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_removals_user_idx').on(t.userId),
  ],
);
