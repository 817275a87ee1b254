import { z } from 'zod';

/**
 * One row of `GET /api/admin/users`: only what the admin table shows, never a hash or a token.
 * The server can serialise with it too.
 */
export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isPro: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.array(adminUserSchema);
