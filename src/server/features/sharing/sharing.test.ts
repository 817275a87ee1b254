import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME } from '../../../domain/product';
import { renderPreviewImageSvg } from '../../../domain/sharing/preview-image';
import { renderTradeImageSvg } from '../../../domain/sharing/trade-image';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { IMAGE_FONT_FAMILY, pngRenderer, renderPng } from '../../integrations/image/render-png';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/cache-policy';
import {
  createCollectionFor,
  listStickersOf,
  registerUser,
  shareCollection,
} from '../../../test/factories';
import { request } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sharedCollection(on: TestApp = t) {
  const owner = await registerUser(on.app, { email: `owner${Date.now()}@example.com` });
  const created = await createCollectionFor(on.app, owner.cookie, { totalStickers: 12 });
  const collection = { ...created, ...(await shareCollection(on.app, owner.cookie, created.id)) };
  const stickers = await listStickersOf(on.app, owner.cookie, collection.id);
  const byNumber = (n: string) => stickers.find((s) => s.number === n)!.id;
  await request(
    on.app,
    'PATCH',
    '/api/stickers/bulk',
    {
      updates: [
        { id: byNumber('1'), data: { owned: true } },
        { id: byNumber('2'), data: { forTrade: true } },
        { id: byNumber('3'), data: { forTrade: true, quantity: 3 } },
        { id: byNumber('4'), data: { isPending: true, pendingWith: 'Secret Partner' } },
        { id: byNumber('5'), data: { isPending: true, pendingWith: 'Other Partner' } },
      ],
    },
    { cookie: owner.cookie },
  );
  await request(
    on.app,
    'PATCH',
    `/api/stickers/${byNumber('5')}`,
    { isCompleted: true },
    { cookie: owner.cookie },
  );
  return { owner, collection, stickers, byNumber };
}

/** Turns a collection's sharing off as `who` (its owner, or someone else to be refused). */
const turnSharingOff = (on: TestApp, collectionId: number, who: { cookie: string }) =>
  request(
    on.app,
    'PATCH',
    `/api/collections/${collectionId}/sharing`,
    { isPublic: false },
    { cookie: who.cookie },
  );

/** Promises copies of a sticker as a swap does: the count, and its collection's version. */
async function promise(stickerId: number, promised: number) {
  await t.database.db.execute(sql`
    with changed as (
      update stickers set promised = ${promised}::int where id = ${stickerId} returning collection_id)
    update collections set version = version + 1 where id in (select collection_id from changed)`);
}

const publicList = async (publicId: string) =>
  (await request(t.app, 'GET', `/api/public/collections/${publicId}`)).json();

/** PNG width and height from the IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('private until shared (decision 027)', () => {
  // The /share document needs a build of the web app: web.test.ts checks it the same way.
  const publicUrls = (id: number | string) => [
    `/api/public/collections/${id}`,
    `/api/public/collections/${id}/image.png`,
    `/api/public/collections/${id}/preview.png`,
  ];
  /** Every public answer for `id`: each must be the 404 a missing list gets. */
  async function expectNotFound(id: number | string) {
    for (const url of publicUrls(id)) {
      const response = await request(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Collection Not Found', code: 'NOT_FOUND' });
    }
  }

  it('keeps a new collection private, with no public link, at its numeric id too', async () => {
    const owner = await registerUser(t.app);
    const created = await createCollectionFor(t.app, owner.cookie, { totalStickers: 5 });
    expect(created).toMatchObject({ isPublic: false, publicUrl: null });
    const [listed] = (await request(t.app, 'GET', '/api/collections', undefined, owner)).json();
    expect(listed).toMatchObject({ id: created.id, isPublic: false, publicUrl: null });
    await expectNotFound(created.id);
    await expectNotFound('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('answers a shared collection at its unguessable public id only, never at its number', async () => {
    const owner = await registerUser(t.app);
    const created = await createCollectionFor(t.app, owner.cookie, { totalStickers: 5 });
    const { publicUrl, publicId } = await shareCollection(t.app, owner.cookie, created.id);
    expect(publicUrl).toBe(`${TEST_ORIGIN}/share?collection=${publicId}`);
    // 16 random bytes in base64url: 22 characters, nothing to count.
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const url of publicUrls(publicId))
      expect((await request(t.app, 'GET', url)).statusCode, url).toBe(200);
    await expectNotFound(created.id);
    const [listed] = (await request(t.app, 'GET', '/api/collections', undefined, owner)).json();
    expect(listed).toMatchObject({ isPublic: true, publicUrl });

    // Off: the same 404 as a missing list and no link; on again: the same link works again.
    const off = await turnSharingOff(t, created.id, owner);
    expect(off.json()).toMatchObject({ isPublic: false, publicUrl: null });
    await expectNotFound(publicId);
    expect((await shareCollection(t.app, owner.cookie, created.id)).publicUrl).toBe(publicUrl);
  });

  it('gives each collection its own public id', async () => {
    const owner = await registerUser(t.app);
    const ids = new Set<string>();
    for (const totalStickers of [1, 2]) {
      const { id } = await createCollectionFor(t.app, owner.cookie, { totalStickers });
      ids.add((await shareCollection(t.app, owner.cookie, id)).publicId);
    }
    expect(ids.size).toBe(2);
  });
});

