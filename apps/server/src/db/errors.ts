/** True when a query failed with PostgreSQL error `code`, through any driver wrapper. */
function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, '23503');
/**
 * A value the database cannot hold: an integer beyond int4 (22003), or a date it cannot store
 * such as year 0 (22007, 22008). Such values come from the request, so they are bad input.
 */
export const isValueOutOfRange = (error: unknown) =>
  ['22003', '22007', '22008'].some((code) => hasPgCode(error, code));
