import { matchLocale, type Locale } from '../../../domain/locale';
import { and, eq, sql } from 'drizzle-orm';
import {
  defaultPreference,
  emailTypes,
  pushTypes,
  MAX_LISTED_NOTIFICATIONS,
  type DeliveryChannel,
  type Notification,
  type NotificationType,
  type Preferences,
  notificationSchema,
} from '../../../domain/notifications/notifications';
import type { Database } from '../../db/client';
import { notificationPreferences, users } from '../../db/schema';
import type { ClaimedDelivery } from './mutations/deliveries';
import { rowColumns, rowsOf } from '../../db/rows';
import { z } from 'zod';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** A notification as `notificationColumns` reads it: its times as the driver answers them. */
const notificationRow = z.object({
  ...notificationSchema.shape,
  createdAt: rowColumns.time,
  readAt: rowColumns.time.nullable(),
});
type NotificationRow = z.output<typeof notificationRow>;

/**
 * The columns of a notification as its owner reads it; the collection link only while that
 * collection is still theirs (it is not a foreign key, docs/scaling.md).
 */
const notificationColumns = sql`
  n.id::int as id, n.type, n.swap_id as "swapId",
  (select c.id from collections c where c.id = n.collection_id and c.user_id = n.user_id)
    as "collectionId",
  n.partner_username as "partnerUsername", n.album_title as "albumTitle", n.gives, n.gets,
  n.match_count as "matchCount", n.note, n.created_at as "createdAt", n.read_at as "readAt"`;

const toNotification = (row: NotificationRow): Notification => ({
  ...row,
  createdAt: iso(row.createdAt)!,
  readAt: iso(row.readAt),
});

/** The user's latest notifications, newest first, and how many are unread. */
export async function listNotifications(db: Database, userId: number) {
  const [rows, unread] = await Promise.all([
    db.execute(sql`
      select ${notificationColumns} from notifications n
      where n.user_id = ${userId}
      order by n.id desc
      limit ${MAX_LISTED_NOTIFICATIONS}`),
    countUnread(db, userId),
  ]);
  return { notifications: rowsOf(rows, notificationRow).map(toNotification), unread };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*)::int as n from notifications
      where user_id = ${userId} and read_at is null`),
    z.object({ n: rowColumns.number }),
  );
  return row?.n ?? 0;
}

/** Every switch of the user, their choice where they made one, else the default. */
export async function readPreferences(db: Database, userId: number): Promise<Preferences> {
  const [chosen, [user]] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db.select({ newsletter: users.subscribeToNewsletter }).from(users).where(eq(users.id, userId)),
  ]);
  const email = Object.fromEntries(
    emailTypes.map((type) => [
      type,
      chosen.find((row) => row.type === type && row.channel === 'email')?.enabled ??
        defaultPreference(type, 'email'),
    ]),
  ) as Omit<Preferences['email'], 'newsletter'>;
  const push = Object.fromEntries(
    pushTypes.map((type) => [
      type,
      chosen.find((row) => row.type === type && row.channel === 'push')?.enabled ??
        defaultPreference(type, 'push'),
    ]),
  ) as Preferences['push'];
  return { email: { ...email, newsletter: user?.newsletter ?? false }, push };
}

/** Whether the user wants this type on this channel now (the worker asks just before sending). */
export async function wantsNow(
  db: Database,
  userId: number,
  type: NotificationType,
  channel: DeliveryChannel,
) {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.type, type),
        eq(notificationPreferences.channel, channel),
      ),
    );
  return row?.enabled ?? defaultPreference(type, channel);
}

/** What a claimed delivery needs to be sent: the notification and its recipient. */
export interface DeliveryDetails {
  notification: Notification;
  /** `locale`: the account's language, which its emails and pushes speak (decision 038). */
  recipient: { id: number; username: string; email: string; locale: Locale };
}

export async function findDeliveryDetails(
  db: Database,
  delivery: ClaimedDelivery,
): Promise<DeliveryDetails | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`
      select ${notificationColumns}, u.username, u.email, u.locale
      from notifications n join users u on u.id = n.user_id
      where n.user_id = ${delivery.userId} and n.id = ${delivery.notificationId}`),
    notificationRow.extend({ username: z.string(), email: z.string(), locale: z.string() }),
  );
  if (!row) return undefined;
  const { username, email, locale, ...notification } = row;
  return {
    notification: toNotification(notification),
    recipient: { id: delivery.userId, username, email, locale: matchLocale(locale) ?? 'en' },
  };
}

/** The account an unsubscribe link names, if it still exists: its username and language. */
export async function findLinkAccount(
  db: Database,
  userId: number,
): Promise<{ username: string; locale: Locale } | undefined> {
  const [row] = await db
    .select({ username: users.username, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row && { username: row.username, locale: matchLocale(row.locale) ?? 'en' };
}
