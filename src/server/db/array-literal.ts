/**
 * PostgreSQL array literals, so a whole column of values travels as ONE query parameter (cast
 * with `::int[]`, `::boolean[]` or `::text[]` in the SQL). Drizzle would otherwise expand a JS
 * array into one parameter per value, and both drivers cap a statement at 65,535 parameters.
 * These are parameter values, never SQL text, so the only grammar that matters is the array's:
 * text elements are double-quoted with `\` and `"` escaped, and null is the bare word NULL.
 */
export function intArrayLiteral(values: readonly number[]): string {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new TypeError(`Not an integer: ${value}`);
  }
  return `{${values.join(',')}}`;
}

export function boolArrayLiteral(values: readonly boolean[]): string {
  return `{${values.map((value) => (value ? 't' : 'f')).join(',')}}`;
}

const quoted = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

export function textArrayLiteral(values: ReadonlyArray<string | null>): string {
  return `{${values.map((value) => (value === null ? 'NULL' : quoted(value))).join(',')}}`;
}
