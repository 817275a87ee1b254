import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesResponseSchema } from '../../../domain/matches/schemas';
import { myAreaSchema } from '../../../domain/nearby/area';
import { placesResponseSchema } from '../../../domain/nearby/world';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTemplateFor,
  findableCollector,
  registerUser,
  type Collector,
} from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

// Decision 034: an area anywhere in the world — a GeoNames city or town found by the place
// search or given by name, a US ZIP code — beside the UK districts and cities of decision 020.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(who: { cookie: string }, query: string) {
  return request(t.app, 'GET', `/api/places?${query}`, undefined, { cookie: who.cookie });
}
async function places(who: { cookie: string }, query: string) {
  const response = await search(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return placesResponseSchema.parse(response.json()).places;
}
function setArea(who: { cookie: string }, body: unknown) {
  return request(t.app, 'PUT', '/api/user/area', body, { cookie: who.cookie });
}
/** Sets an area on a new collector (3 changes a day each) and answers what Settings shows. */
async function areaOf(body: unknown) {
  const who = await registerUser(t.app);
  const response = await setArea(who, body);
  expect(response.statusCode, response.body).toBe(200);
  const read = await request(t.app, 'GET', '/api/user/area', undefined, { cookie: who.cookie });
  return myAreaSchema.parse(read.json()).area;
}

describe('GET /api/places', () => {
  it('finds cities and towns by the start of their name, most populous first, with the country', async () => {
    const me = await registerUser(t.app);
    const found = await places(me, 'q=zapo');
    expect(found[0]).toEqual({
      kind: 'city',
      id: '3979770',
      name: 'Zapopan',
      region: null,
      country: 'MX',
      label: 'Zapopan, Mexico',
    });
    // Accents and case do not matter, and the country tells same-named places apart.
    const guadalajara = await places(me, 'q=GUADALAJARA');
    expect(guadalajara.map((p) => p.label)).toEqual(
      expect.arrayContaining(['Guadalajara, Mexico', 'Guadalajara, Spain']),
    );
    expect((await places(me, 'q=sao%20paulo'))[0]?.label).toBe('São Paulo, Brazil');
    const inSpain = await places(me, 'q=guadalajara&country=es');
    expect(inSpain.map((p) => p.label)).toEqual(['Guadalajara, Spain']);
    // A US place shows its state: there are many Manchesters.
    expect((await places(me, 'q=manchester&country=US'))[0]?.label).toBe(
      'Manchester, NH, United States',
    );
    expect(await places(me, 'q=Atlantisxyz')).toEqual([]);
    expect((await places(me, 'q=sa')).length).toBe(10);
  });

  it("finds a city by its name in the collector's language, noted beside its own name", async () => {
    const me = await registerUser(t.app);
    const first = async (q: string) => (await places(me, `q=${encodeURIComponent(q)}`))[0];
    expect(await first('München')).toEqual({
      kind: 'city',
      id: '2867714',
      name: 'Munich',
      region: null,
      country: 'DE',
      label: 'Munich (München), Germany',
    });
    expect((await first('Múnich'))?.label).toBe('Munich, Germany');
    expect((await first('Monaco di Baviera'))?.label).toBe('Munich (Monaco di Baviera), Germany');
    expect((await first('Londres'))?.label).toBe('London (Londres), England, United Kingdom');
    expect((await first('Lisboa'))?.label).toBe('Lisbon (Lisboa), Portugal');
    const colonia = await places(me, 'q=colonia');
    expect(colonia.map((p) => p.label)).toContain('Köln (Colonia), Germany');
    // The main name still ranks first where it matches.
    expect((await first('Paris'))?.label).toBe('Paris, France');
    expect((await first('Santiago'))?.label).toBe('Santiago, Chile');
    expect((await places(me, 'q=santiago&country=ES'))[0]?.label).toBe(
      'Santiago de Compostela, Spain',
    );
  });

  it('finds a US ZIP code typed in full', async () => {
    const me = await registerUser(t.app);
    expect(await places(me, 'q=90210-1234')).toEqual([
      {
        kind: 'zip',
        id: '90210',
        name: 'Beverly Hills',
        region: 'CA',
        country: 'US',
        label: '90210 (Beverly Hills, CA)',
      },
    ]);
    expect(await places(me, 'q=00000')).toEqual([]);
  });

  it('refuses bad input with a clear 400, and a stranger with 401', async () => {
    const me = await registerUser(t.app);
    for (const [query, message] of [
      ['q=', 'Type at least 2 letters of a city or town, or a US ZIP code'],
      ['q=a', 'Type at least 2 letters of a city or town, or a US ZIP code'],
      [`q=${'x'.repeat(101)}`, 'A place name is at most 100 characters'],
      ['', 'Type the name of a city or town, or a US ZIP code'],
      ['q=paris&country=France', 'Choose a country by its two-letter code, such as MX or ES'],
    ] as const) {
      const response = await search(me, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.body, query).toContain(message);
    }
    const stranger = await request(t.app, 'GET', '/api/places?q=paris');
    expect(stranger.statusCode).toBe(401);
  });
});

describe('place searches per address', () => {
  it('answers 429 past PUBLIC_READS_PER_MINUTE for one address, another still gets through', async () => {
    const limited = await createTestApp({ PUBLIC_READS_PER_MINUTE: '2' });
    try {
      const me = await registerUser(limited.app);
      const find = (ip: string) =>
        request(limited.app, 'GET', '/api/places?q=zapopan', undefined, { cookie: me.cookie, ip });
      expect((await find('10.9.8.1')).statusCode).toBe(200);
      expect((await find('10.9.8.1')).statusCode).toBe(200);
      const refused = await find('10.9.8.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect((await find('10.9.8.2')).statusCode).toBe(200);
      limited.clock.advance(60_000);
      expect((await find('10.9.8.1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /api/user/area anywhere in the world', () => {
  it('takes a city by its id from the search', async () => {
    expect(await areaOf({ kind: 'city', city: '3979770', radiusKm: 25 })).toEqual({
      kind: 'city',
      code: '3979770',
      label: 'Zapopan, Mexico',
      radiusKm: 25,
    });
  });

  it('takes a name as the most populous place so called, in the country when given', async () => {
    expect(await areaOf({ kind: 'city', city: 'Zapopan', country: 'MX', radiusKm: 25 })).toEqual({
      kind: 'city',
      code: '3979770',
      label: 'Zapopan, Mexico',
      radiusKm: 25,
    });
    expect(await areaOf({ kind: 'city', city: 'guadalajara', radiusKm: 5 })).toMatchObject({
      code: '4005539',
      label: 'Guadalajara, Mexico',
    });
    expect(
      await areaOf({ kind: 'city', city: 'Guadalajara', country: 'es', radiusKm: 5 }),
    ).toMatchObject({ code: '3121070', label: 'Guadalajara, Spain' });
    // "Manchester" by name is the English one (the most populous), not one of the US towns.
    expect(await areaOf({ kind: 'city', city: 'Manchester', radiusKm: 5 })).toMatchObject({
      label: 'Manchester, England, United Kingdom',
    });
  });

  it('takes a name in another language as the most populous place so called', async () => {
    expect(await areaOf({ kind: 'city', city: 'München', country: 'DE', radiusKm: 25 })).toEqual({
      kind: 'city',
      code: '2867714',
      label: 'Munich, Germany',
      radiusKm: 25,
    });
    expect(await areaOf({ kind: 'city', city: 'Londres', radiusKm: 5 })).toMatchObject({
      code: '2643743',
      label: 'London, England, United Kingdom',
    });
    expect(
      await areaOf({ kind: 'city', city: 'Londres', country: 'AR', radiusKm: 5 }),
    ).toMatchObject({ label: 'Londres, Argentina' });
  });

  it('still takes the UK city ids and districts of decision 020', async () => {
    expect(await areaOf({ kind: 'city', city: 'manchester', radiusKm: 5 })).toEqual({
      kind: 'city',
      code: 'manchester',
      label: 'Manchester',
      radiusKm: 5,
    });
    expect(await areaOf({ kind: 'district', district: 'M14', radiusKm: 5 })).toMatchObject({
      label: 'M14 (Manchester area)',
    });
  });

  it('takes a US ZIP code, keeping only its 5 digits', async () => {
    expect(await areaOf({ kind: 'zip', zip: '90210-1234', radiusKm: 100 })).toEqual({
      kind: 'zip',
      code: '90210',
      label: '90210 (Beverly Hills, CA)',
      radiusKm: 100,
    });
  });

  it('refuses an unknown place or a bad country with a clear 400, changing nothing', async () => {
    const me = await registerUser(t.app);
    expect((await setArea(me, { kind: 'city', city: '3979770', radiusKm: 25 })).statusCode).toBe(
      200,
    );
    const before = await dbFingerprint(t.database);
    for (const [body, message] of [
      [
        { kind: 'city', city: 'Qwertyville', radiusKm: 5 },
        'We don\'t know a city or town called "Qwertyville" — search for it and choose it from the list',
      ],
      [
        { kind: 'city', city: 'Zapopan', country: 'ES', radiusKm: 5 },
        'We don\'t know a city or town called "Zapopan" in ES — search for it and choose it from the list',
      ],
      [{ kind: 'city', city: '999999999', radiusKm: 5 }, "We don't know a city or town called"],
      [
        { kind: 'city', city: 'Zapopan', country: 'Mexico', radiusKm: 5 },
        'Choose a country by its two-letter code, such as MX or ES',
      ],
      [{ kind: 'city', city: ' ', radiusKm: 5 }, 'Choose a city or town'],
      [{ kind: 'zip', zip: '9021', radiusKm: 5 }, 'A ZIP code is 5 digits, such as 90210'],
      [{ kind: 'zip', zip: '00000', radiusKm: 5 }, "We don't know the ZIP code 00000 — check it"],
      [{ kind: 'zip', zip: '90210', radiusKm: 50 }, 'Choose how far you will travel'],
    ] as const) {
      const response = await setArea(me, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await dbFingerprint(t.database)).toEqual(before);
  });
});

describe('near me between collectors anywhere', () => {
  it('matches Zapopan with Guadalajara, within the viewer’s radius, and not Santiago', async () => {
    const owner = await registerUser(t.app);
    const album = await createTemplateFor(t.app, owner.cookie, {
      title: `World near me ${Math.random().toString(36).slice(2, 8)}`,
      totalStickers: 6,
    });
    const inZapopan = await findableCollector(t.app, album, { needs: ['1'], spares: ['2'] });
    const inGuadalajara = await findableCollector(t.app, album, { needs: ['2'], spares: ['1'] });
    const inSantiago = await findableCollector(t.app, album, { needs: ['2'], spares: ['1'] });
    const set = async (who: Collector, body: unknown) =>
      expect((await setArea(who, body)).statusCode).toBe(200);
    await set(inZapopan, { kind: 'city', city: 'Zapopan', country: 'MX', radiusKm: 25 });
    await set(inGuadalajara, { kind: 'city', city: '4005539', radiusKm: 100 });
    await set(inSantiago, { kind: 'city', city: 'Santiago', country: 'CL', radiusKm: null });

    const near = await request(
      t.app,
      'GET',
      `/api/collections/${inZapopan.collectionId}/matches?near=1`,
      undefined,
      { cookie: inZapopan.cookie },
    );
    expect(near.statusCode, near.body).toBe(200);
    const { matches } = matchesResponseSchema.parse(near.json());
    expect(matches.map((m) => [m.username, m.distance])).toEqual([
      [inGuadalajara.user.username, 'within 25 km'],
    ]);
    // Where they are never leaves the server: no id, name or coordinate in the answer.
    expect(near.body).not.toMatch(/4005539|Guadalajara|20\.6|103\.3/);
  });
});
