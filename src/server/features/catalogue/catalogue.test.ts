import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createCollectionFor,
  listStickersOf,
  registerUser,
  shareCollection,
  type SignedInUser,
} from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';
import { fifaWorldCup2026 } from './albums/fifa-world-cup-2026';
import { seedShippedAlbums } from './seed';

let t: TestApp;
let admin: SignedInUser;
let collector: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app); // the first account is the admin
  collector = await registerUser(t.app);
});
afterAll(() => t.close());

const as = (user: SignedInUser) => ({ cookie: user.cookie });
const importAlbum = (body: unknown, user = admin) =>
  request(t.app, 'POST', '/api/admin/collection-templates', body, as(user));
const get = (url: string, user: SignedInUser) => request(t.app, 'GET', url, undefined, as(user));
const mergeTemplate = (templateId: number, intoTemplateId: number) =>
  request(
    t.app,
    'POST',
    `/api/admin/collection-templates/${templateId}/merge`,
    { intoTemplateId },
    as(admin),
  );
const moderate = (templateId: number, body: object) =>
  request(t.app, 'PATCH', `/api/admin/collection-templates/${templateId}`, body, as(admin));
/** A new user with a collection of the album. */
async function collectorOf(templateId: number) {
  const owner = await registerUser(t.app);
  const collection = (
    await request(t.app, 'POST', '/api/collections', { templateId }, as(owner))
  ).json() as { id: number };
  return { owner, collection };
}
const patchStickers = (user: SignedInUser, ids: number[], patch: object) =>
  request(
    t.app,
    'PATCH',
    '/api/stickers/bulk',
    { updates: ids.map((id) => ({ id, data: patch })) },
    as(user),
  );

describe('the shipped verified albums', () => {
  it('seeds FIFA World Cup 2026 once: 980 printed codes in order, specials marked', async () => {
    const logger = { info: () => {}, warn: () => {} };
    await seedShippedAlbums(t.database.db, logger);
    await seedShippedAlbums(t.database.db, logger); // idempotent
    const list = await get('/api/collection-templates?q=world cup', collector);
    const albums = list.json().filter((a: { title: string }) => a.title === 'FIFA World Cup 2026');
    expect(albums).toHaveLength(1);
    const [album] = albums;
    expect(album).toMatchObject({
      verified: true,
      publisher: 'Panini',
      year: 2026,
      totalStickers: 980,
      specialCount: 68,
    });
    expect(album.sections.slice(0, 3)).toEqual([
      { title: 'Opening', count: 9 },
      { title: 'FIFA Museum', count: 11 },
      { title: 'Mexico', count: 20 },
    ]);
    const detail = await get(`/api/collection-templates/${album.id}`, collector);
    expect(detail.json().specials).toMatchObject({
      '00': 'foil',
      FWC19: 'foil',
      MEX1: 'badge',
      PAN1: 'badge',
    });
    expect(detail.json().source).toContain('marca.com');
    expect(detail.json().notes).toContain('981');

    const created = await request(
      t.app,
      'POST',
      '/api/collections',
      { templateId: album.id },
      as(collector),
    );
    expect(created.statusCode).toBe(201);
    const stickers = await listStickersOf(t.app, collector.cookie, created.json().id);
    expect(stickers).toHaveLength(980);
    expect(stickers.slice(0, 3).map((s) => s.number)).toEqual(['00', 'FWC1', 'FWC2']);
    expect(stickers[20]!.number).toBe('MEX1');
    expect(stickers.at(-1)!.number).toBe('PAN20');
    expect(fifaWorldCup2026.expectedCount).toBe(980);
  });
});

