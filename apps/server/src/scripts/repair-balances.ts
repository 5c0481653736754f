// npm run repair-balances [-- --company CODE]
// Recomputes the maintained balances (per party, per cash/bank account and day, per item's
// stock) from the journal and the bill lines, and prints what differed. On PostgreSQL
// (DATABASE_URL) it runs beside the server; on PGlite it takes DATA_DIR's lock and refuses
// while the server holds it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../platform/data-dir-lock.ts';
import { repairBalances } from '../modules/balances/balances.repo.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { company: { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
if (!databaseUrl) {
  if (!existsSync(path.join(dataDir, 'pgdata'))) {
    fail(
      `There is no embedded database in ${dataDir}. Set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  }
  try {
    lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    fail(
      `The server (pid ${error.pid}) is running on the embedded database in ${dataDir}: ` +
        'stop the server first, then run this command again.',
    );
  }
}

let database: Database | null = null;
try {
  database = databaseUrl
    ? await openPostgres(databaseUrl)
    : await openPglite(path.join(dataDir, 'pgdata'));
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
