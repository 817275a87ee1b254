import { sql } from 'drizzle-orm';
import { endedByDeletion, releasedStickers, sideOf } from '../../../../domain/matches/lifecycle';
import { intArrayLiteral } from '../../../db/array-literal';
import type { Tx } from '../../../db/client';
import { writeStickerStates } from '../../../db/sticker-writes';
import { notifySwapSide } from '../../notifications/public';
import { loadSidesStickers, selectSwaps, setSwap } from './swap-writes';

export { SWAP_ENDED_BY_DELETION } from '../../../../domain/matches/lifecycle';

/**
 * Ends every unfinished swap of collections about to be deleted, in the caller's transaction and
 * before the delete: the other side's stickers are released (pending gets needed again, promised
 * copies free) unless that side already marked it done, and the swap stays on their list as
 * cancelled with the reason. Without this the other side's copies stayed promised to a swap
 * nobody could cancel.
 */
export async function endSwapsOfDeletedCollections(
  tx: Tx,
  params: { collectionIds: readonly number[]; reason: string; now: Date },
) {
  if (params.collectionIds.length === 0) return;
  const ids = intArrayLiteral([...params.collectionIds]);
  const open = await selectSwaps(
    tx,
    sql`s.status in ('proposed', 'agreed')
      and (s.proposer_collection_id = any(${ids}::int[]) or s.partner_collection_id = any(${ids}::int[]))`,
    true,
  );
  const leaving = new Set(params.collectionIds);
  for (const row of open) {
    const { release, notify } = endedByDeletion(row, {
      proposer: row.proposerCollectionId !== null && leaving.has(row.proposerCollectionId),
      partner: row.partnerCollectionId !== null && leaving.has(row.partnerCollectionId),
    });
    if (release) {
      const side = sideOf(row, release);
      await writeStickerStates(tx, releasedStickers(await loadSidesStickers(tx, [side]), side));
    }
    await setSwap(tx, row.id, {
      status: 'cancelled',
      endedReason: params.reason,
      updatedAt: params.now,
    });
    // The side that stays is told why its swap ended (decision 018).
    if (notify) {
      await notifySwapSide(tx, row, notify, 'swap-cancelled', params.now, params.reason);
    }
  }
}
