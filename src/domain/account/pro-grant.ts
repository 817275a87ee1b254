import { z } from 'zod';
import { PRO_PERIOD_DAYS } from '../product';
import { adminUserSchema } from './admin-user';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An admin grants at most ten years at a time. */
export const MAX_GRANT_DAYS = 3650;

/** Body of `POST /api/admin/users/:id/pro`: how many days of Pro an admin grants by hand. */
export const proGrantSchema = z.object({
  days: z
    .number({ error: /*i18n*/ 'Days must be a number' })
    .int({ error: /*i18n*/ 'Days must be a whole number' })
    .min(1, { error: `Days must be 1 to ${MAX_GRANT_DAYS}` })
    .max(MAX_GRANT_DAYS, { error: `Days must be 1 to ${MAX_GRANT_DAYS}` }),
});
export type ProGrant = z.infer<typeof proGrantSchema>;

/** What an admin's grant or revoke answers: the admin table's row plus the end of Pro. */
export const adminProUserSchema = adminUserSchema.extend({ proUntil: z.string().nullable() });
export type AdminProUser = z.infer<typeof adminProUserSchema>;

/**
 * The new end of Pro after adding `days` (docs/product.md "Who it is for": buying again while Pro
 * adds to the current end; a lapsed or never-Pro account starts from now). Example: Pro until 1
 * March, now 1 January, 365 days → 1 March next year.
 */
export function extendProUntil(
  proUntil: Date | null,
  now: Date,
  days: number = PRO_PERIOD_DAYS,
): Date {
  const start = proUntil && proUntil.getTime() > now.getTime() ? proUntil : now;
  return new Date(start.getTime() + days * DAY_MS);
}

/**
 * The end of Pro after one bought period is taken back (a refund or dispute): the period comes
 * off the current end, and Pro that would end before `now` ends at once (null). Example: Pro
 * until 1 March next year from two purchases, one refunded → 1 March this year.
 */
export function shortenProUntil(
  proUntil: Date | null,
  now: Date,
  days: number = PRO_PERIOD_DAYS,
): Date | null {
  if (!proUntil) return null;
  const shortened = new Date(proUntil.getTime() - days * DAY_MS);
  return shortened.getTime() > now.getTime() ? shortened : null;
}
