import { sql, type SQL } from 'drizzle-orm';
import type { StickerState } from '../../domain/sticker/sticker';
import { boolArrayLiteral, intArrayLiteral, textArrayLiteral } from './array-literal';
import type { Database } from './client';

/** A transaction of either driver. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A sticker's whole new state, as the sticker and swap writes compute it from the domain rules. */
export type StickerWrite = StickerState & { id: number; promised: number };

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
        promised = v.promised
      from unnest(
        ${intArrayLiteral(column((s) => s.id))}::int[],
        ${boolArrayLiteral(column((s) => s.owned))}::boolean[],
        ${boolArrayLiteral(column((s) => s.forTrade))}::boolean[],
        ${boolArrayLiteral(column((s) => s.isPending))}::boolean[],
        ${textArrayLiteral(column((s) => s.pendingWith))}::text[],
        ${boolArrayLiteral(column((s) => s.isCompleted))}::boolean[],
        ${intArrayLiteral(column((s) => s.quantity))}::int[],
        ${intArrayLiteral(column((s) => s.promised))}::int[]
      ) as v(id, owned, for_trade, is_pending, pending_with, is_completed, quantity, promised)
      where s.id = v.id ${guard}
      returning s.collection_id),
    bumped as (
      update collections set version = version + 1
      where id in (select collection_id from changed))
    select count(*)::int as n from changed`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}
