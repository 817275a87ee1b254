import { sql } from 'drizzle-orm';
import type { Match } from '../../../../domain/matches/schemas';
import { pickOneForOne } from '../../../../domain/matches/swaps';
import { DIGEST_MIN_SWAPS } from '../../../../domain/notifications/notifications';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { rowColumns, rowsOf } from '../../../db/rows';
import { recordNotification } from './record';

/**
 * Ranks one collection's matches for its digest: the matches feature's `findMatches`, handed in
 * where the app is put together (app.ts) so notifications never import matches (decision 037).
 */
export type RankMatches = (
  db: Database,
  params: { userId: number; collectionId: number; activeSince: Date },
) => Promise<{ matches: Array<Pick<Match, 'collectionId' | 'youGet' | 'youGive'>> } | undefined>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Swaps possible one for one with a match (decision 010's pairing). */
const swapsPossible = (match: Pick<Match, 'youGet' | 'youGive'>) =>
  pickOneForOne(match.youGet, match.youGive).get.length;

/**
 * Findable collections of collectors who asked for the digest and whose last look is a day old
 * or more (or never happened), at most `limit`.
 */
export async function dueDigests(db: Database, now: Date, limit: number) {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  return rowsOf(
    await db.execute(sql`
      select c.user_id as "userId", c.id as "collectionId", t.title
      from collections c
      join collection_templates t on t.id = c.template_id
      join notification_preferences p
        on p.user_id = c.user_id and p.type = 'new-matches' and p.channel = 'email' and p.enabled
      where c.findable and c.status = 'active'
        and not exists (
          select 1 from match_digests d
          where d.user_id = c.user_id and d.collection_id = c.id
            and d.checked_at > ${since}::timestamptz)
      order by c.id
      limit ${limit}`),
    z.object({ userId: rowColumns.number, collectionId: rowColumns.number, title: z.string() }),
  );
}

/**
 * One collection's digest, in one transaction: takes the day's turn (one instance wins; a
 * crash rolls the turn back), ranks its matches with the matches code, and when some worth a
 * look (at least DIGEST_MIN_SWAPS one-for-one swaps) were not in the last digest, writes a
 * `new-matches` notification with its email delivery. Returns how many were new.
 */
export async function runDigest(
  db: Database,
  params: { userId: number; collectionId: number; title: string; now: Date; activeSince: Date },
  rankMatches: RankMatches,
): Promise<number> {
  const { userId, collectionId, now } = params;
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  return db.transaction(async (tx) => {
    const [turn] = rowsOf(
      await tx.execute(sql`
        insert into match_digests (user_id, collection_id, seen_collection_ids, checked_at)
        values (${userId}, ${collectionId}, '{}'::int[], ${now.toISOString()}::timestamptz)
        on conflict (user_id, collection_id) do update set checked_at = excluded.checked_at
        where match_digests.checked_at <= ${since}::timestamptz
        returning seen_collection_ids as seen`),
      z.object({ seen: z.array(z.number()) }),
    );
    if (!turn) return 0;
    const ranked = await rankMatches(tx as unknown as Database, {
      userId,
      collectionId,
      activeSince: params.activeSince,
    });
    const worth = (ranked?.matches ?? []).filter((m) => swapsPossible(m) >= DIGEST_MIN_SWAPS);
    const seen = new Set(turn.seen);
    const fresh = worth.filter((m) => !seen.has(m.collectionId));
    await tx.execute(sql`
      update match_digests
      set seen_collection_ids = array(select json_array_elements_text(${JSON.stringify(
        worth.map((m) => String(m.collectionId)),
      )}::json)::int)
      where user_id = ${userId} and collection_id = ${collectionId}`);
    if (fresh.length > 0) {
      await recordNotification(tx, {
        userId,
        type: 'new-matches',
        collectionId,
        albumTitle: params.title,
        matchCount: fresh.length,
        now,
      });
    }
    return fresh.length;
  });
}
