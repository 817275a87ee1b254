import { z } from 'zod';
import { CITIES, POSTCODE_AREAS, type City, type PostcodeArea } from './places';
import { countryCodeSchema, parseZip, type WorldPlaces } from './world';
import { englishOf, type Words } from '../words';

/**
 * A collector's approximate area (docs/product.md "Nearby", decisions 020 and 034): a UK
 * postcode district, a city or town anywhere in the world, or a US ZIP code, and how far they will travel to swap. Only a rounded point is
 * kept (the area's or city's centre), never an address, and others only ever see whether both
 * collectors' reach covers the other, as the viewer's own radius ("within 25 km").
 */

/** The radii a collector may choose; null is "anywhere". */
export const AREA_RADII_KM = [5, 25, 100] as const;
export type AreaRadiusKm = (typeof AREA_RADII_KM)[number];

/**
 * An outward code (the part of a postcode before the space): area letters, district digits,
 * and in central London an optional letter — "M14", "SW1A", "EC1V", "B1", "BT80".
 */
const OUTWARD_CODE = /^([A-Z]{1,2})(\d{1,2}[A-Z]?)$/;
const FULL_POSTCODE = /^([A-Z]{1,2}\d{1,2}[A-Z]?)\s*\d[A-Z]{2}$/;

const areasByCode = new Map(POSTCODE_AREAS.map((a) => [a.code, a]));
const citiesById = new Map(CITIES.map((c) => [c.id, c]));

/** A refusal: its English `message`, and the same as `words` to translate (decision 038). */
export type AreaRefusal = { ok: false; message: string; words: Words };

const refuse = (words: Words): AreaRefusal => ({ ok: false, message: englishOf(words), words });

export type DistrictResult = { ok: true; district: string; area: PostcodeArea } | AreaRefusal;

/**
 * Reads a postcode district as typed: case and spaces do not matter, and a whole postcode is
 * cut to its district ("m14 5tp" → "M14": we keep the district, never the full postcode).
 * An unknown one is refused with a message naming it.
 */
export function parseDistrict(input: string): DistrictResult {
  const typed = input.trim().toUpperCase().replace(/\s+/g, ' ');
  if (typed === '') return refuse(/*i18n*/ { id: 'Type a postcode district, such as M14 or SW1A' });
  const full = FULL_POSTCODE.exec(typed);
  const district = full ? full[1]! : typed.replace(/ /g, '');
  const match = OUTWARD_CODE.exec(district);
  const shown = typed.length > 12 ? `${typed.slice(0, 12)}…` : typed;
  if (!match) {
    return refuse(
      /*i18n*/ {
        id: '"{shown}" is not a postcode district — type the first part of a postcode, such as M14 or SW1A',
        values: { shown },
      },
    );
  }
  const area = areasByCode.get(match[1]!);
  if (!area) {
    return refuse(
      /*i18n*/ {
        id: "We don't know the postcode district {district} — check it, or choose a city instead",
        values: { district },
      },
    );
  }
  return { ok: true, district, area };
}

export function findCity(id: string): City | undefined {
  return citiesById.get(id);
}

/** Rounds a coordinate to 2 decimal places (about 1 km): the most precision we ever keep. */
export const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), the same formula the matches query uses in SQL. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A collector's rounded point and radius (null radius is "anywhere"), as the server keeps it. */
export interface Reach {
  lat: number;
  lon: number;
  radiusKm: number | null;
}

/**
 * How far another collector is, as the viewer may see it (decision 020, issue 31): only when
 * each one's reach covers the other — the other is within the viewer's radius AND the viewer
 * within theirs — and then only as the viewer's OWN radius ("within 25 km"), never a number.
 * So the answer is one bit the "near me" filter already tells (is this collector in the list?)
 * and the viewer's own choice: moving one's area learns nothing finer than "inside both reaches
 * or not". A viewer who goes "anywhere", or either side without an area, gets null.
 */
export function describeSharedReach(viewer: Reach | null, other: Reach | null): string | null {
  if (!viewer || !other || viewer.radiusKm === null) return null;
  const km = distanceKm(viewer, other);
  if (!(km <= viewer.radiusKm)) return null;
  if (other.radiusKm !== null && !(km <= other.radiusKm)) return null;
  return describeRadius(viewer.radiusKm);
}

/** How many times a day a collector may set their area (clearing it is always allowed). */
export const AREA_CHANGES_PER_DAY = 3;
export const AREA_CHANGES_WORDS: Words = /*i18n*/ {
  id: 'You can change your area {times} times a day. Try again tomorrow.',
  values: { times: AREA_CHANGES_PER_DAY },
};
export const AREA_CHANGES_MESSAGE = englishOf(AREA_CHANGES_WORDS);

/** Body of `PUT /api/user/area`: a district or a city with a radius, or no area at all. */
const radiusSchema = z.union([z.literal(5), z.literal(25), z.literal(100), z.null()], {
  error: /*i18n*/ 'Choose how far you will travel: 5, 25 or 100 km, or anywhere',
});

