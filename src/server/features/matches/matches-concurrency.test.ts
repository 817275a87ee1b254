import { describe, expect, it } from 'vitest';
import { type PreparedSwap } from '../../../domain/matches/schemas';
import { testDriver } from '../../../test/database';
import { withoutRowLocks } from '../../db/row-locks';
import { prepareSwap } from './mutations/propose';
import { DAY_MS, needed, useMatchesApp } from '../../../test/matches';

// Concurrent proposals and answers on PostgreSQL, where transactions really run at once: a copy
// is never promised twice (decision 010).

const { t, query, newAlbum, collector, propose, act, stickersOf } = useMatchesApp();

describe('on PostgreSQL', () => {
  it.runIf(testDriver() === 'postgres')(
    'the guard in the UPDATE alone keeps a copy from being promised twice (no row locks)',
    async () => {
      const album = await newAlbum({ total: 3 });
      const me = await collector(album, { spares: { '3': 1 } });
      const partners = await Promise.all(
        [0, 1, 2, 3, 4].map(() => collector(album, { needs: ['3'] })),
      );
      const results = await Promise.all(
        partners.map((p) =>
          prepareSwap(withoutRowLocks(t.database.db), {
            userId: me.user.id,
            collectionId: me.collectionId,
            otherCollectionId: p.collectionId,
            activeSince: new Date(t.clock.now().getTime() - DAY_MS),
            now: t.clock.now(),
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const refused of results.filter((r) => !r.ok)) {
        expect(refused).toMatchObject({ ok: false });
        expect(['changed', 'nothing-to-swap']).toContain((refused as { reason: string }).reason);
      }
      expect((await stickersOf(me.collectionId)).get('3')).toMatchObject({
        quantity: 1,
        promised: 1,
      });
    },
  );

  it.runIf(testDriver() === 'postgres')(
    'concurrent proposals and answers leave every copy promised at most once',
    async () => {
      const album = await newAlbum({ total: 6 });
      const me = await collector(album, { needs: ['1'], spares: { '5': 1 } });
      const partners = await Promise.all(
        [0, 1, 2, 3].map(() => collector(album, { needs: ['5'], spares: { '1': 2 } })),
      );
      const responses = await Promise.all(partners.map((p) => propose(me, p.collectionId)));
      const created = responses.filter((r) => r.statusCode === 201);
      expect(created).toHaveLength(1);
      expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(3);
      const mine = await stickersOf(me.collectionId);
      expect(mine.get('1')).toMatchObject({ isPending: true });
      expect(mine.get('5')!.promised).toBe(1);

      // Accepting and cancelling at once: the swap ends in one state, stickers consistent.
      const swapId = (created[0]!.json() as PreparedSwap).swap.id;
      const partner = partners[responses.indexOf(created[0]!)]!;
      const raced = await Promise.all([act(partner, swapId, 'accept'), act(me, swapId, 'cancel')]);
      expect(raced.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const [row] = await query<{ status: string }>('select status from swaps where id = $1', [
        swapId,
      ]);
      expect(row!.status).toBe('cancelled');
      expect((await stickersOf(me.collectionId)).get('5')!.promised).toBe(0);
      expect((await stickersOf(partner.collectionId)).get('5')).toMatchObject(needed);
      expect((await stickersOf(partner.collectionId)).get('1')!.promised).toBe(0);
    },
  );
});
