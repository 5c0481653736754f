// Candidate indexes for the reports: created in the benchmark's own database after seeding, so
// a run shows the figures without and with them. Not a migration: the lead adds the ones the
// plans justify (the statements are printed for that).
import type { Db } from '../apps/server/src/db/client.ts';
import { rows } from './bench-support.ts';

export const CANDIDATE_INDEXES: { name: string; why: string; create: string }[] = [
  {
    name: 'journal_lines_party_date_idx',
    why: 'customer ledger, aging, unpaid: one party, or all parties, up to a date',
    create:
      "create index journal_lines_party_date_idx on journal_lines (company_id, party_id, entry_date) include (amount_paise, source_kind, source_id) where account = 'PARTY'",
  },
  {
    name: 'journal_lines_account_date_amount_idx',
    why: 'cash book opening, cash in hand, trial balance: sums by account up to a date, index-only',
    create:
      'create index journal_lines_account_date_amount_idx on journal_lines (company_id, account, entry_date) include (amount_paise)',
  },
  {
    name: 'audit_log_deleted_bill_date_idx',
    why: "GSTR-1 doc_issue: deleted bills of a month, by the deleted bill's date",
    create:
      "create index audit_log_deleted_bill_date_idx on audit_log (company_id, ((before -> 'header' ->> 'transactionDate'))) where entity = 'transaction' and action = 'delete'",
  },
];

export async function createCandidates(db: Db, log: (s: string) => void): Promise<void> {
  for (const c of CANDIDATE_INDEXES) {
    const t0 = performance.now();
    await rows(db, c.create);
    log(`  candidate index ${c.name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  await rows(db, 'analyze');
}

export async function dropCandidates(db: Db): Promise<void> {
  for (const c of CANDIDATE_INDEXES) await rows(db, `drop index if exists ${c.name}`);
  await rows(db, 'analyze');
}