export const areaInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('district'),
      district: z.string({ error: /*i18n*/ 'Type a postcode district' }).max(20, {
        error: /*i18n*/ 'A postcode district is at most 4 characters, such as SW1A',
      }),
      radiusKm: radiusSchema,
    }),
    z.object({
      kind: z.literal('city'),
      /**
       * An id from the place search (GeoNames), one of the UK city ids kept from before
       * ("manchester"), or a name, taken as the most populous place so called (decision 034).
       */
      city: z
        .string({ error: /*i18n*/ 'Choose a city or town' })
        .trim()
        .min(1, { error: /*i18n*/ 'Choose a city or town' })
        .max(100, { error: /*i18n*/ 'A city or town name is at most 100 characters' }),
      /** Where to look for a city given by name: "MX" tells Zapopan's country. */
      country: countryCodeSchema.optional(),
      radiusKm: radiusSchema,
    }),
    z.object({
      kind: z.literal('zip'),
      zip: z.string({ error: /*i18n*/ 'Type a US ZIP code' }).max(20, {
        error: /*i18n*/ 'A ZIP code is 5 digits, such as 90210',
      }),
      radiusKm: radiusSchema,
    }),
    z.object({ kind: z.literal('none') }),
  ],
  { error: /*i18n*/ 'Choose a postcode district, a city, a ZIP code, or no area' },
);
export type AreaInput = z.infer<typeof areaInputSchema>;

/** How an area is given: stored in `users.area_kind` (decision 020; `zip` added by 034). */
export const AREA_KINDS = ['district', 'city', 'zip'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** The collector's own area as Settings shows it (never sent to anyone else). */
export const myAreaSchema = z.object({
  area: z
    .object({
      kind: z.enum(AREA_KINDS),
      /** The district ("M14"), the city's id ("manchester", "3979770") or the ZIP ("90210"). */
      code: z.string(),
      /** For people: "M14 (Manchester area)", "Manchester" or "Zapopan, Mexico". */
      label: z.string(),
      radiusKm: z.number().int().nullable(),
    })
    .nullable(),
});
export type MyArea = z.infer<typeof myAreaSchema>;

export interface ResolvedArea {
  kind: AreaKind;
  code: string;
  lat: number;
  lon: number;
  radiusKm: number | null;
}

export type ResolveAreaResult = { ok: true; area: ResolvedArea | null } | AreaRefusal;

const place = (
  kind: AreaKind,
  found: { id: string; lat: number; lon: number },
  radiusKm: number | null,
) => ({
  ok: true as const,
  area: {
    kind,
    code: found.id,
    lat: roundCoordinate(found.lat),
    lon: roundCoordinate(found.lon),
    radiusKm,
  },
});

/**
 * Turns what was sent into the rounded point we keep, or a message for the person. A city is
 * looked up as decision 034 says: a UK city id kept from before (unless another country is
 * asked for), a GeoNames id from the search, or else a name, the most populous place so called.
 */
export function resolveArea(input: AreaInput, world: WorldPlaces): ResolveAreaResult {
  if (input.kind === 'none') return { ok: true, area: null };
  if (input.kind === 'district') {
    const parsed = parseDistrict(input.district);
    if (!parsed.ok) return parsed;
    return place('district', { id: parsed.district, ...parsed.area }, input.radiusKm);
  }
  if (input.kind === 'zip') {
    const zip = parseZip(input.zip);
    if (!zip) return refuse(/*i18n*/ { id: 'A ZIP code is 5 digits, such as 90210' });
    const found = world.zip(zip);
    if (!found) {
      return refuse(
        /*i18n*/ { id: "We don't know the ZIP code {zip} — check it", values: { zip } },
      );
    }
    return place('zip', found, input.radiusKm);
  }
  const { city, country } = input;
  const uk = country === undefined || country === 'GB' ? findCity(city) : undefined;
  const found = uk ?? (/^\d+$/.test(city) ? world.cityById(city) : world.cityByName(city, country));
  if (!found) {
    const shown = city.length > 40 ? `${city.slice(0, 40)}…` : city;
    return refuse(
      country
        ? /*i18n*/ {
            id: 'We don\'t know a city or town called "{shown}" in {country} — search for it and choose it from the list',
            values: { shown, country },
          }
        : /*i18n*/ {
            id: 'We don\'t know a city or town called "{shown}" — search for it and choose it from the list',
            values: { shown },
          },
    );
  }
  return place('city', found, input.radiusKm);
}

/**
 * What Settings shows for a stored area: "M14 (Manchester area)", "Manchester" (a UK city id
 * kept from before), "Zapopan, Mexico" or "90210 (Beverly Hills, CA)".
 */
export function describeArea(kind: AreaKind, code: string, world: WorldPlaces): string {
  if (kind === 'zip') return world.zip(code)?.label ?? code;
  if (kind === 'city') return findCity(code)?.name ?? world.cityById(code)?.label ?? code;
  const parsed = parseDistrict(code);
  return parsed.ok ? `${parsed.district} (${parsed.area.name} area)` : code;
}

/** "within 25 km" or "anywhere". */
export const describeRadius = (radiusKm: number | null) =>
  radiusKm === null ? 'anywhere' : `within ${radiusKm} km`;
