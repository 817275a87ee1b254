import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createCollectionFor,
  listStickersOf,
  registerUser,
  shareCollection,
} from '../../../test/factories';
import { request } from '../../../test/http';
import { pngRenderer } from '../../integrations/image/render-png';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/cache-policy';

// The redraw budget (decision 026, docs/security-checklist.md Z10): a loop of one sticker change
// and an anonymous picture read makes at most one new picture of that collection per window; the
// last one is served meanwhile, and other collections' first pictures are drawn as before.

const WINDOW_MS = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PICTURE_REDRAW_MS: String(WINDOW_MS) });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function sharedCollection() {
  const owner = await registerUser(t.app);
  const created = await createCollectionFor(t.app, owner.cookie, { totalStickers: 12 });
  const { publicId } = await shareCollection(t.app, owner.cookie, created.id);
  const stickers = await listStickersOf(t.app, owner.cookie, created.id);
  return { owner, publicId, stickerId: stickers[0]!.id };
}

describe('the redraw budget of a shared collection’s pictures', () => {
  it('draws one new picture per collection per window, serving the last one meanwhile', async () => {
    const attacker = await sharedCollection();
    const image = `/api/public/collections/${attacker.publicId}/image.png`;
    const preview = `/api/public/collections/${attacker.publicId}/preview.png`;
    const first = await request(t.app, 'GET', image);
    expect(first.statusCode).toBe(200);
    const firstPreview = await request(t.app, 'GET', preview);
    expect(firstPreview.statusCode).toBe(200);

    const drawn = vi.spyOn(pngRenderer, 'render');
    // The loop: a change, then an anonymous read of each picture, five times over.
    for (let round = 0; round < 5; round++) {
      const patched = await request(
        t.app,
        'PATCH',
        `/api/stickers/${attacker.stickerId}`,
        { owned: round % 2 === 0 },
        { cookie: attacker.owner.cookie },
      );
      expect(patched.statusCode, patched.body).toBe(200);
      for (const [url, kept] of [
        [image, first],
        [preview, firstPreview],
      ] as const) {
        const answer = await request(t.app, 'GET', url);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers.etag).toBe(kept.headers.etag);
        expect(answer.headers['cache-control']).toBe('public, no-cache');
        expect(answer.rawPayload.equals(kept.rawPayload)).toBe(true);
      }
    }
    expect(drawn).not.toHaveBeenCalled();

    // Another collection's first picture is drawn at once, budget or not.
    const other = await sharedCollection();
    const otherFirst = await request(
      t.app,
      'GET',
      `/api/public/collections/${other.publicId}/image.png`,
    );
    expect(otherFirst.statusCode).toBe(200);
    expect(otherFirst.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(drawn).toHaveBeenCalledTimes(1);

    // Once the window has passed, the next read draws the current version: one picture.
    t.clock.advance(WINDOW_MS);
    const current = await request(t.app, 'GET', image);
    expect(current.statusCode).toBe(200);
    expect(current.headers.etag).not.toBe(first.headers.etag);
    expect(current.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(drawn).toHaveBeenCalledTimes(2);
    // And that spent the window again: the preview waits for the next one.
    const stalePreview = await request(t.app, 'GET', preview);
    expect(stalePreview.headers.etag).toBe(firstPreview.headers.etag);
    expect(drawn).toHaveBeenCalledTimes(2);
  });
});
