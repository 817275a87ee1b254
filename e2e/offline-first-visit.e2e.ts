import { describe, expect, it } from 'vitest';
import { goOffline } from './support/browser';
import { skipE2E, useE2E } from './support/harness';

// Issue 30 item 8 (decision 016, amended): a first visit is in the service worker's hands within
// seconds, because its install caches only the app shell; the rest of what the app needs offline
// is fetched right after, and the app says "Ready to work offline" once it has it all. A reload
// with no signal before that shows our own offline page, never the browser's "no internet" one.
describe.skipIf(skipE2E)('a first visit, then no signal', () => {
  const e2e = useE2E();
  const sw = { serviceWorkers: 'allow' } as const;

  it('says when it is ready to work offline, and then opens with no signal', async () => {
    const { context } = await e2e.signedIn('first-visit', sw);
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await page.getByText('Ready to work offline', { exact: true }).waitFor();

    await goOffline(context);
    await page.reload();
    await page.getByRole('button', { name: 'Create Collection' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });

  it('shows our own offline page on a reload before it is ready', async () => {
    const { context } = await e2e.signedIn('too-soon', sw);
    // The page never asks the worker for the rest, as if the signal went before it could.
    await context.addInitScript(() => {
      const send = ServiceWorker.prototype.postMessage;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
        const [message] = args as [{ type?: string } | undefined];
        if (message?.type === 'WARM_OFFLINE') return;
        return (send as (...a: unknown[]) => void).apply(this, args);
      };
    });
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    // The install (the shell only) is done and the worker controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await goOffline(context);
    await page.reload();
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await page.getByRole('link', { name: 'Try again' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.offlineReady)).toBe(
      undefined,
    );
    await context.close();
  });
});
