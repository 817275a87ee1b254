import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sticker, StickerPatch, StickerState } from '../src/domain/sticker/sticker';
import {
  applyStickerPatch,
  isConsistentSticker,
  markPending,
} from '../src/domain/sticker/transitions';
import type { ApiClient } from './support/api-client';
import { createAlbum, listStickers, registerCollector } from './support/collector';
import { availableDrivers, deploy, type Deployment } from './support/deployment';
import { stateOf } from './support/sticker-state';
import { runTag } from './support/test-run';

// Two clients of one collector (say a phone and a laptop) send
// bulk updates of the same 10,000-sticker collection at the same time, in batches of 2,500 as
// the web app does (decision 007), over overlapping ranges. No sticker that only one of them
// changed may lose that change, and one both changed must carry both, as in some serial order.
// On PostgreSQL each client talks to its own app instance.

const ALBUM_SIZE = 10_000;
const BATCH = 2_500;

interface BulkChange {
  /** 1-based sticker numbers, inclusive. */
  from: number;
  to: number;
  patch: StickerPatch;
}

const rounds: Array<{ name: string; a: BulkChange; b: BulkChange }> = [
  {
    name: 'A marks 1–6,000 owned ×3 while B marks 4,001–10,000 for trade',
    a: { from: 1, to: 6_000, patch: { owned: true, quantity: 3 } },
    b: { from: 4_001, to: 10_000, patch: { forTrade: true } },
  },
  {
    name: 'A un-owns 1–2,000 while B sets 1,001–3,000 to 7 copies',
    a: { from: 1, to: 2_000, patch: { owned: false } },
    b: { from: 1_001, to: 3_000, patch: { quantity: 7 } },
  },
  {
    name: 'A marks 3,001–8,000 pending with Sam while B takes 5,001–9,000 off trade',
    a: { from: 3_001, to: 8_000, patch: markPending('Sam') },
    b: { from: 5_001, to: 9_000, patch: { forTrade: false } },
  },
];

const applyIf = (changed: boolean, patch: StickerPatch, state: StickerState) =>
  changed ? applyStickerPatch(state, patch) : state;

for (const driver of availableDrivers()) {
  describe(`concurrent bulk updates of one collection from two clients (${driver})`, () => {
    let deployment: Deployment;
    let clients: ApiClient[];
    let collectionId: number;

    beforeAll(async () => {
      deployment = await deploy(driver, { instances: driver === 'postgres' ? 2 : 1 });
      const { client } = await registerCollector(deployment.client(0), `bulk_${runTag()}`);
      const second = deployment.client(deployment.servers.length - 1);
      second.cookie = client.cookie;
      clients = [client, second];
      ({ collectionId } = await createAlbum(client, `Bulk race ${runTag()}`, ALBUM_SIZE));
    });
    afterAll(() => deployment?.close());

    /** The change's stickers in batches of 2,500, each batch one PATCH /api/stickers/bulk. */
    function batchesOf(client: ApiClient, stickers: Sticker[], change: BulkChange) {
      const ids = stickers.slice(change.from - 1, change.to).map((s) => s.id);
      const batches: Array<Promise<void>> = [];
      for (let start = 0; start < ids.length; start += BATCH) {
        const batch = ids.slice(start, start + BATCH);
        const updates = batch.map((id) => ({ id, data: change.patch }));
        batches.push(
          client.call('PATCH', '/api/stickers/bulk', { updates }).then((response) => {
            expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
            const { results } = response.body as { results: { success: number[]; errors: [] } };
            expect(results.errors).toEqual([]);
            expect(results.success).toHaveLength(batch.length);
          }),
        );
      }
      return batches;
    }

    for (const { name, a, b } of rounds) {
      it(`${name}: every sticker carries the change(s) made to it`, async () => {
        const before = await listStickers(clients[0]!, collectionId);
        expect(before).toHaveLength(ALBUM_SIZE);
        await Promise.all([
          ...batchesOf(clients[0]!, before, a),
          ...batchesOf(clients[1]!, before, b),
        ]);

        const after = await listStickers(clients[0]!, collectionId);
        const wrong: string[] = [];
        after.forEach((sticker, index) => {
          const number = index + 1;
          const inA = number >= a.from && number <= a.to;
          const inB = number >= b.from && number <= b.to;
          const start = before[index]!;
          // Both serial orders where both changed it; the one change otherwise.
          const aThenB = applyIf(inB, b.patch, applyIf(inA, a.patch, start));
          const bThenA = applyIf(inA, a.patch, applyIf(inB, b.patch, start));
          const actual = JSON.stringify(stateOf(sticker));
          const allowed = [aThenB, bThenA].map((state) => JSON.stringify(stateOf(state)));
          if (!isConsistentSticker(sticker) || !allowed.includes(actual)) {
            wrong.push(`#${number}: ${actual}, expected ${allowed[0]}`);
          }
        });
        expect(wrong.slice(0, 5), `${wrong.length} stickers wrong`).toEqual([]);
      });
    }
  });
}