describe('public trade list', () => {
  it('shows only the title, total and the two lists, without pending or completed stickers', async () => {
    const { collection } = await sharedCollection();
    const response = await request(t.app, 'GET', `/api/public/collections/${collection.publicId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['forTrade', 'needed', 'title', 'totalStickers']);
    expect(body.needed).toEqual(['6', '7', '8', '9', '10', '11', '12']);
    // 2 is a single copy for trade (offered); 3 has 3 copies, one of them for the album.
    expect(body.forTrade).toEqual([
      { number: '2', quantity: 1 },
      { number: '3', quantity: 2 },
    ]);
    expect(response.body).not.toMatch(/Partner|example\.com|userId|pendingWith/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('offers only copies not promised in a swap', async () => {
    const { collection, byNumber } = await sharedCollection();
    await promise(byNumber('3'), 1);
    expect((await publicList(collection.publicId)).forTrade).toEqual([
      { number: '2', quantity: 1 },
      { number: '3', quantity: 1 },
    ]);
    await promise(byNumber('2'), 1);
    await promise(byNumber('3'), 2);
    expect((await publicList(collection.publicId)).forTrade).toEqual([]);
  });

  it('lists an album defined by its codes in album order', async () => {
    const owner = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, owner.cookie, {
      codes: 'Mexico: MEX1-MEX3\nArgentina: ARG1-ARG3',
    });
    const stickers = await listStickersOf(t.app, owner.cookie, collection.id);
    const id = (number: string) => stickers.find((s) => s.number === number)!.id;
    await request(
      t.app,
      'PATCH',
      '/api/stickers/bulk',
      {
        updates: [
          { id: id('MEX2'), data: { forTrade: true, quantity: 3 } },
          { id: id('ARG1'), data: { forTrade: true } },
          { id: id('MEX3'), data: { owned: true } },
        ],
      },
      { cookie: owner.cookie },
    );
    const { publicId } = await shareCollection(t.app, owner.cookie, collection.id);
    expect(await publicList(publicId)).toMatchObject({
      totalStickers: 6,
      needed: ['MEX1', 'ARG2', 'ARG3'],
      forTrade: [
        { number: 'MEX2', quantity: 2 },
        { number: 'ARG1', quantity: 1 },
      ],
    });
  });

  it('answers the same with or without a session', async () => {
    const { collection, owner } = await sharedCollection();
    const anonymous = await request(t.app, 'GET', `/api/public/collections/${collection.publicId}`);
    const signedIn = await request(
      t.app,
      'GET',
      `/api/public/collections/${collection.publicId}`,
      undefined,
      { cookie: owner.cookie },
    );
    expect(signedIn.body).toBe(anonymous.body);
  });

  it('answers 404 "Collection Not Found" for a private or missing collection', async () => {
    const { collection, owner } = await sharedCollection();
    const off = await turnSharingOff(t, collection.id, owner);
    expect(off.json().isPublic).toBe(false);
    for (const id of [collection.id, 999_999]) {
      const response = await request(t.app, 'GET', `/api/public/collections/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Collection Not Found', code: 'NOT_FOUND' });
      expect(
        (await request(t.app, 'GET', `/api/public/collections/${id}/image.png`)).statusCode,
      ).toBe(404);
    }
  });

  it('lets only the owner change sharing', async () => {
    const { collection } = await sharedCollection();
    const other = await registerUser(t.app);
    const response = await turnSharingOff(t, collection.id, other);
    expect(response.statusCode).toBe(404);
    expect(
      (await request(t.app, 'GET', `/api/public/collections/${collection.publicId}`)).statusCode,
    ).toBe(200);
  });
});

