import { describe, expect, it } from 'vitest';
import { waitUntilReadyOffline } from './support/browser';
import { unique } from './support/api';
import { skipE2E, useE2E } from './support/harness';

// Decision 016: the app installs (manifest, icons, a service worker that answers offline), and
// the worker never answers an API request: a signed-in answer always comes from the server.
describe.skipIf(skipE2E)('an installable app', () => {
  const e2e = useE2E();

  /** A signed-in collector's dashboard, with the service worker in control of the page. */
  async function signedIn() {
    const { context } = await e2e.signedIn('installer', { serviceWorkers: 'allow' });
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await waitUntilReadyOffline(page);
    return { context, page };
  }

  it("passes Chromium's installability checks on the dashboard", async () => {
    const { context, page } = await signedIn();

    // The checks Chromium runs before it offers "Install app" (and Lighthouse's installable
    // audit read): a valid manifest with a start URL, standalone display, a 192 and a 512 px
    // icon, served over a secure origin (127.0.0.1 counts) by a page a service worker controls.
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(manifest.url).toBe(`${e2e.server.url}/manifest.webmanifest`);
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
    const { context, page } = await signedIn();

    const apiAnswers: boolean[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) {
        apiAnswers.push(response.fromServiceWorker());
      }
    });
    // The screen may first show the lists as last seen (decision 016), before any answer: wait
    // for the server's answer to the collections list itself.
    const listed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/collections',
    );
    await page.reload();
    await listed;
    await page.getByRole('button', { name: 'Create Collection' }).first().waitFor();
    expect(apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.every((fromWorker) => !fromWorker)).toBe(true);

    // A change made elsewhere is what the page reads next, through the worker's scope.
    await e2e.createAlbum(context, { title: unique('Installable Album'), totalStickers: 5 });
    const titles = await page.evaluate(async () => {
      const response = await fetch('/api/collections', { credentials: 'include' });
      const list = (await response.json()) as Array<{ template: { title: string } }>;
      return list.map((collection) => collection.template.title);
    });
    expect(titles).toHaveLength(1);
    await context.close();
  });

  it('lets the server answer an email’s unsubscribe link, not the app shell', async () => {
    // The unsubscribe page is the server's own HTML (decision 018). A collector who had opened
    // the app in this browser once met the app's "404 Page Not Found" there instead.
    const { context, page } = await signedIn();
    const response = await page.goto('/unsubscribe?token=not-a-token');
    expect(response?.fromServiceWorker()).toBe(false);
    await page.getByRole('heading', { name: 'This unsubscribe link is not valid' }).waitFor();
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    await context.close();
  });
});
