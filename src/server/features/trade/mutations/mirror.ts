// A mirror: the swap a partner recorded, recorded on my side from its receipt (docs/decisions/017
// "The mirror"). It must be exactly their swap seen from my side; recorded again, it changes
// nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { InPersonSwapInput } from '../../../../domain/trade/in-person-swap';
import type { Words } from '../../../../domain/words';
import { intArrayLiteral } from '../../../db/array-literal';
import type { Tx } from '../../../db/client';
import { inPersonSwaps } from '../../../db/schema';
import { lockStickers, toApiSticker } from '../../../db/sticker-writes';
import { readSwapAsSeen, refuse, stateOf, type InPersonSwapResult } from './in-person-writes';
import { sameCodes } from './partner-link';

/** The refusals of a receipt, as words translated in the answer's language (decision 038). */
export const RECEIPT_MISMATCH_MESSAGE = (partner: string): Words => {
  return /*i18n*/ {
    id: 'This receipt doesn’t match the swap {partner} recorded with you — nothing was changed',
    values: { partner },
  };
};
export const RECEIPT_UNDONE_MESSAGE = (partner: string): Words => {
  return /*i18n*/ {
    id: '{partner} undid this swap, so there is nothing to record — nothing was changed',
    values: { partner },
  };
};

/**
 * For a mirror (`input.mirrorOf`): my earlier mirror of the same receipt (then this is a repeat),
 * and the partner's swap it mirrors when the server has it — which must be theirs, name me, not
 * be undone, and be exactly this swap from their side, else the mirror is refused (decision 017
 * "The mirror": a receipt cannot add stickers beyond the swap the partner recorded).
 */
export async function mirrorCheck(
  tx: Tx,
  params: { userId: number; partnerUserId: number | null; input: InPersonSwapInput },
) {
  const { userId, partnerUserId, input } = params;
  const mirrorOf = input.mirrorOf!;
  const [earlier] = await tx
    .select()
    .from(inPersonSwaps)
    .where(and(eq(inPersonSwaps.userId, userId), eq(inPersonSwaps.mirrorOf, mirrorOf)));
  if (earlier) return { earlier, original: undefined };
  // Receipt ids are drawn by phones, so only the partner's own swaps are looked at.
  const originals =
    partnerUserId === null
      ? []
      : await tx
          .select()
          .from(inPersonSwaps)
          .where(
            and(eq(inPersonSwaps.receiptId, mirrorOf), eq(inPersonSwaps.userId, partnerUserId)),
          );
  if (originals.length === 0) return { earlier: undefined, original: undefined };
  const original = originals.find(
    (row) =>
      row.partnerUserId === userId &&
      sameCodes(row.gets, input.give) &&
      sameCodes(row.gives, input.get),
  );
  if (!original) {
    return refuse({ reason: 'conflict', message: RECEIPT_MISMATCH_MESSAGE(input.partnerName) });
  }
  if (original.undoneAt !== null) {
    return refuse({ reason: 'conflict', message: RECEIPT_UNDONE_MESSAGE(input.partnerName) });
  }
  if (original.linkedSwapId !== null) {
    // Already joined to a swap of mine (I scanned their code back and confirmed): that swap is
    // my side of it, so this is a repeat too.
    const [mine] = await tx
      .select()
      .from(inPersonSwaps)
      .where(and(eq(inPersonSwaps.id, original.linkedSwapId), eq(inPersonSwaps.userId, userId)));
    if (mine) return { earlier: mine, original: undefined };
  }
  return { earlier: undefined, original };
}

/** A mirror recorded before, as it stands: the swap and its stickers now; nothing is changed. */
export async function repeatedMirror(
  tx: Tx,
  userId: number,
  earlier: typeof inPersonSwaps.$inferSelect,
): Promise<InPersonSwapResult> {
  const ids = earlier.changes.map((change) => change.id);
  const current = await lockStickers(
    tx,
    userId,
    sql`s.collection_id = ${earlier.collectionId} and s.id = any(${intArrayLiteral(ids)}::int[])`,
  );
  const stickers = [...current.values()].map((s) =>
    toApiSticker({
      ...stateOf(s),
      id: s.id,
      number: s.number,
      collectionId: s.collectionId,
      retired: s.retired,
    }),
  );
  return { ok: true, swap: await readSwapAsSeen(tx, earlier.id), stickers, isRepeat: true };
}
