import { z } from 'zod';
import { CITIES, POSTCODE_AREAS, type City, type PostcodeArea } from './places';

/**
 * A collector's approximate area (docs/product.md "Nearby", decision 020): a UK postcode
 * district or a city from the list, and how far they will travel to swap. Only a rounded point is
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

export type DistrictResult =
  { ok: true; district: string; area: PostcodeArea } | { ok: false; message: string };

/**
 * Reads a postcode district as typed: case and spaces do not matter, and a whole postcode is
 * cut to its district ("m14 5tp" → "M14": we keep the district, never the full postcode).
 * An unknown one is refused with a message naming it.
 */
export function parseDistrict(input: string): DistrictResult {
  const typed = input.trim().toUpperCase().replace(/\s+/g, ' ');
  if (typed === '') return { ok: false, message: 'Type a postcode district, such as M14 or SW1A' };
  const full = FULL_POSTCODE.exec(typed);
  const district = full ? full[1]! : typed.replace(/ /g, '');
  const match = OUTWARD_CODE.exec(district);
  const shown = typed.length > 12 ? `${typed.slice(0, 12)}…` : typed;
  if (!match) {
    return {
      ok: false,
      message: `"${shown}" is not a postcode district — type the first part of a postcode, such as M14 or SW1A`,
    };
  }
  const area = areasByCode.get(match[1]!);
  if (!area) {
    return {
      ok: false,
      message: `We don't know the postcode district ${district} — check it, or choose a city instead`,
    };
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
export const AREA_CHANGES_MESSAGE = `You can change your area ${AREA_CHANGES_PER_DAY} times a day. Try again tomorrow.`;

/** Body of `PUT /api/user/area`: a district or a city with a radius, or no area at all. */
const radiusSchema = z.union([z.literal(5), z.literal(25), z.literal(100), z.null()], {
  error: 'Choose how far you will travel: 5, 25 or 100 km, or anywhere',
});

export const areaInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('district'),
      district: z.string({ error: 'Type a postcode district' }).max(20, {
        error: 'A postcode district is at most 4 characters, such as SW1A',
      }),
      radiusKm: radiusSchema,
    }),
    z.object({
      kind: z.literal('city'),
      city: z.string({ error: 'Choose a city' }).max(40, { error: 'Choose a city from the list' }),
      radiusKm: radiusSchema,
    }),
    z.object({ kind: z.literal('none') }),
  ],
  { error: 'Choose a postcode district, a city, or no area' },
);
export type AreaInput = z.infer<typeof areaInputSchema>;

/** The collector's own area as Settings shows it (never sent to anyone else). */
export const myAreaSchema = z.object({
  area: z
    .object({
      kind: z.enum(['district', 'city']),
      /** The district ("M14") or the city's id ("manchester"). */
      code: z.string(),
      /** For people: "M14 (Manchester area)" or "Manchester". */
      label: z.string(),
      radiusKm: z.number().int().nullable(),
    })
    .nullable(),
});
export type MyArea = z.infer<typeof myAreaSchema>;

export interface ResolvedArea {
  kind: 'district' | 'city';
  code: string;
  lat: number;
  lon: number;
  radiusKm: number | null;
}

export type ResolveAreaResult =
  { ok: true; area: ResolvedArea | null } | { ok: false; message: string };

/** Turns what was sent into the rounded point we keep, or a message for the person. */
export function resolveArea(input: AreaInput): ResolveAreaResult {
  if (input.kind === 'none') return { ok: true, area: null };
  if (input.kind === 'district') {
    const parsed = parseDistrict(input.district);
    if (!parsed.ok) return parsed;
    return {
      ok: true,
      area: {
        kind: 'district',
        code: parsed.district,
        lat: roundCoordinate(parsed.area.lat),
        lon: roundCoordinate(parsed.area.lon),
        radiusKm: input.radiusKm,
      },
    };
  }
  const found = findCity(input.city);
  if (!found) return { ok: false, message: 'Choose a city from the list' };
  return {
    ok: true,
    area: {
      kind: 'city',
      code: found.id,
      lat: roundCoordinate(found.lat),
      lon: roundCoordinate(found.lon),
      radiusKm: input.radiusKm,
    },
  };
}

/** What Settings shows for a stored area: "M14 (Manchester area)" or "Manchester". */
export function describeArea(kind: 'district' | 'city', code: string): string {
  if (kind === 'city') return findCity(code)?.name ?? code;
  const parsed = parseDistrict(code);
  return parsed.ok ? `${parsed.district} (${parsed.area.name} area)` : code;
}

/** "within 25 km" or "anywhere". */
export const describeRadius = (radiusKm: number | null) =>
  radiusKm === null ? 'anywhere' : `within ${radiusKm} km`;
