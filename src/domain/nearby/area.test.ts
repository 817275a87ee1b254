import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeArea,
  AREA_RADII_KM,
  describeSharedReach,
  distanceKm,
  parseDistrict,
  resolveArea,
  roundCoordinate,
} from './area';
import { CITIES, POSTCODE_AREAS } from './places';
import { NO_WORLD, foldPlaceName, parseZip, type WorldPlaces } from './world';

describe('parseDistrict', () => {
  it.each([
    ['M14', 'M14'],
    [' m14 ', 'M14'],
    ['sw1a', 'SW1A'],
    ['EC1V', 'EC1V'],
    ['BT80', 'BT80'],
    ['m14 5tp', 'M14'],
    ['SW1A1AA', 'SW1A'],
    ['B1', 'B1'],
  ])('reads %j as the district %s', (typed, district) => {
    const parsed = parseDistrict(typed);
    expect(parsed.ok && parsed.district).toBe(district);
  });

  it('names an unknown district in its message', () => {
    expect(parseDistrict('QQ1')).toEqual({
      ok: false,
      message: "We don't know the postcode district QQ1 — check it, or choose a city instead",
      // The words the server says it in, in the collector's language (decision 038).
      words: {
        id: "We don't know the postcode district {district} — check it, or choose a city instead",
        values: { district: 'QQ1' },
      },
    });
    expect(parseDistrict('BF1')).toMatchObject({ ok: false }); // forces mail: not a place
  });

  it('refuses what is not a district, and nothing typed', () => {
    expect(parseDistrict('hello!')).toMatchObject({
      ok: false,
      message: expect.stringContaining('"HELLO!" is not a postcode district'),
    });
    expect(parseDistrict('1AB')).toMatchObject({ ok: false });
    expect(parseDistrict('   ')).toMatchObject({
      ok: false,
      message: 'Type a postcode district, such as M14 or SW1A',
    });
  });
});

