import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Values = Record<string, unknown>;

/**
 * A hot raw statement, built from Drizzle's `sql` (with `sql.placeholder(...)` for its values)
 * ONCE, and sent under `name`: Drizzle does not rebuild its text each request, and PostgreSQL
 * parses and plans it once per connection instead of every time (decision 043). It runs on
 * whatever it is given, the app's database or a transaction, like `db.execute`, and answers its
 * rows. With DATABASE_PREPARED_STATEMENTS=false every statement still goes unnamed (client.ts);
 * PGlite ignores the name. Each name must be unique, and its text never change within a process.
 */
export function namedStatement<Row>(name: string, query: SQL) {
  const built = new PgDialect().sqlToQuery(query);
  type Prepared = { execute(values: Values): Promise<unknown> };
  // Per Drizzle session: the app's database keeps one for good; a transaction has its own.
  const prepared = new WeakMap<object, Prepared>();
  return async (db: Database, values: Values): Promise<Row[]> => {
    const { session } = db._;
    let statement = prepared.get(session);
    if (!statement) {
      statement = session.prepareQuery(built, undefined, name, false) as Prepared;
      prepared.set(session, statement);
    }
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
