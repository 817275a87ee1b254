import { sql } from 'drizzle-orm';
import { keepsPromisedCopies, promisedCopiesMessage } from '../../../domain/sticker/spares';
import type { StickerPatch, StickerState } from '../../../domain/sticker/sticker';
import { addsCopiesToUnowned, applyStickerPatch } from '../../../domain/sticker/transitions';
import { intArrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { writeStickerStates, type Tx } from '../../db/sticker-writes';

interface LockedSticker extends StickerState {
  id: number;
  number: string;
  collectionId: number;
  /** Copies promised in swaps: only swaps change it, and no write here may drop one. */
  promised: number;
  status: 'active' | 'archived';
  /** Its code left the album in a corrected version; kept for its copies (decision 021). */
  retired: boolean;
}

/** Why a sticker was left alone; the code is for the server, the message for the person. */
export type StickerSkip = {
  id: number;
  message: string;
  code: 'NOT_FOUND' | 'COLLECTION_ARCHIVED' | 'PROMISED_COPIES' | 'CONFLICT';
};

export const STICKER_NOT_FOUND = 'Sticker not found';
export const COLLECTION_ARCHIVED = 'This collection is archived, so its stickers cannot be changed';

const notFoundSkip = (id: number): StickerSkip => ({
  id,
  message: STICKER_NOT_FOUND,
  code: 'NOT_FOUND',
});
const archivedSkip = (id: number): StickerSkip => ({
  id,
  message: COLLECTION_ARCHIVED,
  code: 'COLLECTION_ARCHIVED',
});
const promisedSkip = (sticker: LockedSticker): StickerSkip => ({
  id: sticker.id,
  message: promisedCopiesMessage(sticker.number, sticker.promised),
  code: 'PROMISED_COPIES',
});
const notOwnedSkip = (sticker: LockedSticker): StickerSkip => ({
  id: sticker.id,
  message: `Sticker ${sticker.number} is not owned, so it has no copies to add or take away`,
  code: 'CONFLICT',
});

/**
 * The sticker after a patch, or why the patch is refused: a change that would drop a promised
 * copy (decisions 010), or copies counted on a sticker that is not owned (decision 016). A
 * `quantityDelta` is added here to the quantity read under the lock (bulk) or compared and set
 * (one sticker), so two devices adding a copy at once both count.
 */
function nextState(
  current: LockedSticker,
  data: StickerPatch,
): { ok: true; next: LockedSticker } | { ok: false; skip: StickerSkip } {
  const next = applyStickerPatch(current, data);
  if (addsCopiesToUnowned(next, data)) return { ok: false, skip: notOwnedSkip(current) };
  if (!keepsPromisedCopies(next)) return { ok: false, skip: promisedSkip(current) };
  return { ok: true, next };
}

/**
 * Row locks keep concurrent transactions on PostgreSQL from interleaving. PGlite runs one
 * transaction at a time anyway, and locking 10,000 rows would write each of them once more.
 */
export interface LockOptions {
  rowLocks: boolean;
}

/** One locked sticker as `lockStickers` reads it: a JSON array, in this column order. */
type LockedTuple = [
  id: number,
  number: string,
  collectionId: number,
  owned: boolean,
  forTrade: boolean,
  isPending: boolean,
  pendingWith: string | null,
  isCompleted: boolean,
  quantity: number,
  promised: number,
  active: boolean,
  retired: boolean,
];

/**
 * Locks the user's stickers among `ids` (in id order, so concurrent bulks cannot deadlock) and
 * reads them back as ONE JSON value: for 10,000 stickers that is about four times cheaper than
 * 10,000 rows of eleven columns, which both drivers turn into objects field by field.
 */
async function lockStickers(
  tx: Tx,
  userId: number,
  ids: readonly number[],
  rowLocks: boolean,
): Promise<Map<number, LockedSticker>> {
  const result = await tx.execute(sql`
    select coalesce(json_agg(json_build_array(
      l.id, l.number, l.collection_id, l.owned, l.for_trade, l.is_pending, l.pending_with,
      l.is_completed, l.quantity, l.promised, l.active, l.retired)), '[]')::text as rows
    from (
      select s.id, s.number, s.collection_id, s.owned, s.for_trade, s.is_pending, s.pending_with,
             s.is_completed, s.quantity, s.promised, c.status = 'active' as active, s.retired
      from stickers s join collections c on c.id = s.collection_id
      where s.id = any(${intArrayLiteral(ids)}::int[]) and s.user_id = ${userId}
      order by s.id
      ${rowLocks ? sql`for update of s` : sql``}) as l`);
  const [{ rows }] = (result as unknown as { rows: [{ rows: string }] }).rows;
  const locked = new Map<number, LockedSticker>();
  for (const tuple of JSON.parse(rows) as LockedTuple[]) {
    const [
      id,
      number,
      collectionId,
      owned,
      forTrade,
      isPending,
      pendingWith,
      isCompleted,
      quantity,
      promised,
      active,
      retired,
    ] = tuple;
    locked.set(id, {
      id,
      number,
      collectionId,
      owned,
      forTrade,
      isPending,
      pendingWith,
      isCompleted,
      quantity,
      promised,
      status: active ? 'active' : 'archived',
      retired,
    });
  }
  return locked;
}

const toApiSticker = (s: LockedSticker) => ({
  id: s.id,
  number: s.number,
  collectionId: s.collectionId,
  owned: s.owned,
  forTrade: s.forTrade,
  isPending: s.isPending,
  pendingWith: s.pendingWith,
  isCompleted: s.isCompleted,
  quantity: s.quantity,
  isNeeded: !s.owned,
  promised: s.promised,
  retired: s.retired,
});

export type ApiSticker = ReturnType<typeof toApiSticker>;

/**
 * One sticker's patch in two round trips, without holding a lock: read it, apply the domain rules,
 * then write only if nobody changed it (or archived its collection, or promised a copy in a swap)
 * in between — a compare-and-set that bumps the collection's version in the same statement. On
 * contention it retries, and falls back to the locking bulk path. A patch that would drop a
 * promised copy is refused (decisions 010). The compare-and-set is what makes a `quantityDelta`
 * atomic: a copy added by another device in between fails the compare, and the delta is added
 * again to the quantity read anew.
 */
export async function updateSticker(
  db: Database,
  userId: number,
  id: number,
  data: StickerPatch,
): Promise<{ ok: true; sticker: ApiSticker } | ({ ok: false } & StickerSkip)> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const read = await db.execute(sql`
      select s.id, s.number, s.collection_id as "collectionId", s.owned, s.for_trade as "forTrade",
             s.is_pending as "isPending", s.pending_with as "pendingWith",
             s.is_completed as "isCompleted", s.quantity, s.promised, c.status, s.retired
      from stickers s join collections c on c.id = s.collection_id
      where s.id = ${id} and s.user_id = ${userId}`);
    const current = (read as unknown as { rows: LockedSticker[] }).rows[0];
    if (!current) return { ok: false, ...notFoundSkip(id) };
    if (current.status !== 'active') return { ok: false, ...archivedSkip(id) };
    const outcome = nextState(current, data);
    if (!outcome.ok) return { ok: false, ...outcome.skip };
    const { next } = outcome;
    const written = await db.execute(sql`
      with changed as (
        update stickers as s set
          owned = ${next.owned}::boolean, for_trade = ${next.forTrade}::boolean,
          is_pending = ${next.isPending}::boolean, pending_with = ${next.pendingWith}::text,
          is_completed = ${next.isCompleted}::boolean, quantity = ${next.quantity}::int
        from collections as c
        where s.id = ${id} and c.id = s.collection_id and c.status = 'active'
          and s.owned = ${current.owned}::boolean and s.for_trade = ${current.forTrade}::boolean
          and s.is_pending = ${current.isPending}::boolean
          and s.pending_with is not distinct from ${current.pendingWith}::text
          and s.is_completed = ${current.isCompleted}::boolean and s.quantity = ${current.quantity}::int
          and s.promised = ${current.promised}::int
        returning s.collection_id)
      update collections set version = version + 1
      where id in (select collection_id from changed)
      returning id`);
    if ((written as unknown as { rows: unknown[] }).rows.length === 1) {
      return { ok: true, sticker: toApiSticker(next) };
    }
  }
  const { updated, skipped } = await updateStickers(db, userId, [{ id, data }], { rowLocks: true });
  return updated[0] ? { ok: true, sticker: updated[0] } : { ok: false, ...skipped[0]! };
}

