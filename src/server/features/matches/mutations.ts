import { eq, sql, type SQL } from 'drizzle-orm';
import type { Swap, SwapVerdict } from '../../../domain/matches/schemas';
import {
  pickOneForOne,
  positionsFromBits,
  SWAP_ALREADY_DONE_MESSAGE,
  SWAP_ALREADY_RATED_MESSAGE,
  SWAP_FINISHING_MESSAGE,
  SWAP_NOT_DONE_FOR_RATING_MESSAGE,
  swapStateMessage,
} from '../../../domain/matches/swaps';
import {
  DEFAULT_SPECIAL_RATIO,
  specialWeight,
  type Specials,
} from '../../../domain/catalogue/specials';
import { offeredCopies } from '../../../domain/sticker/spares';
import type { StickerState } from '../../../domain/sticker/sticker';
import {
  applyStickerPatch,
  completePending,
  markPending,
} from '../../../domain/sticker/transitions';
import { intArrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { writeStickerStates, type Tx } from '../../db/sticker-writes';
import { swaps } from '../../db/schema';
import { notifySwapSide, recordNotification } from '../notifications/mutations';
import { swapAsSeenBy, swapColumns, type SwapRow } from './data';
import { MATES_OF } from '../../db/match-reach';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Sticker numbers are any text, so they travel as one JSON parameter. */
const textList = (values: readonly string[]) =>
  sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;

/**
 * Row locks keep concurrent transactions on PostgreSQL from interleaving; PGlite runs one
 * transaction at a time (see stickers/mutations.ts).
 */
export interface LockOptions {
  rowLocks: boolean;
}

/** Why a swap action was refused; the routes turn each into its HTTP answer. */
export type Refusal =
  | { reason: 'not-found' | 'archived' | 'no-match' | 'nothing-to-swap' | 'changed' }
  | { reason: 'wrong-state'; message: string };

/** Thrown inside a transaction to roll it back and answer with the refusal. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

async function refusable<T>(work: () => Promise<T>): Promise<T | ({ ok: false } & Refusal)> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    throw error;
  }
}

const refuse = (refusal: Refusal): never => {
  throw new Refused(refusal);
};

// ---------------------------------------------------------------------------------------------
// Opting in and out

/**
 * Opts a collection in to matches (computing its matching bits in the same transaction) or out
 * (forgetting them). Opting out is always allowed, so a collector can leave at any time; an
 * archived collection cannot opt in. Bumps the version like every collection change.
 */
export async function setFindable(
  db: Database,
  values: { userId: number; id: number; findable: boolean },
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'archived' }> {
  return db.transaction(async (tx) => {
    const { userId, id, findable } = values;
    const updated = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update collections
        set findable = ${findable}::boolean, version = version + 1
          ${findable ? sql`` : sql`, need_bits = null, spare_bits = null`}
        where id = ${id} and user_id = ${userId}
          ${findable ? sql`and status = 'active'` : sql``}
        returning id`),
    );
    if (updated.length === 0) {
      const exists = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from collections where id = ${id} and user_id = ${userId}`),
      );
      return { ok: false, reason: exists.length > 0 ? 'archived' : 'not-found' };
    }
    if (findable) await tx.execute(sql`select swapsies_refresh_match_bits(array[${id}::int])`);
    return { ok: true };
  });
}

// ---------------------------------------------------------------------------------------------
// Stickers of a swap

interface SwapSticker extends StickerState {
  id: number;
  number: string;
  position: number;
  collectionId: number;
  promised: number;
}

const stickerColumns = sql`
  s.id, s.number, s.position, s.collection_id as "collectionId", s.owned, s.for_trade as "forTrade",
  s.is_pending as "isPending", s.pending_with as "pendingWith", s.is_completed as "isCompleted",
  s.quantity, s.promised`;

/**
 * Reads (and on PostgreSQL locks) the stickers a swap touches, in id order like the sticker
 * bulk writes, so concurrent swaps and bulks cannot deadlock. Collection rows are only locked
 * afterwards, by the version bump, again like the bulk writes.
 */
