import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/** The webhook signing secret tests configure (`STRIPE_WEBHOOK_SECRET`). */
export const TEST_WEBHOOK_SECRET = 'whsec_test_swapsies';

export interface RecordedCheckout {
  /** The form fields the SDK sent, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  /** The API key the SDK sent as a bearer token. */
  authorization: string | undefined;
}

export interface FakeStripe {
  /** A real SDK client pointed at this fake over loopback http. */
  client: Stripe;
  checkouts: RecordedCheckout[];
  /** When set, every API call answers this HTTP status with a Stripe error body. */
  failWith: number | undefined;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A local stand-in for the Stripe API (tests never reach Stripe).
 * It records `POST /v1/checkout/sessions` and answers an unpaid session with a checkout URL.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  let sessions = 0;
  const fake: Omit<FakeStripe, 'client' | 'close'> = { checkouts: [], failWith: undefined };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (fake.failWith) {
        sendJson(response, fake.failWith, {
          error: { type: 'api_error', message: 'The fake Stripe API is failing on purpose' },
        });
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        fake.checkouts.push({
          form: Object.fromEntries(new URLSearchParams(body)),
          authorization: request.headers.authorization,
        });
        sessions += 1;
        const id = `cs_test_fake_${sessions}`;
        sendJson(response, 200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          payment_status: 'unpaid',
        });
        return;
      }
      sendJson(response, 404, {
        error: { type: 'invalid_request_error', message: `No fake for ${request.url}` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const client = new Stripe('sk_test_x', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return Object.assign(fake, {
    client,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A Stripe event for a checkout session, shaped like the real ones (only the fields we read). */
export function checkoutEvent(options: {
  eventId: string;
  sessionId: string;
  userId: number | string | null;
  type?: string;
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal?: number;
  currency?: string;
  /** The payment intent behind the checkout; `pi_` + the session id by default. */
  paymentIntent?: string;
}) {
  const reference = options.userId === null ? null : String(options.userId);
  return {
    id: options.eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: 1_780_000_000,
    livemode: false,
    type: options.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: options.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: options.amountTotal ?? 999,
        currency: options.currency ?? 'gbp',
        payment_status: options.paymentStatus ?? 'paid',
        client_reference_id: reference,
        payment_intent: options.paymentIntent ?? `pi_${options.sessionId}`,
        metadata: reference === null ? {} : { userId: reference },
      },
    },
  };
}

/** A `charge.refunded` event (full unless `amountRefunded` is less than the 999 charged). */
export function refundEvent(options: {
  eventId: string;
  paymentIntent: string;
  amountRefunded?: number;
}) {
  const amountRefunded = options.amountRefunded ?? 999;
  return {
    id: options.eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: 1_780_000_100,
    livemode: false,
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${options.paymentIntent}`,
        object: 'charge',
        amount: 999,
        amount_refunded: amountRefunded,
        refunded: amountRefunded >= 999,
        currency: 'gbp',
        payment_intent: options.paymentIntent,
      },
    },
  };
}

/** A `charge.dispute.created` event on the payment. */
export function disputeEvent(options: { eventId: string; paymentIntent: string }) {
  return {
    id: options.eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: 1_780_000_200,
    livemode: false,
    type: 'charge.dispute.created',
    data: {
      object: {
        id: `dp_${options.paymentIntent}`,
        object: 'dispute',
        amount: 999,
        currency: 'gbp',
        charge: `ch_${options.paymentIntent}`,
        payment_intent: options.paymentIntent,
        reason: 'fraudulent',
        status: 'needs_response',
      },
    },
  };
}

/** The `stripe-signature` header Stripe would send for exactly these bytes at this time. */
export function signWebhook(payload: string, options: { at: Date; secret?: string }): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: Math.floor(options.at.getTime() / 1000),
  });
}

/**
 * Posts a webhook the way Stripe does: raw JSON bytes, signed now by the app's clock, with no
 * cookie and no Origin. `signature: null` leaves the header out.
 */
export function deliverWebhook(
  target: { app: FastifyInstance; clock: { now(): Date } },
  payload: string,
  options: { signature?: string | null; headers?: Record<string, string> } = {},
) {
  const signature =
    options.signature === undefined
      ? signWebhook(payload, { at: target.clock.now() })
      : options.signature;
  return target.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
      ...options.headers,
    },
    payload,
  });
}
