import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseErrorWithCode, UNIQUE_VIOLATION } from '../../db/errors';
import type { Locale } from '../../../domain/locale';
import { passwordResetTokens, sessions, users } from '../../db/schema';

export type NewUserResult =
  { ok: true; id: number } | { ok: false; conflict: 'username' | 'email' };

function uniqueViolationOf(error: unknown): string | undefined {
  const violation = databaseErrorWithCode(error, UNIQUE_VIOLATION);
  return violation ? (violation.constraint ?? '') : undefined;
}

/** Inserts a user; the first user of an empty database (or a listed username) is an admin. */
export async function insertUser(
  db: Database,
  values: {
    username: string;
    email: string;
    passwordHash: string;
    firstName: string | null;
    subscribeToNewsletter: boolean;
    isListedAdmin: boolean;
    locale: Locale;
    now: Date;
  },
): Promise<NewUserResult> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: values.username,
        email: values.email,
        passwordHash: values.passwordHash,
        firstName: values.firstName,
        subscribeToNewsletter: values.subscribeToNewsletter,
        locale: values.locale,
        isAdmin: values.isListedAdmin ? true : sql`not exists (select 1 from ${users})`,
        createdAt: values.now,
        lastActiveAt: values.now,
      })
      .returning({ id: users.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === undefined) throw error;
    return { ok: false, conflict: constraint.includes('email') ? 'email' : 'username' };
  }
}

export async function touchLastActive(db: Database, userId: number, now: Date) {
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
}

/**
 * Stores a new reset token for the user and retires every earlier one still unused, in one
 * transaction: only the newest emailed link works, so an older email found later cannot be used.
 */
export async function insertResetToken(
  db: Database,
  values: { tokenHash: string; userId: number; expiresAt: Date; now: Date },
) {
  const { now, ...token } = values;
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values(token);
  });
}

/**
 * Uses a reset token once: marks it used, sets the new password hash and ends every session of
 * the user, all in one transaction. Returns false when the token is unknown, used or expired.
 */
export async function resetPasswordWithToken(
  db: Database,
  values: { tokenHash: string; passwordHash: string; now: Date },
): Promise<{ id: number; username: string; email: string; locale: Locale } | undefined> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: values.now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, values.tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, values.now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!token) return undefined;
    const [owner] = await tx
      .update(users)
      .set({ passwordHash: values.passwordHash })
      .where(eq(users.id, token.userId))
      .returning({
        id: users.id,
        username: users.username,
        email: users.email,
        locale: users.locale,
      });
    await tx.delete(sessions).where(eq(sessions.userId, token.userId));
    // Any other outstanding link for this account is now pointless: retire it too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: values.now })
      .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
    return owner;
  });
}
