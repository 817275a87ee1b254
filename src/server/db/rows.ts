/**
 * The rows of a raw `db.execute(sql…)`, typed as the query's columns say: the one way to read a
 * raw query's answer (both drivers answer `{ rows }`, decision 002). The Drizzle builder and
 * named statements type their rows themselves.
 */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
