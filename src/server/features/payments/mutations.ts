import { eq } from 'drizzle-orm';
import { extendProUntil, shortenProUntil } from '../../../domain/account/pro-grant';
import type { Database } from '../../db/client';
import { lockedRows } from '../../db/row-locks';
import { payments, stripeEvents, users } from '../../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The user's end of Pro, with the row locked so two changes to it queue behind each other. */
async function lockProOf(tx: Transaction, userId: number) {
  const [user] = await lockedRows(
    tx,
    tx.select({ proUntil: users.proUntil }).from(users).where(eq(users.id, userId)),
  );
  return user;
}

/** Records a Stripe event id; false when it was seen before (a redelivery, W8). */
async function isFirstDelivery(
  tx: Transaction,
  values: { eventId: string; eventType: string; now: Date },
) {
  const [event] = await tx
    .insert(stripeEvents)
    .values({ id: values.eventId, type: values.eventType, receivedAt: values.now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return event !== undefined;
}

export type CheckoutGrantOutcome =
  | { outcome: 'granted'; proUntil: Date }
  | { outcome: 'duplicate-event' | 'duplicate-session' | 'unknown-user' };

/**
 * Grants a year of Pro for one paid checkout, at most once per Stripe event and once per checkout
 * session (docs/security-checklist.md P2), all in one transaction. The user row is locked first, so
 * two deliveries for the same account queue behind each other and each sees the other's end date.
 */
export async function grantProForCheckout(
  db: Database,
  values: {
    eventId: string;
    eventType: string;
    checkoutSessionId: string;
    paymentIntentId: string | null;
    userId: number;
    amountPence: number;
    currency: string;
    now: Date;
  },
): Promise<CheckoutGrantOutcome> {
  return db.transaction(async (tx) => {
    const user = await lockProOf(tx, values.userId);
    if (!user) return { outcome: 'unknown-user' };

    if (!(await isFirstDelivery(tx, values))) return { outcome: 'duplicate-event' };

    const proUntil = extendProUntil(user.proUntil, values.now);
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: values.userId,
        checkoutSessionId: values.checkoutSessionId,
        paymentIntentId: values.paymentIntentId,
        amountPence: values.amountPence,
        currency: values.currency,
        proUntil,
        createdAt: values.now,
      })
      .onConflictDoNothing({ target: payments.checkoutSessionId })
      .returning({ id: payments.id });
    if (!payment) return { outcome: 'duplicate-session' };

    await tx.update(users).set({ proUntil }).where(eq(users.id, values.userId));
    return { outcome: 'granted', proUntil };
  });
}

/** The fields of the admin user row a grant or revoke answers with. */
const adminRow = {
  id: users.id,
  username: users.username,
  email: users.email,
  isAdmin: users.isAdmin,
  proUntil: users.proUntil,
  createdAt: users.createdAt,
};

/** An admin's hand grant: `days` more Pro from the later of now and the current end. */
export async function grantProDays(
  db: Database,
  values: { userId: number; days: number; now: Date },
) {
  return db.transaction(async (tx) => {
    const user = await lockProOf(tx, values.userId);
    if (!user) return undefined;
    const [row] = await tx
      .update(users)
      .set({ proUntil: extendProUntil(user.proUntil, values.now, values.days) })
      .where(eq(users.id, values.userId))
      .returning(adminRow);
    return row;
  });
}

/** Ends Pro at once; undefined when there is no such user. */
export async function revokePro(db: Database, userId: number) {
  const [row] = await db
    .update(users)
    .set({ proUntil: null })
    .where(eq(users.id, userId))
    .returning(adminRow);
  return row;
}

export type PaymentRevokeOutcome =
  | { outcome: 'revoked'; userId: number | null; proUntil: Date | null }
  | { outcome: 'duplicate-event' | 'unknown-payment' | 'already-revoked' };

/**
 * Takes back the Pro year one payment bought, after a full refund or a dispute: at most once per
 * Stripe event and once per payment (a refund after a dispute takes nothing more), in one
 * transaction. Other years bought or granted stay; Pro that would end in the past ends now.
 */
export async function revokeProForPayment(
  db: Database,
  values: {
    eventId: string;
    eventType: string;
    paymentIntentId: string;
    reason: string;
    now: Date;
  },
): Promise<PaymentRevokeOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await lockedRows(
      tx,
      tx
        .select({ id: payments.id, userId: payments.userId, revokedAt: payments.revokedAt })
        .from(payments)
        .where(eq(payments.paymentIntentId, values.paymentIntentId)),
    );
    if (!payment) return { outcome: 'unknown-payment' };

    if (!(await isFirstDelivery(tx, values))) return { outcome: 'duplicate-event' };
    if (payment.revokedAt) return { outcome: 'already-revoked' };

    await tx
      .update(payments)
      .set({ revokedAt: values.now, revokedBecause: values.reason })
      .where(eq(payments.id, payment.id));
    if (payment.userId === null) return { outcome: 'revoked', userId: null, proUntil: null };

    const user = await lockProOf(tx, payment.userId);
    const proUntil = shortenProUntil(user?.proUntil ?? null, values.now);
    await tx.update(users).set({ proUntil }).where(eq(users.id, payment.userId));
    return { outcome: 'revoked', userId: payment.userId, proUntil };
  });
}
