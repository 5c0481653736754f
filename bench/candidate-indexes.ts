// Candidate indexes for the reports: created in the benchmark's own database after seeding, so
// a run shows the figures without and with them. Not a migration: the lead adds the ones the
// plans justify. The first three candidates (a party's ledger lines by date, account sums
// read from the index, the month's deleted sale numbers) went into migration 0009; their
// before/after figures are in bench/README.md. A candidate already in the schema is skipped.
import type { Db } from '../apps/server/src/db/client.ts';
import { rows } from './bench-support.ts';

// Tried and left out, as the plans did not use them: transactions (company_id, customer_id,
// transaction_date) for the unpaid list's last bill dates, and (company_id, is_purchase,
// upper(number)) for GSTR-1's duplicate-number check.
export const CANDIDATE_INDEXES: { name: string; why: string; create: string }[] = [];

/** Creates the candidates the schema lacks; answers the names it created. */
export async function createCandidates(db: Db, log: (s: string) => void): Promise<string[]> {
  const created: string[] = [];
  for (const c of CANDIDATE_INDEXES) {
    const [found] = await rows(db, `select 1 from pg_indexes where indexname = '${c.name}'`);
    if (found) {
      log(`  candidate index ${c.name}: already in the schema`);
      continue;
    }
    const t0 = performance.now();
    await rows(db, c.create);
    created.push(c.name);
    log(`  candidate index ${c.name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  // No ANALYZE: a plain index has no statistics of its own, and a user's server would run none.
  return created;
}
