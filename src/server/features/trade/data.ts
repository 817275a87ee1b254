// Reads of trade in person (docs/decisions/017): a collection's trade list built from the
// database, the in-person swaps of a collection, a short code's owner, and who scanned me.
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import { collectionStatusValueSchema } from '../../../domain/collection/schemas';
import {
  IN_PERSON_UNDO_MS,
  TRADE_CODE_LIFETIME_MS,
  type InPersonSwap,
} from '../../../domain/trade/in-person-swap';
import {
  encodeTradeList,
  numberedAlbumCodes,
  tradeListFromStickers,
} from '../../../domain/trade/trade-list';
import type { Sticker } from '../../../domain/sticker/sticker';
import type { Database, Tx } from '../../db/client';
import { collections, inPersonSwaps, tradeCodeScans, tradeCodes, users } from '../../db/schema';
import { albumListHiddenSql } from '../../db/visibility';
import { rowColumns, rowsOf } from '../../db/rows';

/** The most in-person swaps one collection's history lists, newest first. */
export const MAX_LISTED_IN_PERSON_SWAPS = 100;

type Reader = Database | Tx;

const tradeCollectionRow = z.object({
  id: z.number(),
  userId: z.number(),
  status: collectionStatusValueSchema,
  templateId: z.number(),
  title: z.string(),
  numbers: z.array(z.string()).nullable(),
  totalStickers: z.number(),
  username: z.string(),
});
type TradeCollectionRow = z.infer<typeof tradeCollectionRow>;

/** A collection with what a trade list needs (album, owner's username), whoever owns it. */
export async function findTradeCollection(
  db: Reader,
  id: number,
): Promise<TradeCollectionRow | undefined> {
  const result = await db.execute(sql`
    select c.id, c.user_id as "userId", c.status, c.template_id as "templateId", t.title,
           to_json(t.numbers) as numbers, t.total_stickers as "totalStickers", u.username
    from collections c
    join collection_templates t on t.id = c.template_id
    join users u on u.id = c.user_id
    where c.id = ${id}`);
  return rowsOf(result, tradeCollectionRow)[0];
}

/**
 * The collection's trade list as QR text, from the database as it is now: needs and copies on
 * offer over the template's codes (decision 010's offered copies), made at `now`.
 */
