import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preferencesSchema } from '../../../domain/notifications/notifications';
import { createTestApp, type TestApp } from '../../../test/app';
import { startFakePushService, type FakePushService } from '../../../test/fake-push';
import { queryRows } from '../../../test/database';
import {
  createTemplateFor,
  findableCollector,
  proposeSwap,
  registerUser,
  type Collector,
} from '../../../test/factories';
import { request } from '../../../test/http';
import { retryDelayMs } from './worker';

// Notifications on the push channel (decisions 018 and 019): a proposal reaches the partner's
// subscribed browser through the delivery worker, as a message the fake push service (127.0.0.1,
// VAPID checked) decrypts with the browser's own key.

const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let fake: FakePushService;
beforeAll(async () => {
  fake = await startFakePushService();
  t = await createTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ALLOW_LOOPBACK_FOR_TESTS: 'true',
    VAPID_SUBJECT: 'mailto:push-channel@swapsies.example',
  });
}, 180_000);
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});
// Each test starts with nothing due, so the worker's counts are its own.
beforeEach(async () => {
  await t.app.notifier.runOnce();
});

const query = <T>(text: string, params: unknown[] = []) => queryRows<T>(t.database, text, params);

const pushDeliveriesOf = (userId: number) =>
  query<{ status: string; attempts: number; next_attempt_at: Date; last_error: string | null }>(
    `select status, attempts, next_attempt_at, last_error from notification_deliveries
     where user_id = $1 and channel = 'push' order by notification_id`,
    [userId],
  );

let albums = 0;
/** A findable collection owning every sticker except `needs`, with `spares` for trade. */
const collector = (album: number, needs: string[], spares: string[]) =>
  findableCollector(t.app, album, { needs, spares });

/** Two collectors who can swap 1 and 2 for 3 and 4; the partner subscribed in one browser. */
async function pair({ subscribe = true } = {}) {
  albums += 1;
  const owner = await registerUser(t.app);
  const album = await createTemplateFor(t.app, owner.cookie, {
    title: `Push Album ${albums}`,
    totalStickers: 12,
  });
  const proposer = await collector(album, ['1', '2'], ['3', '4']);
  const partner = await collector(album, ['3', '4'], ['1', '2']);
  const browser = fake.newBrowser();
  if (subscribe) {
    const saved = await request(
      t.app,
      'POST',
      '/api/push/subscriptions',
      browser.subscription,
      partner,
    );
    expect(saved.statusCode, saved.body).toBe(201);
  }
  return { albumTitle: `Push Album ${albums}`, proposer, partner, browser };
}

const propose = (proposer: Collector, partner: Collector) => proposeSwap(t.app, proposer, partner);

const receivedAt = (endpoint: string) =>
  fake.received.filter((push) => endpoint.endsWith(push.path)).map((push) => push.payload);

async function setPush(who: { cookie: string }, type: string, enabled: boolean) {
  const response = await request(
    t.app,
    'PUT',
    '/api/notifications/preferences',
    { type, channel: 'push', enabled },
    who,
  );
  expect(response.statusCode, response.body).toBe(200);
  return preferencesSchema.parse(response.json());
}