async function lockStickers(tx: Tx, where: SQL, options: LockOptions): Promise<SwapSticker[]> {
  const result = await tx.execute(sql`
    select ${stickerColumns} from stickers s
    where ${where}
    order by s.id
    ${options.rowLocks ? sql`for update of s` : sql``}`);
  return rowsOf<SwapSticker>(result);
}

const byNumbers = (collectionId: number, numbers: readonly string[]) =>
  sql`(s.collection_id = ${collectionId} and s.number = any(${textList(numbers)}))`;

/**
 * Promises one more copy of each sticker, guarded in the UPDATE's WHERE by the offered rule
 * (for trade, owned, not pending or completed, spare copies less promised above 0), so a copy is
 * never promised twice whatever runs at the same time. Bumps the collection's version in the same
 * statement. Refuses (rolling back) unless every sticker could be promised.
 */
async function promiseCopies(tx: Tx, stickers: readonly SwapSticker[], refusal: Refusal) {
  if (stickers.length === 0) return;
  if (stickers.some((s) => offeredCopies(s) <= 0)) refuse(refusal);
  const result = await tx.execute(sql`
    with changed as (
      update stickers as s set promised = s.promised + 1
      from collections as c
      where s.id = any(${intArrayLiteral(stickers.map((s) => s.id))}::int[])
        and c.id = s.collection_id and c.status = 'active'
        and s.owned and s.for_trade and not s.is_pending and not s.is_completed
        and (case when s.quantity > 1 then s.quantity - 1 else 1 end) - s.promised > 0
      returning s.collection_id),
    bumped as (
      update collections set version = version + 1
      where id in (select collection_id from changed))
    select count(*)::int as n from changed`);
  if (rowsOf<{ n: number }>(result)[0]!.n !== stickers.length) refuse(refusal);
}

/** My gets that are still needed become pending with the partner (domain rules). */
function pendingWith(stickers: readonly SwapSticker[], partner: string): SwapSticker[] {
  return stickers.filter((s) => !s.owned).map((s) => applyStickerPatch(s, markPending(partner)));
}

/**
 * What a side applied, undone: its gets still pending with the other side go back to needed,
 * and one promised copy of each give is released.
 */
function released(
  stickers: readonly SwapSticker[],
  side: { collectionId: number; gets: readonly string[]; gives: readonly string[] },
  otherUsername: string,
): SwapSticker[] {
  const gets = new Set(side.gets);
  const gives = new Set(side.gives);
  const changed: SwapSticker[] = [];
  for (const s of stickers) {
    if (s.collectionId !== side.collectionId) continue;
    if (gets.has(s.number) && s.isPending && s.pendingWith === otherUsername) {
      changed.push(applyStickerPatch(s, { owned: false }));
    } else if (gives.has(s.number) && s.promised > 0) {
      changed.push({ ...s, promised: s.promised - 1 });
    }
  }
  return changed;
}

/**
 * One side finishing: its gets still pending with the other side become completed, and the
 * promised copy of each give leaves the collection (a single copy given away makes the sticker
 * needed again).
 */
function finished(
  stickers: readonly SwapSticker[],
  side: { gets: readonly string[]; gives: readonly string[] },
  otherUsername: string,
): SwapSticker[] {
  const gets = new Set(side.gets);
  const gives = new Set(side.gives);
  const changed: SwapSticker[] = [];
  for (const s of stickers) {
    if (gets.has(s.number) && s.isPending && s.pendingWith === otherUsername) {
      changed.push(applyStickerPatch(s, completePending()));
    } else if (gives.has(s.number) && s.promised > 0) {
      changed.push(
        s.quantity > 1
          ? {
              ...s,
              quantity: s.quantity - 1,
              promised: s.promised - 1,
              // the copy left is the album's own: no longer on offer
              forTrade: s.quantity - 1 > 1 && s.forTrade,
            }
          : { ...applyStickerPatch(s, { owned: false }), quantity: 1, promised: 0 },
      );
    }
  }
  return changed;
}

// ---------------------------------------------------------------------------------------------
// Preparing a swap

