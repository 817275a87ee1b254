import { and, eq, sql } from 'drizzle-orm';
import {
  channelCarries,
  defaultPreference,
  deliveryChannels,
  type DeliveryChannel,
  type NotificationType,
} from '../../../../domain/notifications/notifications';
import type { Tx } from '../../../db/client';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { z } from 'zod';

/** A notification to write, as its recipient will read it. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  swapId?: number | null;
  collectionId?: number | null;
  partnerUsername?: string;
  albumTitle: string;
  gives?: readonly string[];
  gets?: readonly string[];
  matchCount?: number | null;
  note?: string | null;
  now: Date;
}

/**
 * Which of the recipient's channels want this type: their choice, else the default. Push only
 * when they turned it on in some browser (decision 018): no subscription, no push row.
 */
async function wantedChannels(tx: Tx, userId: number, type: NotificationType) {
  let carrying: DeliveryChannel[] = deliveryChannels.filter((channel) =>
    channelCarries(type, channel),
  );
  if (carrying.includes('push')) {
    const [subscribed] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .limit(1);
    if (!subscribed) carrying = carrying.filter((channel) => channel !== 'push');
  }
  if (carrying.length === 0) return [];
  const chosen = await tx
    .select({ channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return carrying.filter(
    (channel) =>
      chosen.find((row) => row.channel === channel)?.enabled ?? defaultPreference(type, channel),
  );
}

/**
 * Writes a notification and one pending delivery per channel its recipient wants, in the
 * caller's transaction (decision 018): it exists exactly when the change it tells of does.
 */
export async function recordNotification(tx: Tx, n: NewNotification) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      swapId: n.swapId ?? null,
      collectionId: n.collectionId ?? null,
      partnerUsername: n.partnerUsername ?? '',
      albumTitle: n.albumTitle,
      gives: [...(n.gives ?? [])],
      gets: [...(n.gets ?? [])],
      matchCount: n.matchCount ?? null,
      note: n.note ?? null,
      createdAt: n.now,
    })
    .returning({ id: notifications.id });
  const channels = await wantedChannels(tx, n.userId, n.type);
  if (channels.length > 0) {
    await tx.insert(notificationDeliveries).values(
      channels.map((channel) => ({
        userId: n.userId,
        notificationId: row!.id,
        channel,
        nextAttemptAt: n.now,
        createdAt: n.now,
      })),
    );
  }
  return row!.id;
}

/** The album's title, as notifications store it. */
async function albumTitleOf(tx: Tx, templateId: number) {
  const [row] = rowsOf(
    await tx.execute(sql`select title from collection_templates where id = ${templateId}`),
    z.object({ title: z.string() }),
  );
  return row?.title ?? '';
}

/**
 * What notifying a swap's sides reads of the swap (the matches feature's swap row has these and
 * more). Declared here so notifications never import matches: matches calls notifications, not
 * the other way round (decision 037). A side whose account is gone has no user id.
 */
export interface SwapSides {
  id: number;
  templateId: number;
  proposerId: number | null;
  partnerId: number | null;
  proposerCollectionId: number | null;
  partnerCollectionId: number | null;
  proposerUsername: string;
  partnerUsername: string;
  proposerGives: string[];
  proposerGets: string[];
}

/**
 * Tells one side of a swap what happened to it, seen from that side: the other collector's
 * username, what this side gives and gets. Nothing when that side's account is gone.
 */
export async function notifySwapSide(
  tx: Tx,
  row: SwapSides,
  to: 'proposer' | 'partner',
  type: NotificationType,
  now: Date,
  note: string | null = null,
) {
  const isProposer = to === 'proposer';
  const userId = isProposer ? row.proposerId : row.partnerId;
  if (userId === null || userId === undefined) return;
  await recordNotification(tx, {
    userId,
    type,
    swapId: row.id,
    collectionId: isProposer ? row.proposerCollectionId : row.partnerCollectionId,
    partnerUsername: isProposer ? row.partnerUsername : row.proposerUsername,
    albumTitle: await albumTitleOf(tx, row.templateId),
    gives: isProposer ? row.proposerGives : row.proposerGets,
    gets: isProposer ? row.proposerGets : row.proposerGives,
    note,
    now,
  });
}
