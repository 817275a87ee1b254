// Writes of trade in person (docs/decisions/017): confirming a swap on my own collection
// (confirm.ts; a receipt's mirror, mirror.ts; the partner and the link to their record,
// partner-link.ts), undoing it within a day (undo.ts), short trade codes, and recording who
// resolved a code (trade-codes.ts); what they share is here. Every sticker write
// locks the stickers in id order (as the sticker and swap writes do) and changes only the
// signed-in collector's own collection.
import { eq } from 'drizzle-orm';
import { stickerStateOf, type Sticker } from '../../../../domain/sticker/sticker';
import { stateAfterGetting, stateAfterGiving } from '../../../../domain/trade/swap-effect';
import { type InPersonSwap } from '../../../../domain/trade/in-person-swap';
import type { Tx } from '../../../db/client';
import { inPersonSwaps, type InPersonStickerState } from '../../../db/schema';
import { type LockedSticker } from '../../../db/sticker-writes';
import { refusals } from '../../../lib/refusals';
import type { Words } from '../../../../domain/words';
import { findTradeCollection, withPartners } from '../data';

/** Why a write was refused; the routes turn each into its HTTP answer. */
export type TradeRefusal =
  { reason: 'not-found' | 'archived' } | { reason: 'conflict'; message: string | Words };

export const { refuse, refusable } = refusals<TradeRefusal>();

/** A sticker's whole state as a swap records it; a record older than decision 028 keeps no spares. */
export const stateOf = (s: InPersonStickerState): Required<InPersonStickerState> => ({
  ...stickerStateOf({ ...s, keepSpares: s.keepSpares ?? false }),
  promised: s.promised,
});

export const sameState = (a: InPersonStickerState, b: InPersonStickerState) =>
  JSON.stringify(stateOf(a)) === JSON.stringify(stateOf(b));

/**
 * Sticker numbers as a refusal's values (decision 038): how many, and the first ten of them as
 * every language writes a list of codes, "4, 7, 12" (", …" after the tenth).
 */
export function listedNumbers(numbers: readonly string[]): { count: number; numbers: string } {
  const shown = numbers.slice(0, 10).join(', ');
  return { count: numbers.length, numbers: numbers.length > 10 ? `${shown}, …` : shown };
}

export const afterGetting = (s: LockedSticker, partnerName: string) =>
  stateOf(stateAfterGetting(s, partnerName));
export const afterGiving = (s: LockedSticker) => stateOf(stateAfterGiving(s));

export async function ownCollection(tx: Tx, userId: number, collectionId: number) {
  const collection = await findTradeCollection(tx, collectionId);
  if (!collection || collection.userId !== userId) return refuse({ reason: 'not-found' });
  if (collection.status !== 'active') return refuse({ reason: 'archived' });
  return collection;
}

export async function readSwapAsSeen(tx: Tx, id: number): Promise<InPersonSwap> {
  const rows = await tx.select().from(inPersonSwaps).where(eq(inPersonSwaps.id, id));
  const [seen] = await withPartners(tx, rows);
  return seen!;
}

export type InPersonSwapResult =
  | {
      ok: true;
      swap: InPersonSwap;
      stickers: Sticker[];
      /** A mirror recorded before: answered as it stands, nothing changed. */
      isRepeat?: boolean;
    }
  | ({ ok: false } & TradeRefusal);
