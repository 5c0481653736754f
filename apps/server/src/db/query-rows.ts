// Rows of a raw statement, read alike from either driver: reports, insights, costing and the
// kept openings all read set-based SQL through it.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** Reads a rows result from either driver (PGlite and node-postgres both answer { rows }). */
export async function queryRows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
