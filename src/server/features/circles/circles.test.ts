import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleDetailSchema, circleInviteSchema } from '../../../domain/circles/schemas';
import { matchesResponseSchema, type MatchesResponse } from '../../../domain/matches/schemas';
import { myAreaSchema } from '../../../domain/nearby/area';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../../test/database';
import {
  createTemplateFor,
  findableCollector,
  registerUser,
  shareCollection,
  type Collector,
} from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

// Nearby and swap circles (docs/product.md "Nearby" and "Swap circles", decision 020).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fingerprint = () => dbFingerprint(t.database);

const query = <T>(text: string, params: unknown[] = []) => queryRows<T>(t.database, text, params);
let albums = 0;

async function newAlbum(total = 6) {
  albums += 1;
  const owner = await registerUser(t.app);
  const title = `Circles Album ${albums}`;
  return { id: await createTemplateFor(t.app, owner.cookie, { title, totalStickers: total }) };
}

/**
 * A findable collector of the album: owns everything but `needs`, and offers `spares` (two
 * copies each). Every collector of one album below needs 1 and offers 2, or the other way
 * round, so any two of opposite kinds are a mutual match.
 */
const collector = (album: { id: number }, state: { needs: string[]; spares: string[] }) =>
  findableCollector(t.app, album.id, state);
const needsOne = { needs: ['1'], spares: ['2'] };
const needsTwo = { needs: ['2'], spares: ['1'] };

function setArea(who: { cookie: string }, body: unknown) {
  return request(t.app, 'PUT', '/api/user/area', body, { cookie: who.cookie });
}

