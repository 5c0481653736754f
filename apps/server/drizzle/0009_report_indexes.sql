-- Indexes the report plans use (measured in bench/reports.ts). Written by hand: drizzle's
-- index builder has no INCLUDE.
-- Opening balances and running sums per ledger account read only the index (cash book, day
-- figures, trial balance).
DROP INDEX IF EXISTS "journal_lines_account_date_idx";--> statement-breakpoint
CREATE INDEX "journal_lines_account_date_idx" ON "journal_lines" ("company_id", "account", "entry_date") INCLUDE ("amount_paise");--> statement-breakpoint
-- A party's ledger and aging: its lines by date, without touching other accounts.
CREATE INDEX "journal_lines_party_date_idx" ON "journal_lines" ("company_id", "party_id", "entry_date") INCLUDE ("amount_paise", "source_kind", "source_id") WHERE "account" = 'PARTY';--> statement-breakpoint
-- GSTR-1 doc_issue: the month's deleted sale numbers, without reading the whole audit trail.
CREATE INDEX "audit_log_transaction_deletes_idx" ON "audit_log" ("company_id", ((("before" -> 'header') ->> 'transactionDate'))) WHERE "entity" = 'transaction' AND "action" = 'delete';
