import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../src/server/features/notifications/unsubscribe-token';
import { axeViolations } from './support/axe';
import { unique } from './support/api';
import { viewports } from './support/browser';
import { skipE2E, useE2E } from './support/harness';
import { animationsDone, closeDialog, openDialog } from './support/waits';

// The server signs unsubscribe links with this key, so the test can make the link an email
// would carry (docs/product.md "Notifications") without sending one.
const UNSUBSCRIBE_SECRET = 'accessibility-test-unsubscribe-key-0123456789';

describe.skipIf(skipE2E)('accessibility', () => {
  const e2e = useE2E({ env: { UNSUBSCRIBE_SECRET } });
  // The first account registered is an admin: made first, it can open /admin.
  let admin: { context: BrowserContext; collectionId: number; sharePath: string };
  let unsubscribeLink = '';

  const register = async (context: BrowserContext) =>
    (await e2e.register(context, 'reader')).username;

  /** An album with stickers in every state, spare copies and codes, as a collector has it. */
  async function stockedAlbum(context: BrowserContext) {
    const id = await e2e.createAlbum(context, {
      title: unique('Women’s Euros'),
      totalStickers: 30,
    });
    await e2e.seedStickers(context, id, {
      '1': { owned: true },
      '2': { forTrade: true, quantity: 3 },
      '3': { isPending: true, pendingWith: 'Sam', owned: true },
      '4': { isCompleted: true, pendingWith: 'Alex', owned: true },
    });
    return id;
  }

  beforeAll(async () => {
    const context = await e2e.newContext(viewports.desktop);
    const { id } = await e2e.register(context, 'reader');
    const collectionId = await stockedAlbum(context);
    // Shared, so its public page answers (new collections are private: decision 027).
    const { sharePath } = await e2e.shareCollection(context, collectionId);
    admin = { context, collectionId, sharePath };
    const token = signUnsubscribeToken(UNSUBSCRIBE_SECRET, id, 'swap-proposed');
    unsubscribeLink = `/unsubscribe?token=${encodeURIComponent(token)}`;
  });

  /** Opens `path` in `context` at `viewport` and waits for `ready` to show. */
  async function open(
    context: BrowserContext,
    path: string,
    ready: (page: Page) => Promise<unknown>,
    viewport: { width: number; height: number },
  ) {
    const page = await e2e.newPage(context);
    await page.setViewportSize(viewport);
    await page.goto(path);
    await ready(page);
    // colours are judged once transitions have ended
    await animationsDone(page);
    return page;
  }

  const pages: [string, (collectionId: number) => string, (page: Page) => Promise<unknown>][] = [
    [
      'dashboard',
      () => '/dashboard',
      (page) => page.locator('[data-sticker-id]').first().waitFor(),
    ],
    [
      'matches',
      (id) => `/matches?collection=${id}`,
      (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
    ],
    [
      'settings',
      () => '/settings',
      (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
    ],
    [
      'notifications',
      () => '/notifications',
      (page) => page.getByText('No notifications yet').waitFor(),
    ],
    ['admin', () => '/admin', (page) => page.getByRole('table').first().waitFor()],
    ['swap circles', () => '/circles', (page) => page.getByLabel('New circle’s name').waitFor()],
  ];
  const publicPages: [
    string,
    (collectionId: number) => string,
    (page: Page) => Promise<unknown>,
  ][] = [
    ['landing', () => '/', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
    ['auth', () => '/auth', (page) => page.getByRole('tab', { name: 'Login' }).waitFor()],
    [
      'auth (register)',
      () => '/auth?tab=register',
      (page) => page.getByRole('button', { name: 'Create account' }).waitFor(),
    ],
    [
      'public trade list',
      () => admin.sharePath,
      (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    ],
    [
      'unsubscribe',
      () => unsubscribeLink,
      (page) => page.getByRole('heading', { name: 'Stop these emails?' }).waitFor(),
    ],
    [
      'not found',
      () => '/no-such-page',
      (page) => page.getByRole('heading', { name: '404 Page Not Found' }).waitFor(),
    ],
  ];

  for (const [size, viewport] of Object.entries(viewports)) {
    for (const [name, path, ready] of pages) {
      it(`axe finds nothing on the ${name} page (${size})`, async () => {
        const page = await open(admin.context, path(admin.collectionId), ready, viewport);
        expect(await axeViolations(page)).toEqual([]);
        await page.close();
      });
    }
    for (const [name, path, ready] of publicPages) {
      it(`axe finds nothing on the ${name} page signed out (${size})`, async () => {
        const context = await e2e.newContext(viewport);
        const page = await open(context, path(admin.collectionId), ready, viewport);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it('axe finds nothing on the settings page with a message preview longer than its box', async () => {
    // Every other sticker needed: the preview's lists have no ranges, so the box scrolls.
    const { context } = await e2e.signedIn('previewer', { viewport: viewports.desktop });
    const id = await e2e.createAlbum(context, { title: unique('Long album'), totalStickers: 900 });
    await e2e.seedStickers(context, id, (number) =>
      Number(number) % 2 === 0 ? { owned: true } : undefined,
    );
    for (const viewport of Object.values(viewports)) {
      const page = await open(
        context,
        '/settings',
        (ready) =>
          ready
            .getByRole('region', { name: 'Message preview' })
            .getByText(/Need \(450\)/)
            .waitFor(),
        viewport,
      );
      const preview = page.getByRole('region', { name: 'Message preview' });
      expect(await preview.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('axe finds nothing in the sticker details sheet and the account menu', async () => {
    const page = await open(
      admin.context,
      '/dashboard',
      (ready) => ready.locator('[data-sticker-id]').first().waitFor(),
      viewports.desktop,
    );
    // While one is open the page behind is hidden from assistive technology (aria-hidden) and
    // out of reach, so only the overlay is judged; a menu portalled to the body is in no
    // landmark by design, so the landmark rule does not apply to it.
    await openDialog(page.getByRole('dialog', { name: 'Sticker 2' }), () =>
      page.getByRole('button', { name: /^Details for sticker 2\b/ }).click(),
    );
    await animationsDone(page);
    expect(await axeViolations(page, { within: '[role="dialog"]' })).toEqual([]);
    await closeDialog(page);
    await openDialog(page.getByRole('menu'), () =>
      page.getByRole('button', { name: /Account menu/ }).click(),
    );
    await animationsDone(page);
    expect(await axeViolations(page, { within: '[role="menu"]', skipRules: ['region'] })).toEqual(
      [],
    );
    await page.close();
  });

  it('counts every arrow key in the sticker grid, however quickly they follow', async () => {
    const page = await open(
      admin.context,
      '/dashboard',
      (ready) => ready.locator('[data-sticker-id]').first().waitFor(),
      viewports.desktop,
    );
    const focusedNumber = () =>
      page.evaluate(
        () =>
          document.activeElement
            ?.closest('[data-sticker-id]')
            ?.querySelector('button[aria-pressed] > span')?.textContent ?? null,
      );
    await page.getByRole('button', { name: /^Sticker 1,/ }).focus();
    // three presses without waiting in between, as a held-down key repeats
    await page.evaluate(() => {
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft']) {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        );
      }
    });
    await expect.poll(focusedNumber, { timeout: 2_000 }).toBe('2');
    await page.close();
  });

  it('offers a skip link first on signed-in pages, which moves focus to the page', async () => {
    const page = await open(
      admin.context,
      '/settings',
      (ready) => ready.getByRole('heading', { level: 1 }).first().waitFor(),
      viewports.desktop,
    );
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: /skip to (main )?content/i });
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skipLink.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    // focus is on the page's content (the main landmark or the element around it), past the header
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return (
            focused !== null &&
            focused.closest('header') === null &&
            (focused.closest('main') !== null || focused.querySelector('main') !== null)
          );
        }),
      )
      .toBe(true);
    await page.close();
  });

  it('gives the 404 page a way home', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.getByRole('link', { name: /home/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('keeps a registration error clear of the Create account button at 1280 px', async () => {
    // a laptop's usual 1280 × 720: the page is tall enough to scroll the button to the bottom
    const context = await e2e.newContext({ width: 1280, height: 720 });
    const taken = await register(context);
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto('/auth?tab=register');
    await page.getByLabel('Username').fill(taken);
    await page.getByLabel('Email', { exact: true }).fill(`${unique('other', '-')}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Kestrel-Album-7391');
    const create = page.getByRole('button', { name: 'Create account' });
    await create.click();
    await page.getByText('Registration failed', { exact: true }).waitFor();
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/a-register-error-1280.png` });
    }
    // wherever the collector has scrolled to, the error (fixed to the screen) and the button
    // never overlap, so they can press it again at once
    const covered = await create.evaluate((button) => {
      const toast = document.querySelector('[role="region"][aria-label^="Notifications"] li');
      if (!toast) return ['no toast'];
      const overlaps: string[] = [];
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let y = 0; y <= end + 20; y += 20) {
        window.scrollTo({ top: Math.min(y, end), behavior: 'instant' });
        const a = button.getBoundingClientRect();
        const b = toast.getBoundingClientRect();
        const isApart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        if (!isApart) overlaps.push(`at scroll ${Math.min(y, end)}`);
      }
      return overlaps;
    });
    expect(covered).toEqual([]);
    await context.close();
  });
});
