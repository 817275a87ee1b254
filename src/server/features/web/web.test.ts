import { rmSync } from 'node:fs';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/cache-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import { writeMiniatureBuild } from '../../../test/miniature-build';

const staticDir = writeMiniatureBuild();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('serving the web app', () => {
  it('gives a visitor the prerendered landing page with absolute URLs filled in', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('LANDING');
    expect(response.body).toContain(`href="${TEST_ORIGIN}/"`);
  });

  it('gives a signed-in collector the app on /, so the landing page never flashes', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await get('/', cookie);
    expect(response.body).toContain('SHELL');
    expect(response.body).not.toContain('LANDING');
  });

  it('serves the shell for client routes and a 404 status for unknown paths', async () => {
    expect((await get('/dashboard')).statusCode).toBe(200);
    expect((await get('/reset-password/abc')).statusCode).toBe(200);
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('SHELL');
  });

  it('gives each HTML page its own style nonce and a policy without unsafe-inline (H1)', async () => {
    const first = await get('/dashboard');
    const second = await get('/dashboard');
    const nonceOf = (body: string) => /<meta name="csp-nonce" content="([^"]+)"/.exec(body)?.[1];
    const nonce = nonceOf(first.body)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.body)).not.toBe(nonce);
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('never lets a cache keep the reset page, whose path carries the token (R6)', async () => {
    const reset = await get('/reset-password/a-secret-token');
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    expect((await get('/dashboard')).headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with JSON, never the shell', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('caches hashed assets for a year and documents not at all', async () => {
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/blog')).headers['cache-control']).toBe('no-cache');
    expect((await get('/robots.txt')).statusCode).toBe(200);
  });

  it('does not expose the build manifest or raw documents', async () => {
    expect((await get('/routes.json')).statusCode).toBe(404);
    expect((await get('/pages/landing.html')).statusCode).toBe(404);
  });

  it('serves the sitemap with absolute URLs', async () => {
    const response = await get('/sitemap.xml');
    expect(response.body).toContain(`<loc>${TEST_ORIGIN}/</loc>`);
  });
});

describe('the /share document', () => {
  it('carries Open Graph tags with the trade-list image, escaping the title', async () => {
    const { cookie } = await registerUser(t.app);
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/collection-templates',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { title: '"><script>alert(1)</script>', totalStickers: 3 },
    });
    const collection = await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { templateId: template.json().id },
    });
    const { id } = collection.json() as { id: number };
    // Private until shared (decision 027): neither its number nor its public id answers yet.
    expect((await get(`/share?collection=${id}`)).statusCode).toBe(404);
    const shared = await t.app.inject({
      method: 'PATCH',
      url: `/api/collections/${id}/sharing`,
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { isPublic: true },
    });
    const publicUrl = new URL(shared.json<{ publicUrl: string }>().publicUrl);
    const publicId = publicUrl.searchParams.get('collection')!;
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const response = await get(`${publicUrl.pathname}${publicUrl.search}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<meta property="og:image" content="${TEST_ORIGIN}/api/public/collections/${publicId}/preview.png?v=`,
    );
    expect(response.body).toContain(
      `<link rel="canonical" href="${TEST_ORIGIN}/share?collection=${publicId}" />`,
    );
    // The shell fetches the list by the public id too, never by the collection's number.
    expect(response.body).toContain(`href="/api/public/collections/${publicId}"`);
    expect((await get(`/share?collection=${id}`)).statusCode).toBe(404);
    // the link preview is the 1.91:1 picture feeds show whole
    expect(response.body).toContain('<meta property="og:image:width" content="1200" />');
    expect(response.body).toContain('<meta property="og:image:height" content="630" />');
    expect(response.body).toContain('twitter:card');
    expect(response.body).not.toContain('<title>Default</title>');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');

    // The same page for everyone: a CDN may keep it briefly and revalidate it by its ETag. The
    // English address answers by the language cookie and Accept-Language too (a first visit in
    // another language is sent to its address once, decision 038).
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.vary).toMatch(/Cookie, Accept-Language/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/share?collection=${publicId}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a missing collection', async () => {
    expect((await get('/share?collection=999999')).statusCode).toBe(404);
    expect((await get('/share?collection=AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get('/share?collection=abc')).statusCode).toBe(404);
    expect((await get('/share')).statusCode).toBe(404);
  });
});
