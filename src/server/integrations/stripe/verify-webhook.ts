import type Stripe from 'stripe';

/**
 * The Stripe event in a webhook request, or null when its signature does not match the raw body
 * or is older than Stripe's default tolerance (300 s). `receivedAt` is the app clock, so the
 * age check follows the same time as everything else. Stripe's library is loaded on the first
 * webhook, not at start-up (decision 029).
 */
export async function verifyWebhookEvent(input: {
  rawBody: Buffer;
  signature: string;
  secret: string;
  receivedAt: Date;
}): Promise<Stripe.Event | null> {
  const { default: StripeLibrary } = await import('stripe');
  try {
    return StripeLibrary.webhooks.constructEvent(
      input.rawBody,
      input.signature,
      input.secret,
      undefined,
      undefined,
      input.receivedAt.getTime(),
    );
  } catch {
    // A bad signature, a stale timestamp or a body that is not JSON: all mean "not from Stripe".
    return null;
  }
}
