import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeArea, resolveArea, type AreaInput } from '../../../domain/nearby/area';
import type { WorldPlaces } from '../../../domain/nearby/world';
import { Cities, citiesFrom, writePackedGazetteer, zipsFrom, type Zips } from './gazetteer';

// Decision 034, "Packed at build time": the files `npm run build` writes answer exactly as the
// packages read from source do (what tests and `npm run dev` use), on the real data.

let dir: string;
let packed: { cities: Cities; zips: Zips };
let fromPackages: { cities: Cities; zips: Zips };
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'swapsies-gazetteer-'));
  writePackedGazetteer(dir);
  packed = { cities: citiesFrom(dir), zips: zipsFrom(dir) };
  // A folder without the files: the packages are read and packed in memory, as from source.
  const none = path.join(dir, 'none');
  fromPackages = { cities: citiesFrom(none), zips: zipsFrom(none) };
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const worldOf = ({ cities, zips }: { cities: Cities; zips: Zips }): WorldPlaces => ({
  cityById: (id) => cities.byGeonamesId(id),
  cityByName: (name, country) => cities.mostPopulous(name, country),
  zip: (code) => zips.find(code),
});

const SEARCHES: [string, string?][] = [
  ['München'],
  ['munchen'],
  ['Londres'],
  ['Londres', 'AR'],
  ['Santiago'],
  ['Santiago', 'ES'],
  ['Zapopan', 'MX'],
  ['guadalajara', 'MX'],
  ['sa'],
  ['man', 'GB'],
  ['monaco di baviera'],
  ['colonia'],
  ['kraków'],
  ['Łódź'],
  ['sao paulo'],
];

const AREAS: AreaInput[] = [
  { kind: 'city', city: 'München', country: 'DE', radiusKm: 25 },
  { kind: 'city', city: 'Londres', radiusKm: 25 },
  { kind: 'city', city: 'Santiago', country: 'ES', radiusKm: 25 },
  { kind: 'city', city: 'Zapopan', country: 'MX', radiusKm: 25 },
  { kind: 'city', city: '3979770', radiusKm: 5 },
  // A UK city id of decision 020, kept as it was.
  { kind: 'city', city: 'manchester', radiusKm: 5 },
  { kind: 'zip', zip: '90210-1234', radiusKm: 5 },
  { kind: 'zip', zip: '02108', radiusKm: 5 },
];

describe('the packed gazetteer', () => {
  it('holds every place and alternate name the packages do', () => {
    expect(packed.cities.count).toBe(135_233);
    expect(packed.cities.count).toBe(fromPackages.cities.count);
    expect(packed.cities.alternateCount).toBe(fromPackages.cities.alternateCount);
  });

  it('answers every search as the packages read from source do', () => {
    for (const [q, country] of SEARCHES) {
      const answer = packed.cities.search(q, country);
      expect(answer.length, q).toBeGreaterThan(0);
      expect(answer, `${q} ${country ?? ''}`).toEqual(fromPackages.cities.search(q, country));
    }
    expect(packed.cities.search('München')[0]?.label).toBe('Munich (München), Germany');
    expect(packed.cities.search('Santiago', 'ES')[0]?.id).toBe('3109642');
    expect(packed.cities.search('Zapopan', 'MX')[0]?.label).toBe('Zapopan, Mexico');
  });

  it('resolves and describes areas as the packages do', () => {
    const world = worldOf(packed);
    for (const input of AREAS) {
      const resolved = resolveArea(input, world);
      expect(resolved.ok, JSON.stringify(input)).toBe(true);
      expect(resolved).toEqual(resolveArea(input, worldOf(fromPackages)));
      if (!resolved.ok || !resolved.area) continue;
      const { kind, code } = resolved.area;
      expect(describeArea(kind, code, world)).toBe(describeArea(kind, code, worldOf(fromPackages)));
    }
    expect(packed.cities.mostPopulous('München', 'DE')?.id).toBe('2867714');
    expect(packed.cities.mostPopulous('Londres')?.id).toBe('2643743');
    expect(describeArea('city', 'manchester', world)).toBe('Manchester');
    expect(packed.zips.find('90210')?.label).toBe('90210 (Beverly Hills, CA)');
    expect(packed.zips.find('00000')).toBeUndefined();
  });

  it('reads the packages instead of a file of another format version', () => {
    const stale = path.join(dir, 'stale');
    mkdirSync(stale);
    const bytes = readFileSync(path.join(dir, 'cities.bin'));
    expect(Cities.fromPacked(bytes)).toBeDefined();
    bytes.writeUInt32LE(bytes.readUInt32LE(4) + 1, 4);
    expect(Cities.fromPacked(bytes)).toBeUndefined();
    writeFileSync(path.join(stale, 'cities.bin'), bytes);
    expect(citiesFrom(stale).search('Zapopan', 'MX')).toEqual(
      fromPackages.cities.search('Zapopan', 'MX'),
    );
  }, 120_000);
});