describe('distanceKm', () => {
  it('matches known distances within a few per cent', () => {
    const city = (id: string) => CITIES.find((c) => c.id === id)!;
    expect(distanceKm(city('london'), city('manchester'))).toBeCloseTo(262, -1);
    expect(distanceKm(city('leeds'), city('york'))).toBeCloseTo(35, -0.5);
    expect(distanceKm(city('edinburgh'), city('glasgow'))).toBeCloseTo(67, -1);
  });

  it('is symmetric, zero to itself and never negative', () => {
    const point = fc.record({
      lat: fc.double({ min: 49, max: 61, noNaN: true }),
      lon: fc.double({ min: -8, max: 2, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(distanceKm(b, a)).toBeCloseTo(d, 6);
        expect(distanceKm(a, a)).toBe(0);
      }),
    );
  });
});

describe('describeSharedReach (issue 31: a distance that cannot be inverted by moving)', () => {
  const manchester = { lat: 53.48, lon: -2.24 };
  const leeds = { lat: 53.8, lon: -1.55 }; // ~58 km from Manchester

  it("says only the viewer's own radius, and only when each is within the other's radius", () => {
    expect(describeSharedReach({ ...manchester, radiusKm: 100 }, { ...leeds, radiusKm: 100 })).toBe(
      'within 100 km',
    );
    expect(
      describeSharedReach({ ...manchester, radiusKm: 100 }, { ...leeds, radiusKm: null }),
    ).toBe('within 100 km');
    // Beyond their radius, or mine: nothing at all (was "about 60 km away").
    expect(
      describeSharedReach({ ...manchester, radiusKm: 100 }, { ...leeds, radiusKm: 25 }),
    ).toBeNull();
    expect(
      describeSharedReach({ ...manchester, radiusKm: 25 }, { ...leeds, radiusKm: 100 }),
    ).toBeNull();
    // A viewer who goes anywhere, or either side without an area: nothing.
    expect(
      describeSharedReach({ ...manchester, radiusKm: null }, { ...leeds, radiusKm: null }),
    ).toBeNull();
    expect(describeSharedReach(null, { ...leeds, radiusKm: null })).toBeNull();
    expect(describeSharedReach({ ...manchester, radiusKm: 5 }, null)).toBeNull();
  });

  it('for any place the viewer moves to, tells nothing but "inside both reaches or not"', () => {
    // Every known point, every radius on both sides: the answer is a function of the viewer's
    // own radius and the one bit the "near me" list shows anyway, never of the distance itself.
    const points = [...CITIES, ...POSTCODE_AREAS].map((p) => ({
      lat: roundCoordinate(p.lat),
      lon: roundCoordinate(p.lon),
    }));
    const radii = [...AREA_RADII_KM, null];
    let wrong = 0;
    for (const viewerRadius of radii) {
      for (const theirRadius of radii) {
        for (const at of points) {
          for (const them of points) {
            const km = distanceKm(at, them);
            const both =
              viewerRadius !== null &&
              km <= viewerRadius &&
              (theirRadius === null || km <= theirRadius);
            const shown = describeSharedReach(
              { ...at, radiusKm: viewerRadius },
              { ...them, radiusKm: theirRadius },
            );
            if (shown !== (both ? `within ${viewerRadius} km` : null)) wrong += 1;
          }
        }
      }
    }
    expect(wrong).toBe(0);
  });
});

describe('resolveArea', () => {
  it('keeps only a point rounded to 2 decimals, and the district, not the postcode', () => {
    expect(resolveArea({ kind: 'district', district: 'm14 5tp', radiusKm: 5 }, NO_WORLD)).toEqual({
      ok: true,
      area: { kind: 'district', code: 'M14', lat: 53.47, lon: -2.24, radiusKm: 5 },
    });
    expect(resolveArea({ kind: 'city', city: 'york', radiusKm: null }, NO_WORLD)).toEqual({
      ok: true,
      area: { kind: 'city', code: 'york', lat: 53.96, lon: -1.08, radiusKm: null },
    });
    expect(resolveArea({ kind: 'none' }, NO_WORLD)).toEqual({ ok: true, area: null });
    expect(resolveArea({ kind: 'city', city: 'gotham', radiusKm: 5 }, NO_WORLD)).toEqual({
      ok: false,
      message:
        'We don\'t know a city or town called "gotham" — search for it and choose it from the list',
      words: {
        id: 'We don\'t know a city or town called "{shown}" — search for it and choose it from the list',
        values: { shown: 'gotham' },
      },
    });
  });

  // Decision 034: a UK id from before wins unless another country is asked for; a number is a
  // GeoNames id; anything else is a name; a ZIP is cut to its 5 digits.
  const seen: string[] = [];
  const world: WorldPlaces = {
    cityById: (id) => (seen.push(`id ${id}`), { id, lat: 1.234, lon: 5.678, label: 'By id' }),
    cityByName: (name, country) => (
      seen.push(`name ${name} ${country ?? '-'}`),
      { id: '9', lat: 1, lon: 2, label: 'By name' }
    ),
    zip: (code) => (seen.push(`zip ${code}`), { id: code, lat: 3, lon: 4, label: 'Zip' }),
  };
  it('looks a city up as an old UK id, a GeoNames id or a name, and a ZIP by its 5 digits', () => {
    seen.length = 0;
    const code = (input: Parameters<typeof resolveArea>[0]) => {
      const result = resolveArea(input, world);
      return result.ok ? result.area?.code : result.message;
    };
    expect(code({ kind: 'city', city: 'york', radiusKm: 5 })).toBe('york');
    expect(code({ kind: 'city', city: 'york', country: 'GB', radiusKm: 5 })).toBe('york');
    expect(code({ kind: 'city', city: 'york', country: 'US', radiusKm: 5 })).toBe('9');
    expect(code({ kind: 'city', city: '3979770', radiusKm: 5 })).toBe('3979770');
    expect(code({ kind: 'city', city: 'Zapopan', radiusKm: 5 })).toBe('9');
    expect(code({ kind: 'zip', zip: ' 90210-1234 ', radiusKm: 5 })).toBe('90210');
    expect(code({ kind: 'zip', zip: '9021', radiusKm: 5 })).toBe(
      'A ZIP code is 5 digits, such as 90210',
    );
    expect(seen).toEqual(['name york US', 'id 3979770', 'name Zapopan -', 'zip 90210']);
    expect(resolveArea({ kind: 'city', city: '1', radiusKm: 5 }, world)).toMatchObject({
      area: { lat: 1.23, lon: 5.68 },
    });
  });

  it('describes a stored area for Settings', () => {
    expect(describeArea('district', 'SW1A', NO_WORLD)).toBe('SW1A (South West London area)');
    expect(describeArea('city', 'stoke-on-trent', NO_WORLD)).toBe('Stoke-on-Trent');
    expect(describeArea('city', '3979770', world)).toBe('By id');
    expect(describeArea('zip', '90210', world)).toBe('Zip');
    expect(describeArea('zip', '90210', NO_WORLD)).toBe('90210');
  });

  it('compares place names without case, accents or punctuation', () => {
    expect(foldPlaceName('  São Paulo ')).toBe('sao paulo');
    expect(foldPlaceName('Stoke-on-Trent')).toBe('stoke on trent');
    expect(foldPlaceName('Zürich')).toBe(foldPlaceName('ZURICH'));
    expect(foldPlaceName('Monaco di Baviera')).toBe('monaco di baviera');
    expect(foldPlaceName('München')).toBe(foldPlaceName('MUNCHEN'));
    expect(parseZip('10001')).toBe('10001');
    expect(parseZip('M14')).toBeNull();
  });
});

describe('foldPlaceName', () => {
  // Plain ASCII takes a shortcut (the gazetteer folds ~500,000 names when it loads): it must
  // fold exactly as the Unicode way does.
  const unicodeFold = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  it('folds plain ASCII as it folds any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (name) => {
        expect(foldPlaceName(name)).toBe(unicodeFold(name));
      }),
    );
    for (const name of ["Saint-Jean-d'Angély", 'Łódź', 'Straße', 'A\tB', '']) {
      expect(foldPlaceName(name)).toBe(unicodeFold(name));
    }
  });
});

describe('the place lists', () => {
  it('have unique codes, points inside the British Isles at 2 decimals, cities in order', () => {
    for (const list of [POSTCODE_AREAS, CITIES]) {
      for (const place of list) {
        expect(place.lat).toBeGreaterThan(49);
        expect(place.lat).toBeLessThan(61);
        expect(place.lon).toBeGreaterThan(-8.2);
        expect(place.lon).toBeLessThan(2);
        expect(roundCoordinate(place.lat)).toBe(place.lat);
        expect(roundCoordinate(place.lon)).toBe(place.lon);
      }
    }
    expect(new Set(POSTCODE_AREAS.map((a) => a.code)).size).toBe(POSTCODE_AREAS.length);
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(CITIES.length);
    expect(POSTCODE_AREAS.length).toBe(124);
    expect(CITIES.length).toBeGreaterThanOrEqual(70);
    const names = CITIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });
});
