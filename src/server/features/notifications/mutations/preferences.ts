import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type DeliveryChannel,
  type PreferenceType,
} from '../../../../domain/notifications/notifications';
import type { Database } from '../../../db/client';
import { notificationPreferences, notifications, users } from '../../../db/schema';
import { returnedId, rowsOf } from '../../../db/rows';

/** Marks one of the user's notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Database, userId: number, id: number, now: Date) {
  const result = await db.execute(sql`
    update notifications set read_at = coalesce(read_at, ${now.toISOString()}::timestamptz)
    where user_id = ${userId} and id = ${id}
    returning id`);
  return rowsOf(result, returnedId).length > 0;
}

/** Marks every unread notification of the user read. */
export async function markAllRead(db: Database, userId: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/**
 * Turns one type on or off for one channel. The newsletter is the account's own opt-in
 * (`users.subscribe_to_newsletter`), so it is changed there.
 */
export async function setPreference(
  db: Database,
  values: {
    userId: number;
    type: PreferenceType;
    channel: DeliveryChannel;
    enabled: boolean;
    now: Date;
  },
) {
  const { userId, type, channel, enabled, now } = values;
  if (type === 'newsletter') {
    await db.update(users).set({ subscribeToNewsletter: enabled }).where(eq(users.id, userId));
    return;
  }
  await db
    .insert(notificationPreferences)
    .values({ userId, type, channel, enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [
        notificationPreferences.userId,
        notificationPreferences.type,
        notificationPreferences.channel,
      ],
      set: { enabled, updatedAt: now },
    });
}