interface PairRow {
  status: 'active' | 'archived';
  templateId: number;
  findable: boolean;
  title: string;
  otherId: number | null;
  partnerId: number;
  partnerUsername: string;
  proposerUsername: string;
  getBits: string;
  giveBits: string;
  numbers: string[] | null;
  specials: Specials;
}

export type PreparedSwapResult =
  { ok: true; swap: Swap; albumTitle: string } | ({ ok: false } & Refusal);

/**
 * One click from a match (decisions 010), in one transaction: recheck that the pair still
 * matches, take one for one, make my still-needed gets pending with the partner, promise one
 * copy of each give (guarded, so never twice), store a `proposed` swap.
 */
export async function prepareSwap(
  db: Database,
  params: {
    userId: number;
    collectionId: number;
    otherCollectionId: number;
    activeSince: Date;
    now: Date;
    /** How many normal stickers one of the album's specials is worth (decision 021); default 1. */
    specialRatio?: number;
  },
  options: LockOptions,
): Promise<PreparedSwapResult> {
  const { userId, collectionId, otherCollectionId } = params;
  return refusable(() =>
    db.transaction(async (tx) => {
      const pair = rowsOf<PairRow>(
        await tx.execute(sql`
          select me.status, me.template_id as "templateId", me.findable, t.title, t.numbers, t.specials, o.id as "otherId", o.user_id as "partnerId",
                 u.username as "partnerUsername", mu.username as "proposerUsername",
                 (o.spare_bits & me.need_bits)::text as "getBits",
                 (me.spare_bits & o.need_bits)::text as "giveBits"
          from collections me
          join users mu on mu.id = me.user_id
          join collection_templates t on t.id = me.template_id
          left join (collections o join users u on u.id = o.user_id)
            on o.id = ${otherCollectionId} and o.template_id = me.template_id
              and o.findable and o.status = 'active' and o.user_id <> me.user_id
              and u.last_active_at >= ${params.activeSince.toISOString()}::timestamptz
              and length(o.need_bits) = length(me.need_bits)
              and length(o.spare_bits) = length(me.spare_bits)
              and (not (o.circle_only or me.circle_only)
                or o.user_id = any(${MATES_OF(sql`me.user_id`)}))
          where me.id = ${collectionId} and me.user_id = ${userId}`),
      )[0];
      if (!pair) return refuse({ reason: 'not-found' });
      if (pair.status !== 'active') return refuse({ reason: 'archived' });
      if (!pair.findable || pair.otherId === null) return refuse({ reason: 'no-match' });

      // A special weighs `specialRatio` normal stickers; position n is the album's nth code.
      const ratio = params.specialRatio ?? DEFAULT_SPECIAL_RATIO;
      const weightOfCode = specialWeight(pair.specials, ratio);
      const picked = pickOneForOne(
        positionsFromBits(pair.getBits ?? ''),
        positionsFromBits(pair.giveBits ?? ''),
        ratio === DEFAULT_SPECIAL_RATIO
          ? undefined
          : (position) => weightOfCode(pair.numbers?.[position - 1] ?? String(position)),
      );
      if (picked.get.length + picked.give.length === 0) {
        return refuse({ reason: 'nothing-to-swap' });
      }
      const locked = await lockStickers(
        tx,
        sql`s.collection_id = ${collectionId}
          and s.position = any(${intArrayLiteral([...picked.get, ...picked.give])}::int[])`,
        options,
      );
      const at = (positions: number[]) => {
        const wanted = new Set(positions);
        return locked.filter((s) => wanted.has(s.position)).sort((a, b) => a.position - b.position);
      };
      const gets = at(picked.get);
      const gives = at(picked.give);
      // Every sticker must still be where the bits said: a get still needed, a give on offer.
      if (gets.length !== picked.get.length || gives.length !== picked.give.length) {
        refuse({ reason: 'changed' });
      }
      const pending = pendingWith(gets, pair.partnerUsername);
      if (pending.length !== gets.length) refuse({ reason: 'changed' });
      if ((await writeStickerStates(tx, pending, sql`and not s.owned`)) !== pending.length) {
        refuse({ reason: 'changed' });
      }
      await promiseCopies(tx, gives, { reason: 'changed' });

      const [inserted] = await tx
        .insert(swaps)
        .values({
          templateId: pair.templateId,
          proposerId: userId,
          proposerCollectionId: collectionId,
          partnerId: pair.partnerId,
          partnerCollectionId: pair.otherId,
          proposerUsername: pair.proposerUsername,
          partnerUsername: pair.partnerUsername,
          proposerGives: gives.map((s) => s.number),
          proposerGets: gets.map((s) => s.number),
          status: 'proposed',
          createdAt: params.now,
          updatedAt: params.now,
        })
        .returning({ id: swaps.id });
      const row = await readSwap(tx, inserted!.id);
      // The partner hears of it in the same transaction (decision 018).
      await recordNotification(tx, {
        userId: pair.partnerId,
        type: 'swap-proposed',
        swapId: row.id,
        collectionId: pair.otherId,
        partnerUsername: pair.proposerUsername,
        albumTitle: pair.title,
        gives: row.proposerGets,
        gets: row.proposerGives,
        now: params.now,
      });
      return { ok: true as const, swap: swapAsSeenBy(row, 'proposer'), albumTitle: pair.title };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Answering and finishing a swap

async function readSwap(tx: Tx, id: number, lock = false): Promise<SwapRow> {
  const [row] = await selectSwaps(tx, sql`s.id = ${id}`, lock);
  return row!;
}

async function selectSwaps(tx: Tx, where: SQL, lock: boolean) {
  return rowsOf<SwapRow>(
    await tx.execute(sql`
      select ${swapColumns}
      from swaps s
      where ${where}
      ${lock ? sql`for update of s` : sql``}`),
  );
}

/** The swap if the user is on it (locked on PostgreSQL), and which side the user is. */
async function loadSwapFor(tx: Tx, id: number, userId: number, options: LockOptions) {
  const [row] = await selectSwaps(
    tx,
    sql`s.id = ${id} and (s.proposer_id = ${userId} or s.partner_id = ${userId})`,
    options.rowLocks,
  );
  if (!row) return refuse({ reason: 'not-found' });
  return { row, side: row.proposerId === userId ? ('proposer' as const) : ('partner' as const) };
}

async function collectionStatus(tx: Tx, id: number) {
  const [row] = rowsOf<{ status: string }>(
    await tx.execute(sql`select status from collections where id = ${id}`),
  );
  return row?.status;
}

const proposerSide = (row: SwapRow) => ({
  collectionId: row.proposerCollectionId,
  gets: row.proposerGets,
  gives: row.proposerGives,
});
const partnerSide = (row: SwapRow) => ({
  collectionId: row.partnerCollectionId,
  gets: row.proposerGives,
  gives: row.proposerGets,
});

async function setSwap(tx: Tx, id: number, values: Partial<typeof swaps.$inferInsert>) {
  await tx.update(swaps).set(values).where(eq(swaps.id, id));
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
export async function acceptSwap(
  db: Database,
  params: ActionParams,
  options: LockOptions,
): Promise<SwapActionResult> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const { row, side } = await loadSwapFor(tx, params.swapId, params.userId, options);
      if (side !== 'partner') return refuse({ reason: 'not-found' });
      if (row.status !== 'proposed') {
        return refuse({ reason: 'wrong-state', message: swapStateMessage(row.status) });
      }
      if ((await collectionStatus(tx, row.partnerCollectionId)) !== 'active') {
        return refuse({ reason: 'archived' });
      }
      const mine = partnerSide(row);
      const locked = await lockStickers(
        tx,
        byNumbers(mine.collectionId, [...mine.gets, ...mine.gives]),
        options,
      );
      const gives = locked.filter((s) => mine.gives.includes(s.number));
      if (gives.length !== mine.gives.length) refuse({ reason: 'changed' });
      await promiseCopies(tx, gives, { reason: 'changed' });
      const gets = locked.filter((s) => mine.gets.includes(s.number));
      await writeStickerStates(tx, pendingWith(gets, row.proposerUsername), sql`and not s.owned`);
      await setSwap(tx, row.id, { status: 'agreed', updatedAt: params.now });
      await notifySwapSide(tx, row, 'proposer', 'swap-accepted', params.now);
      return { ok: true as const, swap: swapAsSeenBy(await readSwap(tx, row.id), 'partner') };
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
  options: LockOptions,
): Promise<SwapActionResult> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const { row, side } = await loadSwapFor(tx, params.swapId, params.userId, options);
      if (params.as === 'declined') {
        if (side !== 'partner') return refuse({ reason: 'not-found' });
        if (row.status !== 'proposed') {
          return refuse({ reason: 'wrong-state', message: swapStateMessage(row.status) });
        }
      } else {
        if (row.status !== 'proposed' && row.status !== 'agreed') {
          return refuse({ reason: 'wrong-state', message: swapStateMessage(row.status) });
        }
        if (row.proposerDone || row.partnerDone) {
          return refuse({ reason: 'wrong-state', message: SWAP_FINISHING_MESSAGE });
        }
      }
      const proposer = proposerSide(row);
      const partner = partnerSide(row);
      // The partner applied its side only when it accepted.
      const sides = row.status === 'agreed' ? [proposer, partner] : [proposer];
      const locked = await lockStickers(
        tx,
        sql.join(
          sides.map((s) => byNumbers(s.collectionId, [...s.gets, ...s.gives])),
          sql` or `,
        ),
        options,
      );
      const changed = [
        ...released(locked, proposer, row.partnerUsername),
        ...(sides.length > 1 ? released(locked, partner, row.proposerUsername) : []),
      ];
      await writeStickerStates(tx, changed);
      await setSwap(tx, row.id, { status: params.as, updatedAt: params.now });
      await notifySwapSide(
        tx,
        row,
        side === 'proposer' ? 'partner' : 'proposer',
        params.as === 'declined' ? 'swap-declined' : 'swap-cancelled',
        params.now,
      );
      return { ok: true as const, swap: swapAsSeenBy(await readSwap(tx, row.id), side) };
    }),
  );
}

