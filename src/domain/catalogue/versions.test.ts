import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consistentStateArb } from '../sticker/arbitraries';
import { NEW_STICKER_STATE } from '../sticker/sticker';
import {
  diffChecklists,
  holdsState,
  planCollectionMigration,
  summariseVersion,
  SUMMARY_CODES_SHOWN,
} from './versions';
import type { MigratingSticker } from './versions';

function collectionOf(
  numbers: string[],
  states: Partial<MigratingSticker>[] = [],
): MigratingSticker[] {
  return numbers.map((number, index) => ({
    ...NEW_STICKER_STATE,
    promised: 0,
    retired: false,
    id: index + 1,
    number,
    position: index + 1,
    ...states[index],
  }));
}

// Applies a plan the way the server does, so a sequence of versions can be followed.
function apply(
  stickers: MigratingSticker[],
  plan: ReturnType<typeof planCollectionMigration>,
  nextId: () => number,
) {
  const byId = new Map(stickers.map((sticker) => [sticker.id, sticker]));
  for (const id of plan.deletes) byId.delete(id);
  for (const update of plan.updates) {
    const sticker = byId.get(update.id)!;
    byId.set(update.id, { ...sticker, ...update });
  }
  for (const insert of plan.inserts) {
    const id = nextId();
    byId.set(id, { ...NEW_STICKER_STATE, promised: 0, retired: false, id, ...insert });
  }
  return [...byId.values()].sort((a, b) => a.position - b.position);
}

