import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Match } from '../../../domain/matches/schemas';
import { pickOneForOne } from '../../../domain/matches/swaps';
import {
  channelCarries,
  defaultPreference,
  deliveryChannels,
  DIGEST_MIN_SWAPS,
  type DeliveryChannel,
  type NotificationType,
  type PreferenceType,
} from '../../../domain/notifications/notifications';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/client';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';

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
  const [row] = rowsOf<{ title: string }>(
    await tx.execute(sql`select title from collection_templates where id = ${templateId}`),
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
  proposerCollectionId: number;
  partnerCollectionId: number;
  proposerUsername: string;
  partnerUsername: string;
  proposerGives: string[];
  proposerGets: string[];
}

/**
 * Ranks one collection's matches for its digest: the matches feature's `findMatches`, handed in
 * where the app is put together (app.ts) so notifications never import matches (decision 037).
 */
export type RankMatches = (
  db: Database,
  params: { userId: number; collectionId: number; activeSince: Date },
) => Promise<{ matches: Array<Pick<Match, 'collectionId' | 'youGet' | 'youGive'>> } | undefined>;

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

// ---------------------------------------------------------------------------------------------
// Reading state and choices

/** Marks one of the user's notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Database, userId: number, id: number, now: Date) {
  const result = await db.execute(sql`
    update notifications set read_at = coalesce(read_at, ${now.toISOString()}::timestamptz)
    where user_id = ${userId} and id = ${id}
    returning id`);
  return rowsOf(result).length > 0;
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

// ---------------------------------------------------------------------------------------------
// Deliveries: claim, then mark (decision 018)

export interface ClaimedDelivery {
  userId: number;
  notificationId: number;
  channel: DeliveryChannel;
  attempts: number;
}

/**
 * Takes up to `limit` due deliveries on the given channels for this worker: rows another worker
 * holds are skipped (`FOR UPDATE SKIP LOCKED`), and each taken row is leased by moving its
 * `next_attempt_at` to the lease's end, so no other worker takes it while this one sends. If
 * this worker dies, the lease runs out and another sends it (at least once).
 */
export async function claimDeliveries(
  db: Database,
  params: {
    now: Date;
    leaseMs: number;
    limit: number;
    channels: readonly string[];
    token: string;
  },
): Promise<ClaimedDelivery[]> {
  if (params.channels.length === 0) return [];
  const now = params.now.toISOString();
  const leaseEnd = new Date(params.now.getTime() + params.leaseMs).toISOString();
  const result = await db.execute(sql`
    with due as (
      select user_id, notification_id, channel from notification_deliveries
      where status = 'pending' and next_attempt_at <= ${now}::timestamptz
        and channel = any(array(select json_array_elements_text(${JSON.stringify(params.channels)}::json)))
      order by next_attempt_at, user_id, notification_id
      limit ${params.limit}
      for update skip locked)
    update notification_deliveries d
    set attempts = d.attempts + 1, next_attempt_at = ${leaseEnd}::timestamptz,
        claim_token = ${params.token}
    from due
    where d.user_id = due.user_id and d.notification_id = due.notification_id
      and d.channel = due.channel
    returning d.user_id as "userId", d.notification_id::int as "notificationId", d.channel,
      d.attempts`);
  return rowsOf<ClaimedDelivery>(result);
}

const claimed = (d: ClaimedDelivery, token: string) => sql`
  user_id = ${d.userId} and notification_id = ${d.notificationId} and channel = ${d.channel}
  and claim_token = ${token} and status = 'pending'`;

/** The delivery went out (or had nothing to go to: `skipped`). Only the lease holder marks. */
export async function markDelivered(
  db: Database,
  d: ClaimedDelivery,
  token: string,
  outcome: 'sent' | 'skipped',
  now: Date,
) {
  await db.execute(sql`
    update notification_deliveries
    set status = ${outcome}, sent_at = ${outcome === 'sent' ? now.toISOString() : null}::timestamptz,
        claim_token = null, last_error = null
    where ${claimed(d, token)}`);
}

/** A failed attempt: try again at `retryAt`, or give up as `failed` when there is none. */
export async function markAttemptFailed(
  db: Database,
  d: ClaimedDelivery,
  token: string,
  error: string,
  retryAt: Date | null,
) {
  await db.execute(sql`
    update notification_deliveries
    set status = ${retryAt ? 'pending' : 'failed'},
        next_attempt_at = coalesce(${retryAt?.toISOString() ?? null}::timestamptz, next_attempt_at),
        claim_token = null, last_error = ${error.slice(0, 500)}
    where ${claimed(d, token)}`);
}

// ---------------------------------------------------------------------------------------------
// The daily digest of new matches worth a look

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
  return rowsOf<{ userId: number; collectionId: number; title: string }>(
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
    const [turn] = rowsOf<{ seen: number[] }>(
      await tx.execute(sql`
        insert into match_digests (user_id, collection_id, seen_collection_ids, checked_at)
        values (${userId}, ${collectionId}, '{}'::int[], ${now.toISOString()}::timestamptz)
        on conflict (user_id, collection_id) do update set checked_at = excluded.checked_at
        where match_digests.checked_at <= ${since}::timestamptz
        returning seen_collection_ids as seen`),
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

/**
 * Deletes up to `limit` notifications past keeping (docs/product.md "Notifications"): read ones
 * older than `readBefore`, any older than `before`, never one with a delivery still pending (its
 * deliveries go with it, by the foreign key). Oldest first; returns how many went.
 */
export async function pruneNotifications(
  db: Database,
  { readBefore, before, limit }: { readBefore: Date; before: Date; limit: number },
) {
  const result = await db.execute(sql`
    delete from notifications
    where (user_id, id) in (
      select n.user_id, n.id from notifications n
      where n.created_at < ${readBefore.toISOString()}::timestamptz
        and (n.read_at is not null or n.created_at < ${before.toISOString()}::timestamptz)
        and not exists (
          select 1 from notification_deliveries d
          where d.user_id = n.user_id and d.notification_id = n.id and d.status = 'pending')
      order by n.created_at
      limit ${limit})
    returning id`);
  return rowsOf(result).length;
}