describe('a proposal by push', () => {
  it('reaches the partner’s browser with the headline, the stickers and the swap’s link', async () => {
    const { albumTitle, proposer, partner, browser } = await pair();
    await propose(proposer, partner);
    expect(await t.app.notifier.runOnce()).toMatchObject({ sent: 2, retrying: 0 }); // email + push
    const [inbox] = (await request(t.app, 'GET', '/api/notifications', undefined, partner)).json()
      .notifications as { id: number }[];
    expect(receivedAt(browser.endpoint)).toEqual([
      {
        title: `${proposer.user.username} proposed a swap for ${albumTitle}`,
        body: 'You give 1 and 2; you get 3 and 4.',
        url: `/matches?collection=${partner.collectionId}`,
        tag: `notification-${inbox!.id}`,
      },
    ]);
    // The email's link is the same page.
    const email = t.mailer.sent.find((e) => e.to === partner.user.email)!;
    expect(email.text).toContain(`/matches?collection=${partner.collectionId}`);
    expect(await pushDeliveriesOf(partner.user.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1 }),
    ]);
    // The proposer has no browser subscribed: no push row at all.
    expect(await pushDeliveriesOf(proposer.user.id)).toEqual([]);
  });

  it('has swap events on by default, a done swap off, and no digest', async () => {
    const { partner } = await pair({ subscribe: false });
    const response = await request(
      t.app,
      'GET',
      '/api/notifications/preferences',
      undefined,
      partner,
    );
    expect(response.json().push).toEqual({
      'swap-proposed': true,
      'swap-accepted': true,
      'swap-declined': true,
      'swap-cancelled': true,
      'swap-done': false,
    });
    const digest = await request(
      t.app,
      'PUT',
      '/api/notifications/preferences',
      { type: 'new-matches', channel: 'push', enabled: true },
      partner,
    );
    expect(digest.statusCode).toBe(400);
    expect(digest.json().message).toContain('not sent to phones');
  });

  it('sends none when the partner switched proposals off for push, and still emails', async () => {
    const { proposer, partner, browser } = await pair();
    expect((await setPush(partner, 'swap-proposed', false)).push['swap-proposed']).toBe(false);
    await propose(proposer, partner);
    expect(await t.app.notifier.runOnce()).toMatchObject({ sent: 1 });
    expect(receivedAt(browser.endpoint)).toEqual([]);
    expect(await pushDeliveriesOf(partner.user.id)).toEqual([]);
  });

  it('skips a push switched off after it was written, before it went', async () => {
    const { proposer, partner, browser } = await pair();
    await propose(proposer, partner);
    await setPush(partner, 'swap-proposed', false);
    await t.app.notifier.runOnce();
    expect(receivedAt(browser.endpoint)).toEqual([]);
    expect(await pushDeliveriesOf(partner.user.id)).toEqual([
      expect.objectContaining({ status: 'skipped' }),
    ]);
  });
});

describe('push service failures', () => {
  it('retries a 500 with the worker’s backoff, then delivers', async () => {
    const { proposer, partner, browser } = await pair();
    const path = new URL(browser.endpoint).pathname;
    fake.answer(path, 500);
    await propose(proposer, partner);
    expect(await t.app.notifier.runOnce()).toMatchObject({ sent: 1, retrying: 1 });
    const [waiting] = await pushDeliveriesOf(partner.user.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.last_error).toContain('HTTP 500');
    expect(new Date(waiting!.next_attempt_at).getTime()).toBe(
      t.clock.now().getTime() + retryDelayMs(1),
    );
    expect(await t.app.notifier.runOnce()).toMatchObject({ sent: 0, retrying: 0 }); // not due
    fake.answer(path, 201);
    t.clock.advance(retryDelayMs(1));
    expect(await t.app.notifier.runOnce()).toMatchObject({ sent: 1 });
    expect(receivedAt(browser.endpoint)).toHaveLength(1);
    expect(await pushDeliveriesOf(partner.user.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2 }),
    ]);
  });

  it('forgets a subscription the push service says is gone (410) and closes the delivery as skipped', async () => {
    const { proposer, partner, browser } = await pair();
    fake.answer(new URL(browser.endpoint).pathname, 410);
    const swapId = await propose(proposer, partner);
    expect(await t.app.notifier.runOnce()).toMatchObject({ retrying: 0 });
    expect(await pushDeliveriesOf(partner.user.id)).toEqual([
      expect.objectContaining({ status: 'skipped', attempts: 1 }),
    ]);
    expect(
      await query('select id from push_subscriptions where user_id = $1', [partner.user.id]),
    ).toEqual([]);
    // With no browser left, the next notification (the proposer cancels) writes no push row.
    const cancel = await request(t.app, 'POST', `/api/swaps/${swapId}/cancel`, undefined, proposer);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await pushDeliveriesOf(partner.user.id)).length).toBe(1);
    expect(receivedAt(browser.endpoint)).toEqual([]);
  });
});
