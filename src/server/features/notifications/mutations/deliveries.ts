import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryChannelSchema } from '../../../../domain/notifications/notifications';
import type { Database } from '../../../db/client';
import { rowColumns, rowsOf } from '../../../db/rows';

const claimedDelivery = z.object({
  userId: rowColumns.number,
  notificationId: rowColumns.number,
  channel: deliveryChannelSchema,
  attempts: rowColumns.number,
});
export type ClaimedDelivery = z.output<typeof claimedDelivery>;

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
  return rowsOf(result, claimedDelivery);
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
