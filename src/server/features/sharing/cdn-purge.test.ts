import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCollectionFor, registerUser, shareCollection } from '../../../test/factories';
import { request } from '../../../test/http';
import { writeMiniatureBuild } from '../../../test/miniature-build';

// Issue 31, design point: after sharing is turned off a CDN may keep the list for its cache
// window. Every public answer names its collection (Surrogate-Key, Cache-Tag), and the app POSTs
// that key to CDN_PURGE_URL (here a local server) when the collection stops being public, without
// making the owner wait for it (decision 026 "Purging a CDN").

interface Purge {
  authorization: string | undefined;
  body: { keys: string[] };
  /** Answers the hook's request; until then the hook is "slow". */
  answer(status: number): void;
  /** Whether the app still waits on the hook (it did not give up on it). */
  isOpen(): boolean;
}

const staticDir = writeMiniatureBuild();
let t: TestApp;
let hook: Server;
const purges: Purge[] = [];
const waiting: ((purge: Purge) => void)[] = [];

/** The next purge the hook receives (already received ones first). */
function nextPurge(): Promise<Purge> {
  const ready = purges.shift();
  return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
}

beforeAll(async () => {
  hook = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const purge: Purge = {
        authorization: req.headers.authorization,
        body: JSON.parse(text) as { keys: string[] },
        answer: (status) => res.writeHead(status).end(),
        isOpen: () => !res.closed,
      };
      const take = waiting.shift();
      if (take) take(purge);
      else purges.push(purge);
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const { port } = hook.address() as AddressInfo;
  t = await createTestApp({
    STATIC_DIR: staticDir,
    CDN_PURGE_URL: `http://127.0.0.1:${port}/purge`,
    CDN_PURGE_TOKEN: 'test-purge-token',
  });
});
afterAll(async () => {
  await t.close();
  hook.closeAllConnections();
  await new Promise((resolve) => hook.close(resolve));
  rmSync(staticDir, { recursive: true, force: true });
});

async function sharedCollection() {
  const owner = await registerUser(t.app);
  const created = await createCollectionFor(t.app, owner.cookie, { totalStickers: 6 });
  const { publicId } = await shareCollection(t.app, owner.cookie, created.id);
  return { owner, id: created.id, publicId };
}

describe('a CDN purge', () => {
  it('names the collection on every public answer, 304s included', async () => {
    const { publicId } = await sharedCollection();
    const key = `collection-${publicId}`;
    for (const url of [
      `/api/public/collections/${publicId}`,
      `/api/public/collections/${publicId}/image.png`,
      `/share?collection=${publicId}`,
    ]) {
      const first = await request(t.app, 'GET', url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['surrogate-key'], url).toBe(key);
      expect(first.headers['cache-tag'], url).toBe(key);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['surrogate-key'], url).toBe(key);
    }
    // Private answers name nothing.
    const mine = await request(t.app, 'GET', '/api/collections', undefined, {
      cookie: (await registerUser(t.app)).cookie,
    });
    expect(mine.headers['surrogate-key']).toBeUndefined();
  });

  it('is asked for when sharing is turned off, and the owner does not wait for it', async () => {
    const { owner, id, publicId } = await sharedCollection();
    const off = await request(
      t.app,
      'PATCH',
      `/api/collections/${id}/sharing`,
      { isPublic: false },
      { cookie: owner.cookie },
    );
    expect(off.statusCode).toBe(200);
    // The owner's answer came while the hook has not answered, and the app still waits for it
    // (had the route waited, it would have answered only once the hook timed out, closed).
    const purge = await nextPurge();
    expect(purge.isOpen()).toBe(true);
    expect(purge.body).toEqual({ keys: [`collection-${publicId}`] });
    expect(purge.authorization).toBe('Bearer test-purge-token');
    purge.answer(200);
    expect((await request(t.app, 'GET', `/api/public/collections/${publicId}`)).statusCode).toBe(
      404,
    );
  });

  it('is asked for when a shared collection is deleted or made circle only, not otherwise', async () => {
    const deleted = await sharedCollection();
    const gone = await request(t.app, 'DELETE', `/api/collections/${deleted.id}`, undefined, {
      cookie: deleted.owner.cookie,
    });
    expect(gone.statusCode).toBe(204);
    const first = await nextPurge();
    first.answer(500); // a refusal is logged, nothing else
    expect(first.body).toEqual({ keys: [`collection-${deleted.publicId}`] });

    // Turning sharing off on a collection that was never shared asks for nothing: the next
    // purge received is the circle-only one's.
    const owner = await registerUser(t.app);
    const privateOne = await createCollectionFor(t.app, owner.cookie, { totalStickers: 6 });
    const off = await request(
      t.app,
      'PATCH',
      `/api/collections/${privateOne.id}/sharing`,
      { isPublic: false },
      { cookie: owner.cookie },
    );
    expect(off.statusCode).toBe(200);
    const circled = await sharedCollection();
    const circleOnly = await request(
      t.app,
      'PATCH',
      `/api/collections/${circled.id}/circle-only`,
      { circleOnly: true },
      { cookie: circled.owner.cookie },
    );
    expect(circleOnly.statusCode, circleOnly.body).toBe(200);
    const second = await nextPurge();
    second.answer(200);
    expect(second.body).toEqual({ keys: [`collection-${circled.publicId}`] });
  });
});
