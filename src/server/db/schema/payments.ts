import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/**
 * Each fulfilled Stripe checkout; the unique session id makes fulfilment idempotent, and a
 * refund or dispute takes its year back at most once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    /** The charge behind the checkout: refunds and disputes name it. */
    paymentIntentId: text('payment_intent_id').unique(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull(),
    proUntil: timestamptz('pro_until').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When a full refund or a dispute took this payment's Pro back, and which. */
    revokedAt: timestamptz('revoked_at'),
    revokedBecause: text('revoked_because'),
  },
  (t) => [index('payments_user_id_idx').on(t.userId)],
);

/** Every Stripe event id seen, so a redelivered event is acknowledged and ignored. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
