import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** Every browser a user turned phone notifications on in, oldest first. */
export async function listPushTargets(db: Database, userId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
}

/** Whether this user has this browser's subscription. */
export async function hasPushSubscription(db: Database, userId: number, endpoint: string) {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return rows.length > 0;
}
