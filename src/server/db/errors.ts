// SQLSTATE classes and Node errors that mean "the database is not reachable right now".
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended',
  'the database system is',
];

/** True when an error (or one it wraps) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && (unavailableCodes.has(e.code) || e.code.startsWith('08')))
      return true;
    if (
      typeof e.message === 'string' &&
      unavailableMessages.some((m) => (e.message as string).includes(m))
    )
      return true;
    if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true;
    current = e.cause;
  }
  return false;
}

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

/**
 * The database error with this SQLSTATE that `error` is or wraps (Drizzle wraps the driver's
 * error in its own), with the constraint it names; undefined when there is none.
 */
export function databaseErrorWithCode(
  error: unknown,
  code: string,
): { code: string; constraint?: string } | undefined {
  let current = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.code === code) return { code, constraint: current.constraint };
    current = current.cause as typeof current;
  }
  return undefined;
}
