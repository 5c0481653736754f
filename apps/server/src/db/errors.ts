/** True when a query failed with PostgreSQL error `code`, through any driver wrapper. */
function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === code) return true;
    // A refused connection to a name with several addresses is an AggregateError.
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    e = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, '23503');
/**
 * Two transactions collided: a serialization failure (40001) or a deadlock (40P01). The
 * database rolled the loser back whole, so running it again is safe (db/retry.ts).
 */
export const isCollision = (error: unknown) =>
  hasPgCode(error, '40001') || hasPgCode(error, '40P01');
/**
 * A value the database cannot hold: an integer beyond int4 (22003), or a date it cannot store
 * such as year 0 (22007, 22008). Such values come from the request, so they are bad input.
 */
export const isValueOutOfRange = (error: unknown) =>
  ['22003', '22007', '22008'].some((code) => hasPgCode(error, code));

/** Text PostgreSQL cannot store: a NUL byte (22021) or a character the encoding lacks (22P05). */
export const isUnstorableText = (error: unknown) =>
  ['22021', '22P05'].some((code) => hasPgCode(error, code));

// The server is shutting down, crashed, starting up (57P01-03), out of connections (53300), a
// statement ran past statement_timeout (57014), or any connection exception (class 08).
const UNAVAILABLE_CODES = /^(57P0[123]|53300|57014|08...)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a dropped connection or a full pool only in its messages.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
];

/** True when a query failed because the database is not answering, not because of the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause, errors } = e as Record<string, unknown>;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_NODE_CODES.has(code))
    )
      return true;
    // Only the driver's own error: a wrapper's message quotes the query and its parameters.
    if (
      cause === undefined &&
      typeof message === 'string' &&
      UNAVAILABLE_MESSAGES.some((m) => message.includes(m))
    )
      return true;
    // A refused connection to a name with several addresses is an AggregateError.
    e = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return false;
}

/** The driver's own message under any wrappers (a wrapper's repeats the whole query). */
export function rootCause(error: unknown): string {
  let e: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (e as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    e = cause;
  }
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
  return [code, message].filter((x) => typeof x === 'string' && x).join(' ') || String(e);
}