/**
 * One side of an agreed swap says it happened: its gets become completed and its gives leave
 * the collection; the swap is `done` once both sides have said so.
 */
export async function finishSwap(
  db: Database,
  params: ActionParams,
  options: LockOptions,
): Promise<SwapActionResult> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const { row, side } = await loadSwapFor(tx, params.swapId, params.userId, options);
      if (row.status !== 'agreed') {
        return refuse({ reason: 'wrong-state', message: swapStateMessage(row.status) });
      }
      const isProposer = side === 'proposer';
      if (isProposer ? row.proposerDone : row.partnerDone) {
        return refuse({ reason: 'wrong-state', message: SWAP_ALREADY_DONE_MESSAGE });
      }
      const mine = isProposer ? proposerSide(row) : partnerSide(row);
      if ((await collectionStatus(tx, mine.collectionId)) !== 'active') {
        return refuse({ reason: 'archived' });
      }
      const locked = await lockStickers(
        tx,
        byNumbers(mine.collectionId, [...mine.gets, ...mine.gives]),
        options,
      );
      const other = isProposer ? row.partnerUsername : row.proposerUsername;
      await writeStickerStates(tx, finished(locked, mine, other));
      const otherDone = isProposer ? row.partnerDone : row.proposerDone;
      await setSwap(tx, row.id, {
        ...(isProposer ? { proposerDone: true } : { partnerDone: true }),
        ...(otherDone ? { status: 'done' as const } : {}),
        updatedAt: params.now,
      });
      // Done once both said so: the other side, who said it first, hears the swap is complete,
      // and the match cards' "swaps done" counts go up in this transaction (decision 019).
      if (otherDone) {
        await notifySwapSide(tx, row, isProposer ? 'partner' : 'proposer', 'swap-done', params.now);
        await countSwapDone(tx, [row.proposerId, row.partnerId]);
      }
      return { ok: true as const, swap: swapAsSeenBy(await readSwap(tx, row.id), side) };
    }),
  );
}

