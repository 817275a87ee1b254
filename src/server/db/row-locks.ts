import { is, sql, type SQL } from 'drizzle-orm';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import type { Database, Tx } from './client';

// One helper per kind of lock (CONTRIBUTING.md "One way each", docs/architecture.md):
// - a row read before its write: `lockedRows` (below) around a Drizzle builder select,
//   `forUpdateOf` (below) at the end of a raw select, or `lockStickers` for stickers; never the
//   builder's `.for('update')` or a literal `for update` (both would lock where `takesRowLocks`
//   says not to);
// - a write with no one row to lock, such as a pair of collectors: `lockPairOf` (below);
// - a write that must not hold a lock at all: a compare-and-set, an UPDATE whose WHERE repeats
//   what was read (`compareAndSetSticker`, the single sticker PATCH, decision 043).

/** Handles whose transactions skip row locks although their driver would take them. */
const unlocked = new WeakSet<object>();

/**
 * Whether reads that precede a write lock their rows (`FOR UPDATE`). On PostgreSQL they do, so
 * concurrent transactions cannot interleave between the read and the write. PGlite runs one
 * transaction at a time on its single connection, so there a lock only costs time (decision 011).
 * The database handle says which it is, so no route or caller passes the choice along.
 */
export function takesRowLocks(db: Database | Tx): boolean {
  return !(is(db, PgliteDatabase) || is(db, PgliteTransaction) || unlocked.has(db));
}

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * `for update of <alias>` on a handle that takes row locks, nothing otherwise; ends a `select`.
 * The alias is a table alias of the code's own query, never input.
 */
export function forUpdateOf(db: Database | Tx, alias: string): SQL {
  if (!ALIAS.test(alias)) throw new TypeError(`Not a table alias: ${alias}`);
  return takesRowLocks(db) ? sql.raw(`for update of ${alias}`) : sql``;
}

/** A Drizzle builder select that can end in `FOR UPDATE`, answering `Rows` when awaited. */
type LockableSelect<Rows> = PromiseLike<Rows> & { for(strength: 'update'): PromiseLike<Rows> };

/**
 * The builder's select with its rows locked (`.for('update')`) on a handle that takes row locks,
 * as it is otherwise: the builder's `forUpdateOf`, by the same rule (`takesRowLocks`).
 */
export function lockedRows<Rows>(
  db: Database | Tx,
  query: LockableSelect<Rows>,
): PromiseLike<Rows> {
  return takesRowLocks(db) ? query.for('update') : query;
}

/**
 * A transaction-scoped advisory lock on a pair of ids, in either order, held until the
 * transaction ends: for writes that have no one row to lock, such as two collectors recording
 * the same in-person swap (decision 017). Taken on PGlite too, where it never waits.
 */
export async function lockPairOf(tx: Tx, a: number, b: number) {
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  await tx.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
}

/**
 * The same database, but its transactions take no row locks: for the tests that prove a guard in
 * an UPDATE's WHERE alone keeps PostgreSQL consistent under concurrent writes.
 */
export function withoutRowLocks(db: Database): Database {
  const wrapped = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return (work: (tx: Tx) => Promise<unknown>, config?: unknown) =>
          (target.transaction as (w: typeof work, c?: unknown) => Promise<unknown>)((tx) => {
            unlocked.add(tx);
            return work(tx);
          }, config);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  unlocked.add(wrapped);
  return wrapped;
}
