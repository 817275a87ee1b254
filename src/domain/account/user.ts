import { z } from 'zod';

/** The user record every API answer uses: never a password hash or a token. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  isAdmin: z.boolean(),
  isPro: z.boolean(),
  proUntil: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Pro lasts while the paid period has not ended. */
export function isProAt(proUntil: Date | null, now: Date): boolean {
  return proUntil !== null && proUntil.getTime() > now.getTime();
}
