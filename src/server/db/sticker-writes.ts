import { sql, type SQL } from 'drizzle-orm';
import { stickerStateOf, type Sticker, type StickerState } from '../../domain/sticker/sticker';
import { boolArrayLiteral, intArrayLiteral, textArrayLiteral } from './array-literal';
import type { Tx } from './client';
import { forUpdateOf } from './row-locks';

/** A sticker's whole new state, as the sticker and swap writes compute it from the domain rules. */
export type StickerWrite = StickerState & { id: number; promised: number };

/** A sticker as a write reads it under its lock (`lockStickers`). */
export interface LockedSticker extends StickerWrite {
  number: string;
  collectionId: number;
  /** Its collection's: an archived collection's stickers take no change. */
  status: 'active' | 'archived';
  /** Its code left the album in a corrected version; kept for its copies (decision 021). */
  retired: boolean;
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
  keepSpares: boolean,
];

/**
 * Locks the user's stickers that match `where` (on `stickers s`), in id order so concurrent
 * writes cannot deadlock, and reads them back as ONE JSON value: for 10,000 stickers that is
 * about four times cheaper than 10,000 rows of eleven columns, which both drivers turn into
 * objects field by field. The sticker, bulk and in-person swap writes all lock this way.
 */
export async function lockStickers(
  tx: Tx,
  userId: number,
  where: SQL,
): Promise<Map<number, LockedSticker>> {
  const result = await tx.execute(sql`
    select coalesce(json_agg(json_build_array(
      l.id, l.number, l.collection_id, l.owned, l.for_trade, l.is_pending, l.pending_with,
      l.is_completed, l.quantity, l.promised, l.active, l.retired, l.keep_spares)), '[]')::text
      as rows
    from (
      select s.id, s.number, s.collection_id, s.owned, s.for_trade, s.is_pending, s.pending_with,
             s.is_completed, s.quantity, s.promised, c.status = 'active' as active, s.retired,
             s.keep_spares
      from stickers s join collections c on c.id = s.collection_id
      where s.user_id = ${userId} and ${where}
      order by s.id
      ${forUpdateOf(tx, 's')}) as l`);
  const [{ rows }] = (result as unknown as { rows: [{ rows: string }] }).rows;
  const locked = new Map<number, LockedSticker>();
  for (const t of JSON.parse(rows) as LockedTuple[]) {
    locked.set(t[0], {
      id: t[0],
      number: t[1],
      collectionId: t[2],
      owned: t[3],
      forTrade: t[4],
      isPending: t[5],
      pendingWith: t[6],
      isCompleted: t[7],
      quantity: t[8],
      promised: t[9],
      status: t[10] ? 'active' : 'archived',
      retired: t[11],
      keepSpares: t[12],
    });
  }
  return locked;
}

/** A sticker as the API sends it (`stickerSchema`), its keys in the schema's order. */
export const toApiSticker = (s: Omit<LockedSticker, 'status'>): Sticker => ({
  ...stickerStateOf(s),
  id: s.id,
  number: s.number,
  collectionId: s.collectionId,
  isNeeded: !s.owned,
  promised: s.promised,
  retired: s.retired,
});

/**
 * Writes many sticker states with ONE UPDATE and bumps their collections' version in the same
 * statement (the sticker list cache and share image are keyed on it). Each column travels as one
 * array parameter and `unnest` zips them back into rows: a third cheaper than a JSON recordset
 * for 10,000 stickers. `guard` adds to each row's WHERE (e.g. `and not s.owned`); the answer is
 * how many rows were written.
 */
export async function writeStickerStates(
  tx: Tx,
  changed: readonly StickerWrite[],
  guard: SQL = sql``,
): Promise<number> {
  if (changed.length === 0) return 0;
  const column = <T>(pick: (s: StickerWrite) => T) => changed.map(pick);
  const result = await tx.execute(sql`
    with changed as (
      update stickers as s set
        owned = v.owned, for_trade = v.for_trade, is_pending = v.is_pending,
        pending_with = v.pending_with, is_completed = v.is_completed, quantity = v.quantity,
        promised = v.promised, keep_spares = v.keep_spares
      from unnest(
        ${intArrayLiteral(column((s) => s.id))}::int[],
        ${boolArrayLiteral(column((s) => s.owned))}::boolean[],
        ${boolArrayLiteral(column((s) => s.forTrade))}::boolean[],
        ${boolArrayLiteral(column((s) => s.isPending))}::boolean[],
        ${textArrayLiteral(column((s) => s.pendingWith))}::text[],
        ${boolArrayLiteral(column((s) => s.isCompleted))}::boolean[],
        ${intArrayLiteral(column((s) => s.quantity))}::int[],
        ${intArrayLiteral(column((s) => s.promised))}::int[],
        ${boolArrayLiteral(column((s) => s.keepSpares))}::boolean[]
      ) as v(id, owned, for_trade, is_pending, pending_with, is_completed, quantity, promised,
             keep_spares)
      where s.id = v.id ${guard}
      returning s.collection_id),
    bumped as (
      update collections set version = version + 1
      where id in (select collection_id from changed))
    select count(*)::int as n from changed`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}
