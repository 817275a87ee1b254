import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import {
  TRADE_CODE_ALPHABET,
  TRADE_CODE_LENGTH,
  TRADE_CODE_LIFETIME_MS,
} from '../../../../domain/trade/in-person-swap';
import type { Database } from '../../../db/client';
import { tradeCodes, tradeCodeScans } from '../../../db/schema';
import type { findTradeCollection } from '../data';
import type { TradeRefusal } from './in-person-writes';
import { ownCollection, refusable } from './in-person-writes';

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
