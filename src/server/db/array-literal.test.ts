import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { boolArrayLiteral, intArrayLiteral, textArrayLiteral } from './array-literal';
import { rowsOf } from './rows';

describe('array literals read back by the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** The elements as the database reads the literal, as JSON so nulls and text survive the driver. */
  async function readBack(literal: string, type: 'int' | 'boolean' | 'text') {
    const cast = sql.raw(`${type}[]`);
    const result = await database.db.execute(
      sql`select coalesce(array_to_json(${literal}::${cast})::text, '[]') as j`,
    );
    return JSON.parse(rowsOf(result, z.object({ j: z.string() }))[0]!.j) as unknown[];
  }

  it('keeps any text, including quotes, backslashes, commas, braces and the word NULL', async () => {
    const tricky = ['a "quoted" name', 'back\\slash', 'x,y', '{z}', 'NULL', '', ' spaced ', 'é ✓'];
    expect(await readBack(textArrayLiteral([...tricky, null]), 'text')).toEqual([...tricky, null]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\0')))),
        async (values) => {
          expect(await readBack(textArrayLiteral(values), 'text')).toEqual(values);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps integers and booleans in order', async () => {
    expect(await readBack(intArrayLiteral([3, -1, 0, 2_147_483_647]), 'int')).toEqual([
      3, -1, 0, 2_147_483_647,
    ]);
    expect(await readBack(boolArrayLiteral([true, false, true]), 'boolean')).toEqual([
      true,
      false,
      true,
    ]);
    expect(await readBack(intArrayLiteral([]), 'int')).toEqual([]);
  });

  it('refuses a value that is not an integer rather than write a broken literal', () => {
    expect(() => intArrayLiteral([1, 1.5])).toThrow(TypeError);
    expect(() => intArrayLiteral([Number.NaN])).toThrow(TypeError);
  });
});
