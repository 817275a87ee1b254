import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import {
  checkoutEvent,
  deliverWebhook,
  signWebhook,
  TEST_WEBHOOK_SECRET,
} from '../../../test/fake-stripe';
import { dbFingerprint } from '../../../test/fingerprint';

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
});
afterAll(() => t.close());

/** A paid checkout event for the user, pretty-printed as Stripe sends it. */
function paidCheckoutFor(userId: number) {
  counter += 1;
  const event = checkoutEvent({
    eventId: `evt_sig_${counter}`,
    sessionId: `cs_sig_${counter}`,
    userId,
  });
  return JSON.stringify(event, null, 2);
}

const secondsAgo = (seconds: number) => new Date(t.clock.now().getTime() - seconds * 1000);

describe('a webhook that is not provably from Stripe', () => {
  const forged: Array<[string, (payload: string) => { body: string; signature: string | null }]> = [
    ['has no signature header (W1)', (payload) => ({ body: payload, signature: null })],
    [
      'is signed with another secret (W2)',
      (payload) => ({
        body: payload,
        signature: signWebhook(payload, { at: t.clock.now(), secret: 'whsec_attacker' }),
      }),
    ],
    [
      'has its body changed by one byte (W3)',
      (payload) => ({
        body: payload.replace('"amount_total": 999', '"amount_total": 998'),
        signature: signWebhook(payload, { at: t.clock.now() }),
      }),
    ],
    [
      'was signed 301 seconds ago (W4)',
      (payload) => ({ body: payload, signature: signWebhook(payload, { at: secondsAgo(301) }) }),
    ],
    [
      'was re-serialised after signing (W5)',
      (payload) => ({
        body: JSON.stringify(JSON.parse(payload)),
        signature: signWebhook(payload, { at: t.clock.now() }),
      }),
    ],
    ['has a garbage signature header', (payload) => ({ body: payload, signature: 't=1,v1=abc' })],
  ];

  it.each(forged)('%s: 400 and nothing changes', async (_name, forge) => {
    const { user } = await registerUser(t.app);
    const payload = paidCheckoutFor(user.id);
    const { body, signature } = forge(payload);
    const before = await dbFingerprint(t.database);

    const response = await deliverWebhook(t, body, { signature });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid Stripe signature',
      code: 'VALIDATION_FAILED',
    });
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('an empty body gets 400', async () => {
    const response = await deliverWebhook(t, '', {
      signature: signWebhook('', { at: t.clock.now() }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a webhook Stripe signed', () => {
  it('is accepted exactly at the 300 second tolerance (W6)', async () => {
    const { user } = await registerUser(t.app);
    const payload = paidCheckoutFor(user.id);
    const response = await deliverWebhook(t, payload, {
      signature: signWebhook(payload, { at: secondsAgo(300) }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('needs no cookie or Origin, and takes any content type (W7)', async () => {
    const { user } = await registerUser(t.app);
    const variants: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'content-type': 'application/json' },
      { 'content-type': 'text/plain' },
    ];
    for (const headers of variants) {
      const response = await deliverWebhook(t, paidCheckoutFor(user.id), { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('with no webhook secret configured', () => {
  it('answers 503 so Stripe retries once it is set', async () => {
    const bare = await createTestApp();
    try {
      const response = await deliverWebhook(
        bare,
        JSON.stringify(
          checkoutEvent({
            eventId: 'evt_unconfigured',
            sessionId: 'cs_unconfigured',
            userId: 1,
          }),
        ),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Payments are not configured',
        code: 'PAYMENTS_NOT_CONFIGURED',
      });
    } finally {
      await bare.close();
    }
  });
});
