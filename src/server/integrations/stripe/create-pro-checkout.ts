import type Stripe from 'stripe';
import { PRO_PRICE_PENCE, PRODUCT_NAME } from '../../../domain/product';

export const PRO_CHECKOUT_ITEM_NAME = `${PRODUCT_NAME} Pro — 12 months`;

/**
 * Starts a Stripe Checkout for one year of Pro (docs/product.md "Who it is for"). Price, currency
 * and mode are set here, never taken from the request; the user id travels as the session's
 * client reference so the webhook knows whom to grant.
 */
export async function createProCheckout(
  stripe: Stripe,
  input: { userId: number; email: string; appUrl: string },
): Promise<{ id: string; url: string | null }> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'gbp',
          unit_amount: PRO_PRICE_PENCE,
          product_data: { name: PRO_CHECKOUT_ITEM_NAME },
        },
        quantity: 1,
      },
    ],
    client_reference_id: String(input.userId),
    metadata: { userId: String(input.userId) },
    ...(input.email ? { customer_email: input.email } : {}),
    success_url: `${input.appUrl}/dashboard?upgrade=success`,
    cancel_url: `${input.appUrl}/dashboard`,
  });
  return { id: session.id, url: session.url };
}
