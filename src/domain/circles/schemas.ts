import { z } from 'zod';
import { storableText } from '../text';

/**
 * Swap circles (docs/product.md "Swap circles", decision 020): a named group a collector
 * organises (a class, a club, a family) that others join by an invite link. Members see matches
 * among themselves; they see each other's usernames only — never an email or an area.
 */

export const CIRCLE_NAME_MAX = 60;
/** The most open circles one collector may organise. */
export const MAX_ORGANISED_CIRCLES = 20;
/** The most members one circle may have, its organiser included. */
export const MAX_CIRCLE_MEMBERS = 200;

/** Body of `POST /api/circles`. */
export const createCircleSchema = z.object({
  name: storableText({ max: CIRCLE_NAME_MAX, label: /*i18n*/ 'Circle name' }).check(
    z.refine((name: string) => name.trim().length > 0, {
      error: /*i18n*/ 'Give the circle a name',
    }),
  ),
});
export type CreateCircle = z.infer<typeof createCircleSchema>;

/** Body of `POST /api/circles/:id/members/remove`: members are named by username only. */
export const removeMemberSchema = z.object({
  username: z.string({ error: /*i18n*/ 'Say which member to remove' }).min(1).max(30),
});

/** Body of `PATCH /api/collections/:id/circle-only`. */
export const circleOnlySchema = z.object({
  circleOnly: z.boolean({ error: /*i18n*/ 'circleOnly must be true or false' }),
});

/** The path of a circle's invite link; the token is 32 random bytes, base64url. */
export const circleInvitePath = (token: string) => `/circles/join/${token}`;
export const inviteTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: /*i18n*/ 'This invite link is not complete' });

/** One of my circles in the list. `inviteToken` only for the organiser. */
export const circleSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  organiserUsername: z.string(),
  isOrganiser: z.boolean(),
  memberCount: z.number().int(),
});
export type CircleSummary = z.infer<typeof circleSummarySchema>;

export const circleListSchema = z.object({ circles: z.array(circleSummarySchema) });

/** `GET /api/circles/:id`: the circle with its members (usernames only). */
export const circleDetailSchema = circleSummarySchema.extend({
  members: z.array(z.object({ username: z.string(), isOrganiser: z.boolean() })),
  /** The invite link's token, for the organiser only; null for other members. */
  inviteToken: z.string().nullable(),
  /** When the invite link stops working (decision 030), for the organiser only. */
  inviteExpiresAt: z.string().nullable(),
});
export type CircleDetail = z.infer<typeof circleDetailSchema>;

/** `GET /api/circle-invites/:token`: what the invite landing page shows before Join. */
export const circleInviteSchema = z.object({
  circleId: z.number().int(),
  name: z.string(),
  organiserUsername: z.string(),
  isMember: z.boolean(),
});
export type CircleInvite = z.infer<typeof circleInviteSchema>;

/** `PATCH /api/collections/:id/circle-only`: the collection and its new setting. */
export const circleOnlyResultSchema = z.object({ id: z.number().int(), circleOnly: z.boolean() });

/** `POST /api/circles/:id/close` and `/leave`: done (the circle is gone from my list). */
export const circleDoneSchema = z.object({ ok: z.literal(true) });
