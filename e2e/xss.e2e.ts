import { beforeAll, describe, expect, it } from 'vitest';
import { viewports } from './support/browser';
import { skipE2E, useE2E } from './support/harness';

// docs/security-checklist.md I4: hostile text a collector can type shows as text in every screen,
// never as markup.
const HOSTILE_TITLE = '<script>window.__pwned=1</script>"><img src=x onerror="window.__pwned=2">';
const HOSTILE_PARTNER = '"><img src=x onerror="window.__pwned=3">';

describe.skipIf(skipE2E)('hostile text renders as text', () => {
  const e2e = useE2E();
  let cookie = '';
  let collectionId = 0;
  let publicId = '';

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${e2e.server.url}${path}`, {
      method,
      headers: { Origin: e2e.server.url, 'Content-Type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };

  beforeAll(async () => {
    await api('POST', '/api/register', {
      username: 'xss_tester',
      email: 'xss@example.com',
      password: 'Harrier-Stamp-5512',
    });
    const template = await api('POST', '/api/collection-templates', {
      title: HOSTILE_TITLE,
      totalStickers: 10,
    });
    collectionId = (await api('POST', '/api/collections', { templateId: template.id })).id;
    // Shared, so its public page answers (new collections are private: decision 027).
    const { publicUrl } = await api('PATCH', `/api/collections/${collectionId}/sharing`, {
      isPublic: true,
    });
    publicId = new URL(publicUrl).searchParams.get('collection')!;
    const stickers = await api('GET', `/api/collections/${collectionId}/stickers`);
    await api('PATCH', '/api/stickers/bulk', {
      updates: [
        { id: stickers[0].id, data: { isPending: true, pendingWith: HOSTILE_PARTNER } },
        { id: stickers[1].id, data: { forTrade: true } },
      ],
    });
  });

  it('shows the hostile album title and partner name as text on the dashboard', async () => {
    const context = await e2e.newContext(viewports.desktop);
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: e2e.server.url }]);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByText(HOSTILE_TITLE).first().waitFor();
    await page.getByRole('button', { name: 'Pending' }).first().click();
    const partnerFilter = page.getByRole('combobox');
    await expect(partnerFilter.count()).resolves.toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await context.close();
  });

  it('shows the hostile title as text on the public page and escapes it in the document head', async () => {
    const html = await (await fetch(`${e2e.server.url}/share?collection=${publicId}`)).text();
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toContain('<img src=x');
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto(`/share?collection=${publicId}`);
    await page.getByRole('heading', { name: HOSTILE_TITLE }).waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await context.close();
  });

  it('renders the share image with the title as text', async () => {
    const response = await fetch(`${e2e.server.url}/api/public/collections/${publicId}/image.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});
