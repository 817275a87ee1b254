import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planSwap } from './swap-plan';

/** Needs and offers of one collector over an album of `size`: disjoint, ascending. */
const sideArb = (size: number) =>
  fc
    .array(fc.constantFrom('need', 'own', 'offer'), { minLength: size, maxLength: size })
    .map((states) => ({
      needs: states.flatMap((state, i) => (state === 'need' ? [i] : [])),
      offers: states.flatMap((state, i) => (state === 'offer' ? [i] : [])),
    }));

const pairArb = fc
  .integer({ min: 1, max: 300 })
  .chain((size) => fc.tuple(sideArb(size), sideArb(size)));

describe('planSwap', () => {
  it('finds both ways and pre-selects one for one in album order', () => {
    const mine = { needs: [0, 2, 5], offers: [1, 3, 4, 8] };
    const theirs = { needs: [1, 4, 8], offers: [0, 5, 6] };
    expect(planSwap(mine, theirs)).toEqual({
      canGive: [1, 4, 8],
      canGet: [0, 5],
      give: [1, 4],
      get: [0, 5],
    });
  });

  it('pre-selects nothing when only one way has stickers', () => {
    expect(planSwap({ needs: [], offers: [1] }, { needs: [1], offers: [] })).toEqual({
      canGive: [1],
      canGet: [],
      give: [],
      get: [],
    });
  });

  it('gives only my offers they need and gets only their offers I need', () => {
    fc.assert(
      fc.property(pairArb, ([mine, theirs]) => {
        const plan = planSwap(mine, theirs);
        for (const i of plan.canGive) {
          expect(mine.offers).toContain(i);
          expect(theirs.needs).toContain(i);
        }
        for (const i of plan.canGet) {
          expect(theirs.offers).toContain(i);
          expect(mine.needs).toContain(i);
        }
        const expectedGive = mine.offers.filter((i) => theirs.needs.includes(i));
        const expectedGet = theirs.offers.filter((i) => mine.needs.includes(i));
        expect(plan.canGive).toEqual(expectedGive);
        expect(plan.canGet).toEqual(expectedGet);
      }),
    );
  });

  it('balances the selection at the smaller side, taking each side from its start', () => {
    fc.assert(
      fc.property(pairArb, ([mine, theirs]) => {
        const plan = planSwap(mine, theirs);
        const count = Math.min(plan.canGive.length, plan.canGet.length);
        expect(plan.give).toEqual(plan.canGive.slice(0, count));
        expect(plan.get).toEqual(plan.canGet.slice(0, count));
      }),
    );
  });

  it('is the mirror of the other phone’s plan', () => {
    fc.assert(
      fc.property(pairArb, ([mine, theirs]) => {
        const here = planSwap(mine, theirs);
        const there = planSwap(theirs, mine);
        expect(there).toEqual({
          canGive: here.canGet,
          canGet: here.canGive,
          give: here.get,
          get: here.give,
        });
      }),
    );
  });
});
