import { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  finishedStickers,
  pendingGets,
  releasedStickers,
  sideOf,
  sidesHolding,
  swapActionRefusal,
  swapAfter,
  type SwapAction,
  type SwapGuardRefusal,
  type SwapRole,
} from '../../../../domain/matches/lifecycle';
import type { Swap, SwapVerdict } from '../../../../domain/matches/schemas';
import {
  SWAP_ALREADY_RATED_MESSAGE,
  SWAP_NOTHING_MOVED_MESSAGE,
} from '../../../../domain/matches/swaps';
import type { Database } from '../../../db/client';
import type { Tx } from '../../../db/client';
import { writeStickerStates } from '../../../db/sticker-writes';
import { swapAsSeenBy } from '../data';
import {
  loadSidesStickers,
  ofSide,
  promiseCopies,
  readSwap,
  refusable,
  refuse,
  selectSwaps,
  writeStep,
  type Refusal,
} from './swap-writes';
import { rowsOf } from '../../../db/rows';
import { collectionStatusValueSchema } from '../../../../domain/collection/schemas';

/**
 * The swap if the user is on it (locked where the database needs it), and which side the user
 * is, once the domain's guard allows `action`; refused (rolling back) otherwise.
 */
async function loadSwapFor(tx: Tx, params: ActionParams, action: SwapAction) {
  const { swapId, userId } = params;
  const [row] = await selectSwaps(
    tx,
    sql`s.id = ${swapId} and (s.proposer_id = ${userId} or s.partner_id = ${userId})`,
    true,
  );
  if (!row) return refuse({ reason: 'not-found' });
  const role: SwapRole = row.proposerId === userId ? 'proposer' : 'partner';
  const refusal: SwapGuardRefusal | null = swapActionRefusal(row, role, action);
  if (refusal) refuse(refusal);
  return { row, role };
}

/** Refuses (rolling back) when the side's collection is archived or gone: its stickers cannot change. */
async function requireActive(tx: Tx, collectionId: number | null) {
  if (collectionId === null) return refuse({ reason: 'archived' });
  const [row] = rowsOf(
    await tx.execute(sql`select status from collections where id = ${collectionId}`),
    z.object({ status: collectionStatusValueSchema }),
  );
  if (row?.status !== 'active') refuse({ reason: 'archived' });
}

export type SwapActionResult = { ok: true; swap: Swap } | ({ ok: false } & Refusal);

interface ActionParams {
  userId: number;
  swapId: number;
  now: Date;
}

/**
 * The partner accepts a proposed swap: the mirror of the proposer's changes on the partner's
 * collection (their gets pending with the proposer if still needed, one copy of each give
 * promised, guarded) → `agreed`.
 */
export async function acceptSwap(db: Database, params: ActionParams): Promise<SwapActionResult> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const { row, role } = await loadSwapFor(tx, params, 'accept');
      const mine = sideOf(row, role);
      await requireActive(tx, mine.collectionId);
      const loaded = await loadSidesStickers(tx, [mine]);
      const gives = loaded.filter((s) => mine.gives.includes(s.number));
      if (gives.length !== mine.gives.length) refuse({ reason: 'changed' });
      await promiseCopies(tx, gives);
      const gets = loaded.filter((s) => mine.gets.includes(s.number));
      await writeStickerStates(tx, pendingGets(gets, mine.otherUsername), sql`and not s.owned`);
      await writeStep(tx, row, swapAfter(row, role, 'accept'), params.now);
      return { ok: true as const, swap: swapAsSeenBy(await readSwap(tx, row.id), role) };
    }),
  );
}

/**
 * Ends a swap that is not finished: the partner declines a proposed one, or either side cancels
 * a proposed or agreed one nobody has marked done. Everything each side applied is released.
 */
export async function endSwap(
  db: Database,
  params: ActionParams & { as: 'declined' | 'cancelled' },
): Promise<SwapActionResult> {
  const action = params.as === 'declined' ? 'decline' : 'cancel';
  return refusable(() =>
    db.transaction(async (tx) => {
      const { row, role } = await loadSwapFor(tx, params, action);
      const holding = sidesHolding(row).map((held) => sideOf(row, held));
      const loaded = await loadSidesStickers(tx, holding);
      await writeStickerStates(
        tx,
        holding.flatMap((side) => releasedStickers(ofSide(loaded, side), side)),
      );
      await writeStep(tx, row, swapAfter(row, role, action), params.now);
      return { ok: true as const, swap: swapAsSeenBy(await readSwap(tx, row.id), role) };
    }),
  );
}

