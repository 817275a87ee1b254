import type Stripe from 'stripe';
import type { Config } from '../../config';

/**
 * The Stripe API client from `STRIPE_SECRET_KEY`, or null when payments are not configured
 * (create-checkout-session then answers 503: docs/product.md "On the wire"). Safe calls are
 * retried on network errors with Stripe's own idempotency keys. The library is loaded only when
 * payments are configured: it is a large package, and a start without it is quicker (decision 029).
 */
export async function createStripeClient(
  config: Pick<Config, 'stripeSecretKey'>,
): Promise<Stripe | null> {
  if (!config.stripeSecretKey) return null;
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(config.stripeSecretKey, { maxNetworkRetries: 2, timeout: 20_000 });
}
