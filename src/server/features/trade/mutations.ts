// Writes of trade in person (docs/decisions/017): confirming a swap on my own collection, undoing
// it within a day, short trade codes, and recording who resolved a code. Every sticker write
// locks the stickers in id order (as the sticker and swap writes do) and changes only the
// signed-in collector's own collection.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  MAX_STICKER_QUANTITY,
  stickerStateOf,
  type Sticker,
} from '../../../domain/sticker/sticker';
import { offeredCopies } from '../../../domain/sticker/spares';
import { stateAfterGetting, stateAfterGiving } from '../../../domain/trade/swap-effect';
import {
  IN_PERSON_UNDO_MS,
  TRADE_CODE_ALPHABET,
  TRADE_CODE_LENGTH,
  TRADE_CODE_LIFETIME_MS,
  newReceiptId,
  type InPersonSwap,
  type InPersonSwapInput,
} from '../../../domain/trade/in-person-swap';
import { textArrayLiteral, intArrayLiteral } from '../../db/array-literal';
import type { Database, Tx } from '../../db/client';
import {
  inPersonSwaps,
  tradeCodes,
  tradeCodeScans,
  users,
  type InPersonStickerChange,
  type InPersonStickerState,
} from '../../db/schema';
import {
  lockStickers,
  toApiSticker,
  writeStickerStates,
  type LockedSticker,
} from '../../db/sticker-writes';
import { refusals } from '../../lib/refusals';
import { findRecentTradeCodeOwner, findTradeCollection, withPartners } from './data';

/** Why a write was refused; the routes turn each into its HTTP answer. */
export type TradeRefusal =
  { reason: 'not-found' | 'archived' } | { reason: 'conflict'; message: string };

const { refuse, refusable } = refusals<TradeRefusal>();

/** A sticker's whole state as a swap records it; a record older than decision 028 keeps no spares. */
const stateOf = (s: InPersonStickerState): Required<InPersonStickerState> => ({
  ...stickerStateOf({ ...s, keepSpares: s.keepSpares ?? false }),
  promised: s.promised,
});

const sameState = (a: InPersonStickerState, b: InPersonStickerState) =>
  JSON.stringify(stateOf(a)) === JSON.stringify(stateOf(b));

