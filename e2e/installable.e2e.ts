import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonApi, unique } from './support/api';
import { launchBrowser, newContext, viewports } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const skip = process.env.E2E_SKIP === '1';

// Decision 016: the app installs (manifest, icons, a service worker that answers offline), and
// the worker never answers an API request: a signed-in answer always comes from the server.
describe.skipIf(skip)('an installable app', () => {
  let server: RunningServer;
  let browser: Browser;
  const api = jsonApi(() => server.url);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(context: BrowserContext) {
    const username = unique('installer', '-');
    await api.send(context, 'POST', '/api/register', {
      username,
      email: `${username}@example.com`,
      password: 'Kestrel-Album-7391',
    });
  }

  it("passes Chromium's installability checks on the dashboard", async () => {
    const context = await newContext(browser, server.url, viewports.phone, {
      serviceWorkers: 'allow',
    });
    await signedIn(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The checks Chromium runs before it offers "Install app" (and Lighthouse's installable
    // audit read): a valid manifest with a start URL, standalone display, a 192 and a 512 px
    // icon, served over a secure origin (127.0.0.1 counts) by a page a service worker controls.
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // A Playwright context is an off-the-record profile, which Chromium never installs from;
    // every other check must pass.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    await context.close();
  });

  it('never answers an API request from the service worker, so a signed-in answer is never stale', async () => {
    const context = await newContext(browser, server.url, viewports.phone, {
      serviceWorkers: 'allow',
    });
    await signedIn(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const apiAnswers: boolean[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) {
        apiAnswers.push(response.fromServiceWorker());
      }
    });
    await page.reload();
    await page.getByRole('button', { name: 'Create Collection' }).first().waitFor();
    expect(apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.every((fromWorker) => !fromWorker)).toBe(true);

    // A change made elsewhere is what the page reads next, through the worker's scope.
    const template = (await api.send(context, 'POST', '/api/collection-templates', {
      title: unique('Installable Album'),
      totalStickers: 5,
    })) as { id: number };
    await api.send(context, 'POST', '/api/collections', { templateId: template.id });
    const titles = await page.evaluate(async () => {
      const response = await fetch('/api/collections', { credentials: 'include' });
      const list = (await response.json()) as Array<{ template: { title: string } }>;
      return list.map((collection) => collection.template.title);
    });
    expect(titles).toHaveLength(1);
    await context.close();
  });
});
