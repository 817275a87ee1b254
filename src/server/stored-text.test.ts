import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import {
  createCollectionFor,
  listStickersOf,
  registerProUser,
  registerUser,
} from '../test/factories';
import { dbFingerprint } from '../test/fingerprint';
import { request } from '../test/http';

// Every free-text field follows the one stored-text rule (docs/decisions/013): a control
// character, a noncharacter or a lone surrogate half is refused with 400 and changes nothing.
// (A title with U+0001 was once stored, and every shared image of its template answered 500.)
const bad = ['\u0001', '\u001b', '\b', '\ufffe', '\ud800'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const proUser = () => registerProUser(t);

async function expectRefused(send: () => ReturnType<typeof request>) {
  const before = await dbFingerprint(t.database);
  const response = await send();
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().code).toBe('VALIDATION_FAILED');
  expect(response.json().message).toMatch(/not allowed/);
  expect(await dbFingerprint(t.database)).toBe(before);
}

describe('free text holding characters nobody can read is refused everywhere', () => {
  it.each(bad)('template titles and album codes (%j)', async (char) => {
    const { cookie } = await registerUser(t.app);
    await expectRefused(() =>
      request(
        t.app,
        'POST',
        '/api/collection-templates',
        { title: `World Cup${char}`, totalStickers: 3 },
        { cookie },
      ),
    );
    await expectRefused(() =>
      request(
        t.app,
        'POST',
        '/api/collection-templates',
        { title: 'Album with a bad section', codes: `Mexico${char}: MEX1-MEX3` },
        { cookie },
      ),
    );
  });

  it.each(bad)('partner names, on one sticker and in bulk (%j)', async (char) => {
    const { cookie } = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, cookie, { totalStickers: 3 });
    const [sticker] = await listStickersOf(t.app, cookie, collection.id);
    await expectRefused(() =>
      request(
        t.app,
        'PATCH',
        `/api/stickers/${sticker!.id}`,
        { isPending: true, pendingWith: `Sam${char}` },
        { cookie },
      ),
    );
    await expectRefused(() =>
      request(
        t.app,
        'PATCH',
        '/api/stickers/bulk',
        { updates: [{ id: sticker!.id, data: { isPending: true, pendingWith: `Sam${char}` } }] },
        { cookie },
      ),
    );
  });

  it.each(bad)('first names at registration (%j)', async (char) => {
    await expectRefused(() =>
      request(t.app, 'POST', '/api/register', {
        username: `named${Math.random().toString(36).slice(2, 8)}`,
        email: `named${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: 'correct horse battery',
        firstName: `Zoë${char}`,
      }),
    );
  });

  it.each(bad)('the Facebook message template and group suggestions (%j)', async (char) => {
    const { cookie } = await proUser();
    await expectRefused(() =>
      request(
        t.app,
        'PUT',
        '/api/user/facebook-template',
        { template: `Need:\n{{needed_list}}${char}` },
        { cookie },
      ),
    );
    await expectRefused(() =>
      request(
        t.app,
        'POST',
        '/api/groups/suggestions',
        { name: `Swap group${char}`, description: 'Weekly swaps', keywords: 'world cup' },
        { cookie },
      ),
    );
  });

  it('keeps line breaks in a message template, and accents and emoji anywhere', async () => {
    const { cookie } = await proUser();
    const saved = await request(
      t.app,
      'PUT',
      '/api/user/facebook-template',
      { template: 'Swaps for {{collection}} 🦁\n\tNeed: {{needed_list}}\r\nZoë' },
      { cookie },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const template = await request(
      t.app,
      'POST',
      '/api/collection-templates',
      { title: 'Zoë’s Lionesses 🦁 2026', totalStickers: 3 },
      { cookie },
    );
    expect(template.statusCode, template.body).toBe(201);
  });
});