/** Lists sticker numbers as people read them: "7", "7 and 12", "7, 12 and 15". */
function numberList(numbers: readonly string[]): string {
  if (numbers.length <= 1) return numbers.join('');
  const shown = numbers.slice(0, 10);
  const rest = numbers.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

const stickerWord = (count: number) => (count === 1 ? 'Sticker' : 'Stickers');

const afterGetting = (s: LockedSticker, partnerName: string) =>
  stateOf(stateAfterGetting(s, partnerName));
const afterGiving = (s: LockedSticker) => stateOf(stateAfterGiving(s));

async function ownCollection(tx: Tx, userId: number, collectionId: number) {
  const collection = await findTradeCollection(tx, collectionId);
  if (!collection || collection.userId !== userId) return refuse({ reason: 'not-found' });
  if (collection.status !== 'active') return refuse({ reason: 'archived' });
  return collection;
}

async function readSwapAsSeen(tx: Tx, id: number): Promise<InPersonSwap> {
  const rows = await tx.select().from(inPersonSwaps).where(eq(inPersonSwaps.id, id));
  const [seen] = await withPartners(tx, rows);
  return seen!;
}

export type InPersonSwapResult =
  | {
      ok: true;
      swap: InPersonSwap;
      stickers: Sticker[];
      /** A mirror recorded before: answered as it stands, nothing changed. */
      isRepeat?: boolean;
    }
  | ({ ok: false } & TradeRefusal);

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

/** Locks the pair of collectors for the rest of the transaction (linking and mirrors). */
async function lockPair(tx: Tx, userId: number, partnerUserId: number) {
  const low = Math.min(userId, partnerUserId);
  const high = Math.max(userId, partnerUserId);
  await tx.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
}

export const RECEIPT_MISMATCH_MESSAGE = (partner: string) =>
  `This receipt doesn’t match the swap ${partner} recorded with you — nothing was changed`;
export const RECEIPT_UNDONE_MESSAGE = (partner: string) =>
  `${partner} undid this swap, so there is nothing to record — nothing was changed`;

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
        if (partnerUserId !== null) await lockPair(tx, userId, partnerUserId);
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
          message: `${stickerWord(missing.length)} ${numberList(missing)} ${missing.length === 1 ? 'is' : 'are'} not in this album`,
        });
      }
      const notOffered = input.give.filter((code) => offeredCopies(byNumber.get(code)!) <= 0);
      if (notOffered.length > 0) {
        refuse({
          reason: 'conflict',
          message: `${stickerWord(notOffered.length)} ${numberList(notOffered)} no longer ${notOffered.length === 1 ? 'has a copy' : 'have copies'} on offer — nothing was changed`,
        });
      }
      const full = input.get.filter((code) => byNumber.get(code)!.quantity >= MAX_STICKER_QUANTITY);
      if (full.length > 0) {
        refuse({
          reason: 'conflict',
          message: `You already have ${MAX_STICKER_QUANTITY} copies of ${stickerWord(full.length).toLowerCase()} ${numberList(full)}`,
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
        await lockPair(tx, userId, partnerUserId);
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

export const ALREADY_UNDONE_MESSAGE = 'This swap was already undone';
export const UNDO_TOO_LATE_MESSAGE =
  'This swap was confirmed more than a day ago, so it can no longer be undone — change the stickers by hand instead';

/**
 * Undoes one of my in-person swaps within a day of confirming it: each touched sticker goes
 * back to its state before the swap. If any of them changed since (another tap, a quick entry, a
 * second swap), nothing is undone and the answer names them (docs/decisions/017 "Undo"), so a
 * later change is never lost silently.
 */
export async function undoInPersonSwap(
  db: Database,
  params: { userId: number; swapId: number; now: Date },
): Promise<InPersonSwapResult> {
  const { userId, swapId, now } = params;
  return refusable(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(inPersonSwaps)
        .where(and(eq(inPersonSwaps.id, swapId), eq(inPersonSwaps.userId, userId)))
        .for('update');
      if (!row) return refuse({ reason: 'not-found' });
      if (row.undoneAt !== null)
        return refuse({ reason: 'conflict', message: ALREADY_UNDONE_MESSAGE });
      if (now.getTime() - row.createdAt.getTime() > IN_PERSON_UNDO_MS) {
        return refuse({ reason: 'conflict', message: UNDO_TOO_LATE_MESSAGE });
      }
      await ownCollection(tx, userId, row.collectionId);
      const ids = row.changes.map((change) => change.id);
      const current = await lockStickers(
        tx,
        userId,
        sql`s.collection_id = ${row.collectionId} and s.id = any(${intArrayLiteral(ids)}::int[])`,
      );
      const changed = row.changes.filter((change) => {
        const now = current.get(change.id);
        return !now || !sameState(now, change.after);
      });
      if (changed.length > 0) {
        const numbers = changed.map((change) => change.number);
        refuse({
          reason: 'conflict',
          message: `${stickerWord(numbers.length)} ${numberList(numbers)} changed after this swap, so it cannot be undone — change ${numbers.length === 1 ? 'it' : 'them'} by hand instead`,
        });
      }
      await writeStickerStates(
        tx,
        row.changes.map((change) => ({ id: change.id, ...stateOf(change.before) })),
      );
      await tx.update(inPersonSwaps).set({ undoneAt: now }).where(eq(inPersonSwaps.id, row.id));
      const stickers = row.changes.map((change) =>
        toApiSticker({
          id: change.id,
          number: change.number,
          collectionId: row.collectionId,
          ...stateOf(change.before),
          retired: current.get(change.id)!.retired,
        }),
      );
      return { ok: true as const, swap: await readSwapAsSeen(tx, row.id), stickers };
    }),
  );
}

/** A random short code from the unambiguous alphabet (`crypto.randomInt`, not Math.random). */
function randomTradeCode(): string {
  let code = '';
  for (let i = 0; i < TRADE_CODE_LENGTH; i++) {
    code += TRADE_CODE_ALPHABET[randomInt(TRADE_CODE_ALPHABET.length)];
  }
  return code;
}

/** A live code keeps being handed out while it has at least this long left. */
const REUSE_CODE_FOR_MS = 60 * 60 * 1000;

export type TradeCodeResult =
  | {
      ok: true;
      code: string;
      expiresAt: Date;
      collection: NonNullable<Awaited<ReturnType<typeof findTradeCollection>>>;
    }
  | ({ ok: false } & TradeRefusal);

/**
 * A short code for my active collection, live for a day: the one already live when it has an
 * hour or more left, else a new random one, unique among live codes (an expired code's row is
 * taken over). Codes expired for more than a day, and scans older than a day, are swept here.
 */
export async function createTradeCode(
  db: Database,
  params: { userId: number; collectionId: number; now: Date },
): Promise<TradeCodeResult> {
  const { userId, collectionId, now } = params;
  return refusable(() =>
    db.transaction(async (tx) => {
      const collection = await ownCollection(tx, userId, collectionId);
      const dayAgo = new Date(now.getTime() - TRADE_CODE_LIFETIME_MS);
      await tx.delete(tradeCodes).where(lt(tradeCodes.expiresAt, dayAgo));
      await tx.delete(tradeCodeScans).where(lt(tradeCodeScans.scannedAt, dayAgo));
      const [live] = await tx
        .select()
        .from(tradeCodes)
        .where(
          and(
            eq(tradeCodes.collectionId, collectionId),
            eq(tradeCodes.userId, userId),
            gt(tradeCodes.expiresAt, new Date(now.getTime() + REUSE_CODE_FOR_MS)),
          ),
        )
        .orderBy(desc(tradeCodes.expiresAt))
        .limit(1);
      if (live)
        return { ok: true as const, code: live.code, expiresAt: live.expiresAt, collection };
      const expiresAt = new Date(now.getTime() + TRADE_CODE_LIFETIME_MS);
      for (let attempt = 0; attempt < 20; attempt++) {
        const code = randomTradeCode();
        await tx
          .delete(tradeCodes)
          .where(and(eq(tradeCodes.code, code), lte(tradeCodes.expiresAt, now)));
        const inserted = await tx
          .insert(tradeCodes)
          .values({ code, userId, collectionId, createdAt: now, expiresAt })
          .onConflictDoNothing()
          .returning({ code: tradeCodes.code });
        if (inserted.length > 0) return { ok: true as const, code, expiresAt, collection };
      }
      throw new Error('could not find a free trade code in 20 tries');
    }),
  );
}

/** Remembers that `scannerUserId` resolved a code of `ownerUserId`'s collection (latest time). */
export async function recordScan(
  db: Database,
  scan: {
    ownerUserId: number;
    collectionId: number;
    scannerUserId: number;
    /** The scanner's own list of the album at this moment, when they collect it. */
    scannerList: string | undefined;
    now: Date;
  },
) {
  if (scan.ownerUserId === scan.scannerUserId) return;
  await db
    .insert(tradeCodeScans)
    .values({
      ownerUserId: scan.ownerUserId,
      collectionId: scan.collectionId,
      scannerUserId: scan.scannerUserId,
      scannedAt: scan.now,
      scannerList: scan.scannerList ?? null,
    })
    .onConflictDoUpdate({
      target: [
        tradeCodeScans.ownerUserId,
        tradeCodeScans.collectionId,
        tradeCodeScans.scannerUserId,
      ],
      set: { scannedAt: scan.now, scannerList: scan.scannerList ?? null },
    });
}

/**
 * Stops my code at once (decision 030): its expiry becomes now, so it opens for nobody and a new
 * code is made the next time I ask; an expired one is left as it is. False when the code is not
 * mine (never was, or was taken over by someone else after it expired).
 */
export async function revokeTradeCode(
  db: Database,
  params: { userId: number; code: string; now: Date },
): Promise<boolean> {
  const revoked = await db
    .update(tradeCodes)
    .set({
      expiresAt: sql`least(${tradeCodes.expiresAt}, ${params.now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(tradeCodes.code, params.code), eq(tradeCodes.userId, params.userId)))
    .returning({ code: tradeCodes.code });
  return revoked.length > 0;
}
