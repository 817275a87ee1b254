import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { viewports } from './support/browser';
import { skipE2E, useE2E, type Viewport } from './support/harness';

// Checklist H1: the app runs under `style-src 'self'` (no 'unsafe-inline') and `base-uri 'none'`.
// A collector's journey through every kind of screen — pages, dialogs, sheets, menus, toasts —
// must not trip the policy even once: a blocked style is a screen that looks broken.
describe.skipIf(skipE2E)('the Content-Security-Policy', () => {
  const e2e = useE2E();

  /** A context that records every CSP violation any of its pages reports. */
  async function watchedContext(viewport: Viewport) {
    const context = await e2e.newContext(viewport);
    const violations: string[] = [];
    await context.exposeBinding('reportViolation', (_source, text: string) => {
      violations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation(text: string): void })
          .reportViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`);
      });
    });
    return { context, violations };
  }

  async function collectorWithAlbum(context: BrowserContext) {
    await e2e.register(context, 'csp');
    const id = await e2e.createAlbum(context, { title: unique('Policy Album'), totalStickers: 30 });
    // Shared, so its public page answers (new collections are private: decision 027).
    const { sharePath } = await e2e.shareCollection(context, id);
    return { id, sharePath };
  }

  it.each([
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ])('is never violated on a journey through the app (%s)', async (_name, viewport) => {
    const { context, violations } = await watchedContext(viewport);
    const headers = (await context.request.get(`${e2e.server.url}/`)).headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("base-uri 'none'");

    const page = await e2e.newPage(context);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    const collection = await collectorWithAlbum(context);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Details for sticker 2', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sticker 2' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New Collection' }).click();
    await page.getByRole('dialog', { name: 'Create Collection' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem').first().waitFor();
    await page.keyboard.press('Escape');

    await page.goto(collection.sharePath);
    await page
      .getByRole('heading', { name: /Policy Album/ })
      .first()
      .waitFor();
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/matches');
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(violations).toEqual([]);
    await context.close();
  });

  // Decision 026: the /share document is rendered and kept once per version, so its style nonce
  // is fixed for that version — the same in its header and its page, for every visitor.
  it('gives a /share document one nonce, in its header and its page', async () => {
    const { context } = await watchedContext(viewports.phone);
    const { sharePath } = await collectorWithAlbum(context);
    const url = `${e2e.server.url}${sharePath}`;
    const read = async (headers: Record<string, string> = {}) => {
      const response = await context.request.get(url, { headers });
      const policy = response.headers()['content-security-policy'] ?? '';
      const body = response.status() === 200 ? await response.text() : '';
      return {
        status: response.status(),
        etag: response.headers().etag ?? '',
        header: /style-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1],
        meta: /<meta name="csp-nonce" content="([^"]+)"/.exec(body)?.[1],
        body,
      };
    };
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.body).toContain('data-prerendered="/share"');
    expect(first.header).toBeTruthy();
    expect(first.meta).toBe(first.header);
    expect(first.body).toContain(`<style nonce="${first.header}">`);
    const again = await read();
    expect(again.header).toBe(first.header);
    expect(again.meta).toBe(first.header);
    // A revalidation's header names the nonce of the copy it keeps.
    const revalidated = await read({ 'if-none-match': first.etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.header).toBe(first.header);
    await context.close();
  });
});
