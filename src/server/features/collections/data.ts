import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collections, collectionTemplates, stickers } from '../../db/schema';

const collectionColumns = {
  id: collections.id,
  userId: collections.userId,
  templateId: collections.templateId,
  status: collections.status,
  isPublic: collections.isPublic,
  findable: collections.findable,
  circleOnly: collections.circleOnly,
  publicId: collections.publicId,
  template: { title: collectionTemplates.title, totalStickers: collectionTemplates.totalStickers },
};

/** A user's collections, oldest first, with how many stickers each has and how many are owned. */
export async function listCollections(db: Database, userId: number) {
  return db
    .select({
      ...collectionColumns,
      stickerCount: sql<number>`(select count(*)::int from ${stickers} where ${stickers.collectionId} = ${collections.id})`,
      ownedCount: sql<number>`(select count(*)::int from ${stickers} where ${stickers.collectionId} = ${collections.id} and ${stickers.owned})`,
    })
    .from(collections)
    .innerJoin(collectionTemplates, eq(collectionTemplates.id, collections.templateId))
    .where(eq(collections.userId, userId))
    .orderBy(asc(collections.id));
}

/** One of the user's collections; undefined when missing or someone else's. */
export async function findCollection(db: Database, userId: number, id: number) {
  const [row] = await db
    .select(collectionColumns)
    .from(collections)
    .innerJoin(collectionTemplates, eq(collectionTemplates.id, collections.templateId))
    .where(and(eq(collections.id, id), eq(collections.userId, userId)))
    .limit(1);
  return row;
}
