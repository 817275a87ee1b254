import { and, eq, sql } from 'drizzle-orm';
import { IN_PERSON_UNDO_MS } from '../../../../domain/trade/in-person-swap';
import { intArrayLiteral } from '../../../db/array-literal';
import type { Database } from '../../../db/client';
import { lockedRows } from '../../../db/row-locks';
import { inPersonSwaps } from '../../../db/schema';
import { lockStickers, toApiSticker, writeStickerStates } from '../../../db/sticker-writes';
import type { InPersonSwapResult } from './in-person-writes';
import {
  listedNumbers,
  ownCollection,
  readSwapAsSeen,
  refusable,
  refuse,
  sameState,
  stateOf,
} from './in-person-writes';

export const ALREADY_UNDONE_MESSAGE = /*i18n*/ 'This swap was already undone';
export const UNDO_TOO_LATE_MESSAGE =
  /*i18n*/ 'This swap was confirmed more than a day ago, so it can no longer be undone — change the stickers by hand instead';

/**
 * Undoes one of my in-person swaps within a day of confirming it: each touched sticker goes
 * back to its state before the swap. If any of them changed since (another tap, a quick entry, a
 * second swap), nothing is undone and the answer names them (docs/decisions/017 "Undo"), so a
 * later change is never lost silently.
 */
export async function undoInPersonSwap(
  db: Database,
  params: { userId: number; swapId: number; now: Date },
): Promise<InPersonSwapResult> {
  const { userId, swapId, now } = params;
  return refusable(() =>
    db.transaction(async (tx) => {
      const [row] = await lockedRows(
        tx,
        tx
          .select()
          .from(inPersonSwaps)
          .where(and(eq(inPersonSwaps.id, swapId), eq(inPersonSwaps.userId, userId))),
      );
      if (!row) return refuse({ reason: 'not-found' });
      if (row.undoneAt !== null)
        return refuse({ reason: 'conflict', message: ALREADY_UNDONE_MESSAGE });
      if (now.getTime() - row.createdAt.getTime() > IN_PERSON_UNDO_MS) {
        return refuse({ reason: 'conflict', message: UNDO_TOO_LATE_MESSAGE });
      }
      await ownCollection(tx, userId, row.collectionId);
      const ids = row.changes.map((change) => change.id);
      const current = await lockStickers(
        tx,
        userId,
        sql`s.collection_id = ${row.collectionId} and s.id = any(${intArrayLiteral(ids)}::int[])`,
      );
      const changed = row.changes.filter((change) => {
        const now = current.get(change.id);
        return !now || !sameState(now, change.after);
      });
      if (changed.length > 0) {
        const numbers = changed.map((change) => change.number);
        refuse({
          reason: 'conflict',
          message: /*i18n*/ {
            id: '{count, plural, one {Sticker {numbers} changed after this swap, so it cannot be undone — change it by hand instead} other {Stickers {numbers} changed after this swap, so it cannot be undone — change them by hand instead}}',
            values: listedNumbers(numbers),
          },
        });
      }
      await writeStickerStates(
        tx,
        row.changes.map((change) => ({ id: change.id, ...stateOf(change.before) })),
      );
      await tx.update(inPersonSwaps).set({ undoneAt: now }).where(eq(inPersonSwaps.id, row.id));
      const stickers = row.changes.map((change) =>
        toApiSticker({
          id: change.id,
          number: change.number,
          collectionId: row.collectionId,
          ...stateOf(change.before),
          retired: current.get(change.id)!.retired,
        }),
      );
      return { ok: true as const, swap: await readSwapAsSeen(tx, row.id), stickers };
    }),
  );
}
