import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { rateLimits } from './schema';

/**
 * One atomic fixed-window counter in PostgreSQL, so every app instance counts together: starts a
 * new window when the old one has ended, else adds one. Returns the hits and when the window ends.
 */
export async function incrementCounter(db: Database, key: string, windowMs: number, now: Date) {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row!;
}

/** The hits of a window that has not ended, without counting one more (0 when none). */
export async function readCounter(db: Database, key: string, now: Date) {
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
  return row ?? { hits: 0, resetAt: now };
}

export async function deleteExpiredCounters(db: Database, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
