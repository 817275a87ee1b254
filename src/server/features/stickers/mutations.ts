import { sql } from 'drizzle-orm';
import {
  keepsPromisedCopies,
  promisedCopiesMessage,
  promisedCopiesWords,
} from '../../../domain/sticker/spares';
import { englishOf, type Words } from '../../../domain/words';
import type { Sticker, StickerPatch } from '../../../domain/sticker/sticker';
import { addsCopiesToUnowned, applyStickerPatch } from '../../../domain/sticker/transitions';
import { intArrayLiteral } from '../../db/array-literal';
import type { Database, Tx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import {
  lockStickers,
  toApiSticker,
  writeStickerStates,
  type LockedSticker,
} from '../../db/sticker-writes';

/** Why a sticker was left alone; the code is for the server, the message for the person. */
export type StickerSkip = {
  id: number;
  message: string;
  /** The message as words to translate, when it has values (decision 038). */
  words?: Words;
  code: 'NOT_FOUND' | 'COLLECTION_ARCHIVED' | 'PROMISED_COPIES' | 'CONFLICT';
};

export const STICKER_NOT_FOUND = /*i18n*/ 'Sticker not found';
export const COLLECTION_ARCHIVED =
  /*i18n*/ 'This collection is archived, so its stickers cannot be changed';

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
  words: promisedCopiesWords(sticker.number, sticker.promised),
  code: 'PROMISED_COPIES',
});
const notOwnedWords = (number: string): Words => {
  return /*i18n*/ {
    id: 'Sticker {number} is not owned, so it has no copies to add or take away',
    values: { number },
  };
};
const notOwnedSkip = (sticker: LockedSticker): StickerSkip => ({
  id: sticker.id,
  message: englishOf(notOwnedWords(sticker.number)),
  words: notOwnedWords(sticker.number),
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
 * One patch on a sticker as it stands (undefined when it is missing or someone else's): the
 * sticker after it, or why it is refused. The one rule of a patch, for one sticker, a bulk and
 * the outbox's batch alike.
 */
function patched(
  id: number,
  current: LockedSticker | undefined,
  data: StickerPatch,
): { ok: true; next: LockedSticker } | { ok: false; skip: StickerSkip } {
  if (!current) return { ok: false, skip: notFoundSkip(id) };
  if (current.status !== 'active') return { ok: false, skip: archivedSkip(id) };
  return nextState(current, data);
}

/** Why a sticker may not be deleted (missing, archived, copies promised), or undefined. */
function deletionRefusal(id: number, sticker: LockedSticker | undefined): StickerSkip | undefined {
  if (!sticker) return notFoundSkip(id);
  if (sticker.status !== 'active') return archivedSkip(id);
  if (sticker.promised > 0) return promisedSkip(sticker);
  return undefined;
}

const lockByIds = (tx: Tx, userId: number, ids: Iterable<number>) =>
  lockStickers(tx, userId, sql`s.id = any(${intArrayLiteral([...ids])}::int[])`);

/**
 * The stickers a write locked, as the changes applied so far left them; each change is answered
 * as its own request would be. `updateStickers`, `deleteStickers` and the outbox's batch all
 * apply their changes here and write the result with `write`, so they keep one set of rules.
 */
class LockedChanges {
  /** Each sticker as the changes so far left it; a deleted one is gone from here. */
  private readonly current: Map<number, LockedSticker>;
  private readonly changed = new Set<number>();
  private readonly deleted = new Set<number>();

  constructor(private readonly locked: ReadonlyMap<number, LockedSticker>) {
    this.current = new Map(locked);
  }

  /** One sticker's patch (`PATCH /api/stickers/:id`). */
  patch(id: number, data: StickerPatch) {
    const outcome = patched(id, this.current.get(id), data);
    if (outcome.ok) {
      this.current.set(id, outcome.next);
      this.changed.add(id);
    }
    return outcome;
  }

  /** A bulk patch: each sticker it changed once, as it left it, in the order first changed. */
  patchMany(updates: ReadonlyArray<{ id: number; data: StickerPatch }>) {
    const updatedHere = new Map<number, LockedSticker>();
    const skipped: StickerSkip[] = [];
    for (const { id, data } of updates) {
      const outcome = this.patch(id, data);
      if (outcome.ok) updatedHere.set(id, outcome.next);
      else skipped.push(outcome.skip);
    }
    return { updated: [...updatedHere.values()].map(toApiSticker), skipped };
  }

  /** A bulk delete: each id once; a sticker with copies promised in a swap stays. */
  deleteMany(ids: readonly number[]) {
    const skipped: StickerSkip[] = [];
    const deletedHere: number[] = [];
    for (const id of new Set(ids)) {
      const refusal = deletionRefusal(id, this.current.get(id));
      if (refusal) skipped.push(refusal);
      else {
        this.current.delete(id);
        this.changed.delete(id);
        this.deleted.add(id);
        deletedHere.push(id);
      }
    }
    return { deleted: deletedHere, skipped };
  }

  /** Writes what changed with one update and what went with one delete, bumping the versions. */
  async write(tx: Tx) {
    await writeStickerStates(
      tx,
      [...this.changed].map((id) => this.current.get(id)!),
    );
    if (this.deleted.size === 0) return;
    const gone = [...this.deleted];
    await tx.execute(sql`delete from stickers where id = any(${intArrayLiteral(gone)}::int[])`);
    const collectionIds = [...new Set(gone.map((id) => this.locked.get(id)!.collectionId))];
    await tx.execute(
      sql`update collections set version = version + 1 where id = any(${intArrayLiteral(collectionIds)}::int[])`,
    );
  }
}

const p = (name: string) => sql.placeholder(name);

/** The sticker a single PATCH starts from, with its collection's status (decision 043: named). */
const readSticker = namedStatement<LockedSticker>(
  'swapsies_sticker_read',
  sql`
    select s.id, s.number, s.collection_id as "collectionId", s.owned, s.for_trade as "forTrade",
           s.is_pending as "isPending", s.pending_with as "pendingWith",
           s.is_completed as "isCompleted", s.quantity, s.promised, c.status, s.retired,
           s.keep_spares as "keepSpares"
    from stickers s join collections c on c.id = s.collection_id
    where s.id = ${p('id')} and s.user_id = ${p('userId')}`,
);

/**
 * A single PATCH's compare-and-set: writes the new state only if the sticker is still as it was
 * read and its collection active, and bumps the collection's version in the same statement; one
 * row back when it wrote.
 */
const compareAndSetSticker = namedStatement<{ id: number }>(
  'swapsies_sticker_compare_and_set',
  sql`
    with changed as (
      update stickers as s set
        owned = ${p('owned')}::boolean, for_trade = ${p('forTrade')}::boolean,
        is_pending = ${p('isPending')}::boolean, pending_with = ${p('pendingWith')}::text,
        is_completed = ${p('isCompleted')}::boolean, quantity = ${p('quantity')}::int,
        keep_spares = ${p('keepSpares')}::boolean
      from collections as c
      where s.id = ${p('id')} and c.id = s.collection_id and c.status = 'active'
        and s.owned = ${p('wasOwned')}::boolean and s.for_trade = ${p('wasForTrade')}::boolean
        and s.is_pending = ${p('wasPending')}::boolean
        and s.pending_with is not distinct from ${p('wasPendingWith')}::text
        and s.is_completed = ${p('wasCompleted')}::boolean
        and s.quantity = ${p('wasQuantity')}::int
        and s.promised = ${p('wasPromised')}::int
        and s.keep_spares = ${p('wasKeepSpares')}::boolean
      returning s.collection_id)
    update collections set version = version + 1
    where id in (select collection_id from changed)
    returning id`,
);

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
): Promise<{ ok: true; sticker: Sticker } | ({ ok: false } & StickerSkip)> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [found] = await readSticker(db, { id, userId });
    const outcome = patched(id, found, data);
    if (!outcome.ok) return { ok: false, ...outcome.skip };
    const { next } = outcome;
    const current = found!; // `patched` refuses a missing sticker
    const written = await compareAndSetSticker(db, {
      id,
      owned: next.owned,
      forTrade: next.forTrade,
      isPending: next.isPending,
      pendingWith: next.pendingWith,
      isCompleted: next.isCompleted,
      quantity: next.quantity,
      keepSpares: next.keepSpares,
      wasOwned: current.owned,
      wasForTrade: current.forTrade,
      wasPending: current.isPending,
      wasPendingWith: current.pendingWith,
      wasCompleted: current.isCompleted,
      wasQuantity: current.quantity,
      wasPromised: current.promised,
      wasKeepSpares: current.keepSpares,
    });
    if (written.length === 1) {
      return { ok: true, sticker: toApiSticker(next) };
    }
  }
  const { updated, skipped } = await updateStickers(db, userId, [{ id, data }]);
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
): Promise<{ updated: Sticker[]; skipped: StickerSkip[] }> {
  return db.transaction(async (tx) => {
    const locked = await lockByIds(tx, userId, new Set(updates.map((u) => u.id)));
    const changes = new LockedChanges(locked);
    const answer = changes.patchMany(updates);
    await changes.write(tx);
    return answer;
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
): Promise<{ deleted: number[]; skipped: StickerSkip[] }> {
  return db.transaction(async (tx) => {
    const changes = new LockedChanges(await lockByIds(tx, userId, new Set(ids)));
    const answer = changes.deleteMany(ids);
    await changes.write(tx);
    return answer;
  });
}

/** A waiting change of the outbox's batch, as `applyStickerChanges` takes it. */
export type QueuedStickerChange =
  | { kind: 'update'; id: number; data: StickerPatch }
  | { kind: 'bulkUpdate'; updates: ReadonlyArray<{ id: number; data: StickerPatch }> }
  | { kind: 'bulkDelete'; ids: readonly number[] };

/** What one change of a batch did: what `updateSticker`, `updateStickers` or `deleteStickers` answer. */
export type QueuedStickerOutcome =
  | { kind: 'update'; result: { ok: true; sticker: Sticker } | ({ ok: false } & StickerSkip) }
  | { kind: 'bulkUpdate'; updated: Sticker[]; skipped: StickerSkip[] }
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
): Promise<QueuedStickerOutcome[]> {
  const ids = new Set<number>();
  for (const change of changes) {
    if (change.kind === 'update') ids.add(change.id);
    else if (change.kind === 'bulkUpdate') for (const { id } of change.updates) ids.add(id);
    else for (const id of change.ids) ids.add(id);
  }
  return db.transaction(async (tx) => {
    const applied = new LockedChanges(await lockByIds(tx, userId, ids));
    const outcomes = changes.map((change): QueuedStickerOutcome => {
      if (change.kind === 'update') {
        const outcome = applied.patch(change.id, change.data);
        return {
          kind: 'update',
          result: outcome.ok
            ? { ok: true, sticker: toApiSticker(outcome.next) }
            : { ok: false, ...outcome.skip },
        };
      }
      if (change.kind === 'bulkUpdate') {
        return { kind: 'bulkUpdate', ...applied.patchMany(change.updates) };
      }
      return { kind: 'bulkDelete', ...applied.deleteMany(change.ids) };
    });
    await applied.write(tx);
    return outcomes;
  });
}
