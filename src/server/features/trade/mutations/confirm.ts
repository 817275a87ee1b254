import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { MAX_STICKER_QUANTITY } from '../../../../domain/sticker/sticker';
import { offeredCopies } from '../../../../domain/sticker/spares';
import {
  IN_PERSON_UNDO_MS,
  newReceiptId,
  type InPersonSwapInput,
} from '../../../../domain/trade/in-person-swap';
import { textArrayLiteral, intArrayLiteral } from '../../../db/array-literal';
import type { Database, Tx } from '../../../db/client';
import { inPersonSwaps, users, type InPersonStickerChange } from '../../../db/schema';
import { lockStickers, toApiSticker, writeStickerStates } from '../../../db/sticker-writes';
import { lockPairOf } from '../../../db/row-locks';
import { findRecentTradeCodeOwner } from '../data';
import type { Words } from '../../../../domain/words';
import type { InPersonSwapResult } from './in-person-writes';
import {
  afterGetting,
  afterGiving,
  listedNumbers,
  ownCollection,
  readSwapAsSeen,
  refusable,
  refuse,
  stateOf,
} from './in-person-writes';

/** The partner's account: the trade code's owner, else the user of that username; never me. */
async function partnerAccount(tx: Tx, userId: number, input: InPersonSwapInput, now: Date) {
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
async function linkWithPartner(
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
function sameCodes(a: readonly string[], b: readonly string[]) {
  const sorted = (codes: readonly string[]) => JSON.stringify([...codes].sort());
  return a.length === b.length && sorted(a) === sorted(b);
}

/** The refusals of a receipt, as words translated in the answer's language (decision 038). */
export const RECEIPT_MISMATCH_MESSAGE = (partner: string): Words => {
  return /*i18n*/ {
    id: 'This receipt doesn’t match the swap {partner} recorded with you — nothing was changed',
    values: { partner },
  };
};
export const RECEIPT_UNDONE_MESSAGE = (partner: string): Words => {
  return /*i18n*/ {
    id: '{partner} undid this swap, so there is nothing to record — nothing was changed',
    values: { partner },
  };
};

/**
 * For a mirror (`input.mirrorOf`): my earlier mirror of the same receipt (then this is a repeat),
 * and the partner's swap it mirrors when the server has it — which must be theirs, name me, not
 * be undone, and be exactly this swap from their side, else the mirror is refused (decision 017
 * "The mirror": a receipt cannot add stickers beyond the swap the partner recorded).
 */
async function mirrorCheck(
  tx: Tx,
  params: { userId: number; partnerUserId: number | null; input: InPersonSwapInput },
) {
  const { userId, partnerUserId, input } = params;
  const mirrorOf = input.mirrorOf!;
  const [earlier] = await tx
    .select()
    .from(inPersonSwaps)
    .where(and(eq(inPersonSwaps.userId, userId), eq(inPersonSwaps.mirrorOf, mirrorOf)));
  if (earlier) return { earlier, original: undefined };
  // Receipt ids are drawn by phones, so only the partner's own swaps are looked at.
  const originals =
    partnerUserId === null
      ? []
      : await tx
          .select()
          .from(inPersonSwaps)
          .where(
            and(eq(inPersonSwaps.receiptId, mirrorOf), eq(inPersonSwaps.userId, partnerUserId)),
          );
  if (originals.length === 0) return { earlier: undefined, original: undefined };
  const original = originals.find(
    (row) =>
      row.partnerUserId === userId &&
      sameCodes(row.gets, input.give) &&
      sameCodes(row.gives, input.get),
  );
  if (!original) {
    return refuse({ reason: 'conflict', message: RECEIPT_MISMATCH_MESSAGE(input.partnerName) });
  }
  if (original.undoneAt !== null) {
    return refuse({ reason: 'conflict', message: RECEIPT_UNDONE_MESSAGE(input.partnerName) });
  }
  if (original.linkedSwapId !== null) {
    // Already joined to a swap of mine (I scanned their code back and confirmed): that swap is
    // my side of it, so this is a repeat too.
    const [mine] = await tx
      .select()
      .from(inPersonSwaps)
      .where(and(eq(inPersonSwaps.id, original.linkedSwapId), eq(inPersonSwaps.userId, userId)));
    if (mine) return { earlier: mine, original: undefined };
  }
  return { earlier: undefined, original };
}

/** A mirror recorded before, as it stands: the swap and its stickers now; nothing is changed. */
async function repeatedMirror(
  tx: Tx,
  userId: number,
  earlier: typeof inPersonSwaps.$inferSelect,
): Promise<InPersonSwapResult> {
  const ids = earlier.changes.map((change) => change.id);
  const current = await lockStickers(
    tx,
    userId,
    sql`s.collection_id = ${earlier.collectionId} and s.id = any(${intArrayLiteral(ids)}::int[])`,
  );
  const stickers = [...current.values()].map((s) =>
    toApiSticker({
      ...stateOf(s),
      id: s.id,
      number: s.number,
      collectionId: s.collectionId,
      retired: s.retired,
    }),
  );
  return { ok: true, swap: await readSwapAsSeen(tx, earlier.id), stickers, isRepeat: true };
}

/**
 * Confirms an in-person swap on my own collection, all or nothing: every give must still have
 * a copy on offer and every code must be in the collection, else nothing changes (409 with the
 * stickers named). Stores each touched sticker's state before and after, for undo.
 */
export async function confirmInPersonSwap(
  db: Database,
  params: { userId: number; collectionId: number; input: InPersonSwapInput; now: Date },
): Promise<InPersonSwapResult> {
  const { userId, collectionId, input, now } = params;
  return refusable(() =>
    db.transaction(async (tx) => {
      const collection = await ownCollection(tx, userId, collectionId);
      const partnerUserId = await partnerAccount(tx, userId, input, now);
      let original: { id: number; linkedSwapId: number | null } | undefined;
      if (input.mirrorOf !== undefined) {
        if (partnerUserId !== null) await lockPairOf(tx, userId, partnerUserId);
        const check = await mirrorCheck(tx, { userId, partnerUserId, input });
        if (check.earlier) return repeatedMirror(tx, userId, check.earlier);
        original = check.original;
      }
      const codes = [...input.give, ...input.get];
      const locked = await lockStickers(
        tx,
        userId,
        sql`s.collection_id = ${collectionId}
          and s.number = any(${textArrayLiteral(codes)}::text[])`,
      );
      const byNumber = new Map([...locked.values()].map((s) => [s.number, s]));
      const missing = codes.filter((code) => !byNumber.has(code));
      if (missing.length > 0) {
        refuse({
          reason: 'conflict',
          message: /*i18n*/ {
            id: '{count, plural, one {Sticker {numbers} is not in this album} other {Stickers {numbers} are not in this album}}',
            values: listedNumbers(missing),
          },
        });
      }
      const notOffered = input.give.filter((code) => offeredCopies(byNumber.get(code)!) <= 0);
      if (notOffered.length > 0) {
        refuse({
          reason: 'conflict',
          message: /*i18n*/ {
            id: '{count, plural, one {Sticker {numbers} no longer has a copy on offer — nothing was changed} other {Stickers {numbers} no longer have copies on offer — nothing was changed}}',
            values: listedNumbers(notOffered),
          },
        });
      }
      const full = input.get.filter((code) => byNumber.get(code)!.quantity >= MAX_STICKER_QUANTITY);
      if (full.length > 0) {
        refuse({
          reason: 'conflict',
          message: /*i18n*/ {
            id: '{count, plural, one {You already have {max} copies of sticker {numbers}} other {You already have {max} copies of stickers {numbers}}}',
            values: {
              count: full.length,
              numbers: listedNumbers(full).numbers,
              max: MAX_STICKER_QUANTITY,
            },
          },
        });
      }

      const changes: InPersonStickerChange[] = [
        ...input.give.map((code) => byNumber.get(code)!).map((s) => ({ s, after: afterGiving(s) })),
        ...input.get
          .map((code) => byNumber.get(code)!)
          .map((s) => ({ s, after: afterGetting(s, input.partnerName) })),
      ]
        .map(({ s, after }) => ({ id: s.id, number: s.number, before: stateOf(s), after }))
        .sort((a, b) => a.id - b.id);
      const written = await writeStickerStates(
        tx,
        changes.map((change) => ({ id: change.id, ...stateOf(change.after) })),
      );
      if (written !== changes.length)
        throw new Error('in-person swap: a locked sticker was not written');

      const receiptId = input.receiptId ?? newReceiptId();
      const [inserted] = await tx
        .insert(inPersonSwaps)
        .values({
          userId,
          collectionId,
          templateId: collection.templateId,
          partnerName: input.partnerName,
          partnerUserId,
          tradeCode: input.tradeCode ?? null,
          gives: input.give,
          gets: input.get,
          changes,
          theirListMadeAt: new Date(input.theirListMadeAt),
          createdAt: now,
          receiptId,
          mirrorOf: input.mirrorOf ?? null,
        })
        .returning({ id: inPersonSwaps.id });
      if (partnerUserId !== null) {
        await lockPairOf(tx, userId, partnerUserId);
        await linkWithPartner(tx, {
          id: inserted!.id,
          userId,
          partnerUserId,
          templateId: collection.templateId,
          now,
          receiptId,
          gives: input.give,
          gets: input.get,
          ...(original ? { original } : {}),
        });
      }
      const stickers = changes.map((change) =>
        toApiSticker({
          id: change.id,
          number: change.number,
          collectionId,
          ...stateOf(change.after),
          retired: byNumber.get(change.number)!.retired,
        }),
      );
      return { ok: true as const, swap: await readSwapAsSeen(tx, inserted!.id), stickers };
    }),
  );
}
