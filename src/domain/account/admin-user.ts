import { z } from 'zod';
import { isProAt } from './user';

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

/** A user as the database keeps it, the part an admin row is made from. */
export interface AdminUserRecord {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
  proUntil: Date | null;
  createdAt: Date;
}

/** The admin table's row: Pro is read at `now`. */
export function toAdminUser(row: AdminUserRecord, now: Date): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isAdmin: row.isAdmin,
    isPro: isProAt(row.proUntil, now),
    createdAt: row.createdAt.toISOString(),
  };
}
