// The one visibility rule of decision 030 (`mayShowCollection` in src/domain/sharing/audience.ts)
// as the server applies it: who the onlooker is to a collection's owner, and the same rule in SQL
// for the queries that filter many collections at once. Every path that shows a collection to
// someone other than its owner goes through here; `src/server/visibility.test.ts` walks them all
// for a circle-only collection.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { mayShowCollection, type Onlooker } from '../../domain/sharing/audience';
import type { Database, Tx } from './client';
import { rowsOf } from './rows';

/** The users sharing an open circle with `userId` (my own id included when I am in one). */
export const MATES_OF = (userId: SQL) => sql`coalesce((
  select array_agg(distinct other.user_id)
  from circle_members mine
  join circles ci on ci.id = mine.circle_id and ci.closed_at is null
  join circle_members other on other.circle_id = mine.circle_id
  where mine.user_id = ${userId}), '{}'::int[])`;

/**
 * `mayShowCollection` for a collection row `c` (with `user_id` and `circle_only`) shown to the
 * signed-in user `viewer`: its owner, anyone while it is not circle-only, else a circle mate.
 */
export const shownToSql = (c: SQL, viewer: SQL) => sql`(${c}.user_id = ${viewer}
  or not ${c}.circle_only
  or ${c}.user_id = any(${MATES_OF(viewer)}))`;

/**
 * The rule for a pair that would meet in swap matches or a swap, candidate `o` and my collection
 * `me`, given `mates` (the users sharing an open circle with me): each must be showable to the
 * other's owner — so a circle-only collection never meets a stranger, on either side.
 */
export const pairMayMeetSql = (mates: SQL) => sql`(o.user_id = any(${mates})
  or not (o.circle_only or me.circle_only))`;

/** `pairMayMeetSql` where `me` carries `mates`, read once per query by `MATES_OF`. */
export const CIRCLE_ONLY_RULE = pairMayMeetSql(sql`me.mates`);

/** How `viewerId` (undefined: a visitor) stands to the owner of a collection. */
export async function onlookerOf(
  db: Database | Tx,
  ownerId: number,
  viewerId: number | undefined,
): Promise<Onlooker> {
  if (viewerId === undefined) return 'visitor';
  if (viewerId === ownerId) return 'owner';
  const [row] = rowsOf(
    await db.execute(sql`select ${ownerId}::int = any(${MATES_OF(sql`${viewerId}::int`)}) as mate`),
    z.object({ mate: z.boolean().nullable() }),
  );
  return row?.mate ? 'circle-mate' : 'stranger';
}

/**
 * Whether the collection may be shown to `viewerId` under the one rule; false for a missing
 * collection, so callers answer it like any other "not found".
 */
export async function isCollectionShownTo(
  db: Database | Tx,
  collectionId: number,
  viewerId: number | undefined,
): Promise<boolean> {
  const [row] = rowsOf(
    await db.execute(sql`select user_id as "userId", circle_only as "circleOnly"
      from collections where id = ${collectionId}`),
    z.object({ userId: z.number(), circleOnly: z.boolean() }),
  );
  if (!row) return false;
  return mayShowCollection(row, await onlookerOf(db, row.userId, viewerId));
}

/**
 * True when `user` has an active collection of the same album as `collection` that may not be
 * shown to `viewer`: a list of that album recorded earlier (a scan's) is then no longer shown, as
 * when a circle mate left the circle or the collection turned circle-only since.
 */
export const albumListHiddenSql = (user: SQL, collection: SQL, viewer: SQL) => sql`exists (
  select 1 from collections sc join collections oc on oc.id = ${collection}
  where sc.user_id = ${user} and sc.template_id = oc.template_id and sc.status = 'active'
    and not ${shownToSql(sql`sc`, viewer)})`;