describe('Create Collection list', () => {
  it('lists verified albums first, then community ones, searchable by name, publisher and year', async () => {
    await createCollectionFor(t.app, collector.cookie, { title: 'Aardvark Stickers' });
    const imported = await importAlbum({
      title: 'Zebra League 2025',
      // a publisher no shipped album has, so the search by publisher finds this album alone
      publisher: 'Okapi Prints',
      year: 2025,
      codes: 'Intro: 1-5',
    });
    expect(imported.statusCode).toBe(201);
    const all = (await get('/api/collection-templates', collector)).json();
    const titles = all.map((a: { title: string }) => a.title);
    expect(titles.indexOf('Zebra League 2025')).toBeLessThan(titles.indexOf('Aardvark Stickers'));
    const byPublisher = (await get('/api/collection-templates?q=okapi', collector)).json();
    expect(byPublisher.map((a: { title: string }) => a.title)).toEqual(['Zebra League 2025']);
    const byYear = (await get('/api/collection-templates?q=2025', collector)).json();
    expect(byYear.map((a: { title: string }) => a.title)).toContain('Zebra League 2025');
    const wildcard = (await get('/api/collection-templates?q=%25', collector)).json();
    expect(wildcard).toEqual([]);
  });

  it('refuses an abusive template name with a clear message and stores nothing', async () => {
    const before = await dbFingerprint(t.database);
    const response = await request(
      t.app,
      'POST',
      '/api/collection-templates',
      { title: 'Sh1t album', totalStickers: 10 },
      as(collector),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: "That name isn't allowed — please choose another",
    });
    expect(await dbFingerprint(t.database)).toBe(before);
  });
});

describe('admin-only routes', () => {
  it.each([
    ['GET', '/api/admin/collection-templates', undefined],
    [
      'POST',
      '/api/admin/collection-templates',
      { title: 'X', publisher: 'P', year: 2025, codes: '1-3' },
    ],
    ['POST', '/api/admin/collection-templates/1/versions', { codes: '1-3' }],
    ['GET', '/api/admin/collection-templates/1/versions', undefined],
    ['PATCH', '/api/admin/collection-templates/1', { hidden: true }],
    ['POST', '/api/admin/collection-templates/1/merge', { intoTemplateId: 2 }],
    ['GET', '/api/admin/template-reports', undefined],
    ['POST', '/api/admin/template-reports/1/resolve', {}],
  ] as const)(
    '%s %s: 401 signed out, 403 for a collector, nothing changed',
    async (method, url, body) => {
      const before = await dbFingerprint(t.database);
      expect((await request(t.app, method, url, body)).statusCode).toBe(401);
      const refused = await request(t.app, method, url, body, as(collector));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect(await dbFingerprint(t.database)).toBe(before);
    },
  );
});

describe('import', () => {
  it('reads CSV with specials, and refuses bad lines naming the line', async () => {
    const csv = 'code,section,special\n00,Intro,foil\nA1,Team A,badge\nA2,Team A\n';
    const response = await importAlbum({
      title: 'CSV Album',
      publisher: 'Panini',
      year: 2026,
      codes: csv,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      totalStickers: 3,
      specials: { '00': 'foil', A1: 'badge' },
      verified: true,
    });

    const before = await dbFingerprint(t.database);
    const refusals: [{ codes: string; specials?: string }, string][] = [
      [{ codes: 'A: 1-3\n\nB: 4, 2' }, 'Line 3: Sticker 2 is listed twice (first on line 1)'],
      [{ codes: '1-3\nB: 4, ??' }, 'Line 2: Could not read: ??'],
      [{ codes: '1-3', specials: 'foil: 4' }, 'Specials line 1: 4 is not in the album'],
    ];
    for (const [lists, message] of refusals) {
      const refused = await importAlbum({ title: 'Bad', publisher: 'P', year: 2026, ...lists });
      expect(refused.json().message).toBe(message);
    }
    expect(await dbFingerprint(t.database)).toBe(before);
  });
});

