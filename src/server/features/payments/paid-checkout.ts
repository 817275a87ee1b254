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
  userId: number;
  amountPence: number;
  currency: string;
}

export type PaidCheckoutResult =
  { ok: true; checkout: PaidCheckout } | { ok: false; reason: string };

/**
 * The Pro purchase a verified Stripe event proves, or why it proves none (decisions.md "Pro and
 * payments": only a paid checkout of GBP 999 grants Pro, to the user in its client reference).
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
      userId: userId.data,
      amountPence: session.amount_total,
      currency: session.currency,
    },
  };
}
