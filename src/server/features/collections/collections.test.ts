import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAllowedCharacterMessage } from '../../../domain/text';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createCollectionFor,
  listStickersOf,
  makePro,
  registerUser,
} from '../../../test/factories';
import { parseAlbumCodes } from '../../../domain/collection/album-codes';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPGRADE =
  'Free accounts can have 2 active collections — upgrade to Pro for unlimited collections';

const postTemplate = (cookie: string, body: unknown) =>
  request(t.app, 'POST', '/api/collection-templates', body, { cookie });

/** A template as created just now by a collector: unverified, first version, no specials. */
const newTemplate = (fields: { title: string; totalStickers: number; sections?: unknown }) => ({
  id: expect.any(Number),
  createdBy: expect.any(Number),
  sections: null,
  verified: false,
  publisher: null,
  year: null,
  version: 1,
  specialCount: 0,
  ...fields,
});

/** Lists the templates and finds the one just created among them. */
async function expectListed(cookie: string, created: unknown) {
  const list = await request(t.app, 'GET', '/api/collection-templates', undefined, { cookie });
  expect(list.json()).toContainEqual(created);
}

/** A refused template: 400 with the message, and the database as it was. */
async function expectRefused(body: unknown, message: string) {
  const { cookie } = await registerUser(t.app);
  const before = await dbFingerprint(t.database);
  const response = await postTemplate(cookie, body);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(message);
  expect(await dbFingerprint(t.database)).toBe(before);
}

