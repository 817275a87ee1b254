import { z } from 'zod';

/**
 * The rows of a raw `db.execute(sql…)`, checked by the query's schema: the one way to read a raw
 * query's answer (both drivers answer `{ rows }`, decision 002). The schema sits next to its
 * query and names every column it reads; a row that does not fit throws, so a query and its
 * reader cannot drift apart silently. The Drizzle builder and named statements type their rows
 * themselves.
 *
 * The drivers differ in a few types, so a schema accepts what either answers: a `bigint` (e.g. a
 * `count(*)` not cast to `int`) is text on PostgreSQL, whose driver does not parse int8
 * (`rowColumns.number` reads text, a number or a bigint), and a raw query's timestamp is
 * PostgreSQL's text on both (`rowColumns.time` also takes a Date).
 */
export function rowsOf<S extends z.ZodType>(result: unknown, schema: S): z.output<S>[] {
  const { rows } = result as { rows: unknown[] };
  return rows.map((row) => schema.parse(row));
}

/** Column types whose JavaScript value differs between PostgreSQL and PGlite. */
export const rowColumns = {
  /** An integer column, or a `bigint` one (text on PostgreSQL), as a number. */
  number: z.coerce.number<unknown>(),
  /** A timestamp as the raw driver answers it: text, or a Date from a typed column. */
  time: z.union([z.date(), z.string()]),
};

/** A row of `returning id`: what a write that counts its rows reads. */
export const returnedId = z.object({ id: rowColumns.number });