/**
 * Applies many patches in one transaction: the sticker rules come from the domain (decision 005),
 * so they hold whatever a client sends. Ids that are missing, someone else's or archived are
 * skipped, and so is a patch that would drop a copy promised in a swap (read under the same lock
 * a swap waits on).
 */
export async function updateStickers(
  db: Database,
  userId: number,
  updates: ReadonlyArray<{ id: number; data: StickerPatch }>,
  options: LockOptions,
): Promise<{ updated: ApiSticker[]; skipped: StickerSkip[] }> {
  return db.transaction(async (tx) => {
    const locked = await lockStickers(
      tx,
      userId,
      [...new Set(updates.map((u) => u.id))],
      options.rowLocks,
    );
    const skipped: StickerSkip[] = [];
    const changed = new Map<number, LockedSticker>();
    for (const { id, data } of updates) {
      const current = changed.get(id) ?? locked.get(id);
      if (!current) skipped.push(notFoundSkip(id));
      else if (current.status !== 'active') skipped.push(archivedSkip(id));
      else {
        const outcome = nextState(current, data);
        if (outcome.ok) changed.set(id, outcome.next);
        else skipped.push(outcome.skip);
      }
    }
    await writeStickerStates(tx, [...changed.values()]);
    return { updated: [...changed.values()].map(toApiSticker), skipped };
  });
}