describe('templates', () => {
  it('creates a template and lists it', async () => {
    const { cookie } = await registerUser(t.app);
    const created = await postTemplate(cookie, {
      title: '  Women’s Super League 2025  ',
      totalStickers: 397,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(
      newTemplate({ title: 'Women’s Super League 2025', totalStickers: 397 }),
    );
    await expectListed(cookie, created.json());
  });

  it('answers 409 with the existing id for a duplicate title, ignoring case and spaces', async () => {
    const { cookie } = await registerUser(t.app);
    const first = await postTemplate(cookie, { title: 'Premier League 2026', totalStickers: 636 });
    const again = await postTemplate(cookie, { title: ' premier league 2026 ', totalStickers: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'A template with that name already exists',
      code: 'CONFLICT',
      templateId: first.json().id,
    });
  });

  it.each([
    [{ title: '   ', totalStickers: 10 }, 'Template name is required'],
    [{ title: 'Zero', totalStickers: 0 }, 'Total stickers must be at least 1'],
    [{ title: 'Huge', totalStickers: 10_001 }, 'Total stickers cannot exceed 10,000'],
    [{ title: 'Text', totalStickers: 'many' }, 'Total stickers must be a number'],
    [{ title: 'Nul\u0000', totalStickers: 5 }, notAllowedCharacterMessage('Template name')],
  ])('refuses %o with "%s" and changes nothing', (body, message) => expectRefused(body, message));

  it('needs a session', async () => {
    expect((await request(t.app, 'GET', '/api/collection-templates')).statusCode).toBe(401);
  });
});

describe('templates defined by album codes', () => {
  const codes = 'Mexico: MEX3, MEX1-MEX2\nARG10, ARG9, ARG1\n00';

  it('stores the codes with their sections, and lists the template with them', async () => {
    const { cookie, user } = await registerUser(t.app);
    const created = await postTemplate(cookie, { title: ' World Cup 2026 (codes) ', codes });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      ...newTemplate({
        title: 'World Cup 2026 (codes)',
        totalStickers: 7,
        sections: [
          { title: 'Mexico', count: 3 },
          { title: 'ARG', count: 3 },
          { title: '', count: 1 },
        ],
      }),
      createdBy: user.id,
    });
    await expectListed(cookie, created.json());
  });

  it('creates the stickers in album order: sections as given, codes natural within each', async () => {
    const { cookie } = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, cookie, { codes });
    expect(collection).toMatchObject({ template: { totalStickers: 7 } });
    const stickers = await listStickersOf(t.app, cookie, collection.id);
    expect(stickers.map((s) => s.number)).toEqual([
      'MEX1',
      'MEX2',
      'MEX3',
      'ARG1',
      'ARG9',
      'ARG10',
      '00',
    ]);
    expect(stickers[0]).toMatchObject({ owned: false, quantity: 1, promised: 0, isNeeded: true });
    const summary = (
      await request(t.app, 'GET', '/api/collections', undefined, { cookie })
    ).json()[0];
    expect(summary).toMatchObject({ stickerCount: 7, ownedCount: 0 });
  });

  it('keeps numbered templates as they were: 1..N, no sections', async () => {
    const { cookie } = await registerUser(t.app);
    const numbered = await createCollectionFor(t.app, cookie, { totalStickers: 11 });
    const fromCodes = await createCollectionFor(t.app, cookie, { codes: '1-11' });
    const numbers = (id: number) =>
      listStickersOf(t.app, cookie, id).then((list) => list.map((s) => s.number));
    expect(await numbers(numbered.id)).toEqual(await numbers(fromCodes.id));
    expect((await numbers(numbered.id)).slice(8)).toEqual(['9', '10', '11']);
  });

  it('answers 409 for a title already taken, whichever way either template was defined', async () => {
    const { cookie } = await registerUser(t.app);
    const first = await postTemplate(cookie, { title: 'Copa 2026', totalStickers: 10 });
    const before = await dbFingerprint(t.database);
    const again = await postTemplate(cookie, { title: 'copa 2026', codes: 'MEX1-MEX5' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', templateId: first.json().id });
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it.each(['MEX1, MEX1', 'MEX1, ???', 'Mexico:', 'MEX1-MEX9, 22x2', 'A1-A10000\nB1-B5'])(
    'refuses codes %j with the parser’s message and changes nothing',
    async (bad) => {
      const parsed = parseAlbumCodes(bad);
      expect(parsed.ok).toBe(false);
      const { cookie } = await registerUser(t.app);
      const before = await dbFingerprint(t.database);
      const response = await postTemplate(cookie, {
        title: `Bad ${bad.replace(/\n/g, ' ')}`,
        codes: bad,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: parsed.ok ? '' : parsed.message,
        code: 'VALIDATION_FAILED',
      });
      expect(await dbFingerprint(t.database)).toBe(before);
    },
  );

  it.each([
    [{ title: 'Neither' }, "Enter a total or paste the album's sticker codes"],
    [
      { title: 'Both', totalStickers: 5, codes: '1-5' },
      "Enter a total or paste the album's sticker codes, not both",
    ],
    [{ title: 'Blank', codes: '  \n ' }, "Paste the album's sticker codes"],
    [{ title: 'Only commas', codes: ',,, ;' }, 'Paste at least one sticker code'],
    [{ title: 'Number', codes: 12 }, "The album's sticker codes must be text"],
    [
      { title: 'Long', codes: '1, '.repeat(66_667) },
      "The album's sticker codes can be at most 200,000 characters",
    ],
    [
      { title: 'Nul', codes: 'MEX1\u0000' },
      "The album's sticker codes contain a character that is not allowed",
    ],
    [
      { title: 'Half a pair', codes: 'Team \ud800: 1-3' },
      "The album's sticker codes contain a character that is not allowed",
    ],
  ])('refuses %o with "%s" and changes nothing', (body, message) => expectRefused(body, message));
});

describe('collections', () => {
  it('creates a collection with stickers 1..N in natural order', async () => {
    const { cookie, user } = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, cookie, { totalStickers: 12 });
    expect(collection).toMatchObject({
      userId: user.id,
      status: 'active',
      // Private until its owner shares it (decision 027).
      isPublic: false,
      publicUrl: null,
      template: { totalStickers: 12 },
    });
    const stickers = await listStickersOf(t.app, cookie, collection.id);
    expect(stickers.map((s) => s.number)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(stickers[0]).toEqual({
      id: expect.any(Number),
      number: '1',
      collectionId: collection.id,
      owned: false,
      forTrade: false,
      keepSpares: false,
      isPending: false,
      pendingWith: null,
      isCompleted: false,
      quantity: 1,
      isNeeded: true,
      promised: 0,
      retired: false,
    });
  });

  it('lists collections with their template and counts', async () => {
    const { cookie } = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, cookie, { totalStickers: 5 });
    const [first] = await listStickersOf(t.app, cookie, collection.id);
    await request(t.app, 'PATCH', `/api/stickers/${first!.id}`, { owned: true }, { cookie });
    const list = await request(t.app, 'GET', '/api/collections', undefined, { cookie });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: collection.id,
        stickerCount: 5,
        ownedCount: 1,
        template: expect.objectContaining({ totalStickers: 5 }),
      }),
    ]);
  });

  it('allows 2 active collections on the free tier, then answers 403 upgradeRequired', async () => {
    const { cookie } = await registerUser(t.app);
    await createCollectionFor(t.app, cookie);
    await createCollectionFor(t.app, cookie);
    const template = await postTemplate(cookie, { title: 'Third album', totalStickers: 5 });
    const before = await dbFingerprint(t.database);
    const third = await request(
      t.app,
      'POST',
      '/api/collections',
      { templateId: template.json().id },
      { cookie },
    );
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({
      message: UPGRADE,
      code: 'UPGRADE_REQUIRED',
      upgradeRequired: true,
    });
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('does not count archived collections, and refuses re-activating past the limit', async () => {
    const { cookie } = await registerUser(t.app);
    const a = await createCollectionFor(t.app, cookie);
    await createCollectionFor(t.app, cookie);
    const archived = await request(
      t.app,
      'PATCH',
      `/api/collections/${a.id}/status`,
      { status: 'archived' },
      { cookie },
    );
    expect(archived.statusCode).toBe(200);
    expect(archived.json().status).toBe('archived');
    await createCollectionFor(t.app, cookie);
    const reactivate = await request(
      t.app,
      'PATCH',
      `/api/collections/${a.id}/status`,
      { status: 'active' },
      { cookie },
    );
    expect(reactivate.statusCode).toBe(403);
    expect(reactivate.json().upgradeRequired).toBe(true);
  });

  it('lets a Pro collector have any number of active collections', async () => {
    const pro = await registerUser(t.app);
    await makePro(t.database, pro);
    for (let i = 0; i < 4; i += 1) await createCollectionFor(t.app, pro.cookie);
    const list = await request(t.app, 'GET', '/api/collections', undefined, { cookie: pro.cookie });
    expect(list.json()).toHaveLength(4);
  });

  it('allows two collections of the same album', async () => {
    const { cookie } = await registerUser(t.app);
    const first = await createCollectionFor(t.app, cookie);
    const second = await request(
      t.app,
      'POST',
      '/api/collections',
      { templateId: first.templateId },
      { cookie },
    );
    expect(second.statusCode).toBe(201);
  });

  it('deletes a collection with its stickers', async () => {
    const { cookie } = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, cookie);
    expect(
      (await request(t.app, 'DELETE', `/api/collections/${collection.id}`, undefined, { cookie }))
        .statusCode,
    ).toBe(204);
    expect(
      (await request(t.app, 'GET', `/api/collections/${collection.id}`, undefined, { cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await request(t.app, 'GET', `/api/collections/${collection.id}/stickers`, undefined, {
          cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 404 for another user’s collection on every call, changing nothing', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, owner.cookie);
    const before = await dbFingerprint(t.database);
    const calls = [
      request(t.app, 'GET', `/api/collections/${collection.id}`, undefined, {
        cookie: other.cookie,
      }),
      request(t.app, 'GET', `/api/collections/${collection.id}/stickers`, undefined, {
        cookie: other.cookie,
      }),
      request(t.app, 'DELETE', `/api/collections/${collection.id}`, undefined, {
        cookie: other.cookie,
      }),
      request(
        t.app,
        'PATCH',
        `/api/collections/${collection.id}/status`,
        { status: 'archived' },
        { cookie: other.cookie },
      ),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Collection not found', code: 'NOT_FOUND' });
    }
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it.each(['abc', '-1', '0', '1.5', '2147483648', '99999999999'])(
    'refuses the id %s with 400',
    async (id) => {
      const { cookie } = await registerUser(t.app);
      const response = await request(t.app, 'GET', `/api/collections/${id}`, undefined, { cookie });
      expect(response.statusCode).toBe(400);
    },
  );

  it('refuses an unknown template and a bad status', async () => {
    const { cookie } = await registerUser(t.app);
    expect(
      (await request(t.app, 'POST', '/api/collections', { templateId: 999_999 }, { cookie }))
        .statusCode,
    ).toBe(404);
    const collection = await createCollectionFor(t.app, cookie);
    const bad = await request(
      t.app,
      'PATCH',
      `/api/collections/${collection.id}/status`,
      { status: 'deleted' },
      { cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Status must be 'active' or 'archived'");
  });
});
