import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  circleDetailSchema,
  circleInviteSchema,
  circleSummarySchema,
  type CircleDetail,
  type CircleInvite,
  type CircleSummary,
} from '../../../domain/circles/schemas';
import type { Database } from '../../db/client';
import { rowColumns, rowsOf } from '../../db/rows';

/** My open circles, as organiser or member, newest first (decision 020). */
export async function listMyCircles(db: Database, userId: number): Promise<CircleSummary[]> {
  const result = await db.execute(sql`
    select c.id, c.name, o.username as "organiserUsername",
           c.organiser_id = ${userId} as "isOrganiser",
           (select count(*)::int from circle_members x where x.circle_id = c.id) as "memberCount"
    from circle_members m
    join circles c on c.id = m.circle_id and c.closed_at is null
    join users o on o.id = c.organiser_id
    where m.user_id = ${userId}
    order by m.joined_at desc, c.id desc`);
  return rowsOf(result, circleSummarySchema);
}

const circleRow = circleDetailSchema.omit({ memberCount: true }).extend({
  inviteExpiresAt: rowColumns.time.nullable(),
});

/**
 * One open circle I am in, with its members by username (never an email or an area); the invite
 * token only when I organise it. Undefined when it is closed, missing or not mine.
 */
export async function findCircle(
  db: Database,
  userId: number,
  circleId: number,
): Promise<CircleDetail | undefined> {
  const result = await db.execute(sql`
    select c.id, c.name, o.username as "organiserUsername",
           c.organiser_id = ${userId} as "isOrganiser",
           case when c.organiser_id = ${userId} then c.invite_token end as "inviteToken",
           case when c.organiser_id = ${userId} then c.invite_expires_at end as "inviteExpiresAt",
           (select json_agg(json_build_object('username', u.username,
                    'isOrganiser', u.id = c.organiser_id)
                  order by u.id <> c.organiser_id, lower(u.username))
            from circle_members x join users u on u.id = x.user_id
            where x.circle_id = c.id) as members
    from circles c
    join users o on o.id = c.organiser_id
    where c.id = ${circleId} and c.closed_at is null
      and exists (select 1 from circle_members m where m.circle_id = c.id and m.user_id = ${userId})`);
  const row = rowsOf(result, circleRow)[0];
  if (!row) return undefined;
  const expires = row.inviteExpiresAt;
  return {
    ...row,
    inviteExpiresAt: expires === null ? null : new Date(expires).toISOString(),
    memberCount: row.members.length,
  };
}

const inviteRow = circleInviteSchema.extend({ expired: z.boolean(), removed: z.boolean() });

/**
 * What an invite link shows before Join; undefined when the link is dead (closed or replaced).
 * `expired` once its date has passed and `removed` when the organiser removed me while this link
 * was in force (decision 030): either way it no longer lets me in.
 */
export async function findInvite(
  db: Database,
  userId: number,
  token: string,
  now: Date,
): Promise<(CircleInvite & { expired: boolean; removed: boolean }) | undefined> {
  const result = await db.execute(sql`
    select c.id as "circleId", c.name, o.username as "organiserUsername",
           exists (select 1 from circle_members m
                   where m.circle_id = c.id and m.user_id = ${userId}) as "isMember",
           c.invite_expires_at <= ${now.toISOString()}::timestamptz as expired,
           exists (select 1 from circle_removals r
                   where r.circle_id = c.id and r.user_id = ${userId}
                     and r.invite_token = c.invite_token) as removed
    from circles c join users o on o.id = c.organiser_id
    where c.invite_token = ${token} and c.closed_at is null`);
  return rowsOf(result, inviteRow)[0];
}
