import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createCollectionFor,
  makeAdmin,
  registerProUser,
  registerUser,
  type SignedInUser,
} from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

let t: TestApp;
let admin: SignedInUser;
let pro: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app);
  await makeAdmin(t.database, admin);
  pro = await registerProUser(t);
});
afterAll(() => t.close());

const addGroup = (body: Record<string, unknown>) =>
  request(t.app, 'POST', '/api/admin/groups', body, { cookie: admin.cookie });
const findGroups = (cookie: string, collectionId: number) =>
  request(t.app, 'POST', `/api/collections/${collectionId}/facebook-groups`, undefined, { cookie });

describe('group finder', () => {
  it('answers an empty list when the directory is empty', async () => {
    const collection = await createCollectionFor(t.app, pro.cookie, {
      title: 'Empty directory album',
    });
    const response = await findGroups(pro.cookie, collection.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ groups: [] });
  });

  it('ranks the album’s own groups first', async () => {
    await addGroup({
      name: 'UK Sticker Swap',
      description: 'Any album, any team',
      keywords: 'stickers swap uk',
    });
    await addGroup({
      name: 'Premier League 2025 Swaps',
      description: 'PL stickers',
      keywords: 'premier league panini 2025',
      link: 'https://www.facebook.com/groups/pl2025swaps',
    });
    await addGroup({
      name: 'Women’s Super League Sticker Swaps',
      description: 'WSL album',
      keywords: 'wsl womens super league 2025',
    });
    const collection = await createCollectionFor(t.app, pro.cookie, {
      title: 'Panini Premier League 2025',
    });
    const response = await findGroups(pro.cookie, collection.id);
    const groups = response.json().groups as Array<{
      name: string;
      link: string | null;
      description: string;
    }>;
    expect(groups[0]).toEqual({
      name: 'Premier League 2025 Swaps',
      description: 'PL stickers',
      link: 'https://www.facebook.com/groups/pl2025swaps',
    });
    expect(groups.map((g) => g.name)).toContain('UK Sticker Swap');
    expect(groups.length).toBeLessThanOrEqual(20);
  });

  it('is for Pro users only', async () => {
    const free = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, free.cookie);
    const response = await findGroups(free.cookie, collection.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Finding groups requires Swapsies Pro',
      code: 'PRO_REQUIRED',
      upgradeRequired: true,
    });
  });

  it('answers 404 for someone else’s collection', async () => {
    const other = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, other.cookie);
    expect((await findGroups(pro.cookie, collection.id)).statusCode).toBe(404);
  });
});

describe('suggestions and directory management', () => {
  it('lets a Pro user suggest a group, which only shows after an admin approves it', async () => {
    const suggested = await request(
      t.app,
      'POST',
      '/api/groups/suggestions',
      {
        name: 'Euro 2028 Stickers',
        keywords: 'euro 2028',
        link: 'https://www.facebook.com/groups/euro2028',
      },
      { cookie: pro.cookie },
    );
    expect(suggested.statusCode).toBe(201);
    const collection = await createCollectionFor(t.app, pro.cookie, { title: 'Euro 2028' });
    const before = (await findGroups(pro.cookie, collection.id))
      .json()
      .groups.map((g: { name: string }) => g.name);
    expect(before).not.toContain('Euro 2028 Stickers');

    const directory = await request(t.app, 'GET', '/api/admin/groups', undefined, {
      cookie: admin.cookie,
    });
    const entry = directory.json().find((g: { name: string }) => g.name === 'Euro 2028 Stickers');
    expect(entry).toMatchObject({ status: 'suggested', suggestedBy: pro.user.username });
    const approved = await request(
      t.app,
      'PATCH',
      `/api/admin/groups/${entry.id}`,
      { status: 'approved' },
      { cookie: admin.cookie },
    );
    expect(approved.statusCode).toBe(200);
    const after = (await findGroups(pro.cookie, collection.id)).json().groups;
    expect(after[0].name).toBe('Euro 2028 Stickers');

    expect(
      (
        await request(t.app, 'DELETE', `/api/admin/groups/${entry.id}`, undefined, {
          cookie: admin.cookie,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await request(t.app, 'DELETE', `/api/admin/groups/${entry.id}`, undefined, {
          cookie: admin.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses suggestions from free users and management from non-admins', async () => {
    const free = await registerUser(t.app);
    const before = await dbFingerprint(t.database);
    expect(
      (
        await request(
          t.app,
          'POST',
          '/api/groups/suggestions',
          { name: 'X' },
          { cookie: free.cookie },
        )
      ).statusCode,
    ).toBe(403);
    for (const [method, url, body] of [
      ['GET', '/api/admin/groups', undefined],
      ['POST', '/api/admin/groups', { name: 'Y' }],
      ['PATCH', '/api/admin/groups/1', { name: 'Z' }],
      ['DELETE', '/api/admin/groups/1', undefined],
    ] as const) {
      expect((await request(t.app, method, url, body, { cookie: pro.cookie })).statusCode).toBe(
        403,
      );
    }
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://www.facebook.com/groups/x'],
    ['https://evil.example/facebook.com/'],
    ['https://facebook.com.evil.example/groups/x'],
  ])('refuses the link %s', async (link) => {
    const response = await addGroup({ name: 'Bad link', link });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The link must be a https://www.facebook.com/… address');
  });

  it('refuses a blank name', async () => {
    expect((await addGroup({ name: '   ' })).json().message).toBe('Group name is required');
  });
});
