import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collections, collectionTemplates, stickers } from '../../db/schema';

/**
 * Only a shared collection, and never a "circle only" one: the public page's onlooker is a visitor,
 * whom the one rule (`mayShowCollection`, decision 030) never shows a circle-only collection.
 */
const shared = and(eq(collections.isPublic, true), eq(collections.circleOnly, false));

/**
 * The public ids of the user's collections that are shared now (one collection's, or all of
 * them): read before a change that may stop them being public, to purge a CDN after it (issue 31).
 */
export async function findSharedPublicIds(
  db: Database,
  userId: number,
  collectionId?: number,
): Promise<string[]> {
  const rows = await db
    .select({ publicId: collections.publicId })
    .from(collections)
    .where(
      and(
        eq(collections.userId, userId),
        collectionId === undefined ? undefined : eq(collections.id, collectionId),
        shared,
      ),
    );
  return rows.map((row) => row.publicId);
}

/**
 * What a public answer already built is checked against, on every request: the collection behind
 * a public id (decision 027: the public routes know a collection only by it) and the versions of
 * it and its album (two unique-index lookups in one query, no sticker rows, no title or
 * specials), or undefined when it is not shared. Turning sharing off or changing the list changes
 * what this returns at once, on every instance.
 */
export async function findPublicVersion(db: Database, publicId: string) {
  const [collection] = await db
    .select({
      id: collections.id,
      version: collections.version,
      templateVersion: collectionTemplates.version,
    })
    .from(collections)
    .innerJoin(collectionTemplates, eq(collectionTemplates.id, collections.templateId))
    .where(and(eq(collections.publicId, publicId), shared))
    .limit(1);
  return collection;
}

/**
 * The head of a collection its owner shares publicly: one indexed read, no sticker rows. Its
 * `version` changes with every change to the collection or its stickers (sharing turned off
 * included), so what was built for one version can be served again until it changes. The album's
 * `specials` are marked in what is shared; `templateVersion` goes into every cache key and ETag
 * too, so a corrected checklist (decision 021) is never served from what was built before it.
 */
export async function findPublicHead(db: Database, id: number) {
  const [collection] = await db
    .select({
      id: collections.id,
      publicId: collections.publicId,
      version: collections.version,
      title: collectionTemplates.title,
      totalStickers: collectionTemplates.totalStickers,
      specials: collectionTemplates.specials,
      templateVersion: collectionTemplates.version,
    })
    .from(collections)
    .innerJoin(collectionTemplates, eq(collectionTemplates.id, collections.templateId))
    .where(and(eq(collections.id, id), shared))
    .limit(1);
  return collection;
}

/**
 * What a public collection's trade lists are built from (never partner names), its stickers in
 * album order: the lists follow the order given (decisions 010).
 */
export function findPublicStickers(db: Database, id: number) {
  return db
    .select({
      number: stickers.number,
      owned: stickers.owned,
      forTrade: stickers.forTrade,
      isPending: stickers.isPending,
      isCompleted: stickers.isCompleted,
      quantity: stickers.quantity,
      promised: stickers.promised,
      keepSpares: stickers.keepSpares,
    })
    .from(stickers)
    .where(eq(stickers.collectionId, id))
    .orderBy(asc(stickers.position));
}
