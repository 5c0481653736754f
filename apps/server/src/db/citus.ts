// What the server knows of a Citus cluster it runs on (issue 26, docs/citus-findings.md): which
// tables are distributed by company. Read once when the database opens; marked on the pool and
// on each of its connections, so a statement in a transaction can tell where it runs (as
// pglite-kept.ts marks PGlite's transaction handles).
import type pg from 'pg';

export interface Citus {
  /** The tables distributed by company_id (every company's rows of them on one node). */
  distributed: ReadonlySet<string>;
}

const CITUS = Symbol('the Citus cluster a connection is to');

/** The cluster's distributed tables, or null when the database has no citus extension. */
export async function readCitus(client: pg.ClientBase): Promise<Citus | null> {
  const { rows } = await client.query<{ citus: boolean }>(
    `select exists (select from pg_extension where extname = 'citus') as citus`,
  );
  if (!rows[0]?.citus) return null;
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_dist_partition p join pg_class c on c.oid = p.logicalrelid
      where p.partmethod = 'h' and c.relnamespace = 'public'::regnamespace`,
  );
  return { distributed: new Set(tables.rows.map((r) => r.name)) };
}

/** Marks the pool and every connection it opens as being to `citus`. */
export function markCitus(pool: pg.Pool, citus: Citus): void {
  Object.assign(pool, { [CITUS]: citus });
  pool.on('connect', (client) => Object.assign(client, { [CITUS]: citus }));
}

/** The cluster that drizzle's session client (a pool or one of its connections) is to, or null. */
export function citusOf(client: unknown): Citus | null {
  return (client as { [CITUS]?: Citus } | null)?.[CITUS] ?? null;
}
