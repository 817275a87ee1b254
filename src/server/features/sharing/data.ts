import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collections, collectionTemplates, stickers } from '../../db/schema';

/**
 * A collection that its owner shares publicly, with what its trade lists are built from (never
 * partner names), its stickers in album order: the lists follow the order given (decisions 010).
 */
export async function findPublicCollection(db: Database, id: number) {
  const [collection] = await db
    .select({
      id: collections.id,
      version: collections.version,
      title: collectionTemplates.title,
      totalStickers: collectionTemplates.totalStickers,
    })
    .from(collections)
    .innerJoin(collectionTemplates, eq(collectionTemplates.id, collections.templateId))
    .where(and(eq(collections.id, id), eq(collections.isPublic, true)))
    .limit(1);
  if (!collection) return undefined;
  const rows = await db
    .select({
      number: stickers.number,
      owned: stickers.owned,
      forTrade: stickers.forTrade,
      isPending: stickers.isPending,
      isCompleted: stickers.isCompleted,
      quantity: stickers.quantity,
      promised: stickers.promised,
    })
    .from(stickers)
    .where(eq(stickers.collectionId, id))
    .orderBy(asc(stickers.position));
  return { ...collection, stickers: rows };
}
