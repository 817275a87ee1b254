import { and, eq, lt, sql } from 'drizzle-orm';
import { intArrayLiteral, textArrayLiteral } from './array-literal';
import type { Database } from './client';
import { namedStatement } from './named-statement';
import { idempotencyKeys } from './schema';

export interface KeyRecord {
  fingerprint: string;
  statusCode: number | null;
  responseBody: string | null;
}

const p = (name: string) => sql.placeholder(name);

// A keyed request's claim and answer, sent as named statements (decision 043).
const insertKey = namedStatement<{ key: string }>(
  'swapsies_idempotency_claim',
  sql`insert into idempotency_keys (user_id, key, fingerprint, created_at)
      values (${p('userId')}, ${p('key')}, ${p('fingerprint')}, ${p('createdAt')})
      on conflict do nothing
      returning key`,
);
const updateAnswer = namedStatement(
  'swapsies_idempotency_answer',
  sql`update idempotency_keys set status_code = ${p('statusCode')}, response_body = ${p('responseBody')}
      where user_id = ${p('userId')} and key = ${p('key')}`,
);

/**
 * Claims `key` for this user by inserting its row: the primary key is the lock. On PostgreSQL a
 * second transaction inserting the same key waits here until the first commits (then finds its
 * row) or rolls back (then claims the key itself). True when this call claimed it.
 */
export async function claimKey(
  db: Database,
  row: { userId: number; key: string; fingerprint: string; createdAt: Date },
): Promise<boolean> {
  const claimed = await insertKey(db, { ...row, createdAt: row.createdAt.toISOString() });
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
  await updateAnswer(db, { userId, key, ...answer });
}

export async function deleteKeysCreatedBefore(db: Database, cutoff: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}

/**
 * Claims many keys of one user in ONE insert (the outbox's batch), in key order: two batches
 * sharing keys then take their row locks in the same order, so one waits for the other instead
 * of deadlocking. Answers the keys this call claimed; the others were used before.
 */
export async function claimKeys(
  db: Database,
  rows: ReadonlyArray<{ userId: number; key: string; fingerprint: string; createdAt: Date }>,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const claimed = await db
    .insert(idempotencyKeys)
    .values(sorted)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return new Set(claimed.map((row) => row.key));
}

/** The records of many keys of one user, by key (one statement). */
export async function findKeys(
  db: Database,
  userId: number,
  keys: readonly string[],
): Promise<Map<string, KeyRecord>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: idempotencyKeys.key,
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        sql`${idempotencyKeys.key} = any(${textArrayLiteral(keys)}::text[])`,
      ),
    );
  return new Map(rows.map(({ key, ...record }) => [key, record]));
}

/** Stores many answers in the rows this transaction claimed, in ONE update. */
export async function recordAnswers(
  db: Database,
  userId: number,
  answers: ReadonlyArray<{ key: string; statusCode: number; responseBody: string }>,
) {
  if (answers.length === 0) return;
  await db.execute(sql`
    update idempotency_keys as k
    set status_code = v.status_code, response_body = v.response_body
    from unnest(
      ${textArrayLiteral(answers.map((a) => a.key))}::text[],
      ${intArrayLiteral(answers.map((a) => a.statusCode))}::int[],
      ${textArrayLiteral(answers.map((a) => a.responseBody))}::text[]
    ) as v(key, status_code, response_body)
    where k.user_id = ${userId} and k.key = v.key`);
}
