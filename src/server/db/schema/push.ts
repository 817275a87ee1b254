import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { sessions, userReference } from './users';

/**
 * Web Push subscriptions (decision 019): one per browser, tied to the session that turned it on,
 * so signing out (or a password change that signs other devices out, or deleting the account)
 * stops the notifications on that browser. An endpoint belongs to one account at a time.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id'),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: https, on a known push service. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for the aes128gcm payload. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionTokenHash),
  ],
);
