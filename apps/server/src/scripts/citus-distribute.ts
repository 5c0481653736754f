// npm run citus:distribute
// Distributes the tables of a database that gained Citus after its migrations ran: a single
// PostgreSQL server made a coordinator (`create extension citus` in the app's database on it and
// on each worker, then `citus_add_node` for each worker), as README "Scaling out" says. A new
// database on a coordinator needs no such step: its migrations distribute it. Stop the server
// first (distributing takes each table's lock and copies its rows to the workers); run again, it
// does nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { fail, openOperatorDatabase } from './operator-database.ts';

if (!process.env.DATABASE_URL) fail("Set DATABASE_URL to the Citus coordinator's database.");

let database: Database | null = null;
try {
  database = await openOperatorDatabase();
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database!.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [citus] = await rows<{ installed: boolean }>(
    sql`select exists (select from pg_extension where extname = 'citus') as installed`,
  );
  if (!citus?.installed)
    fail('This database has no citus extension: create it first (README "Scaling out").');
  const [nodes] = await rows<{ workers: number }>(
    sql`select count(*)::int as workers from pg_dist_node where groupid <> 0 and noderole = 'primary' and isactive`,
  );
  if (!nodes?.workers) fail('The coordinator has no workers: add them with citus_add_node first.');
  const [result] = await rows<{ done: number }>(sql`select distribute_company_tables() as done`);
  console.log(
    result!.done === 0
      ? 'Every table is already distributed: nothing to do.'
      : `Distributed ${result!.done} tables and functions over ${nodes.workers} workers.`,
  );
} finally {
  await database?.close();
}
