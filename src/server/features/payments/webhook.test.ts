import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, stripeEvents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import {
  checkoutEvent,
  deliverWebhook,
  disputeEvent,
  refundEvent,
  TEST_WEBHOOK_SECRET,
} from '../../../test/fake-stripe';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

const DAY_MS = 86_400_000;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
});
afterAll(() => t.close());

/** Fresh ids so no test sees another's events or sessions. */
function nextIds() {
  counter += 1;
  return { eventId: `evt_test_${counter}`, sessionId: `cs_test_${counter}` };
}

const deliver = (payload: string) => deliverWebhook(t, payload);

const paidCheckoutFor = (
  userId: number,
  extra: Partial<Parameters<typeof checkoutEvent>[0]> = {},
) => JSON.stringify(checkoutEvent({ ...nextIds(), userId, ...extra }), null, 2);

async function proUntilOf(userId: number) {
  const [row] = await t.database.db
    .select({ proUntil: users.proUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row!.proUntil;
}

describe('a signed checkout.session.completed webhook', () => {
  it('grants 365 days of Pro and records the payment and the event', async () => {
    const { user } = await registerUser(t.app);
    const ids = nextIds();
    const response = await deliver(JSON.stringify(checkoutEvent({ ...ids, userId: user.id })));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const expectedEnd = new Date(t.clock.now().getTime() + 365 * DAY_MS);
    expect(await proUntilOf(user.id)).toEqual(expectedEnd);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.checkoutSessionId, ids.sessionId));
    expect(payment).toMatchObject({
      userId: user.id,
      amountPence: 999,
      currency: 'gbp',
      proUntil: expectedEnd,
    });
    const events = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, ids.eventId));
    expect(events).toHaveLength(1);
  });

  it('turns isPro on for the same session cookie at once, with no new login (S7)', async () => {
    const { user, cookie } = await registerUser(t.app);
    const before = await request(t.app, 'GET', '/api/user', undefined, { cookie });
    expect(before.json()).toMatchObject({ isPro: false, proUntil: null });

    expect((await deliver(paidCheckoutFor(user.id))).statusCode).toBe(200);

    const after = await request(t.app, 'GET', '/api/user', undefined, { cookie });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ isPro: true, proUntil: expect.any(String) });
  });
});

describe('idempotent fulfilment', () => {
  it('the same event delivered twice grants once (W8)', async () => {
    const { user } = await registerUser(t.app);
    const payload = paidCheckoutFor(user.id);
    expect((await deliver(payload)).statusCode).toBe(200);
    const granted = await proUntilOf(user.id);

    const again = await deliver(payload);
    expect(again.statusCode).toBe(200);
    expect(await proUntilOf(user.id)).toEqual(granted);
    expect(await t.database.db.$count(payments, eq(payments.userId, user.id))).toBe(1);
  });

  it('one checkout session in two different events grants once (W9)', async () => {
    const { user } = await registerUser(t.app);
    const { sessionId } = nextIds();
    const completed = checkoutEvent({ eventId: `evt_a_${sessionId}`, sessionId, userId: user.id });
    const succeeded = checkoutEvent({
      eventId: `evt_b_${sessionId}`,
      sessionId,
      userId: user.id,
      type: 'checkout.session.async_payment_succeeded',
    });

    const responses = await Promise.all([
      deliver(JSON.stringify(completed)),
      deliver(JSON.stringify(succeeded)),
    ]);

    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await proUntilOf(user.id)).toEqual(new Date(t.clock.now().getTime() + 365 * DAY_MS));
    expect(await t.database.db.$count(payments, eq(payments.userId, user.id))).toBe(1);
  });

  it('a second purchase adds 365 days to the current end', async () => {
    const { user } = await registerUser(t.app);
    await deliver(paidCheckoutFor(user.id));
    t.clock.advance(10 * DAY_MS);
    await deliver(paidCheckoutFor(user.id));

    const firstEnd = t.clock.now().getTime() - 10 * DAY_MS + 365 * DAY_MS;
    expect(await proUntilOf(user.id)).toEqual(new Date(firstEnd + 365 * DAY_MS));
  });

  it('a purchase after Pro has lapsed starts from now', async () => {
    const { user } = await registerUser(t.app);
    await deliver(paidCheckoutFor(user.id));
    t.clock.advance(400 * DAY_MS);
    await deliver(paidCheckoutFor(user.id));
    expect(await proUntilOf(user.id)).toEqual(new Date(t.clock.now().getTime() + 365 * DAY_MS));
  });

  it('a database failure answers 5xx and leaves nothing half-done, so the retry grants (W11)', async () => {
    const { user } = await registerUser(t.app);
    const payload = paidCheckoutFor(user.id);
    const before = await dbFingerprint(t.database);
    // The event row is written first; the payment insert then fails, so the whole grant rolls back.
    await t.database.db.execute(sql`alter table payments rename to payments_away`);
    let failed;
    try {
      failed = await deliver(payload);
    } finally {
      await t.database.db.execute(sql`alter table payments_away rename to payments`);
    }
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(failed.body).not.toMatch(/payments|relation|sql/i);
    expect(await dbFingerprint(t.database)).toBe(before);

    const retried = await deliver(payload);
    expect(retried.statusCode).toBe(200);
    expect(await proUntilOf(user.id)).toEqual(new Date(t.clock.now().getTime() + 365 * DAY_MS));
  });
});

