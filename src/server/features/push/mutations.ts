import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** The most browsers one account keeps phone notifications on in; the oldest goes first. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * Saves this browser's subscription for the user and the session that turned it on. An endpoint
 * belongs to one account at a time: subscribing again (same browser, maybe another account after
 * a sign-out) takes it over with the new keys. Beyond MAX_PUSH_SUBSCRIPTIONS the oldest go.
 */
export async function savePushSubscription(
  db: Database,
  values: {
    userId: number;
    sessionTokenHash: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    now: Date;
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: values.now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: values.userId,
          sessionTokenHash: values.sessionTokenHash,
          p256dh: values.p256dh,
          auth: values.auth,
          createdAt: values.now,
          lastSuccessAt: null,
        },
      });
    await tx.execute(sql`
      delete from push_subscriptions where id in (
        select id from push_subscriptions where user_id = ${values.userId}
        order by created_at desc, id desc offset ${MAX_PUSH_SUBSCRIPTIONS})`);
  });
}

/** Forgets the user's subscription of this endpoint; false when the user had none. */
export async function deletePushSubscription(db: Database, userId: number, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Forgets subscriptions the push service says are gone (404 or 410). */
export async function deletePushSubscriptionsById(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

/** Notes when the push service last accepted a message for these subscriptions. */
export async function markPushDelivered(db: Database, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at })
    .where(inArray(pushSubscriptions.id, [...ids]));
}