async function matchesOf(who: Collector, query = '') {
  const response = await request(
    t.app,
    'GET',
    `/api/collections/${who.collectionId}/matches${query}`,
    undefined,
    { cookie: who.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return matchesResponseSchema.parse(response.json());
}
const names = (response: MatchesResponse) => response.matches.map((m) => m.username);

async function createCircle(who: { cookie: string }, name = 'Year 4 swaps') {
  const response = await request(t.app, 'POST', '/api/circles', { name }, { cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(201);
  return circleDetailSchema.parse(response.json());
}

async function join(who: { cookie: string }, token: string) {
  const response = await request(
    t.app,
    'POST',
    `/api/circle-invites/${token}/join`,
    {},
    {
      cookie: who.cookie,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return circleDetailSchema.parse(response.json());
}

describe('area', () => {
  it('keeps a district from a whole postcode, shows it back and clears it', async () => {
    const me = await registerUser(t.app);
    expect(
      (await request(t.app, 'GET', '/api/user/area', undefined, { cookie: me.cookie })).json(),
    ).toEqual({ area: null });
    const saved = await setArea(me, { kind: 'district', district: ' m14 5tp ', radiusKm: 25 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(myAreaSchema.parse(saved.json())).toEqual({
      area: { kind: 'district', code: 'M14', label: 'M14 (Manchester area)', radiusKm: 25 },
    });
    // Only the rounded centre of the area is kept, never the postcode typed.
    const [row] = await query<{
      area_code: string;
      area_lat: number;
      area_lon: number;
    }>('select area_code, area_lat, area_lon from users where id = $1', [me.user.id]);
    expect(row).toEqual({ area_code: 'M14', area_lat: 53.47, area_lon: -2.24 });

    const city = await setArea(me, { kind: 'city', city: 'leeds', radiusKm: null });
    expect(city.json()).toEqual({
      area: { kind: 'city', code: 'leeds', label: 'Leeds', radiusKm: null },
    });
    const cleared = await setArea(me, { kind: 'none' });
    expect(cleared.json()).toEqual({ area: null });
  });

  it.each([
    [{ kind: 'district', district: 'QQ1', radiusKm: 5 }, 'QQ1'],
    [{ kind: 'district', district: 'hello!', radiusKm: 5 }, 'not a postcode district'],
    [{ kind: 'district', district: '', radiusKm: 5 }, 'Type a postcode district'],
    // Atlantis is a real town now (decision 034: the world's cities and towns).
    [{ kind: 'city', city: 'qwertyville', radiusKm: 5 }, 'called "qwertyville"'],
    [{ kind: 'city', city: 'leeds', radiusKm: 7 }, '5, 25 or 100 km'],
    [{ kind: 'moon' }, 'Choose a postcode district, a city, a ZIP code, or no area'],
  ])('refuses %j with a clear message naming it, changing nothing', async (body, words) => {
    const me = await registerUser(t.app);
    await setArea(me, { kind: 'city', city: 'york', radiusKm: 5 });
    const before = await fingerprint();
    const response = await setArea(me, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toContain(words);
    expect(await fingerprint()).toBe(before);
  });
});

describe('near me', () => {
  it('lists only collectors within my radius and theirs, and says only "within" my radius', async () => {
    const album = await newAlbum();
    const me = await collector(album, needsOne);
    await setArea(me, { kind: 'city', city: 'manchester', radiusKm: 25 });
    const salford = await collector(album, needsTwo); // ~3.5 km, will travel 5
    await setArea(salford, { kind: 'city', city: 'salford', radiusKm: 5 });
    const oldham = await collector(album, needsTwo); // ~10 km, will go anywhere
    await setArea(oldham, { kind: 'city', city: 'oldham', radiusKm: null });
    const stockport = await collector(album, needsTwo); // ~9 km, but travels 5 only
    await setArea(stockport, { kind: 'city', city: 'stockport', radiusKm: 5 });
    const leeds = await collector(album, needsTwo); // ~58 km: beyond my 25
    await setArea(leeds, { kind: 'city', city: 'leeds', radiusKm: 100 });
    const nowhere = await collector(album, needsTwo); // no area: never "near"
    const everyone = await matchesOf(me);
    expect(new Set(names(everyone))).toEqual(
      new Set([salford, oldham, stockport, leeds, nowhere].map((c) => c.user.username)),
    );
    // Issue 31: no number, and nothing for anyone outside either radius.
    const byName = new Map(everyone.matches.map((m) => [m.username, m.distance]));
    expect(byName.get(salford.user.username)).toBe('within 25 km');
    expect(byName.get(oldham.user.username)).toBe('within 25 km');
    expect(byName.get(stockport.user.username)).toBeNull();
    expect(byName.get(leeds.user.username)).toBeNull();
    expect(byName.get(nowhere.user.username)).toBeNull();

    const near = await matchesOf(me, '?near=1');
    expect(new Set(names(near))).toEqual(new Set([salford.user.username, oldham.user.username]));
    expect(near.matches.map((m) => m.distance)).toEqual(['within 25 km', 'within 25 km']);
    // Nothing but the words: no coordinates, district or radius of anyone.
    expect(JSON.stringify(near)).not.toMatch(/lat|lon|radius|area|salford"|53\./i);

    // Changing my radius changes the list at once (cached rankings follow the area).
    await setArea(me, { kind: 'city', city: 'manchester', radiusKm: 100 });
    expect(new Set(names(await matchesOf(me, '?near=1')))).toEqual(
      new Set([salford.user.username, oldham.user.username, leeds.user.username]),
    );
    // And theirs, from the other side.
    await setArea(stockport, { kind: 'city', city: 'stockport', radiusKm: 25 });
    expect(names(await matchesOf(me, '?near=1'))).toContain(stockport.user.username);
  });

  it("ranks near matches as everyone's (mutual first), not by how near they are", async () => {
    const album = await newAlbum();
    const me = await collector(album, needsOne);
    await setArea(me, { kind: 'city', city: 'london', radiusKm: 100 });
    const far = await collector(album, needsTwo);
    await setArea(far, { kind: 'city', city: 'reading', radiusKm: null }); // ~57 km
    const nearOneWay = await collector(album, { needs: ['3'], spares: ['1'] });
    await setArea(nearOneWay, { kind: 'city', city: 'london', radiusKm: null });
    const close = await collector(album, needsTwo);
    await setArea(close, { kind: 'district', district: 'SE1', radiusKm: 25 }); // ~8 km
    // Issue 31: the farther mutual match is no longer put after the closer one (equal matches
    // keep the usual tie-breaks: the most recently active first), so the order tells no distance.
    const near = names(await matchesOf(me, '?near=1'));
    expect(near.slice(0, 2)).toEqual(names(await matchesOf(me)).slice(0, 2));
    expect(new Set(near.slice(0, 2))).toEqual(new Set([close.user.username, far.user.username]));
    expect(near[2]).toBe(nearOneWay.user.username);
  });

  it('asks for an area first', async () => {
    const album = await newAlbum();
    const me = await collector(album, needsOne);
    const response = await request(
      t.app,
      'GET',
      `/api/collections/${me.collectionId}/matches?near=1`,
      undefined,
      { cookie: me.cookie },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'AREA_REQUIRED',
      message: 'Set your area in Settings to see collectors near you',
    });
    const both = await request(
      t.app,
      'GET',
      `/api/collections/${me.collectionId}/matches?near=1&circle=1`,
      undefined,
      { cookie: me.cookie },
    );
    expect(both.statusCode).toBe(400);
  });
});

describe('swap circles', () => {
  it('organiser creates, a collector joins by the link, both see usernames only', async () => {
    const organiser = await registerUser(t.app);
    const circle = await createCircle(organiser, '  Year 4 swaps ');
    expect(circle).toMatchObject({
      name: 'Year 4 swaps',
      organiserUsername: organiser.user.username,
      isOrganiser: true,
      memberCount: 1,
    });
    expect(circle.inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const child = await registerUser(t.app);
    const invite = await request(
      t.app,
      'GET',
      `/api/circle-invites/${circle.inviteToken}`,
      undefined,
      { cookie: child.cookie },
    );
    expect(circleInviteSchema.parse(invite.json())).toEqual({
      circleId: circle.id,
      name: 'Year 4 swaps',
      organiserUsername: organiser.user.username,
      isMember: false,
    });
    const joined = await join(child, circle.inviteToken!);
    expect(joined.inviteToken).toBeNull(); // only the organiser holds the link
    expect(joined.members).toEqual([
      { username: organiser.user.username, isOrganiser: true },
      { username: child.user.username, isOrganiser: false },
    ]);
    expect(JSON.stringify(joined)).not.toContain('@');
    // Joining twice changes nothing.
    const before = await fingerprint();
    expect((await join(child, circle.inviteToken!)).memberCount).toBe(2);
    expect(await fingerprint()).toBe(before);

    const list = await request(t.app, 'GET', '/api/circles', undefined, { cookie: child.cookie });
    expect(list.json().circles).toEqual([
      {
        id: circle.id,
        name: 'Year 4 swaps',
        organiserUsername: organiser.user.username,
        isOrganiser: false,
        memberCount: 2,
      },
    ]);
  });

  it('refuses a blank name, and a stranger cannot see a circle', async () => {
    const organiser = await registerUser(t.app);
    const before = await fingerprint();
    const blank = await request(t.app, 'POST', '/api/circles', { name: '   ' }, organiser);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Give the circle a name');
    expect(await fingerprint()).toBe(before);
    const circle = await createCircle(organiser);
    const stranger = await registerUser(t.app);
    const seen = await request(t.app, 'GET', `/api/circles/${circle.id}`, undefined, stranger);
    expect(seen.statusCode).toBe(404);
  });

  it('a new link kills the old one', async () => {
    const organiser = await registerUser(t.app);
    const circle = await createCircle(organiser);
    const renewed = await request(t.app, 'POST', `/api/circles/${circle.id}/invite`, {}, organiser);
    expect(renewed.statusCode).toBe(200);
    const token = circleDetailSchema.parse(renewed.json()).inviteToken!;
    expect(token).not.toBe(circle.inviteToken);
    const late = await registerUser(t.app);
    const before = await fingerprint();
    const dead = await request(
      t.app,
      'POST',
      `/api/circle-invites/${circle.inviteToken}/join`,
      {},
      late,
    );
    expect(dead.statusCode).toBe(404);
    expect(dead.json().message).toBe(
      'This invite link does not work any more — ask the organiser for a new one',
    );
    expect(await fingerprint()).toBe(before);
    await join(late, token);
  });

  it('only the organiser removes members and closes; members leave', async () => {
    const organiser = await registerUser(t.app);
    const circle = await createCircle(organiser);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await join(a, circle.inviteToken!);
    await join(b, circle.inviteToken!);

    let before = await fingerprint();
    const byMember = await request(
      t.app,
      'POST',
      `/api/circles/${circle.id}/members/remove`,
      { username: b.user.username },
      a,
    );
    expect(byMember.statusCode).toBe(403);
    expect(
      (await request(t.app, 'POST', `/api/circles/${circle.id}/close`, {}, a)).statusCode,
    ).toBe(403);
    expect(
      (await request(t.app, 'POST', `/api/circles/${circle.id}/invite`, {}, a)).statusCode,
    ).toBe(403);
    const organiserLeaves = await request(
      t.app,
      'POST',
      `/api/circles/${circle.id}/leave`,
      {},
      organiser,
    );
    expect(organiserLeaves.statusCode).toBe(409);
    const nobody = await request(
      t.app,
      'POST',
      `/api/circles/${circle.id}/members/remove`,
      { username: 'nobody-here' },
      organiser,
    );
    expect(nobody.statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);

    const removed = await request(
      t.app,
      'POST',
      `/api/circles/${circle.id}/members/remove`,
      { username: b.user.username.toUpperCase() },
      organiser,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(circleDetailSchema.parse(removed.json()).memberCount).toBe(2);
    expect(
      (await request(t.app, 'GET', `/api/circles/${circle.id}`, undefined, b)).statusCode,
    ).toBe(404);

    const left = await request(t.app, 'POST', `/api/circles/${circle.id}/leave`, {}, a);
    expect(left.statusCode).toBe(200);
    expect((await request(t.app, 'GET', '/api/circles', undefined, a)).json().circles).toEqual([]);

    const closed = await request(t.app, 'POST', `/api/circles/${circle.id}/close`, {}, organiser);
    expect(closed.statusCode).toBe(200);
    expect(
      (await request(t.app, 'GET', '/api/circles', undefined, organiser)).json().circles,
    ).toEqual([]);
    expect(
      (await request(t.app, 'GET', `/api/circles/${circle.id}`, undefined, organiser)).statusCode,
    ).toBe(404);
    const late = await registerUser(t.app);
    before = await fingerprint();
    const dead = await request(
      t.app,
      'GET',
      `/api/circle-invites/${circle.inviteToken}`,
      undefined,
      late,
    );
    expect(dead.statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);
  });

  it("a circle's matches are only its members, and only members may ask", async () => {
    const album = await newAlbum();
    const organiser = await collector(album, needsOne);
    const member = await collector(album, needsTwo);
    const outsider = await collector(album, needsTwo);
    const circle = await createCircle(organiser);
    await join(member, circle.inviteToken!);
    expect(new Set(names(await matchesOf(organiser)))).toEqual(
      new Set([member.user.username, outsider.user.username]),
    );
    expect(names(await matchesOf(organiser, `?circle=${circle.id}`))).toEqual([
      member.user.username,
    ]);
    expect(names(await matchesOf(member, `?circle=${circle.id}`))).toEqual([
      organiser.user.username,
    ]);
    const asked = await request(
      t.app,
      'GET',
      `/api/collections/${outsider.collectionId}/matches?circle=${circle.id}`,
      undefined,
      { cookie: outsider.cookie },
    );
    expect(asked.statusCode).toBe(404);
    await request(t.app, 'POST', `/api/circles/${circle.id}/close`, {}, organiser);
    const afterClose = await request(
      t.app,
      'GET',
      `/api/collections/${member.collectionId}/matches?circle=${circle.id}`,
      undefined,
      { cookie: member.cookie },
    );
    expect(afterClose.statusCode).toBe(404);
  });
});

describe('circle only', () => {
  async function setCircleOnly(who: Collector, circleOnly: boolean) {
    const response = await request(
      t.app,
      'PATCH',
      `/api/collections/${who.collectionId}/circle-only`,
      { circleOnly },
      { cookie: who.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  it('never shows a child’s collection to anyone outside their circles', async () => {
    const album = await newAlbum();
    const child = await collector(album, needsOne);
    await setArea(child, { kind: 'city', city: 'bristol', radiusKm: 25 });
    const parent = await collector(album, needsTwo);
    const stranger = await collector(album, needsTwo);
    await setArea(stranger, { kind: 'city', city: 'bristol', radiusKm: 25 });
    const circle = await createCircle(parent, 'Family');
    await join(child, circle.inviteToken!);

    // Shared before (decision 027: private until shared), so its public id is known.
    const { publicId } = await shareCollection(t.app, child.cookie, child.collectionId);
    expect((await request(t.app, 'GET', `/api/public/collections/${publicId}`)).statusCode).toBe(
      200,
    );

    // Seen by the stranger before: the cache must not keep showing it afterwards.
    expect(names(await matchesOf(stranger))).toContain(child.user.username);
    await setCircleOnly(child, true);
    for (const query of ['', '?near=1']) {
      expect(names(await matchesOf(stranger, query))).not.toContain(child.user.username);
    }
    expect(names(await matchesOf(parent))).toContain(child.user.username);
    // The child's collection meets no stranger either way, even near by.
    expect(names(await matchesOf(child))).toEqual([parent.user.username]);
    expect(names(await matchesOf(child, '?near=1'))).toEqual([]);

    // A stranger cannot propose a swap to it, and nothing changes.
    let before = await fingerprint();
    const proposed = await request(
      t.app,
      'POST',
      `/api/collections/${stranger.collectionId}/matches/${child.collectionId}/swap`,
      undefined,
      { cookie: stranger.cookie },
    );
    expect(proposed.statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);

    // Never on the public page, and public sharing cannot be turned back on.
    for (const path of ['', '/image.png', '/preview.png']) {
      const shared = await request(t.app, 'GET', `/api/public/collections/${publicId}${path}`);
      expect(shared.statusCode).toBe(404);
    }
    before = await fingerprint();
    const share = await request(
      t.app,
      'PATCH',
      `/api/collections/${child.collectionId}/sharing`,
      { isPublic: true },
      { cookie: child.cookie },
    );
    expect(share.statusCode).toBe(409);
    expect(share.json().message).toBe(
      'This collection is for your swap circles only, so it cannot be shared publicly',
    );
    expect(await fingerprint()).toBe(before);

    // Leaving the circle hides it from the parent too, at once.
    await request(t.app, 'POST', `/api/circles/${circle.id}/leave`, {}, child);
    expect(names(await matchesOf(parent))).not.toContain(child.user.username);
    expect(names(await matchesOf(child))).toEqual([]);

    // Back to everyone: found again (sharing stays off until the owner turns it on).
    await setCircleOnly(child, false);
    expect(names(await matchesOf(stranger))).toContain(child.user.username);
    expect((await request(t.app, 'GET', `/api/public/collections/${publicId}`)).statusCode).toBe(
      404,
    );
  });

  it('a stranger cannot change it', async () => {
    const album = await newAlbum();
    const child = await collector(album, needsOne);
    const stranger = await registerUser(t.app);
    const before = await fingerprint();
    const response = await request(
      t.app,
      'PATCH',
      `/api/collections/${child.collectionId}/circle-only`,
      { circleOnly: true },
      { cookie: stranger.cookie },
    );
    expect(response.statusCode).toBe(404);
    expect(await fingerprint()).toBe(before);
  });
});
