import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookReceivedSchema } from '../../../domain/payments/schemas';
import { errorAnswers } from '../../lib/error-answers';
import { AppError } from '../../app-error';
import { verifyWebhookEvent } from '../../integrations/stripe/verify-webhook';
import { grantProForCheckout, revokeProForPayment } from './mutations';
import { readPaidCheckout, readPaymentReversal } from './paid-checkout';

const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

function verifiedEvent(app: FastifyInstance, request: FastifyRequest, secret: string) {
  const signature = request.headers['stripe-signature'];
  const rawBody = request.body;
  if (typeof signature !== 'string' || !Buffer.isBuffer(rawBody)) return Promise.resolve(null);
  return verifyWebhookEvent({ rawBody, signature, secret, receivedAt: app.clock.now() });
}

/**
 * `POST /api/stripe/webhook`, the only way Pro is bought (docs/product.md "On the wire").
 * Registered as a plugin of its own so that here, and only here, every body arrives as raw bytes:
 * the signature covers the exact bytes Stripe sent, and re-serialised JSON would not match.
 */
export async function stripeWebhookRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // No CSRF guard here (its signature authorises it), and any body is taken as bytes.
  const schema = { response: { 200: webhookReceivedSchema, ...errorAnswers(400, 413) } };
  api.post(STRIPE_WEBHOOK_PATH, { schema }, async (request) => {
    const secret = app.config.stripeWebhookSecret;
    if (!secret)
      throw new AppError('PAYMENTS_NOT_CONFIGURED', /*i18n*/ 'Payments are not configured');

    const event = await verifiedEvent(app, request, secret);
    if (!event) {
      request.log.warn('Stripe webhook refused: missing or invalid signature');
      throw new AppError('VALIDATION_FAILED', /*i18n*/ 'Invalid Stripe signature');
    }

    const log = request.log.child({ stripeEventId: event.id, stripeEventType: event.type });
    const reversal = readPaymentReversal(event);
    if (reversal.ok) {
      const result = await revokeProForPayment(db, {
        eventId: event.id,
        eventType: event.type,
        ...reversal.reversal,
        now: app.clock.now(),
      });
      log.info({ ...reversal.reversal, ...result }, 'Stripe payment taken back');
      return { received: true as const };
    }
    const paid = readPaidCheckout(event);
    if (!paid.ok) {
      // Acknowledged so Stripe stops sending it; nothing to fulfil.
      log.info({ reason: paid.reason }, 'Stripe event ignored');
      return { received: true as const };
    }
    // A database error propagates as a 5xx, so Stripe delivers the event again later.
    const result = await grantProForCheckout(db, {
      eventId: event.id,
      eventType: event.type,
      ...paid.checkout,
      now: app.clock.now(),
    });
    const details = {
      userId: paid.checkout.userId,
      checkoutSessionId: paid.checkout.checkoutSessionId,
    };
    if (result.outcome === 'granted') {
      log.info({ ...details, proUntil: result.proUntil }, 'Pro granted');
    } else if (result.outcome === 'unknown-user') {
      log.warn(details, 'Stripe checkout for an unknown user: nothing granted');
    } else {
      log.info({ ...details, outcome: result.outcome }, 'Stripe checkout already fulfilled');
    }
    return { received: true as const };
  });
}
