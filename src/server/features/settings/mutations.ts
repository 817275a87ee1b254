import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockedRows } from '../../db/row-locks';
import { databaseErrorWithCode, UNIQUE_VIOLATION } from '../../db/errors';
import { collections, sessions, users } from '../../db/schema';
import type { Locale } from '../../../domain/locale';
import { endSwapsOfDeletedCollections, SWAP_ENDED_BY_DELETION } from '../matches/public';

/** Sets a new password hash; optionally ends every session but the one in use. */
export async function updatePassword(
  db: Database,
  values: {
    userId: number;
    passwordHash: string;
    keepSessionHash: string | undefined;
    endOthers: boolean;
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: values.passwordHash })
      .where(eq(users.id, values.userId));
    if (values.endOthers) {
      await tx
        .delete(sessions)
        .where(
          values.keepSessionHash
            ? and(
                eq(sessions.userId, values.userId),
                ne(sessions.tokenHash, values.keepSessionHash),
              )
            : eq(sessions.userId, values.userId),
        );
    }
  });
}

/** Changes the email; false when another account already uses it (ignoring case). */
export async function updateEmail(db: Database, userId: number, email: string) {
  try {
    await db.update(users).set({ email }).where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (databaseErrorWithCode(error, UNIQUE_VIOLATION)) return false;
    throw error;
  }
}

export async function updateFacebookTemplate(
  db: Database,
  userId: number,
  template: string | null,
) {
  await db.update(users).set({ facebookMessageTemplate: template }).where(eq(users.id, userId));
}

export async function updateLocale(db: Database, userId: number, locale: Locale) {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** Removes the account and, by cascade, its sessions, collections and stickers. */
/**
 * Deletes an account with (by cascade) its collections and sessions, ending the unfinished swaps
 * of its collections first in the same transaction, so the other collectors get their copies back.
 */
export async function deleteUser(db: Database, params: { userId: number; now: Date }) {
  await db.transaction(async (tx) => {
    const owned = await lockedRows(
      tx,
      tx
        .select({ id: collections.id })
        .from(collections)
        .where(eq(collections.userId, params.userId)),
    );
    await endSwapsOfDeletedCollections(tx, {
      collectionIds: owned.map((collection) => collection.id),
      reason: SWAP_ENDED_BY_DELETION.account,
      now: params.now,
    });
    await tx.delete(users).where(eq(users.id, params.userId));
  });
}
