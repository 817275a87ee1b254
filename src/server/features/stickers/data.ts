import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collections, stickers } from '../../db/schema';

/**
 * The stickers of a collection in album order, as the JSON text the API sends, built by PostgreSQL
 * in one query: no per-row objects in Node for a 10,000-sticker album.
 */
export async function listStickersJson(db: Database, collectionId: number): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'id', id, 'number', number, 'collectionId', collection_id, 'owned', owned,
      'forTrade', for_trade, 'isPending', is_pending, 'pendingWith', pending_with,
      'isCompleted', is_completed, 'quantity', quantity, 'isNeeded', not owned,
      'promised', promised, 'retired', retired, 'keepSpares', keep_spares
    ) order by position), '[]')::text as body
    from ${stickers} where collection_id = ${collectionId}`);
  return (result as unknown as { rows: Array<{ body: string }> }).rows[0]!.body;
}

/** The collection's version (it changes with every sticker change) when it is the user's;
 * undefined for a missing collection or anyone else's, which answer alike. */
export async function findOwnCollectionVersion(db: Database, userId: number, collectionId: number) {
  const [row] = await db
    .select({ version: collections.version })
    .from(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.userId, userId)))
    .limit(1);
  return row?.version;
}