describe('corrected versions and merges', () => {
  it('moves every collection onto the corrected codes, keeping state by code and retiring removed copies', async () => {
    const album = (
      await importAlbum({
        title: 'Fix Me 2026',
        publisher: 'Panini',
        year: 2026,
        codes: 'A: A1-A4\nB: B1-B2',
      })
    ).json();
    const { owner, collection } = await collectorOf(album.id);
    const before = await listStickersOf(t.app, owner.cookie, collection.id);
    const byNumber = new Map(before.map((s) => [s.number, s]));
    // A2 owned with 3 copies (removed in the fix), B2 owned (renamed to B3), A1 owned
    expect(
      (await patchStickers(owner, [byNumber.get('A2')!.id], { owned: true, quantity: 3 }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await patchStickers(owner, [byNumber.get('B2')!.id, byNumber.get('A1')!.id], {
          owned: true,
        })
      ).statusCode,
    ).toBe(200);

    const detail = await get(`/api/collection-templates/${album.id}`, owner);
    expect(detail.json().codes).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'B2']);
    const correction = {
      codes: 'A: A1, A3-A5\nB: B1, B3',
      specials: 'foil: A5',
      renames: 'B2 -> B3',
      notes: 'A2 was never printed',
    };
    const expected = {
      collections: 1,
      added: 1,
      removed: 0,
      renamed: 1,
      retired: 1,
      addedCodes: ['A5'],
      removedCodes: ['A2'],
      renamedCodes: [{ from: 'B2', to: 'B3' }],
      template: {
        version: 2,
        totalStickers: 6,
        specials: { A5: 'foil' },
        specialCount: 1,
        codes: ['A1', 'A3', 'A4', 'A5', 'B1', 'B3'],
        sections: [
          { title: 'A', count: 4 },
          { title: 'B', count: 2 },
        ],
        notes: 'A2 was never printed',
      },
    };
    const unchanged = await dbFingerprint(t.database);
    const preview = await request(
      t.app,
      'POST',
      `/api/admin/collection-templates/${album.id}/versions`,
      { ...correction, dryRun: true },
      as(admin),
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ ...expected, dryRun: true });
    expect(await dbFingerprint(t.database)).toBe(unchanged);
    const badPreview = await request(
      t.app,
      'POST',
      `/api/admin/collection-templates/${album.id}/versions`,
      { codes: 'A: A1, A1', dryRun: true },
      as(admin),
    );
    expect(badPreview.statusCode).toBe(400);

    const published = await request(
      t.app,
      'POST',
      `/api/admin/collection-templates/${album.id}/versions`,
      correction,
      as(admin),
    );
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ ...preview.json(), dryRun: false });
    const after = await listStickersOf(t.app, owner.cookie, collection.id);
    expect(
      after.map((s) => [s.number, s.owned, s.quantity, (s as { retired?: boolean }).retired]),
    ).toEqual([
      ['A1', true, 1, false],
      ['A3', false, 1, false],
      ['A4', false, 1, false],
      ['A5', false, 1, false],
      ['B1', false, 1, false],
      ['B3', true, 1, false],
      ['A2', true, 3, true],
    ]);

    // The version history has the published correction only (the dry run wrote nothing).
    const history = await get(`/api/admin/collection-templates/${album.id}/versions`, admin);
    expect(history.statusCode).toBe(200);
    expect(history.json().versions).toEqual([
      {
        version: 2,
        publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        publishedBy: admin.user.username,
        addedCodes: 1,
        removedCodes: 1,
        renamedCodes: 1,
        totalStickers: 6,
        collections: 1,
        summary: '6 stickers, as before. Added A5. Removed A2. Renamed B2 → B3.',
      },
    ]);
    const second = await request(
      t.app,
      'POST',
      `/api/admin/collection-templates/${album.id}/versions`,
      { codes: 'A: A1, A3-A6\nB: B1, B3' },
      as(admin),
    );
    expect(second.statusCode).toBe(200);
    const versions = (
      await get(`/api/admin/collection-templates/${album.id}/versions`, admin)
    ).json().versions;
    expect(
      versions.map((v: { version: number; summary: string }) => [v.version, v.summary]),
    ).toEqual([
      [3, '6 → 7 stickers. Added A6.'],
      [2, '6 stickers, as before. Added A5. Removed A2. Renamed B2 → B3.'],
    ]);
  });

  it('answers 404 for the version history of a template that does not exist', async () => {
    const response = await get('/api/admin/collection-templates/999999/versions', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('keeps no history line when a correction is refused', async () => {
    const album = (
      await importAlbum({ title: 'No History', publisher: 'P', year: 2026, codes: '1-3' })
    ).json();
    const refused = await request(
      t.app,
      'POST',
      `/api/admin/collection-templates/${album.id}/versions`,
      { codes: '1-4', renames: '9 -> 4' },
      as(admin),
    );
    expect(refused.statusCode).toBe(400);
    const history = await get(`/api/admin/collection-templates/${album.id}/versions`, admin);
    expect(history.json()).toEqual({ versions: [] });
  });

  it('refuses a rename of a code not in the album, changing nothing', async () => {
    const album = (
      await importAlbum({ title: 'Rename Check', publisher: 'P', year: 2026, codes: '1-3' })
    ).json();
    const before = await dbFingerprint(t.database);
    const response = await request(
      t.app,
      'POST',
      `/api/admin/collection-templates/${album.id}/versions`,
      { codes: '1-4', renames: '9 -> 4' },
      as(admin),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Renames line 1: 9 is not in the album');
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('merges a duplicate community template into the right album by code, then hides it', async () => {
    const right = (
      await importAlbum({ title: 'Right Album', publisher: 'P', year: 2026, codes: 'X: X1-X3' })
    ).json();
    const owner = await registerUser(t.app);
    const duplicate = await createCollectionFor(t.app, owner.cookie, {
      title: 'right album copy',
      codes: 'X1-X2, Y1',
    });
    const stickers = await listStickersOf(t.app, owner.cookie, duplicate.id);
    await patchStickers(
      owner,
      stickers.filter((s) => s.number !== 'X2').map((s) => s.id),
      { owned: true },
    );

    const merged = await mergeTemplate(duplicate.templateId, right.id);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ collections: 1, retired: 1, template: { id: right.id } });

    const moved = (await get(`/api/collections/${duplicate.id}`, owner)).json();
    expect(moved.templateId).toBe(right.id);
    const after = await listStickersOf(t.app, owner.cookie, duplicate.id);
    expect(after.map((s) => [s.number, s.owned, (s as { retired?: boolean }).retired])).toEqual([
      ['X1', true, false],
      ['X2', false, false],
      ['X3', false, false],
      ['Y1', true, true],
    ]);
    const list = (await get('/api/collection-templates?q=right album', collector)).json();
    expect(list.map((a: { id: number }) => a.id)).toEqual([right.id]);
    const detail = (await get(`/api/collection-templates/${duplicate.templateId}`, owner)).json();
    expect(detail).toMatchObject({ hidden: true, mergedInto: right.id });
    // The admin's list names the album it went into, wherever that album is in the pages.
    const adminRow = (
      await get(`/api/admin/collection-templates?q=${encodeURIComponent(detail.title)}`, admin)
    )
      .json()
      .templates.find((a: { id: number }) => a.id === duplicate.templateId);
    expect(adminRow).toMatchObject({ mergedInto: right.id, mergedIntoTitle: right.title });
    const again = await mergeTemplate(duplicate.templateId, right.id);
    expect(again.statusCode).toBe(409);
    const self = await mergeTemplate(right.id, right.id);
    expect(self.statusCode).toBe(400);
  });
});

describe('moderation', () => {
  it('renames and hides a community template; hidden ones are not offered but existing collections keep working', async () => {
    const owner = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, owner.cookie, { title: 'Hide Me Album' });
    const renamed = await moderate(collection.templateId, { title: 'Hidden Album' });
    expect(renamed.json().title).toBe('Hidden Album');
    const abusive = await moderate(collection.templateId, { title: 'Twat FC' });
    expect(abusive.statusCode).toBe(400);
    const hidden = await moderate(collection.templateId, { hidden: true });
    expect(hidden.json().hidden).toBe(true);

    const list = (await get('/api/collection-templates?q=hidden album', collector)).json();
    expect(list).toEqual([]);
    const create = await request(
      t.app,
      'POST',
      '/api/collections',
      { templateId: collection.templateId },
      as(collector),
    );
    expect(create.statusCode).toBe(404);
    const stickers = await listStickersOf(t.app, owner.cookie, collection.id);
    expect((await patchStickers(owner, [stickers[0]!.id], { owned: true })).statusCode).toBe(200);
    const admins = (await get('/api/admin/collection-templates?q=hidden album', admin)).json();
    expect(admins.templates).toMatchObject([
      { title: 'Hidden Album', hidden: true, collectionCount: 1 },
    ]);
  });
});

describe('specials in what collectors share', () => {
  it('marks the album specials in the public list and image, made afresh after a corrected checklist', async () => {
    const album = (
      await importAlbum({
        title: 'Shared Specials 2026',
        publisher: 'Panini',
        year: 2026,
        codes: 'Intro: 00\nA: A1-A5',
        specials: 'foil: 00, A1\nbadge: A5',
      })
    ).json();
    const { owner, collection } = await collectorOf(album.id);
    const stickers = await listStickersOf(t.app, owner.cookie, collection.id);
    const idOf = (number: string) => stickers.find((s) => s.number === number)!.id;
    await patchStickers(owner, [idOf('00'), idOf('A2')], { owned: true });
    await patchStickers(owner, [idOf('A1')], { owned: true, forTrade: true, quantity: 3 });
    const { publicId } = await shareCollection(t.app, owner.cookie, collection.id);
    const url = `/api/public/collections/${publicId}`;

    const first = await request(t.app, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      needed: ['A3', 'A4', 'A5'],
      forTrade: [{ number: 'A1', quantity: 2 }],
      specials: { A1: 'foil', A5: 'badge' }, // only listed codes: 00 is owned and not offered
    });
    const image = await request(t.app, 'GET', `${url}/image.png`);
    expect(image.statusCode).toBe(200);

    // A corrected checklist: A3 is a shiny too, A5 is not special after all.
    const published = await request(
      t.app,
      'POST',
      `/api/admin/collection-templates/${album.id}/versions`,
      { codes: 'Intro: 00\nA: A1-A5', specials: 'foil: 00, A1\nshiny: A3' },
      as(admin),
    );
    expect(published.statusCode).toBe(200);
    const afterFix = await request(t.app, 'GET', url, undefined, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(afterFix.statusCode).toBe(200);
    expect(afterFix.json().specials).toEqual({ A1: 'foil', A3: 'shiny' });
    const imageAfterFix = await request(t.app, 'GET', `${url}/image.png`, undefined, {
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(imageAfterFix.statusCode).toBe(200);
    expect(imageAfterFix.rawPayload.equals(image.rawPayload)).toBe(false);

    // Even a template change that touched no collection's version is never served stale:
    // the template's version is part of every public cache key and ETag.
    await t.database.db.execute(
      sql`update collection_templates set specials = '{"A4":"legend"}'::jsonb, version = version + 1 where id = ${album.id}`,
    );
    const afterTemplateOnly = await request(t.app, 'GET', url, undefined, {
      headers: { 'if-none-match': String(afterFix.headers.etag) },
    });
    expect(afterTemplateOnly.statusCode).toBe(200);
    expect(afterTemplateOnly.json().specials).toEqual({ A4: 'legend' });
  });
});

describe('admin template list counts', () => {
  it('counts every collection and open report of each template, and zero for an unused one', async () => {
    const busy = (
      await importAlbum({ title: 'Counted Album', publisher: 'P', year: 2026, codes: '1-3' })
    ).json();
    const unused = (
      await importAlbum({ title: 'Counted Unused', publisher: 'P', year: 2026, codes: '1-3' })
    ).json();
    for (let index = 0; index < 3; index += 1) {
      const owner = await registerUser(t.app);
      const created = await request(
        t.app,
        'POST',
        '/api/collections',
        { templateId: busy.id },
        as(owner),
      );
      expect(created.statusCode).toBe(201);
    }
    const reportIds: number[] = [];
    for (const message of ['Sticker 4 is missing', 'Sticker 2 is a foil', 'Wrong year']) {
      const report = await request(
        t.app,
        'POST',
        `/api/collection-templates/${busy.id}/reports`,
        { message },
        as(collector),
      );
      reportIds.push(report.json().id);
    }
    await request(
      t.app,
      'POST',
      `/api/admin/template-reports/${reportIds[0]}/resolve`,
      {},
      as(admin),
    );

    const admins = (await get('/api/admin/collection-templates?q=counted', admin)).json();
    expect(
      admins.templates.map((a: { id: number; collectionCount: number; openReports: number }) => [
        a.id,
        a.collectionCount,
        a.openReports,
      ]),
    ).toEqual([
      [busy.id, 3, 2],
      [unused.id, 0, 0],
    ]);
  });
});

describe('admin template list paging', () => {
  it('pages the catalogue 25 at a time without overlap, carrying no codes', async () => {
    const titles = Array.from(
      { length: 27 },
      (_, index) => `Paged Album ${String(index + 1).padStart(2, '0')}`,
    );
    for (const title of titles) {
      expect(
        (await importAlbum({ title, publisher: 'P', year: 2026, codes: '1-3' })).statusCode,
      ).toBe(201);
    }
    const page = async (n: number | string) =>
      get(`/api/admin/collection-templates?q=paged album&page=${n}`, admin);
    const first = (await page(1)).json();
    const second = (await page(2)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 27 });
    expect(second).toMatchObject({ page: 2, pageSize: 25, total: 27 });
    expect(
      [...first.templates, ...second.templates].map((a: { title: string }) => a.title),
    ).toEqual(titles);
    expect(first.templates[0]).not.toHaveProperty('codes');
    expect(first.templates[0]).not.toHaveProperty('specials');
    expect(first.templates[0]).toMatchObject({ mergedIntoTitle: null, specialCount: 0 });
    expect((await page(3)).json()).toMatchObject({ templates: [], total: 27 });
    // The catalogue's counts are the whole catalogue's, whatever the search.
    const all = (await get('/api/admin/collection-templates', admin)).json();
    expect(first.catalogue).toEqual(all.catalogue);
    expect(all.catalogue.verified + all.catalogue.community).toBe(all.total);

    for (const bad of [0, -1, 'two', 1.5]) {
      const response = await page(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('reports', () => {
  it('a collector reports a wrong checklist; admins list and resolve it', async () => {
    const album = (
      await importAlbum({ title: 'Reported Album', publisher: 'P', year: 2026, codes: '1-3' })
    ).json();
    const empty = await request(
      t.app,
      'POST',
      `/api/collection-templates/${album.id}/reports`,
      { message: '  ' },
      as(collector),
    );
    expect(empty.statusCode).toBe(400);
    const missing = await request(
      t.app,
      'POST',
      '/api/collection-templates/999999/reports',
      { message: 'x' },
      as(collector),
    );
    expect(missing.statusCode).toBe(404);
    const report = await request(
      t.app,
      'POST',
      `/api/collection-templates/${album.id}/reports`,
      { message: 'Sticker 4 is missing' },
      as(collector),
    );
    expect(report.statusCode).toBe(201);
    expect(report.json()).toMatchObject({
      templateTitle: 'Reported Album',
      username: collector.user.username,
      status: 'open',
    });

    const open = (await get('/api/admin/template-reports', admin)).json();
    expect(open.reports.map((r: { id: number }) => r.id)).toContain(report.json().id);
    const resolved = await request(
      t.app,
      'POST',
      `/api/admin/template-reports/${report.json().id}/resolve`,
      {},
      as(admin),
    );
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    const stillOpen = (await get('/api/admin/template-reports', admin)).json();
    expect(stillOpen.reports.map((r: { id: number }) => r.id)).not.toContain(report.json().id);
  });
});
