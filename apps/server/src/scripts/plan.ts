// The operator's command: sets a company's plan, add-ons or free period and prints its state.
//   npm run plan -- --company CODE --plan standard [--extra-invoices 1] [--extra-seats 2]
//                   [--trial-ends YYYY-MM-DD]
// On PostgreSQL (DATABASE_URL) it runs beside the server. The embedded database must never be
// opened by two processes, so on PGlite it takes DATA_DIR's lock and refuses while the server
// holds it.
import { userInfo } from 'node:os';
import type { Database } from '../db/client.ts';
import {
  PLAN_COMMAND_USAGE,
  formatPlanState,
  parsePlanArgs,
  PlanCommandError,
  changePlan,
} from '../modules/plans/index.ts';
import { openOperatorDatabase } from './operator-database.ts';

const parsed = parsePlanArgs(process.argv.slice(2));
if (!parsed.ok) {
  if (parsed.error) console.error(parsed.error);
  if (parsed.help) console.error(PLAN_COMMAND_USAGE);
  process.exit(parsed.error ? 2 : 0);
}

let database: Database | null = null;
try {
  database = await openOperatorDatabase();
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
}
