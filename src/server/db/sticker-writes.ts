import { sql, type SQL } from 'drizzle-orm';
import type { StickerState } from '../../domain/sticker/sticker';
import type { Database } from './client';

/** A transaction of either driver. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A sticker's whole new state, as the sticker and swap writes compute it from the domain rules. */
export type StickerWrite = StickerState & { id: number; promised: number };

/**
 * Writes many sticker states with ONE UPDATE and bumps their collections' version in the same
 * statement (the sticker list cache and share image are keyed on it). `guard` adds to each row's
 * WHERE (e.g. `and not s.owned`); the answer is how many rows were written.
 */
export async function writeStickerStates(
  tx: Tx,
  changed: readonly StickerWrite[],
  guard: SQL = sql``,
): Promise<number> {
  if (changed.length === 0) return 0;
  const payload = JSON.stringify(
    changed.map((s) => ({
      id: s.id,
      owned: s.owned,
      for_trade: s.forTrade,
      is_pending: s.isPending,
      pending_with: s.pendingWith,
      is_completed: s.isCompleted,
      quantity: s.quantity,
      promised: s.promised,
    })),
  );
  const result = await tx.execute(sql`
    with changed as (
      update stickers as s set
        owned = v.owned, for_trade = v.for_trade, is_pending = v.is_pending,
        pending_with = v.pending_with, is_completed = v.is_completed, quantity = v.quantity,
        promised = v.promised
      from json_to_recordset(${payload}::json) as v(
        id int, owned boolean, for_trade boolean, is_pending boolean, pending_with text,
        is_completed boolean, quantity int, promised int)
      where s.id = v.id ${guard}
      returning s.collection_id),
    bumped as (
      update collections set version = version + 1
      where id in (select collection_id from changed))
    select count(*)::int as n from changed`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}
