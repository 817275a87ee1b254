import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collections, collectionTemplates, facebookGroups, users } from '../../db/schema';

export const MAX_GROUP_RESULTS = 20;

/** The title of one of the user's collections' album; undefined when not theirs. */
export async function findCollectionTitle(db: Database, userId: number, collectionId: number) {
  const [row] = await db
    .select({ title: collectionTemplates.title })
    .from(collections)
    .innerJoin(collectionTemplates, eq(collectionTemplates.id, collections.templateId))
    .where(and(eq(collections.id, collectionId), eq(collections.userId, userId)));
  return row?.title;
}

/**
 * Approved groups ranked by relevance to an album title: full-text match on name, keywords and
 * description, plus trigram similarity of name and keywords (so "World Cup 26" finds
 * "FIFA World Cup 2026 swaps"). General swap groups follow the album's own.
 */
export async function searchGroups(db: Database, title: string) {
  const haystack = sql`lower(${facebookGroups.name} || ' ' || ${facebookGroups.keywords})`;
  const document = sql`to_tsvector('simple', ${facebookGroups.name} || ' ' || ${facebookGroups.keywords} || ' ' || ${facebookGroups.description})`;
  const query = sql`plainto_tsquery('simple', ${title})`;
  const score = sql<number>`(ts_rank(${document}, ${query}) * 2 + greatest(similarity(${haystack}, lower(${title})), word_similarity(lower(${title}), ${haystack})))`;
  return db
    .select({
      name: facebookGroups.name,
      description: facebookGroups.description,
      link: facebookGroups.link,
    })
    .from(facebookGroups)
    .where(eq(facebookGroups.status, 'approved'))
    .orderBy(desc(score), asc(facebookGroups.name))
    .limit(MAX_GROUP_RESULTS);
}

/** The whole directory for the admin view: suggestions first, then by name. */
export async function listDirectory(db: Database) {
  return db
    .select({
      id: facebookGroups.id,
      name: facebookGroups.name,
      description: facebookGroups.description,
      link: facebookGroups.link,
      keywords: facebookGroups.keywords,
      status: facebookGroups.status,
      suggestedBy: users.username,
    })
    .from(facebookGroups)
    .leftJoin(users, eq(users.id, facebookGroups.suggestedBy))
    .orderBy(
      desc(sql`${facebookGroups.status} = 'suggested'`),
      asc(sql`lower(${facebookGroups.name})`),
    );
}
