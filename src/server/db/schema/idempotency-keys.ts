import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { userReference } from './users';

/**
 * The answers to changes sent with an `Idempotency-Key` (decision 015): a change sent again with
 * the same key gets the stored answer instead of being applied twice. Keys are the client's own
 * ids, so they are unique per user only. Kept at least 30 days, then swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userReference('user_id'),
    key: text('key').notNull(),
    /** `METHOD /path sha256-of-the-body`: the same key on another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * The answer. Null only inside the transaction that claims the key and applies the change,
     * which fills both in before it commits: another request never sees a null.
     */
    statusCode: integer('status_code'),
    /** The JSON text exactly as first sent, so a replay is byte for byte the same answer. */
    responseBody: text('response_body'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_key_length', sql`length(${t.key}) between 1 and 128`),
  ],
);
