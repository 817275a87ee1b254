import type Stripe from 'stripe';
import { PRO_PRICE_PENCE } from '../../../domain/product';
import { idParamSchema } from '../../../domain/text';

// The events that can mean "this checkout is paid": card payments complete paid, while bank
// debits complete unpaid and succeed later.
const fulfillingEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export interface PaidCheckout {
  checkoutSessionId: string;
  /** The charge's payment intent, which a later refund or dispute names; null if Stripe gave none. */
  paymentIntentId: string | null;
  userId: number;
  amountPence: number;
  currency: string;
}

export type PaidCheckoutResult =
  { ok: true; checkout: PaidCheckout } | { ok: false; reason: string };

/**
 * The Pro purchase a verified Stripe event proves, or why it proves none (docs/product.md "On the
 * wire": only a paid checkout of GBP 999 grants Pro, to the user in its client reference).
 */
export function readPaidCheckout(event: Stripe.Event): PaidCheckoutResult {
  if (!fulfillingEvents.has(event.type))
    return { ok: false, reason: 'not a checkout payment event' };
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.object !== 'checkout.session') return { ok: false, reason: 'not a checkout session' };
  if (session.payment_status !== 'paid') return { ok: false, reason: 'checkout not paid yet' };
  if (session.currency !== 'gbp' || session.amount_total !== PRO_PRICE_PENCE) {
    return { ok: false, reason: 'checkout is not for the Pro price' };
  }
  const userId = idParamSchema.safeParse(session.client_reference_id ?? '');
  if (!userId.success) return { ok: false, reason: 'checkout has no valid user reference' };
  return {
    ok: true,
    checkout: {
      checkoutSessionId: session.id,
      paymentIntentId:
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null),
      userId: userId.data,
      amountPence: session.amount_total,
      currency: session.currency,
    },
  };
}

/** A payment Stripe says is being taken back: a full refund, or a dispute opened on it. */
export interface PaymentReversal {
  paymentIntentId: string;
  reason: 'refunded' | 'disputed';
}

export type PaymentReversalResult =
  { ok: true; reversal: PaymentReversal } | { ok: false; reason: string };

const intentIdOf = (intent: string | { id: string } | null | undefined) =>
  typeof intent === 'string' ? intent : (intent?.id ?? undefined);

/**
 * The payment a verified Stripe event takes back, or why it takes none (docs/product.md
 * "On the wire"): a charge refunded in full (`charge.refunded` with `refunded: true`) or any
 * dispute opened (`charge.dispute.created`: the money is held from us at once). A partial refund
 * leaves Pro.
 */
export function readPaymentReversal(event: Stripe.Event): PaymentReversalResult {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    if (!charge.refunded) return { ok: false, reason: 'partial refund: Pro stays' };
    const paymentIntentId = intentIdOf(charge.payment_intent);
    if (!paymentIntentId) return { ok: false, reason: 'refund names no payment' };
    return { ok: true, reversal: { paymentIntentId, reason: 'refunded' } };
  }
  if (event.type === 'charge.dispute.created') {
    const paymentIntentId = intentIdOf(event.data.object.payment_intent);
    if (!paymentIntentId) return { ok: false, reason: 'dispute names no payment' };
    return { ok: true, reversal: { paymentIntentId, reason: 'disputed' } };
  }
  return { ok: false, reason: 'not a refund or dispute event' };
}
