import { z } from 'zod';

/** `POST /api/stripe/create-checkout-session`: the Stripe Checkout page to send the buyer to. */
export const checkoutSessionSchema = z.object({ url: z.url() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** What the Stripe webhook answers to an event it took (handled or not ours to handle). */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
