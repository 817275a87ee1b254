// The partner of an in-person swap (docs/decisions/017): who they are on Swapsies, and the link
// between my record of a swap and theirs.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { IN_PERSON_UNDO_MS, type InPersonSwapInput } from '../../../../domain/trade/in-person-swap';
import type { Tx } from '../../../db/client';
import { inPersonSwaps, users } from '../../../db/schema';
import { findRecentTradeCodeOwner } from '../data';

/** The partner's account: the trade code's owner, else the user of that username; never me. */
export async function partnerAccount(tx: Tx, userId: number, input: InPersonSwapInput, now: Date) {
  const byCode = input.tradeCode
    ? await findRecentTradeCodeOwner(tx, input.tradeCode, now)
    : undefined;
  const [byName] = byCode
    ? [{ id: byCode }]
    : await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${input.partnerName})`);
  return byName && byName.id !== userId ? byName.id : null;
}

/**
 * Links my new swap to the partner's own record of it (docs/decisions/017 "Linking"): their
 * most recent swap on the same album, within a day, naming me, not undone or linked yet. A
 * transaction-scoped advisory lock on the pair makes two confirmations at once see each other.
 */
export async function linkWithPartner(
  tx: Tx,
  swap: {
    id: number;
    userId: number;
    partnerUserId: number;
    templateId: number;
    now: Date;
    receiptId: string;
    gives: readonly string[];
    gets: readonly string[];
    /** The partner's swap this one mirrors, when it is a mirror (found, not undone, unlinked). */
    original?: { id: number; linkedSwapId: number | null };
  },
) {
  let theirs: { id: number } | undefined;
  if (swap.original) {
    // A mirror links only with the swap it mirrors (docs/decisions/017 "The mirror").
    if (swap.original.linkedSwapId === null) theirs = swap.original;
  } else {
    // Their mirror of this very swap (recorded from its receipt before this reached the server)
    // comes first, when it is the same swap seen from their side; else their latest own swap.
    const [mirror] = await tx
      .select({ id: inPersonSwaps.id, gives: inPersonSwaps.gives, gets: inPersonSwaps.gets })
      .from(inPersonSwaps)
      .where(
        and(
          eq(inPersonSwaps.userId, swap.partnerUserId),
          eq(inPersonSwaps.mirrorOf, swap.receiptId),
          isNull(inPersonSwaps.undoneAt),
          isNull(inPersonSwaps.linkedSwapId),
        ),
      );
    if (mirror && sameCodes(mirror.gives, swap.gets) && sameCodes(mirror.gets, swap.gives)) {
      theirs = mirror;
    }
    [theirs] = theirs
      ? [theirs]
      : await tx
          .select({ id: inPersonSwaps.id })
          .from(inPersonSwaps)
          .where(
            and(
              eq(inPersonSwaps.userId, swap.partnerUserId),
              eq(inPersonSwaps.partnerUserId, swap.userId),
              eq(inPersonSwaps.templateId, swap.templateId),
              isNull(inPersonSwaps.undoneAt),
              isNull(inPersonSwaps.linkedSwapId),
              isNull(inPersonSwaps.mirrorOf),
              gte(inPersonSwaps.createdAt, new Date(swap.now.getTime() - IN_PERSON_UNDO_MS)),
            ),
          )
          .orderBy(desc(inPersonSwaps.createdAt), desc(inPersonSwaps.id))
          .limit(1);
  }
  if (!theirs) return;
  await tx
    .update(inPersonSwaps)
    .set({ linkedSwapId: theirs.id })
    .where(eq(inPersonSwaps.id, swap.id));
  await tx
    .update(inPersonSwaps)
    .set({ linkedSwapId: swap.id })
    .where(eq(inPersonSwaps.id, theirs.id));
}

/** Whether two lists of codes hold the same codes, in any order. */
export function sameCodes(a: readonly string[], b: readonly string[]) {
  const sorted = (codes: readonly string[]) => JSON.stringify([...codes].sort());
  return a.length === b.length && sorted(a) === sorted(b);
}
