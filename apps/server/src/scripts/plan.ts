// The operator's command: sets a company's plan, add-ons or free period and prints its state.
//   npm run plan -- --company CODE --plan standard [--extra-invoices 1] [--extra-seats 2]
//                   [--trial-ends YYYY-MM-DD]
// On PostgreSQL (DATABASE_URL) it runs beside the server. The embedded database must never be
// opened by two processes, so on PGlite it takes DATA_DIR's lock and refuses while the server
// holds it.
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../platform/data-dir-lock.ts';
import {
  PLAN_COMMAND_USAGE,
  formatPlanState,
  parsePlanArgs,
} from '../modules/plans/plan-command.ts';
import { PlanCommandError, changePlan } from '../modules/plans/plans.service.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const parsed = parsePlanArgs(process.argv.slice(2));
if (!parsed.ok) {
  if (parsed.error) console.error(parsed.error);
  if (parsed.help) console.error(PLAN_COMMAND_USAGE);
  process.exit(parsed.error ? 2 : 0);
}

const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
let lock: DataDirLock | null = null;
if (!databaseUrl) {
  if (!existsSync(path.join(dataDir, 'pgdata'))) {
    fail(
      `There is no embedded database in ${dataDir}. Set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  }
  try {
    lock = lockDataDir(dataDir);
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
  const result = await changePlan(
    database.db,
    { ...parsed.change, operator: process.env.SUDO_USER ?? userInfo().username },
    new Date(),
    process.env.SALES_CONTACT ?? '',
  );
  console.log(formatPlanState(result.company, result.subscription));
} catch (error) {
  if (!(error instanceof PlanCommandError)) throw error;
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await database?.close();
  lock?.release();
}