describe('share image', () => {
  // Pictures are drawn in a child process (decision 042): one that dies mid-picture fails that
  // request without details, and the next request draws the picture in a fresh child.
  it('answers 500 when the renderer dies mid-picture, and draws it on the next request', async () => {
    const { collection } = await sharedCollection();
    const url = `/api/public/collections/${collection.publicId}/image.png`;
    const render = pngRenderer.render.bind(pngRenderer);
    vi.spyOn(pngRenderer, 'render').mockImplementationOnce((svg, scale) => {
      const drawing = render(svg, scale);
      pngRenderer.child!.kill('SIGKILL');
      return drawing;
    });
    const failed = await request(t.app, 'GET', url);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    const next = await request(t.app, 'GET', url);
    expect(next.statusCode).toBe(200);
    expect(next.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    vi.restoreAllMocks();
  });

  it('answers 503 to a first picture still being drawn when the server shuts down', async () => {
    const closing = await createTestApp();
    const { collection } = await sharedCollection(closing);
    const render = pngRenderer.render.bind(pngRenderer);
    let isDrawing: () => void = () => undefined;
    const drawing = new Promise<void>((resolve) => (isDrawing = resolve));
    vi.spyOn(pngRenderer, 'render').mockImplementationOnce((svg, scale, options) => {
      isDrawing();
      return render(svg, scale, options);
    });
    try {
      const answer = request(
        closing.app,
        'GET',
        `/api/public/collections/${collection.publicId}/image.png`,
      );
      await drawing;
      await closing.close();
      const stopped = await answer;
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('is a PNG 1600 px wide (800 at scale 2) that changes when a sticker changes', async () => {
    const { collection, owner, byNumber } = await sharedCollection();
    const first = await request(
      t.app,
      'GET',
      `/api/public/collections/${collection.publicId}/image.png`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(first.rawPayload).width).toBe(1600);

    const cached = await request(
      t.app,
      'GET',
      `/api/public/collections/${collection.publicId}/image.png`,
      undefined,
      {
        headers: { 'if-none-match': String(first.headers.etag) },
      },
    );
    expect(cached.statusCode).toBe(304);

    await request(
      t.app,
      'PATCH',
      `/api/stickers/${byNumber('6')}`,
      { forTrade: true },
      { cookie: owner.cookie },
    );
    const second = await request(
      t.app,
      'GET',
      `/api/public/collections/${collection.publicId}/image.png`,
    );
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
  });
});

describe('share image under a crowd whose lists keep changing', () => {
  // Decision 025: the last picture drawn is sent when the current one is not ready in time, and
  // a collection has at most one picture drawn and one waiting, whatever the versions asked for.
  let quick: TestApp;
  beforeAll(async () => {
    quick = await createTestApp({ PICTURE_WAIT_MS: '0' });
  });
  afterAll(() => quick.close());
  afterEach(() => vi.restoreAllMocks());

  const tick = (on: TestApp, owner: { cookie: string }, stickerId: number, owned: boolean) =>
    request(on.app, 'PATCH', `/api/stickers/${stickerId}`, { owned }, { cookie: owner.cookie });

  it('sends the last picture at once, marked for revalidation, and the current one once drawn', async () => {
    const { collection, owner, byNumber } = await sharedCollection(quick);
    const url = `/api/public/collections/${collection.publicId}/image.png`;
    const first = await request(quick.app, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    const render = pngRenderer.render.bind(pngRenderer);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const drawn = vi
      .spyOn(pngRenderer, 'render')
      .mockImplementation(async (...args) => (await gate, render(...args)));
    // Three versions asked for while the renderer is busy: the first starts a picture, the
    // other two wait for one more, which draws the version current when it starts.
    for (const [number, owned] of [
      ['7', true],
      ['8', true],
      ['7', false],
    ] as const) {
      await tick(quick, owner, byNumber(number), owned);
      const stale = await request(quick.app, 'GET', url);
      expect(stale.statusCode).toBe(200);
      expect(stale.headers.etag).toBe(first.headers.etag);
      expect(stale.headers['cache-control']).toBe('public, no-cache');
      expect(stale.headers['cdn-cache-control']).toBeUndefined();
      expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    release();
    const current = await vi.waitFor(
      async () => {
        const answer = await request(quick.app, 'GET', url);
        expect(answer.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
        return answer;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(drawn).toHaveBeenCalledTimes(2);
    // The current version's picture: asking for it by its ETag is a 304.
    const again = await request(quick.app, 'GET', url, undefined, {
      headers: { 'if-none-match': String(current.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // It shows the version the list shows (the two share their ETag).
    const list = await request(quick.app, 'GET', `/api/public/collections/${collection.publicId}`);
    expect(current.headers.etag).toBe(list.headers.etag);
  });

  it('never sends a kept picture once sharing is turned off', async () => {
    const { collection, owner } = await sharedCollection(quick);
    const url = `/api/public/collections/${collection.publicId}/image.png`;
    expect((await request(quick.app, 'GET', url)).statusCode).toBe(200);
    await turnSharingOff(quick, collection.id, owner);
    const gone = await request(quick.app, 'GET', url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Collection Not Found', code: 'NOT_FOUND' });
  });

  it('sends the last picture when the current one fails, and draws it on the next request', async () => {
    const { collection, owner, byNumber } = await sharedCollection();
    const url = `/api/public/collections/${collection.publicId}/image.png`;
    const first = await request(t.app, 'GET', url);
    vi.spyOn(pngRenderer, 'render').mockRejectedValueOnce(new Error('The renderer fell over'));
    await tick(t, owner, byNumber('9'), true);
    const fallback = await request(t.app, 'GET', url);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers.etag).toBe(first.headers.etag);
    expect(fallback.headers['cache-control']).toBe('public, no-cache');
    const next = await request(t.app, 'GET', url);
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('link preview image', () => {
  it('is a 1200×630 PNG that follows the stickers, with the full list image kept apart', async () => {
    const { collection, owner, byNumber } = await sharedCollection();
    const url = `/api/public/collections/${collection.publicId}/preview.png`;
    const first = await request(t.app, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    const list = await request(
      t.app,
      'GET',
      `/api/public/collections/${collection.publicId}/image.png`,
    );
    expect(pngSize(list.rawPayload).width).toBe(1600);
    expect(list.headers.etag).not.toBe(first.headers.etag);

    const revalidated = await request(t.app, 'GET', url, undefined, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    await request(
      t.app,
      'PATCH',
      `/api/stickers/${byNumber('7')}`,
      { forTrade: true },
      { cookie: owner.cookie },
    );
    const second = await request(t.app, 'GET', url);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('is not found for a private collection', async () => {
    const owner = await registerUser(t.app);
    const created = await createCollectionFor(t.app, owner.cookie, { totalStickers: 3 });
    const collection = { ...created, ...(await shareCollection(t.app, owner.cookie, created.id)) };
    await turnSharingOff(t, collection.id, owner);
    const response = await request(
      t.app,
      'GET',
      `/api/public/collections/${collection.publicId}/preview.png`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('image rendering', () => {
  // Text that XML cannot hold (controls, U+FFFE, lone surrogates) once made every image of a
  // shared template fail with a 500: the renderer must draw any string.
  it('draws both pictures for a title holding characters XML forbids', async () => {
    const title = 'Bad\u0001\u001b\b\uFFFE\uFFFF\ud800 album\udc00 <&>';
    const lists = { needed: ['1', `2\u0000`], forTrade: [{ number: '3\u0007', quantity: 2 }] };
    const common = { title, lists, owned: 1, totalStickers: 3, productName: PRODUCT_NAME };
    const list = renderTradeImageSvg({
      ...common,
      dateLabel: '24 November 2026',
      siteLabel: 'localhost',
      fontFamily: IMAGE_FONT_FAMILY,
    });
    const preview = renderPreviewImageSvg({
      ...common,
      siteLabel: 'localhost',
      fontFamily: IMAGE_FONT_FAMILY,
    });
    for (const svg of [list.svg, preview]) {
      const png = await renderPng(svg, 1);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});

describe('cached public reads', () => {
  const listUrl = (publicId: string) => `/api/public/collections/${publicId}`;

  it('answers a known version with 304 and a changed one with the new lists', async () => {
    const { collection, owner, byNumber } = await sharedCollection();
    const first = await request(t.app, 'GET', listUrl(collection.publicId));
    // Browsers always ask again (a 304), a CDN keeps it a minute.
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    expect(first.headers['cdn-cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    const etag = String(first.headers.etag);
    const again = await request(t.app, 'GET', listUrl(collection.publicId), undefined, {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await request(t.app, 'PATCH', `/api/stickers/${byNumber('6')}`, { owned: true }, owner);
    const changed = await request(t.app, 'GET', listUrl(collection.publicId), undefined, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().needed).toEqual(['7', '8', '9', '10', '11', '12']);
  });

  it('serves a version it has built without reading the stickers again', async () => {
    const { collection, byNumber } = await sharedCollection();
    const before = await request(t.app, 'GET', listUrl(collection.publicId));
    // Change a sticker behind the app's back, leaving the version as it was: a cached answer
    // cannot see it, an answer built from the sticker rows would.
    await t.database.db.execute(sql`update stickers set owned = true where id = ${byNumber('6')}`);
    expect((await request(t.app, 'GET', listUrl(collection.publicId))).body).toBe(before.body);
    await t.database.db.execute(
      sql`update collections set version = version + 1 where id = ${collection.id}`,
    );
    expect((await publicList(collection.publicId)).needed).not.toContain('6');
  });

  it('sends kept brotli and gzip copies that decode to the plain body', async () => {
    const { collection } = await sharedCollection();
    const plain = await request(t.app, 'GET', listUrl(collection.publicId));
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await request(t.app, 'GET', listUrl(collection.publicId), undefined, {
        headers: { 'accept-encoding': encoding },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.etag).toBe(plain.headers.etag);
      expect(decode(packed.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers requests that arrive together from one build, which the JSON then reuses', async () => {
    const { collection, byNumber } = await sharedCollection();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(t.app, 'GET', `${listUrl(collection.publicId)}/preview.png`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    // Change a sticker behind the app's back: the JSON built with the pictures cannot see it.
    await t.database.db.execute(sql`update stickers set owned = true where id = ${byNumber('6')}`);
    expect((await publicList(collection.publicId)).needed).toContain('6');
  });

  it('stops serving a cached list the moment sharing is turned off', async () => {
    const { collection, owner } = await sharedCollection();
    expect((await request(t.app, 'GET', listUrl(collection.publicId))).statusCode).toBe(200);
    await turnSharingOff(t, collection.id, owner);
    for (const url of [listUrl(collection.publicId), `${listUrl(collection.publicId)}/image.png`]) {
      const response = await request(t.app, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('public reads per address', () => {
  it('answers 429 past the limit for one address, while another still gets through', async () => {
    const limited = await createTestApp({ PUBLIC_READS_PER_MINUTE: '3' });
    try {
      const owner = await registerUser(limited.app);
      const created = await createCollectionFor(limited.app, owner.cookie);
      const collection = await shareCollection(limited.app, owner.cookie, created.id);
      const urls = [
        `/api/public/collections/${collection.publicId}`,
        `/api/public/collections/${collection.publicId}/preview.png`,
        `/share?collection=${collection.publicId}`,
      ];
      const read = (url: string, ip: string) => request(limited.app, 'GET', url, undefined, { ip });
      for (const url of urls) expect((await read(url, '10.9.9.1')).statusCode).not.toBe(429);
      const refused = await read(urls[0]!, '10.9.9.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await read(urls[0]!, '10.9.9.2')).statusCode).toBe(200);

      limited.clock.advance(60_000);
      expect((await read(urls[0]!, '10.9.9.1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
