import * as z from 'zod/mini';
import type { Locale } from '../locale';
import { localeSchema } from './locale-schema';

/** The user record every API answer uses: never a password hash or a token. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  isAdmin: z.boolean(),
  isPro: z.boolean(),
  proUntil: z.nullable(z.string()),
  /** The language of the account (decision 038). */
  locale: localeSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Pro lasts while the paid period has not ended. */
export function isProAt(proUntil: Date | null, now: Date): boolean {
  return proUntil !== null && proUntil.getTime() > now.getTime();
}

/** A user as the database keeps it, the part an answer is made from. */
export interface UserRecord {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  isAdmin: boolean;
  proUntil: Date | null;
  locale: Locale;
}

/** The answer's user record: Pro is read at `now`, the end of the paid period as ISO text. */
export function toPublicUser(user: UserRecord, now: Date): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    isAdmin: user.isAdmin,
    isPro: isProAt(user.proUntil, now),
    proUntil: user.proUntil ? user.proUntil.toISOString() : null,
    locale: user.locale,
  };
}
