import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';

/** The user a login name refers to: username or email, ignoring case. */
export async function findUserForLogin(db: Database, login: string) {
  const key = login.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${key}`,
        sql`(${users.email} <> '' and ${users.email} = ${key})`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user;
}

/** A page of users for the admin view, by id; only the fields the admin table shows. */
export async function listUsers(db: Database, options: { limit: number; afterId: number }) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      isAdmin: users.isAdmin,
      proUntil: users.proUntil,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(gt(users.id, options.afterId))
    .orderBy(asc(users.id))
    .limit(options.limit);
}

/**
 * Whether a reset token would set a password now: known, not used, not expired. The same
 * conditions as `resetPasswordWithToken`, read only, so checking never uses a link up.
 */
export async function isResetTokenUsable(db: Database, tokenHash: string, now: Date) {
  const [token] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return token !== undefined;
}