/**
 * One side of an agreed swap says it happened: its gets become completed and its gives leave
 * the collection; the swap is `done` once both sides have said so.
 */
export async function finishSwap(db: Database, params: ActionParams): Promise<SwapActionResult> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const { row, role } = await loadSwapFor(tx, params, 'done');
      const mine = sideOf(row, role);
      await requireActive(tx, mine.collectionId);
      const loaded = await loadSidesStickers(tx, [mine]);
      const finished = finishedStickers(loaded, mine);
      await writeStickerStates(tx, finished);
      // Whether stickers really moved on my side (only changed ones come back): trust counts a
      // swap only when they did on both (decision 031).
      await tx.execute(sql`update swaps set
        ${role === 'proposer' ? sql`proposer_moved` : sql`partner_moved`} = ${finished.length > 0}
        where id = ${row.id}`);
      const step = swapAfter(row, role, 'done');
      await writeStep(tx, row, step, params.now);
      // Done once both said so: the match cards' trust counts follow in this transaction
      // (decisions 019 and 031).
      if (step.completed) await countSwapDone(tx, row.id);
      return { ok: true as const, swap: swapAsSeenBy(await readSwap(tx, row.id), role) };
    }),
  );
}

/**
 * A done swap in which stickers moved on both sides makes its two collectors partners (decision
 * 031): each one's "swaps done" goes up only the first time with that partner, so repeating swaps
 * with one account (a sock-puppet) counts once.
 */
async function countSwapDone(tx: Tx, swapId: number) {
  await tx.execute(sql`
    with counted as (
      select proposer_id, partner_id from swaps
      where id = ${swapId} and status = 'done' and proposer_moved and partner_moved
        and proposer_id is not null and partner_id is not null),
    added as (
      insert into swap_partners (user_id, partner_id)
      select proposer_id, partner_id from counted
      union all select partner_id, proposer_id from counted
      on conflict do nothing
      returning user_id)
    update users set swaps_done = swaps_done + 1
    where id in (select user_id from added)`);
}

/**
 * One side rates a done swap, once (docs/product.md "Trust"): "as-agreed" or "problem", with an
 * optional note. A problem adds one to the other side's problem count in the same transaction
 * (decision 019); if that account is gone, the report is still kept for the admin.
 */
export async function rateSwap(
  db: Database,
  params: ActionParams & { verdict: SwapVerdict; note: string | null },
): Promise<SwapActionResult> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const { row, role } = await loadSwapFor(tx, params, 'rate');
      const isProposer = role === 'proposer';
      // Only a swap that counted toward trust can be rated (decision 031): else a swap in
      // which nothing changed hands could still mark someone with a problem.
      const [counted] = rowsOf(
        await tx.execute(sql`select proposer_moved and partner_moved as counted
          from swaps where id = ${row.id}`),
        z.object({ counted: z.boolean().nullable() }),
      );
      if (!counted?.counted) {
        return refuse({ reason: 'wrong-state', message: SWAP_NOTHING_MOVED_MESSAGE });
      }
      // Guarded in the WHERE too, so two tabs rating at once on PGlite still rate once.
      const rated = rowsOf(
        await tx.execute(sql`
          update swaps set
            ${isProposer ? sql`proposer_rating` : sql`partner_rating`} = ${params.verdict},
            ${isProposer ? sql`proposer_rating_note` : sql`partner_rating_note`} = ${params.note},
            ${isProposer ? sql`proposer_rated_at` : sql`partner_rated_at`} =
              ${params.now.toISOString()}::timestamptz
          where id = ${row.id} and status = 'done'
            and ${isProposer ? sql`proposer_rating` : sql`partner_rating`} is null
          returning id`),
        z.object({ id: z.number() }),
      );
      if (rated.length === 0) {
        return refuse({ reason: 'wrong-state', message: SWAP_ALREADY_RATED_MESSAGE });
      }
      const otherId = isProposer ? row.partnerId : row.proposerId;
      if (params.verdict === 'problem' && otherId !== null) {
        // Counted once per partner who reported a problem, however many swaps they rated.
        await tx.execute(sql`
          with flagged as (
            update swap_partners set reported_problem = true
            where user_id = ${otherId} and partner_id = ${params.userId} and not reported_problem
            returning user_id)
          update users set swap_problems = swap_problems + 1
          where id in (select user_id from flagged)`);
      }
      return { ok: true as const, swap: swapAsSeenBy(await readSwap(tx, row.id), role) };
    }),
  );
}
