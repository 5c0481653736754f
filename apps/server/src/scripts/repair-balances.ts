// npm run repair-balances [-- --company CODE]
// Recomputes the maintained balances (per party, per cash/bank account and day, per item's
// stock) from the journal and the bill lines, and prints what differed. On PostgreSQL
// (DATABASE_URL) it runs beside the server; on PGlite it takes DATA_DIR's lock and refuses
// while the server holds it.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { repairBalances } from '../bookkeeping/balances.ts';
import { fail, openOperatorDatabase } from './operator-database.ts';

const { values } = parseArgs({ options: { company: { type: 'string' } } });

let database: Database | null = null;
try {
  database = await openOperatorDatabase();
  let companyId: number | null = null;
  if (values.company) {
    const found = (await database.db.execute(
      sql`select id from companies where lower(code) = lower(${values.company})`,
    )) as unknown as { rows: { id: number }[] };
    if (!found.rows[0]) fail(`No company has the code ${values.company}.`);
    companyId = found.rows[0].id;
  }
  const drift = await repairBalances(database.db, companyId);
  if (drift.length === 0)
    console.log('The maintained balances match the journal: nothing to repair.');
  for (const d of drift) {
    console.log(
      `${d.table}: ${d.stored.length} stored rows differed from the journal's ${d.expected.length}; recomputed.`,
    );
  }
} finally {
  await database?.close();
}