export async function encodedTradeListOf(
  db: Reader,
  collection: TradeCollectionRow,
  now: Date,
): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(s.number, s.owned, s.for_trade, s.is_pending,
             s.is_completed, s.quantity, s.promised, s.keep_spares)
             order by s.position, s.id), '[]')::text as rows
    from stickers s where s.collection_id = ${collection.id}`);
  // The stickers travel as one JSON text (one row, whatever the album's size), read as it is.
  const tuples = JSON.parse(rowsOf(result, z.object({ rows: z.string() }))[0]!.rows) as Array<
    [string, boolean, boolean, boolean, boolean, number, number, boolean]
  >;
  const stickers: Sticker[] = tuples.map(
    ([number, owned, forTrade, isPending, isCompleted, quantity, promised, keepSpares], index) => ({
      id: index + 1,
      number,
      collectionId: collection.id,
      owned,
      forTrade,
      isPending,
      pendingWith: null,
      isCompleted,
      quantity,
      keepSpares,
      promised,
      isNeeded: !owned,
    }),
  );
  return encodeTradeList(
    tradeListFromStickers({
      templateId: collection.templateId,
      albumName: collection.title,
      username: collection.username,
      madeAt: now.getTime(),
      stickers,
      albumCodes: collection.numbers ?? numberedAlbumCodes(collection.totalStickers),
    }),
  );
}

export type InPersonSwapRow = typeof inPersonSwaps.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** A stored swap as its collector sees it; `partner` is the linked partner's own record. */
export function inPersonSwapAsSeen(
  row: InPersonSwapRow,
  partner: InPersonSwapRow | undefined,
): InPersonSwap {
  return {
    id: row.id,
    collectionId: row.collectionId,
    partnerName: row.partnerName,
    give: row.gives,
    get: row.gets,
    createdAt: row.createdAt.toISOString(),
    undoneAt: iso(row.undoneAt),
    undoableUntil: new Date(row.createdAt.getTime() + IN_PERSON_UNDO_MS).toISOString(),
    linked: row.linkedSwapId !== null,
    receiptId: row.receiptId,
    mirrorOf: row.mirrorOf,
    partnerSwap: partner
      ? { give: partner.gives, get: partner.gets, undoneAt: iso(partner.undoneAt) }
      : null,
  };
}

/** The rows with their linked partners' records, as seen by their collector. */
export async function withPartners(db: Reader, rows: InPersonSwapRow[]): Promise<InPersonSwap[]> {
  const linkedIds = rows.flatMap((row) => (row.linkedSwapId === null ? [] : [row.linkedSwapId]));
  const partners =
    linkedIds.length === 0
      ? []
      : await db.select().from(inPersonSwaps).where(inArray(inPersonSwaps.id, linkedIds));
  const byId = new Map(partners.map((row) => [row.id, row]));
  return rows.map((row) =>
    inPersonSwapAsSeen(row, row.linkedSwapId === null ? undefined : byId.get(row.linkedSwapId)),
  );
}

/** The in-person swaps of one of the user's collections, newest first; undefined if not theirs. */
export async function listInPersonSwaps(
  db: Database,
  params: { userId: number; collectionId: number },
): Promise<InPersonSwap[] | undefined> {
  const collection = await findTradeCollection(db, params.collectionId);
  if (!collection || collection.userId !== params.userId) return undefined;
  const rows = await db
    .select()
    .from(inPersonSwaps)
    .where(
      and(
        eq(inPersonSwaps.collectionId, params.collectionId),
        eq(inPersonSwaps.userId, params.userId),
      ),
    )
    .orderBy(desc(inPersonSwaps.createdAt), desc(inPersonSwaps.id))
    .limit(MAX_LISTED_IN_PERSON_SWAPS);
  return withPartners(db, rows);
}

/** The live code's row (not expired at `now`), or undefined. */
export async function findLiveTradeCode(db: Reader, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(tradeCodes)
    .where(and(eq(tradeCodes.code, code), gt(tradeCodes.expiresAt, now)));
  return row;
}

/**
 * Who a code stood for when a swap names it: the owner of that code if it was live at any time in
 * the last day (a list scanned offline may be confirmed after the code expired).
 */
export async function findRecentTradeCodeOwner(db: Reader, code: string, now: Date) {
  const [row] = await db
    .select({ userId: tradeCodes.userId })
    .from(tradeCodes)
    .where(
      and(
        eq(tradeCodes.code, code),
        gte(tradeCodes.expiresAt, new Date(now.getTime() - TRADE_CODE_LIFETIME_MS)),
      ),
    );
  return row?.userId;
}

/**
 * The collector's active collection of an album (their most recent), to build their own list
 * when they scan someone's code of it; undefined when they collect none.
 */
export async function findOwnCollectionOfAlbum(db: Reader, userId: number, templateId: number) {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.userId, userId),
        eq(collections.templateId, templateId),
        eq(collections.status, 'active'),
      ),
    )
    .orderBy(desc(collections.id))
    .limit(1);
  return row?.id;
}

/**
 * Collectors who resolved my codes since `since`, newest first, each with their own list of the
 * album as it was when they scanned (so the swap they saw is the one I see, even after they
 * confirmed it). A scanner with no collection of that album is left out: there is no list to
 * swap against.
 */
export async function listScansOf(
  db: Database,
  params: { userId: number; since: Date },
): Promise<
  Array<{ username: string; tradeList: string; scannedAt: string; collectionId: number }>
> {
  const rows = await db
    .select({
      username: users.username,
      tradeList: tradeCodeScans.scannerList,
      scannedAt: tradeCodeScans.scannedAt,
      collectionId: tradeCodeScans.collectionId,
    })
    .from(tradeCodeScans)
    .innerJoin(users, eq(users.id, tradeCodeScans.scannerUserId))
    .where(
      and(
        eq(tradeCodeScans.ownerUserId, params.userId),
        gte(tradeCodeScans.scannedAt, params.since),
        isNotNull(tradeCodeScans.scannerList),
        // Checked again as it is read: the scanner's list stays hidden if the rule no longer
        // allows it (decision 030).
        not(
          albumListHiddenSql(
            sql`${tradeCodeScans.scannerUserId}`,
            sql`${tradeCodeScans.collectionId}`,
            sql`${params.userId}::int`,
          ),
        ),
      ),
    )
    .orderBy(desc(tradeCodeScans.scannedAt), asc(tradeCodeScans.scannerUserId))
    .limit(50);
  return rows.map((row) => ({
    username: row.username,
    tradeList: row.tradeList!,
    scannedAt: row.scannedAt.toISOString(),
    collectionId: row.collectionId,
  }));
}

const swapToMirrorRow = z.object({
  receiptId: z.string(),
  username: z.string(),
  give: z.array(z.string()),
  get: z.array(z.string()),
  swappedAt: rowColumns.time,
  collectionId: z.number(),
});

/**
 * Swaps other collectors confirmed with me since `since` (however they read my list: camera,
 * photo or short code) that I can still record my side of: not undone, not linked to a swap of
 * mine, no mirror of mine under their receipt id yet, and of an album I collect (my most recent
 * active collection of it). `give`/`get` are my side: I give what they got, I get what they gave.
 */
export async function listSwapsToMirror(
  db: Database,
  params: { userId: number; since: Date },
): Promise<
  Array<{
    receiptId: string;
    username: string;
    give: string[];
    get: string[];
    swappedAt: string;
    collectionId: number;
  }>
> {
  const result = await db.execute(sql`
    select s.receipt_id as "receiptId", u.username, to_json(s.gets) as give,
           to_json(s.gives) as get, s.created_at as "swappedAt", mine.id as "collectionId"
    from in_person_swaps s
    join users u on u.id = s.user_id
    cross join lateral (
      select c.id from collections c
      where c.user_id = ${params.userId} and c.template_id = s.template_id
        and c.status = 'active'
      order by c.id desc limit 1
    ) mine
    where s.partner_user_id = ${params.userId}
      and s.user_id <> ${params.userId}
      and s.created_at >= ${params.since.toISOString()}
      and s.undone_at is null
      and s.linked_swap_id is null
      and s.receipt_id is not null
      and not exists (
        select 1 from in_person_swaps m
        where m.user_id = ${params.userId} and m.mirror_of = s.receipt_id
      )
      -- the one visibility rule (decision 030): a circle-only collector's swap is not listed to
      -- a stranger, who records their side from the receipt shown in person instead
      and not ${albumListHiddenSql(sql`s.user_id`, sql`s.collection_id`, sql`${params.userId}::int`)}
    order by s.created_at desc, s.id desc
    limit 50`);
  return rowsOf(result, swapToMirrorRow).map((row) => ({
    ...row,
    swappedAt: new Date(row.swappedAt).toISOString(),
  }));
}
