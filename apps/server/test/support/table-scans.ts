// How each table has been read so far (pg_stat_user_tables): the plan tests count the scans a
// write made. On Citus the reads happen on the workers, in the company's shards
// (journal_lines_102008, ...): there the counts are every worker's, summed per table.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

export interface TableScans {
  /** Sequential scans and the rows they read. */
  seq: number;
  rows: number;
  /** Index scans and the rows they fetched. */
  idx: number;
  fetched: number;
}

const COUNTS = `select relname as table, seq_scan as seq, seq_tup_read as rows,
  coalesce(idx_scan, 0) as idx, coalesce(idx_tup_fetch, 0) as fetched from pg_stat_user_tables`;

export async function tableScans(database: Database): Promise<Map<string, TableScans>> {
  const db = database.db;
  const read = async <T>(text: string) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const [{ citus }] = (await read<{ citus: boolean }>(
    `select exists (select 1 from pg_extension where extname = 'citus') as citus`,
  )) as [{ citus: boolean }];
  const counts: (TableScans & { table: string })[] = [];
  if (citus) {
    // A worker's connection reports its counts within a second of going idle.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const workers = await read<{ result: string }>(
      `select result from run_command_on_workers($$select coalesce(json_agg(c), '[]') from (${COUNTS}) c$$)`,
    );
    for (const w of workers) {
      for (const c of JSON.parse(w.result) as (TableScans & { table: string })[]) {
        counts.push({ ...c, table: c.table.replace(/_\d+$/, '') });
      }
    }
  } else {
    await db.execute(sql`select pg_stat_force_next_flush()`).catch(() => undefined);
    counts.push(...(await read<TableScans & { table: string }>(COUNTS)));
  }
  const byTable = new Map<string, TableScans>();
  for (const c of counts) {
    const sum = byTable.get(c.table) ?? { seq: 0, rows: 0, idx: 0, fetched: 0 };
    sum.seq += Number(c.seq);
    sum.rows += Number(c.rows);
    sum.idx += Number(c.idx);
    sum.fetched += Number(c.fetched);
    byTable.set(c.table, sum);
  }
  return byTable;
}
