import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

const CHECKOUT = '/api/stripe/create-checkout-session';
let t: TestApp;
let stripe: FakeStripe;
let admin: SignedInUser;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({}, { stripe: stripe.client });
  // The first account of a fresh database is the admin.
  admin = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(() => {
  stripe.checkouts.length = 0;
  stripe.failWith = undefined;
});

describe('POST /api/stripe/create-checkout-session', () => {
  it('starts a £9.99 one-time Checkout for the signed-in user and answers its URL', async () => {
    const { user, cookie } = await registerUser(t.app);
    // Whatever the client says about price or mode is ignored (docs/security-checklist.md P3).
    const response = await request(
      t.app,
      'POST',
      CHECKOUT,
      { price: 1, amount: 0, mode: 'subscription', currency: 'usd' },
      { cookie },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_\d+$/),
    });
    expect(stripe.checkouts).toHaveLength(1);
    expect(stripe.checkouts[0]!.form).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][product_data][name]': 'Swapsies Pro — 12 months',
      'line_items[0][quantity]': '1',
      client_reference_id: String(user.id),
      'metadata[userId]': String(user.id),
      customer_email: user.email,
      success_url: `${TEST_ORIGIN}/dashboard?upgrade=success`,
      cancel_url: `${TEST_ORIGIN}/dashboard`,
    });
    expect(stripe.checkouts[0]!.authorization).toBe('Bearer sk_test_x');
  });

  it('works with no body at all, as the browser app sends it', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await request(t.app, 'POST', CHECKOUT, undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(stripe.checkouts).toHaveLength(1);
  });

  it('lets a Pro member buy again (docs/product.md: it adds 365 days)', async () => {
    const { user, cookie } = await registerUser(t.app);
    const grant = { days: 30 };
    const granted = await request(t.app, 'POST', `/api/admin/users/${user.id}/pro`, grant, {
      cookie: admin.cookie,
    });
    expect(granted.json()).toMatchObject({ isPro: true });

    const response = await request(t.app, 'POST', CHECKOUT, {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(stripe.checkouts).toHaveLength(1);
  });

  it('answers 401 when signed out and never reaches Stripe', async () => {
    const before = await dbFingerprint(t.database);
    const response = await request(t.app, 'POST', CHECKOUT, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    expect(stripe.checkouts).toHaveLength(0);
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('answers 403 to a cross-site request (the CSRF rules apply here)', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await request(
      t.app,
      'POST',
      CHECKOUT,
      {},
      {
        cookie,
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(response.statusCode).toBe(403);
    expect(stripe.checkouts).toHaveLength(0);
  });

  it('answers 503 with a readable message when Stripe fails, so the dialog can say so', async () => {
    const { cookie } = await registerUser(t.app);
    stripe.failWith = 500;
    const response = await request(t.app, 'POST', CHECKOUT, {}, { cookie });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Payments are unavailable right now. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('with no STRIPE_SECRET_KEY', () => {
  it('answers 503 "Payments are not configured"', async () => {
    const bare = await createTestApp();
    try {
      const { cookie } = await registerUser(bare.app);
      const response = await request(bare.app, 'POST', CHECKOUT, {}, { cookie });
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