describe('planCollectionMigration', () => {
  it('keeps state by code, adds new codes, retires removed codes with copies and drops empty ones', () => {
    const stickers = collectionOf(['1', '2', '3', '4'], [{}, { owned: true, quantity: 3 }, {}, {}]);
    const plan = planCollectionMigration({
      oldNumbers: ['1', '2', '3', '4'],
      newNumbers: ['1', '3', '5'],
      stickers,
    });
    const after = apply(stickers, plan, () => 99);
    expect(after.map((s) => [s.number, s.position, s.retired, s.quantity])).toEqual([
      ['1', 1, false, 1],
      ['3', 2, false, 1],
      ['5', 3, false, 1],
      ['2', 4, true, 3],
    ]);
    expect(plan.deletes).toEqual([4]);
    expect(plan.retired).toBe(1);
  });

  it('moves a renamed code with its state and the new spelling', () => {
    const stickers = collectionOf(['FWC20', 'MEX1'], [{ owned: true }, {}]);
    const plan = planCollectionMigration({
      oldNumbers: ['FWC20', 'MEX1'],
      newNumbers: ['FWC19', 'MEX1'],
      renames: new Map([['FWC20', 'FWC19']]),
      stickers,
    });
    expect(plan.updates).toContainEqual({ id: 1, number: 'FWC19', position: 1, retired: false });
    expect(plan.inserts).toEqual([]);
  });

  it('does not bring back a code the collector deleted, and keeps their own extra stickers', () => {
    const stickers = collectionOf(['1', 'BONUS']);
    const plan = planCollectionMigration({
      oldNumbers: ['1', '2'],
      newNumbers: ['1', '2', '3'],
      stickers,
    });
    expect(plan.inserts).toEqual([{ number: '3', position: 3 }]);
    expect(plan.updates).toContainEqual({ id: 2, number: 'BONUS', position: 4, retired: false });
  });

  it('brings a retired sticker back when its code returns', () => {
    const stickers = collectionOf(['1'], []).concat({
      ...NEW_STICKER_STATE,
      owned: true,
      promised: 0,
      retired: true,
      id: 7,
      number: '2',
      position: 2,
    });
    const plan = planCollectionMigration({ oldNumbers: ['1'], newNumbers: ['1', '2'], stickers });
    expect(plan.updates).toContainEqual({ id: 7, number: '2', position: 2, retired: false });
    expect(plan.inserts).toEqual([]);
  });

  // Any sequence of corrected versions (codes added, renamed, removed) loses no sticker state.
  it('loses no sticker state across any sequence of versions', () => {
    const codeArb = fc.constantFrom(
      ...Array.from({ length: 12 }, (_, i) => `C${i + 1}`),
      '00',
      'X1',
    );
    const albumArb = fc.uniqueArray(codeArb, {
      minLength: 1,
      maxLength: 10,
      selector: (c) => c.toLowerCase(),
    });
    fc.assert(
      fc.property(
        albumArb,
        fc.array(fc.tuple(albumArb, fc.nat()), { minLength: 1, maxLength: 5 }),
        fc.array(fc.tuple(consistentStateArb, fc.nat({ max: 2 })), {
          minLength: 10,
          maxLength: 10,
        }),
        (first, versions, states) => {
          let stickers = collectionOf(
            first,
            first.map((_, index) => {
              const [state, promised] = states[index % states.length]!;
              return { ...state, promised: Math.min(promised, state.quantity) };
            }),
          );
          const original = new Map(stickers.filter(holdsState).map((s) => [s.id, s]));
          let id = 1000;
          let album = first;
          for (const [next, seed] of versions) {
            // a rename: one removed old code to one added new code, when there are both
            const removed = album.filter((code) => !next.includes(code));
            const added = next.filter((code) => !album.includes(code));
            const renames = new Map<string, string>();
            if (removed.length > 0 && added.length > 0) {
              renames.set(removed[seed % removed.length]!, added[seed % added.length]!);
            }
            const plan = planCollectionMigration({
              oldNumbers: album,
              newNumbers: next,
              renames,
              stickers,
            });
            stickers = apply(stickers, plan, () => (id += 1));
            album = next;
            // the album's codes each appear once, in album order, in places 1..n
            const inAlbum = stickers.filter((s) => !s.retired && s.position <= next.length);
            expect(new Set(inAlbum.map((s) => s.position)).size).toBe(inAlbum.length);
            for (const s of inAlbum) expect(next[s.position - 1]).toBe(s.number);
          }
          // every sticker that held state is still there with the same state
          for (const [stickerId, before] of original) {
            const now = stickers.find((s) => s.id === stickerId);
            expect(now).toBeDefined();
            const { owned, forTrade, isPending, pendingWith, isCompleted, quantity, promised } =
              now!;
            expect({
              owned,
              forTrade,
              isPending,
              pendingWith,
              isCompleted,
              quantity,
              promised,
            }).toEqual({
              owned: before.owned,
              forTrade: before.forTrade,
              isPending: before.isPending,
              pendingWith: before.pendingWith,
              isCompleted: before.isCompleted,
              quantity: before.quantity,
              promised: before.promised,
            });
          }
          // no two stickers share a place
          expect(new Set(stickers.map((s) => s.position)).size).toBe(stickers.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('diffChecklists', () => {
  it('lists codes added, removed and renamed in album order, comparing codes as stickers do', () => {
    expect(
      diffChecklists(['1', '2', 'b2', 'C1'], ['1', '3', 'B3', 'C1', '4'], new Map([['b2', 'B3']])),
    ).toEqual({
      addedCodes: ['3', '4'],
      removedCodes: ['2'],
      renamedCodes: [{ from: 'b2', to: 'B3' }],
    });
    expect(diffChecklists(['mex 1'], ['MEX1'])).toEqual({
      addedCodes: [],
      removedCodes: [],
      renamedCodes: [],
    });
  });
});

describe('summariseVersion', () => {
  it('names the size change and the codes added, removed and renamed', () => {
    const changes = diffChecklists(
      ['1', '2', 'B2'],
      ['1', '3', 'B3', 'B4'],
      new Map([['B2', 'B3']]),
    );
    expect(summariseVersion(changes, { before: 3, after: 4 })).toBe(
      '3 → 4 stickers. Added 3, B4. Removed 2. Renamed B2 → B3.',
    );
  });

  it('says when no code changed', () => {
    const changes = diffChecklists(['1', '2'], ['1', '2']);
    expect(summariseVersion(changes, { before: 2, after: 2 })).toBe(
      '2 stickers, as before. No code changed: only sections, specials or notes.',
    );
  });

  it(`names at most ${SUMMARY_CODES_SHOWN} codes of a list and counts the rest`, () => {
    const added = Array.from({ length: 8 }, (_, index) => `N${index + 1}`);
    const changes = diffChecklists(['1'], ['1', ...added]);
    expect(summariseVersion(changes, { before: 1, after: 9 })).toBe(
      '1 → 9 stickers. Added N1, N2, N3, N4, N5 and 3 more.',
    );
  });

  it('names every listed code it counts, and never more than the limit', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 30 }), (kept) => {
        const oldNumbers = Array.from({ length: 30 }, (_, index) => String(index + 1));
        const newNumbers = kept.map(String);
        const changes = diffChecklists(oldNumbers, newNumbers);
        const summary = summariseVersion(changes, {
          before: oldNumbers.length,
          after: newNumbers.length,
        });
        const removedPart = /Removed ([^.]*)\./.exec(summary)?.[1] ?? '';
        const named = removedPart.split(' and ')[0]!.split(', ').filter(Boolean);
        expect(named.length).toBe(Math.min(changes.removedCodes.length, SUMMARY_CODES_SHOWN));
        expect(named).toEqual(changes.removedCodes.slice(0, SUMMARY_CODES_SHOWN));
      }),
    );
  });
});