/**
 * Deletes the user's stickers among `ids` in one statement; others are skipped with a reason,
 * among them stickers with copies promised in a swap.
 */
export async function deleteStickers(
  db: Database,
  userId: number,
  ids: readonly number[],
  options: LockOptions,
) {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const locked = await lockStickers(tx, userId, unique, options.rowLocks);
    const skipped: StickerSkip[] = [];
    const deletable: number[] = [];
    for (const id of unique) {
      const sticker = locked.get(id);
      if (!sticker) skipped.push(notFoundSkip(id));
      else if (sticker.status !== 'active') skipped.push(archivedSkip(id));
      else if (sticker.promised > 0) skipped.push(promisedSkip(sticker));
      else deletable.push(id);
    }
    if (deletable.length > 0) {
      await tx.execute(
        sql`delete from stickers where id = any(${intArrayLiteral(deletable)}::int[])`,
      );
      const collectionIds = [...new Set(deletable.map((id) => locked.get(id)!.collectionId))];
      await tx.execute(
        sql`update collections set version = version + 1 where id = any(${intArrayLiteral(collectionIds)}::int[])`,
      );
    }
    return { deleted: deletable, skipped };
  });
}

/** A waiting change of the outbox's batch, as `applyStickerChanges` takes it. */
export type QueuedStickerChange =
  | { kind: 'update'; id: number; data: StickerPatch }
  | { kind: 'bulkUpdate'; updates: ReadonlyArray<{ id: number; data: StickerPatch }> }
  | { kind: 'bulkDelete'; ids: readonly number[] };

/** What one change of a batch did: what `updateSticker`, `updateStickers` or `deleteStickers` answer. */
export type QueuedStickerOutcome =
  | { kind: 'update'; result: { ok: true; sticker: ApiSticker } | ({ ok: false } & StickerSkip) }
  | { kind: 'bulkUpdate'; updated: ApiSticker[]; skipped: StickerSkip[] }
  | { kind: 'bulkDelete'; deleted: number[]; skipped: StickerSkip[] };