async function countSwapDone(tx: Tx, userIds: readonly (number | null)[]) {
  const ids = userIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  await tx.execute(sql`
    update users set swaps_done = swaps_done + 1
    where id = any(${intArrayLiteral(ids)}::int[])`);
}

/**
 * One side rates a done swap, once (docs/product.md "Trust"): "as-agreed" or "problem", with an
 * optional note. A problem adds one to the other side's problem count in the same transaction
 * (decision 019); if that account is gone, the report is still kept for the admin.
 */
export async function rateSwap(
  db: Database,
  params: ActionParams & { verdict: SwapVerdict; note: string | null },
  options: LockOptions,
): Promise<SwapActionResult> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const { row, side } = await loadSwapFor(tx, params.swapId, params.userId, options);
      if (row.status !== 'done') {
        return refuse({ reason: 'wrong-state', message: SWAP_NOT_DONE_FOR_RATING_MESSAGE });
      }
      const isProposer = side === 'proposer';
      // Guarded in the WHERE too, so two tabs rating at once on PGlite still rate once.
      const rated = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update swaps set
            ${isProposer ? sql`proposer_rating` : sql`partner_rating`} = ${params.verdict},
            ${isProposer ? sql`proposer_rating_note` : sql`partner_rating_note`} = ${params.note},
            ${isProposer ? sql`proposer_rated_at` : sql`partner_rated_at`} =
              ${params.now.toISOString()}::timestamptz
          where id = ${row.id} and status = 'done'
            and ${isProposer ? sql`proposer_rating` : sql`partner_rating`} is null
          returning id`),
      );
      if (rated.length === 0) {
        return refuse({ reason: 'wrong-state', message: SWAP_ALREADY_RATED_MESSAGE });
      }
      const otherId = isProposer ? row.partnerId : row.proposerId;
      if (params.verdict === 'problem' && otherId !== null) {
        await tx.execute(sql`update users set swap_problems = swap_problems + 1
          where id = ${otherId}`);
      }
      return { ok: true as const, swap: swapAsSeenBy(await readSwap(tx, row.id), side) };
    }),
  );
}

/** Why swaps end when a side goes, as the other collector reads it. */
export const SWAP_ENDED_BY_DELETION = {
  collection: 'The other collector deleted this collection.',
  account: 'The other collector deleted their account.',
} as const;

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
  options: LockOptions,
) {
  if (params.collectionIds.length === 0) return;
  const ids = intArrayLiteral([...params.collectionIds]);
  const open = await selectSwaps(
    tx,
    sql`s.status in ('proposed', 'agreed')
      and (s.proposer_collection_id = any(${ids}::int[]) or s.partner_collection_id = any(${ids}::int[]))`,
    options.rowLocks,
  );
  const leaving = new Set(params.collectionIds);
  for (const row of open) {
    const isProposerLeaving = leaving.has(row.proposerCollectionId);
    const isPartnerLeaving = leaving.has(row.partnerCollectionId);
    // The side that stays, if any, and whether its changes were applied and are still open.
    const stays = isProposerLeaving
      ? isPartnerLeaving
        ? undefined
        : {
            side: partnerSide(row),
            other: row.proposerUsername,
            applied: row.status === 'agreed',
            done: row.partnerDone,
          }
      : {
          side: proposerSide(row),
          other: row.partnerUsername,
          applied: true,
          done: row.proposerDone,
        };
    if (stays?.applied && !stays.done) {
      const locked = await lockStickers(
        tx,
        byNumbers(stays.side.collectionId, [...stays.side.gets, ...stays.side.gives]),
        options,
      );
      await writeStickerStates(tx, released(locked, stays.side, stays.other));
    }
    await setSwap(tx, row.id, {
      status: 'cancelled',
      endedReason: params.reason,
      updatedAt: params.now,
    });
    // The side that stays is told why its swap ended (decision 018).
    if (stays && !stays.done) {
      await notifySwapSide(
        tx,
        row,
        isProposerLeaving ? 'partner' : 'proposer',
        'swap-cancelled',
        params.now,
        params.reason,
      );
    }
  }
}
