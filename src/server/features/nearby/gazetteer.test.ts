import { describe, expect, it } from 'vitest';
import { ALTERNATE_NAME_WEIGHT, Cities } from './gazetteer';

// Decision 034: the place search over GeoNames' cities1000.txt, main names and alternate
// names ("München" is Munich), on a few lines written in its format.

/** One line of cities1000.txt: 19 tab-separated columns, only some of which are read. */
function line(
  id: number,
  name: string,
  alternates: string[],
  country: string,
  population: number,
  admin1 = '01',
): string {
  const columns = new Array<string>(19).fill('');
  columns[0] = String(id);
  columns[1] = name;
  columns[2] = name.normalize('NFKD').replace(/\p{M}/gu, '');
  columns[3] = alternates.join(',');
  columns[4] = '48.13743';
  columns[5] = '-11.5';
  columns[6] = 'P';
  columns[7] = 'PPL';
  columns[8] = country;
  columns[10] = admin1;
  columns[14] = String(population);
  return columns.join('\t');
}

const cities = new Cities(
  Buffer.from(
    [
      line(
        2867714,
        'Munich',
        ['MUC', 'Munchen', 'München', 'Monaco di Baviera', 'Мюнхен'],
        'DE',
        1260391,
      ),
      line(2993458, 'Monaco', [], 'MC', 32965),
      line(2643743, 'London', ['Londres', 'Londra', 'LON'], 'GB', 7556900, 'ENG'),
      line(3432043, 'Londres', [], 'AR', 2627),
      line(3169070, 'Rome', ['Roma', 'Róma', 'Rzym'], 'IT', 2318895),
      line(4724129, 'Roma', [], 'US', 10223, 'TX'),
      line(3871336, 'Santiago', ['Santiago de Chile'], 'CL', 4837295),
      line(3109642, 'Santiago de Compostela', ['Santiago'], 'ES', 95092),
      line(2988507, 'Paris', ['Lutetia', 'Parigi'], 'FR', 2138551),
      line(4717560, 'Paris', ['Parigi del Texas'], 'US', 24782, 'TX'),
      // Only 50 times smaller than Paris: not enough to rank above it by another name.
      line(9999999, 'Villeparis', ['Paris-the-Village'], 'FR', 43000),
    ].join('\n') + '\n',
  ),
);
const labels = (q: string, country?: string) => cities.search(q, country).map((p) => p.label);

describe('the place search by other names', () => {
  it('reads every line, and keeps only the Latin-script alternate names that fold differently', () => {
    expect(cities.count).toBe(11);
    // Munchen, München, Monaco di Baviera; Londres, Londra; Roma, Róma, Rzym; Santiago de
    // Chile; Santiago; Lutetia, Parigi; Parigi del Texas; Paris-the-Village. Not "MUC",
    // "LON" (airport codes) nor "Мюнхен".
    expect(cities.alternateCount).toBe(14);
    expect(cities.search('Мюнхен')).toEqual([]);
    expect(cities.search('MUC')).toEqual([]);
  });

  it('finds a city by its name in another language, shown as typed beside its own name', () => {
    expect(labels('München')).toEqual(['Munich (München), Germany']);
    expect(labels('munchen')).toEqual(['Munich (Munchen), Germany']);
    expect(labels('Monaco di')).toEqual(['Munich (Monaco di Baviera), Germany']);
    expect(labels('londres')[0]).toBe('London (Londres), England, United Kingdom');
    expect(labels('Roma')[0]).toBe('Rome (Roma), Italy');
    expect(labels('Róma')[0]).toBe('Rome (Róma), Italy');
    // Each place once, and by its main name when that matches too.
    expect(labels('Mun')).toEqual(['Munich, Germany']);
    expect(cities.search('München')[0]).toMatchObject({ id: '2867714', name: 'Munich' });
  });

  it('ranks a main name first unless the other place is much bigger', () => {
    // London (7.5 M) ≫ Londres, Argentina (2,627); Rome ≫ Roma, Texas.
    expect(labels('Londres')).toEqual([
      'London (Londres), England, United Kingdom',
      'Londres, Argentina',
    ]);
    expect(labels('roma')).toEqual(['Rome (Roma), Italy', 'Roma, TX, United States']);
    // Monaco (32,965) vs Munich (1.26 M / 10 = 126,039): Munich first, Monaco still found.
    expect(labels('Monaco')).toEqual(['Munich (Monaco di Baviera), Germany', 'Monaco, Monaco']);
    // A main name against a place less than ALTERNATE_NAME_WEIGHT times bigger: main first.
    expect(ALTERNATE_NAME_WEIGHT).toBe(10);
    expect(labels('Paris')).toEqual([
      'Paris, France',
      'Paris, TX, United States',
      'Villeparis (Paris-the-Village), France',
    ]);
    expect(labels('Parigi')).toEqual([
      'Paris (Parigi), France',
      'Paris (Parigi del Texas), TX, United States',
    ]);
  });

  it('tells the Santiagos apart by country, the main name first', () => {
    expect(labels('Santiago')).toEqual(['Santiago, Chile', 'Santiago de Compostela, Spain']);
    expect(labels('santiago', 'ES')).toEqual(['Santiago de Compostela, Spain']);
    expect(labels('santiago de chile')).toEqual(['Santiago (Santiago de Chile), Chile']);
  });

  it('takes a name as the most populous place so called, main or alternate', () => {
    expect(cities.mostPopulous('München', 'DE')?.id).toBe('2867714');
    expect(cities.mostPopulous('Monaco di Baviera')?.label).toBe('Munich, Germany');
    expect(cities.mostPopulous('Monaco')?.id).toBe('2993458');
    expect(cities.mostPopulous('Londres')?.id).toBe('2643743');
    expect(cities.mostPopulous('Londres', 'AR')?.id).toBe('3432043');
    expect(cities.mostPopulous('Roma')?.id).toBe('3169070');
    expect(cities.mostPopulous('Santiago')?.id).toBe('3871336');
    expect(cities.mostPopulous('Santiago', 'ES')?.id).toBe('3109642');
    expect(cities.mostPopulous('Mun')).toBeUndefined();
  });

  it('reads the points and populations as written', () => {
    expect(cities.byGeonamesId('2867714')).toEqual({
      kind: 'city',
      id: '2867714',
      name: 'Munich',
      region: null,
      country: 'DE',
      label: 'Munich, Germany',
      lat: 48.13743,
      lon: -11.5,
    });
  });
});
