import { eq, sql, type SQL } from 'drizzle-orm';
import {
  endedByDeletion,
  finishedStickers,
  pendingGets,
  promisedGives,
  releasedStickers,
  sideOf,
  sidesHolding,
  swapActionRefusal,
  swapAfter,
  type SwapAction,
  type SwapGuardRefusal,
  type SwapRole,
  type SwapSide,
  type SwapStep,
} from '../../../domain/matches/lifecycle';
import type { Swap, SwapVerdict } from '../../../domain/matches/schemas';
import {
  pickOneForOne,
  positionsFromBits,
  SWAP_ALREADY_RATED_MESSAGE,
  SWAP_NOTHING_MOVED_MESSAGE,
} from '../../../domain/matches/swaps';
import {
  DEFAULT_SPECIAL_RATIO,
  specialWeight,
  type Specials,
} from '../../../domain/catalogue/specials';
import type { StickerState } from '../../../domain/sticker/sticker';
import { intArrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { forUpdateOf } from '../../db/row-locks';
import { refusals } from '../../lib/refusals';
import type { Tx } from '../../db/client';
import { writeStickerStates } from '../../db/sticker-writes';
import { swaps } from '../../db/schema';
import { notifySwapSide, recordNotification } from '../notifications/public';
import { swapAsSeenBy, swapColumns, type SwapRow } from './data';
import { MATES_OF, pairMayMeetSql } from '../../db/visibility';

// The swap's rules (who may do what, what each step does to the swap and to each side's
// stickers) are pure functions in src/domain/matches/lifecycle.ts. Here each action loads the
// rows (locked where the database needs it: db/row-locks.ts), asks those rules, and writes their
// answer in one transaction.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Sticker numbers are any text, so they travel as one JSON parameter. */
const textList = (values: readonly string[]) =>
  sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;

/** Why a swap action was refused; the routes turn each into its HTTP answer. */
export type Refusal =
  | { reason: 'not-found' | 'archived' | 'no-match' | 'nothing-to-swap' | 'changed' }
  | { reason: 'wrong-state'; message: string };

const { refuse, refusable } = refusals<Refusal>();

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
  s.quantity, s.promised, s.keep_spares as "keepSpares"`;

/**
 * Reads (and where the database needs it, locks) the stickers a swap touches, in id order like
 * the sticker bulk writes, so concurrent swaps and bulks cannot deadlock. Collection rows are only
 * locked afterwards, by the version bump, again like the bulk writes.
 */
async function loadStickers(tx: Tx, where: SQL): Promise<SwapSticker[]> {
  const result = await tx.execute(sql`
    select ${stickerColumns} from stickers s
    where ${where}
    order by s.id
    ${forUpdateOf(tx, 's')}`);
  return rowsOf<SwapSticker>(result);
}

/** The stickers the swap names on each of these sides, each side's from its own collection. */
async function loadSidesStickers(tx: Tx, sides: readonly SwapSide[]): Promise<SwapSticker[]> {
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

const ofSide = (stickers: readonly SwapSticker[], side: SwapSide) =>
  stickers.filter((s) => s.collectionId === side.collectionId);

/**
 * Promises one more copy of each give (the domain's `promisedGives` says whether each has one on
 * offer), guarded again in the UPDATE's WHERE by the same rule in SQL
 * (`swapsies_copies_on_offer`, migration 0021), so a copy is never promised twice whatever runs
 * at the same time. Bumps the collection's version in the same statement. Refuses (rolling back)
 * unless every sticker could be promised.
 */
async function promiseCopies(tx: Tx, gives: readonly SwapSticker[]) {
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
  if (rowsOf<{ n: number }>(result)[0]!.n !== gives.length) refuse({ reason: 'changed' });
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
              and ${pairMayMeetSql(MATES_OF(sql`me.user_id`))}
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
      const loaded = await loadStickers(
        tx,
        sql`s.collection_id = ${collectionId}
          and s.position = any(${intArrayLiteral([...picked.get, ...picked.give])}::int[])`,
      );
      const at = (positions: number[]) => {
        const wanted = new Set(positions);
        return loaded.filter((s) => wanted.has(s.position)).sort((a, b) => a.position - b.position);
      };
      const gets = at(picked.get);
      const gives = at(picked.give);
      // Every sticker must still be where the bits said: a get still needed, a give on offer.
      if (gets.length !== picked.get.length || gives.length !== picked.give.length) {
        refuse({ reason: 'changed' });
      }
      const pending = pendingGets(gets, pair.partnerUsername);
      if (pending.length !== gets.length) refuse({ reason: 'changed' });
      if ((await writeStickerStates(tx, pending, sql`and not s.owned`)) !== pending.length) {
        refuse({ reason: 'changed' });
      }
      await promiseCopies(tx, gives);

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

async function readSwap(tx: Tx, id: number): Promise<SwapRow> {
  const [row] = await selectSwaps(tx, sql`s.id = ${id}`, false);
  return row!;
}

async function selectSwaps(tx: Tx, where: SQL, lock: boolean) {
  return rowsOf<SwapRow>(
    await tx.execute(sql`
      select ${swapColumns}
      from swaps s
      where ${where}
      ${lock ? forUpdateOf(tx, 's') : sql``}`),
  );
}

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

/** Refuses (rolling back) when the side's collection is archived: its stickers cannot change. */
async function requireActive(tx: Tx, collectionId: number) {
  const [row] = rowsOf<{ status: string }>(
    await tx.execute(sql`select status from collections where id = ${collectionId}`),
  );
  if (row?.status !== 'active') refuse({ reason: 'archived' });
}

async function setSwap(tx: Tx, id: number, values: Partial<typeof swaps.$inferInsert>) {
  await tx.update(swaps).set(values).where(eq(swaps.id, id));
}

/** Writes a step of the swap's life and tells whom it says, in the caller's transaction. */
async function writeStep(tx: Tx, row: SwapRow, step: SwapStep, now: Date) {
  const { status, proposerDone, partnerDone } = step.next;
  await setSwap(tx, row.id, { status, proposerDone, partnerDone, updatedAt: now });
  if (step.notify) await notifySwapSide(tx, row, step.notify.to, step.notify.type, now);
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
      const [counted] = rowsOf<{ counted: boolean }>(
        await tx.execute(sql`select proposer_moved and partner_moved as counted
          from swaps where id = ${row.id}`),
      );
      if (!counted?.counted) {
        return refuse({ reason: 'wrong-state', message: SWAP_NOTHING_MOVED_MESSAGE });
      }
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
      proposer: leaving.has(row.proposerCollectionId),
      partner: leaving.has(row.partnerCollectionId),
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
