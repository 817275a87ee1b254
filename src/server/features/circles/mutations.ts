import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_CIRCLE_MEMBERS, MAX_ORGANISED_CIRCLES } from '../../../domain/circles/schemas';
import { intArrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { circleMembers, circleRemovals, circles, collections } from '../../db/schema';

import type { Tx } from '../../db/client';
import { forUpdateOf, lockedRows } from '../../db/row-locks';
import { rowsOf } from '../../db/rows';

/**
 * Who may be matched with whom depends on circles (decision 020), and matches are cached by the
 * versions of the collections involved: so a change of membership bumps the versions of the
 * collections of everyone it touches, in the same transaction.
 */
async function bumpCollectionsOf(tx: Tx, userIds: number[]) {
  if (userIds.length === 0) return;
  await tx.execute(sql`update collections set version = version + 1
    where user_id = any(${intArrayLiteral(userIds)}::int[])`);
}

export type CircleResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not-found' | 'not-organiser' | 'limit' | 'organiser' | 'full' };

/** Creates an open circle with me as organiser and first member. */
export async function createCircle(
  db: Database,
  params: { userId: number; name: string; token: string; now: Date; inviteExpiresAt: Date },
): Promise<CircleResult<number>> {
  return db.transaction(async (tx) => {
    // One organiser's creations are serialised by locking their user row, so the limit holds.
    await tx.execute(sql`select u.id from users u where u.id = ${params.userId}
      ${forUpdateOf(tx, 'u')}`);
    const [{ count } = { count: 0 }] = rowsOf(
      await tx.execute(sql`select count(*)::int as count from circles
        where organiser_id = ${params.userId} and closed_at is null`),
      z.object({ count: z.number() }),
    );
    if (count >= MAX_ORGANISED_CIRCLES) return { ok: false, reason: 'limit' };
    const [created] = await tx
      .insert(circles)
      .values({
        name: params.name.trim(),
        organiserId: params.userId,
        inviteToken: params.token,
        inviteExpiresAt: params.inviteExpiresAt,
        createdAt: params.now,
      })
      .returning({ id: circles.id });
    await tx
      .insert(circleMembers)
      .values({ circleId: created!.id, userId: params.userId, joinedAt: params.now });
    return { ok: true, value: created!.id };
  });
}

/** The open circle locked for a change by its organiser; a refusal when it is not theirs. */
async function lockAsOrganiser(
  tx: Tx,
  userId: number,
  circleId: number,
): Promise<CircleResult<{ id: number }>> {
  const [row] = rowsOf(
    await tx.execute(sql`select c.organiser_id as "organiserId",
        exists (select 1 from circle_members m where m.circle_id = c.id and m.user_id = ${userId})
          as "isMember"
      from circles c where c.id = ${circleId} and c.closed_at is null ${forUpdateOf(tx, 'c')}`),
    z.object({ organiserId: z.number(), isMember: z.boolean() }),
  );
  if (!row || !row.isMember) return { ok: false, reason: 'not-found' };
  if (row.organiserId !== userId) return { ok: false, reason: 'not-organiser' };
  return { ok: true, value: { id: circleId } };
}

/** Replaces the invite token: the old link stops working at once, the new one has a new date. */
export async function regenerateInvite(
  db: Database,
  params: { userId: number; circleId: number; token: string; inviteExpiresAt: Date },
): Promise<CircleResult<null>> {
  return db.transaction(async (tx) => {
    const locked = await lockAsOrganiser(tx, params.userId, params.circleId);
    if (!locked.ok) return locked;
    await tx
      .update(circles)
      .set({ inviteToken: params.token, inviteExpiresAt: params.inviteExpiresAt })
      .where(eq(circles.id, params.circleId));
    return { ok: true, value: null };
  });
}

/**
 * The organiser removes a member by username; the organiser cannot remove themselves. The link in
 * force is noted against the member, so they need one made after this to join again (decision 030).
 */
export async function removeMember(
  db: Database,
  params: { userId: number; circleId: number; username: string; now: Date },
): Promise<CircleResult<null> | { ok: false; reason: 'no-member' }> {
  return db.transaction(async (tx) => {
    const locked = await lockAsOrganiser(tx, params.userId, params.circleId);
    if (!locked.ok) return locked;
    const removed = rowsOf(
      await tx.execute(sql`delete from circle_members m using users u
        where m.circle_id = ${params.circleId} and m.user_id = u.id
          and lower(u.username) = lower(${params.username}) and u.id <> ${params.userId}
        returning m.user_id as "userId"`),
      z.object({ userId: z.number() }),
    );
    if (removed.length === 0) {
      return { ok: false, reason: 'no-member' } as const;
    }
    await tx.execute(sql`insert into circle_removals (circle_id, user_id, invite_token, removed_at)
      select ${params.circleId}, r.id, c.invite_token, ${params.now.toISOString()}::timestamptz
      from circles c, unnest(${intArrayLiteral(removed.map((r) => r.userId))}::int[]) as r(id)
      where c.id = ${params.circleId}
      on conflict (circle_id, user_id) do update
        set invite_token = excluded.invite_token, removed_at = excluded.removed_at`);
    await bumpCollectionsOf(
      tx,
      removed.map((r) => r.userId),
    );
    return { ok: true, value: null };
  });
}

/**
 * Closes the circle: its link is dead, it is gone from everyone's choices, and its members no
 * longer count as sharing it. The rows stay (closed_at) but nothing reads a closed circle.
 */
export async function closeCircle(
  db: Database,
  params: { userId: number; circleId: number; now: Date },
): Promise<CircleResult<null>> {
  return db.transaction(async (tx) => {
    const locked = await lockAsOrganiser(tx, params.userId, params.circleId);
    if (!locked.ok) return locked;
    await tx.update(circles).set({ closedAt: params.now }).where(eq(circles.id, params.circleId));
    const members = await tx
      .select({ userId: circleMembers.userId })
      .from(circleMembers)
      .where(eq(circleMembers.circleId, params.circleId));
    await bumpCollectionsOf(
      tx,
      members.map((m) => m.userId),
    );
    return { ok: true, value: null };
  });
}

/** A member leaves; the organiser closes the circle instead. */
export async function leaveCircle(
  db: Database,
  params: { userId: number; circleId: number },
): Promise<CircleResult<null>> {
  return db.transaction(async (tx) => {
    const [circle] = await lockedRows(
      tx,
      tx
        .select({ organiserId: circles.organiserId })
        .from(circles)
        .where(and(eq(circles.id, params.circleId), isNull(circles.closedAt))),
    );
    if (!circle) return { ok: false, reason: 'not-found' };
    if (circle.organiserId === params.userId) return { ok: false, reason: 'organiser' };
    const left = await tx
      .delete(circleMembers)
      .where(
        and(eq(circleMembers.circleId, params.circleId), eq(circleMembers.userId, params.userId)),
      )
      .returning({ userId: circleMembers.userId });
    if (left.length === 0) return { ok: false, reason: 'not-found' };
    await bumpCollectionsOf(tx, [params.userId]);
    return { ok: true, value: null };
  });
}

/**
 * Joins the open circle of an invite token; joining again is a no-op. An expired link, or the
 * link in force when the organiser removed me, lets nobody new in (decision 030).
 */
export async function joinCircle(
  db: Database,
  params: { userId: number; token: string; now: Date },
): Promise<CircleResult<number> | { ok: false; reason: 'expired' | 'removed' }> {
  return db.transaction(async (tx) => {
    const [circle] = await lockedRows(
      tx,
      tx
        .select({ id: circles.id, inviteExpiresAt: circles.inviteExpiresAt })
        .from(circles)
        .where(and(eq(circles.inviteToken, params.token), isNull(circles.closedAt))),
    );
    if (!circle) return { ok: false, reason: 'not-found' };
    const [{ count, isMember } = { count: 0, isMember: false }] = rowsOf(
      await tx.execute(sql`select count(*)::int as count,
          coalesce(bool_or(user_id = ${params.userId}), false) as "isMember"
        from circle_members where circle_id = ${circle.id}`),
      z.object({ count: z.number(), isMember: z.boolean() }),
    );
    if (isMember) return { ok: true, value: circle.id };
    if (circle.inviteExpiresAt.getTime() <= params.now.getTime()) {
      return { ok: false, reason: 'expired' } as const;
    }
    const [removal] = await tx
      .select({ userId: circleRemovals.userId })
      .from(circleRemovals)
      .where(
        and(
          eq(circleRemovals.circleId, circle.id),
          eq(circleRemovals.userId, params.userId),
          eq(circleRemovals.inviteToken, params.token),
        ),
      );
    if (removal) return { ok: false, reason: 'removed' } as const;
    if (count >= MAX_CIRCLE_MEMBERS) return { ok: false, reason: 'full' };
    await tx
      .insert(circleMembers)
      .values({ circleId: circle.id, userId: params.userId, joinedAt: params.now });
    await bumpCollectionsOf(tx, [params.userId]);
    return { ok: true, value: circle.id };
  });
}

/**
 * Sets a collection "circle only" (decision 020): it then also stops being shared publicly, and
 * its version is bumped so cached matches and public pages see the change at once.
 */
export async function setCircleOnly(
  db: Database,
  params: { userId: number; id: number; circleOnly: boolean },
) {
  const updated = await db
    .update(collections)
    .set({
      circleOnly: params.circleOnly,
      ...(params.circleOnly ? { isPublic: false } : {}),
      version: sql`${collections.version} + 1`,
    })
    .where(and(eq(collections.id, params.id), eq(collections.userId, params.userId)))
    .returning({ id: collections.id });
  return updated.length > 0;
}
