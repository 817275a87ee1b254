import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesResponseSchema } from '../../../domain/matches/schemas';
import {
  AREA_CHANGES_PER_DAY,
  describeSharedReach,
  roundCoordinate,
  type Reach,
} from '../../../domain/nearby/area';
import { CITIES } from '../../../domain/nearby/places';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTemplateFor,
  findableCollector,
  registerUser,
  type Collector,
} from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

// Issue 31 item 2: "About N km away" located another collector. A distance is shown only when
// each collector is within the other's radius, as the viewer's own radius; the near-me order
// uses nothing finer; and an account may set its area AREA_CHANGES_PER_DAY times a day.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;
const city = (id: string) => {
  const found = CITIES.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return { lat: roundCoordinate(found.lat), lon: roundCoordinate(found.lon) };
};

async function newAlbum() {
  const owner = await registerUser(t.app);
  return {
    id: await createTemplateFor(t.app, owner.cookie, {
      title: `Nearby privacy ${Math.random().toString(36).slice(2, 8)}`,
      totalStickers: 6,
    }),
  };
}

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

describe('an attacker who moves as often as allowed', () => {
  it('cannot tell apart two collectors in the same reach, by words or by order', async () => {
    const album = await newAlbum();
    // Two victims 10 km apart, both travelling 25 km: one in Manchester (one sticker each way
    // with the attacker), one in Oldham (two each way, so it ranks first on stickers alone).
    const manchester = await findableCollector(t.app, album.id, { needs: ['2'], spares: ['1'] });
    expect(
      (await setArea(manchester, { kind: 'city', city: 'manchester', radiusKm: 25 })).statusCode,
    ).toBe(200);
    const oldham = await findableCollector(t.app, album.id, {
      needs: ['2', '4'],
      spares: ['1', '3'],
    });
    expect((await setArea(oldham, { kind: 'city', city: 'oldham', radiusKm: 25 })).statusCode).toBe(
      200,
    );
    // A third who travels 5 km, 58 km away in Leeds: the attacker is never within their reach.
    const leeds = await findableCollector(t.app, album.id, { needs: ['2'], spares: ['1'] });
    expect((await setArea(leeds, { kind: 'city', city: 'leeds', radiusKm: 5 })).statusCode).toBe(
      200,
    );

    const attacker = await findableCollector(t.app, album.id, {
      needs: ['1', '3'],
      spares: ['2', '4'],
    });
    // The attacker moves as often as allowed, choosing places around the victims.
    // (A 5 km radius would tell "within 5 km of me" of the Manchester victim alone: exactly what
    // the near-me list itself tells, the victim having chosen to be found by anyone that near.)
    const moves = [
      { city: 'manchester', radiusKm: 25 },
      { city: 'salford', radiusKm: 25 },
      { city: 'stockport', radiusKm: 100 },
    ] as const;
    expect(moves).toHaveLength(AREA_CHANGES_PER_DAY);
    const seen: { at: Reach; shown: Map<string, string | null> }[] = [];
    for (const move of moves) {
      const moved = await setArea(attacker, { kind: 'city', ...move });
      expect(moved.statusCode, moved.body).toBe(200);
      const everyone = await matchesOf(attacker);
      const near = await matchesOf(attacker, '?near=1');
      const shown = new Map(everyone.matches.map((m) => [m.username, m.distance]));
      seen.push({ at: { ...city(move.city), radiusKm: move.radiusKm }, shown });
      // Whatever is shown is the attacker's own radius or nothing: never a number.
      for (const words of shown.values()) {
        expect([null, `within ${move.radiusKm} km`]).toContain(words);
      }
      // The two victims look the same wherever the attacker stands…
      expect(shown.get(manchester.user.username)).toBe(shown.get(oldham.user.username));
      // …and the near list orders them on stickers alone (Oldham first), never by distance.
      const listed = near.matches.map((m) => m.username);
      if (listed.includes(manchester.user.username)) {
        expect(listed.indexOf(oldham.user.username)).toBeLessThan(
          listed.indexOf(manchester.user.username),
        );
      }
      // Outside the Leeds collector's 5 km, nothing about them: was "about 60 km away" and more.
      expect(shown.get(leeds.user.username)).toBeNull();
    }

    // One more move today is refused, and changes nothing.
    const before = await dbFingerprint(t.database);
    const refused = await setArea(attacker, { kind: 'city', city: 'oldham', radiusKm: 5 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: `You can change your area ${AREA_CHANGES_PER_DAY} times a day. Try again tomorrow.`,
    });
    expect(await dbFingerprint(t.database)).toBe(before);

    // Everything shown, put together, cannot place the Manchester victim more precisely than
    // their chosen reach: every known place in it that is consistent with one answer is
    // consistent with all of them — here Oldham, 10 km away, fits every answer exactly as well.
    const consistent = CITIES.filter((place) =>
      seen.every(
        ({ at, shown }) =>
          describeSharedReach(at, { ...city(place.id), radiusKm: 25 }) ===
          shown.get(manchester.user.username),
      ),
    ).map((place) => place.id);
    expect(consistent).toContain('manchester');
    expect(consistent).toContain('oldham');
  });
});

describe('area changes per account', () => {
  it(`allows ${AREA_CHANGES_PER_DAY} a day; clearing and saving the same area again do not count`, async () => {
    const me = await registerUser(t.app);
    const read = async () =>
      (await request(t.app, 'GET', '/api/user/area', undefined, { cookie: me.cookie })).json();
    for (const id of ['leeds', 'york', 'hull']) {
      expect((await setArea(me, { kind: 'city', city: id, radiusKm: 25 })).statusCode).toBe(200);
      // The same area again (a retry) and clearing it are always allowed and never count.
      expect((await setArea(me, { kind: 'city', city: id, radiusKm: 25 })).statusCode).toBe(200);
    }
    expect((await setArea(me, { kind: 'none' })).statusCode).toBe(200);
    expect(await read()).toEqual({ area: null });
    // Every test request comes from a fresh address: the limit is the account's.
    const refused = await setArea(me, { kind: 'city', city: 'leeds', radiusKm: 5 });
    expect(refused.statusCode).toBe(429);
    expect(await read()).toEqual({ area: null });
    // Changing only the radius is a change too.
    // The next UTC day (the test clock starts at 10:00; the session is used in between).
    t.clock.advance(7 * HOUR_MS);
    await read();
    t.clock.advance(7 * HOUR_MS);
    expect((await setArea(me, { kind: 'city', city: 'leeds', radiusKm: 5 })).statusCode).toBe(200);
    expect((await setArea(me, { kind: 'city', city: 'leeds', radiusKm: 25 })).statusCode).toBe(200);
    expect((await setArea(me, { kind: 'city', city: 'leeds', radiusKm: 100 })).statusCode).toBe(
      200,
    );
    expect((await setArea(me, { kind: 'city', city: 'leeds', radiusKm: null })).statusCode).toBe(
      429,
    );
    expect((await read()).area).toMatchObject({ code: 'leeds', radiusKm: 100 });
  });
});
