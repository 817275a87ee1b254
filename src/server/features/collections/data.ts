import { and, asc, eq, sql } from 'drizzle-orm';
import { publicShareUrl } from '../../../domain/sharing/public-link';
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

/**
 * A collection as the API sends it: its unguessable public id only as the full `publicUrl`, and
 * only while its public trade list is on (decision 027); null while private or circles only.
 */
export function withPublicUrl<
  Row extends { isPublic: boolean; circleOnly: boolean; publicId: string },
>(appUrl: string, { publicId, ...row }: Row): Omit<Row, 'publicId'> & { publicUrl: string | null } {
  const isShared = row.isPublic && !row.circleOnly;
  return { ...row, publicUrl: isShared ? publicShareUrl(appUrl, publicId) : null };
}

/** The template whose title matches, ignoring case and surrounding spaces. */
export async function findTemplateByTitle(db: Database, title: string) {
  const [row] = await db
    .select({ id: collectionTemplates.id })
    .from(collectionTemplates)
    .where(sql`lower(btrim(${collectionTemplates.title})) = lower(btrim(${title}))`)
    .limit(1);
  return row;
}

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
