import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { copyStateArb } from '../../domain/sticker/arbitraries';
import { offeredCopies, type CopyState } from '../../domain/sticker/spares';
import { createTestDatabase } from '../../test/database';
import { boolArrayLiteral, intArrayLiteral } from './array-literal';
import type { DatabaseHandle } from './client';
import { rowColumns, rowsOf } from './rows';

describe('swapsies_copies_on_offer, the one SQL definition of copies on offer', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** The function's answer for each state, all in one statement. */
  async function onOffer(states: readonly CopyState[]): Promise<number[]> {
    const column = <T>(pick: (s: CopyState) => T) => states.map(pick);
    const result = await database.db.execute(sql`
      select swapsies_copies_on_offer(v.owned, v.for_trade, v.is_pending, v.is_completed,
                                      v.quantity, v.promised, v.keep_spares) as n
      from unnest(
        ${boolArrayLiteral(column((s) => s.owned))}::boolean[],
        ${boolArrayLiteral(column((s) => s.forTrade))}::boolean[],
        ${boolArrayLiteral(column((s) => s.isPending))}::boolean[],
        ${boolArrayLiteral(column((s) => s.isCompleted))}::boolean[],
        ${intArrayLiteral(column((s) => s.quantity))}::int[],
        ${intArrayLiteral(column((s) => s.promised))}::int[],
        ${boolArrayLiteral(column((s) => s.keepSpares))}::boolean[]
      ) with ordinality as v(owned, for_trade, is_pending, is_completed, quantity, promised,
                             keep_spares, i)
      order by v.i`);
    return rowsOf(result, z.object({ n: rowColumns.number })).map((row) => row.n);
  }

  it('agrees with the domain on the cases docs/product.md describes', async () => {
    const forTrade = {
      owned: true,
      forTrade: true,
      isPending: false,
      isCompleted: false,
      keepSpares: false,
    };
    const cases: CopyState[] = [
      { ...forTrade, quantity: 3, promised: 0 }, // two spares
      { ...forTrade, quantity: 1, promised: 0 }, // a single for-trade copy is offered
      { ...forTrade, quantity: 3, promised: 2 }, // all promised
      { ...forTrade, isPending: true, quantity: 4, promised: 0 }, // in a trade
      { ...forTrade, forTrade: false, quantity: 4, promised: 0 }, // spares offered unmarked
      { ...forTrade, forTrade: false, quantity: 1, promised: 0 }, // the album's own copy
      { ...forTrade, forTrade: false, keepSpares: true, quantity: 4, promised: 0 }, // kept
      { ...forTrade, keepSpares: true, quantity: 1, promised: 0 }, // kept, single
    ];
    expect(await onOffer(cases)).toEqual([2, 1, 0, 0, 3, 0, 0, 0]);
    expect(cases.map(offeredCopies)).toEqual([2, 1, 0, 0, 3, 0, 0, 0]);
  });

  it('answers exactly what offeredCopies answers, for any state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(copyStateArb, { minLength: 1, maxLength: 40 }), async (states) => {
        expect(await onOffer(states)).toEqual(states.map(offeredCopies));
      }),
      { numRuns: 60 },
    );
  });
});
