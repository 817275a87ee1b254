import Stripe from 'stripe';
import type { Config } from '../../config';

/**
 * The Stripe API client from `STRIPE_SECRET_KEY`, or null when payments are not configured
 * (create-checkout-session then answers 503: docs/product.md "On the wire"). Safe calls are
 * retried on network errors with Stripe's own idempotency keys.
 */
export function createStripeClient(config: Pick<Config, 'stripeSecretKey'>): Stripe | null {
  if (!config.stripeSecretKey) return null;
  return new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2, timeout: 20_000 });
}
