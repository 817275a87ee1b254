import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collections, stickers } from '../../db/schema';

/** The stickers of a collection in album order, as the API sends them. */
export async function listStickers(db: Database, collectionId: number) {
  const rows = await db
    .select({
      id: stickers.id,
      number: stickers.number,
      collectionId: stickers.collectionId,
      owned: stickers.owned,
      forTrade: stickers.forTrade,
      isPending: stickers.isPending,
      pendingWith: stickers.pendingWith,
      isCompleted: stickers.isCompleted,
      quantity: stickers.quantity,
    })
    .from(stickers)
    .where(eq(stickers.collectionId, collectionId))
    .orderBy(asc(stickers.position));
  return rows.map((row) => ({ ...row, isNeeded: !row.owned }));
}

/** Whether the collection exists and is the user's: anyone else's answers like a missing one. */
export async function isOwnCollection(db: Database, userId: number, collectionId: number) {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.userId, userId)))
    .limit(1);
  return row !== undefined;
}