describe('events that grant nothing', () => {
  it('an unpaid session is acknowledged; its later async success grants (W10)', async () => {
    const { user } = await registerUser(t.app);
    const { sessionId } = nextIds();
    const before = await dbFingerprint(t.database);
    const unpaid = checkoutEvent({
      eventId: `evt_unpaid_${sessionId}`,
      sessionId,
      userId: user.id,
      paymentStatus: 'unpaid',
    });

    const response = await deliver(JSON.stringify(unpaid));
    expect(response.statusCode).toBe(200);
    expect(await dbFingerprint(t.database)).toBe(before);

    const succeeded = checkoutEvent({
      eventId: `evt_paid_${sessionId}`,
      sessionId,
      userId: user.id,
      type: 'checkout.session.async_payment_succeeded',
    });
    expect((await deliver(JSON.stringify(succeeded))).statusCode).toBe(200);
    expect(await proUntilOf(user.id)).not.toBeNull();
  });

  it.each([
    ['an unknown event type', { type: 'customer.created' }],
    ['an expired checkout', { type: 'checkout.session.expired' }],
    ['a wrong amount', { amountTotal: 1 }],
    ['another currency', { currency: 'usd' }],
    ['an unknown user', { userId: 2_000_000_000 }],
    ['a user reference that is not an id', { userId: 'abc' }],
    ['no user reference', { userId: null }],
  ] as const)('%s: 200 and nothing changes', async (_name, extra) => {
    const { user } = await registerUser(t.app);
    const before = await dbFingerprint(t.database);
    const response = await deliver(paidCheckoutFor(user.id, extra));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await dbFingerprint(t.database)).toBe(before);
  });
});

describe('a refund or dispute', () => {
  /** Buys Pro for a new user; answers the user and the payment intent of the purchase. */
  async function buyer(times = 1) {
    const { user } = await registerUser(t.app);
    const intents: string[] = [];
    for (let i = 0; i < times; i += 1) {
      const ids = nextIds();
      intents.push(`pi_${ids.sessionId}`);
      await deliver(JSON.stringify(checkoutEvent({ ...ids, userId: user.id })));
    }
    return { userId: user.id, intents };
  }
  const refund = (paymentIntent: string, amountRefunded?: number) =>
    deliver(
      JSON.stringify(refundEvent({ eventId: nextIds().eventId, paymentIntent, amountRefunded })),
    );

  it('takes Pro back after a full refund, for the same session at once', async () => {
    const { userId, intents } = await buyer();
    expect(await proUntilOf(userId)).not.toBeNull();
    const response = await refund(intents[0]!);
    expect(response.statusCode).toBe(200);
    expect(await proUntilOf(userId)).toBeNull();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, intents[0]!));
    expect(payment).toMatchObject({ revokedBecause: 'refunded', revokedAt: t.clock.now() });
  });

  it('takes back only the refunded year when two were bought', async () => {
    const { userId, intents } = await buyer(2);
    const twoYears = (await proUntilOf(userId))!;
    await refund(intents[1]!);
    expect(await proUntilOf(userId)).toEqual(new Date(twoYears.getTime() - 365 * DAY_MS));
  });

  it('leaves Pro after a partial refund', async () => {
    const { userId, intents } = await buyer();
    const before = await proUntilOf(userId);
    await refund(intents[0]!, 300);
    expect(await proUntilOf(userId)).toEqual(before);
  });

  it('takes Pro back when a dispute is opened, once, however often Stripe tells us', async () => {
    const { userId, intents } = await buyer(2);
    const twoYears = (await proUntilOf(userId))!;
    const dispute = JSON.stringify(
      disputeEvent({ eventId: nextIds().eventId, paymentIntent: intents[0]! }),
    );
    await deliver(dispute);
    await deliver(dispute); // the same event again
    await refund(intents[0]!); // and the refund that follows a lost dispute
    expect(await proUntilOf(userId)).toEqual(new Date(twoYears.getTime() - 365 * DAY_MS));
  });

  it('acknowledges a refund of a payment it does not know, changing nothing', async () => {
    const before = await dbFingerprint(t.database);
    const response = await refund('pi_unknown_elsewhere');
    expect(response.statusCode).toBe(200);
    expect(await dbFingerprint(t.database)).toBe(before);
  });
});
