import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { promisedGives, type SwapSide, type SwapStep } from '../../../../domain/matches/lifecycle';
import { stickerStateSchema } from '../../../../domain/sticker/sticker';
import { intArrayLiteral } from '../../../db/array-literal';
import { forUpdateOf } from '../../../db/row-locks';
import { refusals } from '../../../lib/refusals';
import { rowsOf } from '../../../db/rows';
import type { Tx } from '../../../db/client';
import { swaps } from '../../../db/schema';
import { notifySwapSide } from '../../notifications/public';
import { swapColumns, swapRowsOf, type SwapRow } from '../data';

// The swap's rules (who may do what, what each step does to the swap and to each side's
// stickers) are pure functions in src/domain/matches/lifecycle.ts. Here each action loads the
// rows (locked where the database needs it: db/row-locks.ts), asks those rules, and writes their
// answer in one transaction. This file holds what every swap write shares; opting in is
// findable.ts, proposing propose.ts, the actions swap-actions.ts and the deletion cascade
// swap-deletion.ts.

/** Sticker numbers are any text, so they travel as one JSON parameter. */
const textList = (values: readonly string[]) =>
  sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;

/** Why a swap action was refused; the routes turn each into its HTTP answer. */
export type Refusal =
  | { reason: 'not-found' | 'archived' | 'no-match' | 'nothing-to-swap' | 'changed' }
  | { reason: 'wrong-state'; message: string };

export const { refuse, refusable } = refusals<Refusal>();

const swapStickerRow = z.object({
  ...stickerStateSchema.shape,
  id: z.number(),
  number: z.string(),
  position: z.number(),
  collectionId: z.number(),
  promised: z.number(),
});
export type SwapSticker = z.infer<typeof swapStickerRow>;

const stickerColumns = sql`
  s.id, s.number, s.position, s.collection_id as "collectionId", s.owned, s.for_trade as "forTrade",
  s.is_pending as "isPending", s.pending_with as "pendingWith", s.is_completed as "isCompleted",
  s.quantity, s.promised, s.keep_spares as "keepSpares"`;

/**
 * Reads (and where the database needs it, locks) the stickers a swap touches, in id order like
 * the sticker bulk writes, so concurrent swaps and bulks cannot deadlock. Collection rows are only
 * locked afterwards, by the version bump, again like the bulk writes.
 */
export async function loadStickers(tx: Tx, where: SQL): Promise<SwapSticker[]> {
  const result = await tx.execute(sql`
    select ${stickerColumns} from stickers s
    where ${where}
    order by s.id
    ${forUpdateOf(tx, 's')}`);
  return rowsOf(result, swapStickerRow);
}

/**
 * The stickers the swap names on each of these sides, each side's from its own collection (none
 * for a side whose collection is gone: `collection_id = null` matches no row).
 */
export async function loadSidesStickers(
  tx: Tx,
  sides: readonly SwapSide[],
): Promise<SwapSticker[]> {
  if (sides.length === 0) return [];
  return loadStickers(
    tx,
    sql.join(
      sides.map(
        (side) =>
          sql`(s.collection_id = ${side.collectionId}
            and s.number = any(${textList([...side.gets, ...side.gives])}))`,
      ),
      sql` or `,
    ),
  );
}

export const ofSide = (stickers: readonly SwapSticker[], side: SwapSide) =>
  stickers.filter((s) => s.collectionId === side.collectionId);

/**
 * Promises one more copy of each give (the domain's `promisedGives` says whether each has one on
 * offer), guarded again in the UPDATE's WHERE by the same rule in SQL
 * (`swapsies_copies_on_offer`, migration 0021), so a copy is never promised twice whatever runs
 * at the same time. Bumps the collection's version in the same statement. Refuses (rolling back)
 * unless every sticker could be promised.
 */
export async function promiseCopies(tx: Tx, gives: readonly SwapSticker[]) {
  if (gives.length === 0) return;
  if (promisedGives(gives) === null) refuse({ reason: 'changed' });
  const result = await tx.execute(sql`
    with changed as (
      update stickers as s set promised = s.promised + 1
      from collections as c
      where s.id = any(${intArrayLiteral(gives.map((s) => s.id))}::int[])
        and c.id = s.collection_id and c.status = 'active'
        and swapsies_copies_on_offer(s.owned, s.for_trade, s.is_pending, s.is_completed,
                                     s.quantity, s.promised, s.keep_spares) > 0
      returning s.collection_id),
    bumped as (
      update collections set version = version + 1
      where id in (select collection_id from changed))
    select count(*)::int as n from changed`);
  if (rowsOf(result, z.object({ n: z.number() }))[0]!.n !== gives.length) {
    refuse({ reason: 'changed' });
  }
}

export async function readSwap(tx: Tx, id: number): Promise<SwapRow> {
  const [row] = await selectSwaps(tx, sql`s.id = ${id}`, false);
  return row!;
}

export async function selectSwaps(tx: Tx, where: SQL, lock: boolean) {
  return swapRowsOf(
    await tx.execute(sql`
      select ${swapColumns}
      from swaps s
      where ${where}
      ${lock ? forUpdateOf(tx, 's') : sql``}`),
  );
}

export async function setSwap(tx: Tx, id: number, values: Partial<typeof swaps.$inferInsert>) {
  await tx.update(swaps).set(values).where(eq(swaps.id, id));
}

/** Writes a step of the swap's life and tells whom it says, in the caller's transaction. */
export async function writeStep(tx: Tx, row: SwapRow, step: SwapStep, now: Date) {
  const { status, proposerDone, partnerDone } = step.next;
  await setSwap(tx, row.id, { status, proposerDone, partnerDone, updatedAt: now });
  if (step.notify) await notifySwapSide(tx, row, step.notify.to, step.notify.type, now);
}
