import type { BrowserContext, Page } from 'playwright-core';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newContext, viewports, watchPageErrors } from './support/browser';
import { jsonApi, unique, uniqueAddress } from './support/api';
import { startServer, type RunningServer } from './support/server';
import { PASSWORD, skipE2E, useE2E } from './support/harness';

// docs/product.md "Phone notifications" (decision 019): the opt-in in Settings says honestly
// where push stands on this browser. Headless Chromium has no push service, so a real
// subscription cannot be made here: this file checks the states the collector sees, that a failed
// subscribe leaves nothing half-on, that a push message handed to the app's service worker shows
// its notification, and that the built service worker loads the push handlers (whose logic,
// the tap included, is unit-tested in src/client/service-worker). The sending side is tested in
// src/server/features/push against a fake push service.

const SHOTS_DIR = '/work/screens';
const vapid = webpush.generateVAPIDKeys();

describe.skipIf(skipE2E)('phone notifications', () => {
  const e2e = useE2E({
    env: {
      TRUST_PROXY: 'true',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:e2e@swapsies.example',
    },
    shotsDir: SHOTS_DIR,
  });
  let withPush: RunningServer;
  // A second server, with no VAPID keys: push is off there.
  let withoutPush: RunningServer;

  beforeAll(async () => {
    withPush = e2e.server;
    withoutPush = await startServer({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await withoutPush?.stop();
  });

  // The collector's own server, which may be either: registered through its own origin.
  async function signedIn(server: RunningServer, serviceWorkers: 'allow' | 'block' = 'allow') {
    const context = await newContext(e2e.browser, server.url, viewports.phone, { serviceWorkers });
    const username = unique('pia', '-');
    await jsonApi(() => server.url).send(
      context,
      'POST',
      '/api/register',
      { username, email: `${username}@example.com`, password: PASSWORD },
      { 'X-Forwarded-For': uniqueAddress('10.11.0') },
    );
    const page = await e2e.newPage(context, 20_000);
    return { context, page, errors: watchPageErrors(page) };
  }

  async function openSettings(page: Page) {
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
  }

  async function serverHas(context: BrowserContext, page: Page) {
    const endpoint = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
    });
    if (!endpoint) return { endpoint, subscribed: false };
    const response = await context.request.get(
      `/api/push/subscriptions/status?endpoint=${encodeURIComponent(endpoint)}`,
    );
    return { endpoint, subscribed: (await response.json()).subscribed as boolean };
  }

  it('with push off on the server, Settings offers nothing', async () => {
    const { context, page, errors } = await signedIn(withoutPush, 'block');
    await openSettings(page);
    await page.getByRole('heading', { name: 'Delete my account' }).waitFor();
    expect(await page.getByText('Phone notifications', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Notifications on this browser' }).count()).toBe(
      0,
    );
    // Nor does the notifications screen (the bell's page).
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByText('Choose how you are notified').waitFor();
    expect(await page.getByRole('region', { name: 'Phone notifications' }).count()).toBe(0);
    // A null public key is how the app knows, without a failed request in the console.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blocked notifications say so and how to allow them; no switch to flip', async () => {
    const { context, page } = await signedIn(withPush);
    // Playwright can only grant; Chromium's own protocol can deny, for this context.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: withPush.url,
      browserContextId: targetInfo.browserContextId,
    });
    await openSettings(page);
    await page
      .getByText(
        'Notifications are blocked for Swapsies in this browser. Allow them in the browser’s site settings, then come back here.',
      )
      .waitFor();
    expect(await page.getByRole('switch', { name: 'Notifications on this browser' }).count()).toBe(
      0,
    );
    await page.getByText('Phone notifications', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/push-settings-blocked-375.png` });
    await context.close();
  });

  it('turning it on asks, then either is on (server and browser agree) or says why not and stays off', async () => {
    const { context, page } = await signedIn(withPush);
    await context.grantPermissions(['notifications'], { origin: withPush.url });
    await openSettings(page);
    const toggle = page.getByRole('switch', { name: 'Notifications on this browser' });
    await page
      .getByText(
        'Off — turn on to hear about swaps on this phone or computer, even with Swapsies closed.',
      )
      .waitFor();
    // One place for notifications: the opt-in is part of Settings → Notifications, under the
    // email switches, and there is no separate card for it.
    const card = page.locator('section#notifications');
    await card.getByRole('switch', { name: 'Notifications on this browser' }).waitFor();
    await card.getByRole('switch', { name: 'Someone proposes a swap to me' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Phone notifications' }).count()).toBe(1);
    // Which events are pushed is chosen once this browser is on (it cannot be here: see above).
    expect(await page.getByText('Notify my phones and computers when').count()).toBe(0);
    await page.getByText('Phone notifications', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/push-settings-off-375.png` });
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: `${SHOTS_DIR}/push-settings-off-1280.png`, fullPage: true });
    await page.setViewportSize(viewports.phone);
    // The app's service worker is running, with the push handlers imported.
    await page.evaluate(() => navigator.serviceWorker.ready);

    await toggle.click();
    const on = page.getByText(
      'On — this browser shows a notification when a swap needs you. Tap it to open the swap.',
    );
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'Couldn’t turn on phone notifications' });
    await on.or(failed).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/push-settings-after-turn-on-375.png` });
    const state = await serverHas(context, page);
    if (await on.isVisible()) {
      // A browser with a push service: both sides have it, and turning off forgets it on both.
      expect(state.subscribed).toBe(true);
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.click();
      await page.getByText(/^Off — turn on/).waitFor();
      expect(await serverHas(context, page)).toEqual({ endpoint: null, subscribed: false });
    } else {
      // Headless Chromium: no push service. Nothing is left half-on: the switch is off, the
      // browser holds no subscription, and the server has none.
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      expect(state).toEqual({ endpoint: null, subscribed: false });
    }
    await context.close();
  });

  it('the notifications screen offers the opt-in while this browser has it off', async () => {
    const { context, page, errors } = await signedIn(withPush);
    await context.grantPermissions(['notifications'], { origin: withPush.url });
    await page.goto('/notifications');
    const offer = page.getByRole('region', { name: 'Phone notifications' });
    await offer.getByRole('switch', { name: 'Notifications on this browser' }).waitFor();
    await offer
      .getByText(
        'Off — turn on to hear about swaps on this phone or computer, even with Swapsies closed.',
      )
      .waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/wire-notifications-offer-375.png` });
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: `${SHOTS_DIR}/wire-notifications-offer-1280.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a push message reaching the service worker shows the swap as a notification', async () => {
    // No push service here, so the message is handed to the app's service worker the way
    // Chromium's DevTools do; it carries what the server sends for a proposal (decision 019).
    const { context, page } = await signedIn(withPush);
    await context.grantPermissions(['notifications'], { origin: withPush.url });
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const message = {
      title: 'bob proposed a swap',
      body: 'You get 7, 12 · you give 3 — Lionesses 2026',
      url: '/matches?collection=12',
      tag: 'notification-41',
    };
    const registrationId = await registered;
    // The worker must be activated before a push can reach it.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active!;
      if (worker.state === 'activated') return;
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          data: notification.data as unknown,
        }));
      });
    // DevTools hands the message over without saying whether it arrived, and on a loaded machine
    // Chromium has dropped one (CI, stop 27). A push service redelivers what was not taken, so the
    // test does too, at most three times; the tag makes a second delivery replace the first, which
    // is why exactly one notification must be showing.
    let notifications: Awaited<ReturnType<typeof shown>> = [];
    for (let delivery = 1; delivery <= 3 && notifications.length === 0; delivery += 1) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: withPush.url,
        registrationId,
        data: JSON.stringify(message),
      });
      await vi
        .waitUntil(async () => (notifications = await shown()).length > 0, {
          timeout: 10_000,
          interval: 250,
        })
        .catch(() => undefined);
    }
    expect(notifications).toEqual([
      { title: message.title, body: message.body, tag: message.tag, data: { url: message.url } },
    ]);
    await context.close();
  });

  it('the built service worker imports the push and notification-click handlers', async () => {
    const context = await e2e.newContext();
    const sw = await (await context.request.get('/sw.js')).text();
    const imported = /importScripts\("(\/assets\/sw-extra-[0-9a-f]{10}\.js)"\)/.exec(sw);
    expect(imported, 'sw.js imports the push handlers').not.toBeNull();
    const handlers = await context.request.get(imported![1]!);
    expect(handlers.status()).toBe(200);
    const code = await handlers.text();
    expect(code).toContain('"push"');
    expect(code).toContain('"notificationclick"');
    expect(code).toContain('showNotification');
    await context.close();
  });
});
