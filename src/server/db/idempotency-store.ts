import { and, eq, lt } from 'drizzle-orm';
import type { Database } from './client';
import { idempotencyKeys } from './schema';

export interface KeyRecord {
  fingerprint: string;
  statusCode: number | null;
  responseBody: string | null;
}

/**
 * Claims `key` for this user by inserting its row: the primary key is the lock. On PostgreSQL a
 * second transaction inserting the same key waits here until the first commits (then finds its
 * row) or rolls back (then claims the key itself). True when this call claimed it.
 */
export async function claimKey(
  db: Database,
  row: { userId: number; key: string; fingerprint: string; createdAt: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length === 1;
}

export async function findKey(
  db: Database,
  userId: number,
  key: string,
): Promise<KeyRecord | undefined> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Stores the answer in the claimed row, in the transaction that claimed it. */
export async function recordAnswer(
  db: Database,
  userId: number,
  key: string,
  answer: { statusCode: number; responseBody: string },
) {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteKeysCreatedBefore(db: Database, cutoff: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