/**
 * The outbox's batch (decision 016 "Sending the backlog"): many changes applied in order in one
 * transaction, each to the stickers as the changes before it left them, with the same rules and
 * refusals as on its own — a refused change leaves the others alone. Every sticker the batch
 * touches is locked once (in id order, as a bulk), the changes run in memory, and the result is
 * written with one update and one delete, so 100 changes cost a handful of statements instead of
 * a few each.
 */
export async function applyStickerChanges(
  db: Database,
  userId: number,
  changes: readonly QueuedStickerChange[],
  options: LockOptions,
): Promise<QueuedStickerOutcome[]> {
  const ids = new Set<number>();
  for (const change of changes) {
    if (change.kind === 'update') ids.add(change.id);
    else if (change.kind === 'bulkUpdate') for (const { id } of change.updates) ids.add(id);
    else for (const id of change.ids) ids.add(id);
  }
  return db.transaction(async (tx) => {
    const locked = await lockStickers(tx, userId, [...ids], options.rowLocks);
    /** Each sticker as the changes so far left it; a deleted one is gone from here. */
    const current = new Map(locked);
    const changed = new Set<number>();
    const deleted = new Set<number>();

    /** One patch on the current state: the sticker after it, or why it is refused. */
    const patch = (id: number, data: StickerPatch) => {
      const sticker = current.get(id);
      if (!sticker) return { ok: false as const, skip: notFoundSkip(id) };
      if (sticker.status !== 'active') return { ok: false as const, skip: archivedSkip(id) };
      const outcome = nextState(sticker, data);
      if (!outcome.ok) return outcome;
      current.set(id, outcome.next);
      changed.add(id);
      return outcome;
    };

    const outcomes = changes.map((change): QueuedStickerOutcome => {
      if (change.kind === 'update') {
        const outcome = patch(change.id, change.data);
        return {
          kind: 'update',
          result: outcome.ok
            ? { ok: true, sticker: toApiSticker(outcome.next) }
            : { ok: false, ...outcome.skip },
        };
      }
      if (change.kind === 'bulkUpdate') {
        // As `updateStickers`: each sticker it changed once, in the order first changed.
        const updatedHere = new Map<number, LockedSticker>();
        const skipped: StickerSkip[] = [];
        for (const { id, data } of change.updates) {
          const outcome = patch(id, data);
          if (outcome.ok) updatedHere.set(id, outcome.next);
          else skipped.push(outcome.skip);
        }
        return {
          kind: 'bulkUpdate',
          updated: [...updatedHere.values()].map(toApiSticker),
          skipped,
        };
      }
      // As `deleteStickers`: each id once; a sticker with promised copies stays.
      const skipped: StickerSkip[] = [];
      const deletedHere: number[] = [];
      for (const id of new Set(change.ids)) {
        const sticker = current.get(id);
        if (!sticker) skipped.push(notFoundSkip(id));
        else if (sticker.status !== 'active') skipped.push(archivedSkip(id));
        else if (sticker.promised > 0) skipped.push(promisedSkip(sticker));
        else {
          current.delete(id);
          changed.delete(id);
          deleted.add(id);
          deletedHere.push(id);
        }
      }
      return { kind: 'bulkDelete', deleted: deletedHere, skipped };
    });

    await writeStickerStates(
      tx,
      [...changed].map((id) => current.get(id)!),
    );
    if (deleted.size > 0) {
      const gone = [...deleted];
      await tx.execute(sql`delete from stickers where id = any(${intArrayLiteral(gone)}::int[])`);
      const collectionIds = [...new Set(gone.map((id) => locked.get(id)!.collectionId))];
      await tx.execute(
        sql`update collections set version = version + 1 where id = any(${intArrayLiteral(collectionIds)}::int[])`,
      );
    }
    return outcomes;
  });
}
