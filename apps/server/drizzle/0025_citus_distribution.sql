-- Issue 26: one schema for PGlite, PostgreSQL and Citus. The first part changes every database
-- so that its tables can be distributed by company_id; the DO block at the end distributes them
-- only where the citus extension exists, and does nothing elsewhere (docs/citus-findings.md,
-- "Session 10").

-- The audit trail is kept per company: its key carries the company (Citus requires the
-- distribution column in every unique constraint).
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_id_pk" PRIMARY KEY ("company_id", "id");
--> statement-breakpoint
-- A file's public link is found by the hash of its code alone. The code is 24 random bytes
-- (192 bits): two files never share one, so the index need not be unique, which a table
-- distributed by company could not keep anyway. The lookup stays an index probe.
DROP INDEX "files_access_code_hash_uq";
--> statement-breakpoint
CREATE INDEX "files_access_code_hash_idx" ON "files" USING btree ("access_code_hash");
--> statement-breakpoint
-- The balance triggers of 0019 passed their transition rows as an array of the table's row type;
-- on a Citus shard (journal_lines_102008) the rows are of the shard's type, and no function took
-- them. The triggers now pass just the columns the balances need, as neutral composite types.
CREATE TYPE journal_delta AS (
  company_id integer,
  account text,
  party_id integer,
  bank_account_id integer,
  entry_date date,
  amount_paise bigint
);
--> statement-breakpoint
CREATE TYPE stock_delta AS (
  company_id integer,
  transaction_id integer,
  item_id integer,
  qty_milli bigint,
  special_kind text
);
--> statement-breakpoint
CREATE FUNCTION apply_journal_to_balances(d journal_delta[], sgn integer) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  companies integer[];
BEGIN
  SELECT array_agg(DISTINCT company_id) INTO companies FROM unnest(d)
  WHERE account IN ('PARTY', 'CASH', 'BANK');
  IF companies IS NULL THEN RETURN; END IF;
  PERFORM lock_company_balances(companies);
  INSERT INTO party_balances AS b (company_id, party_id, balance_paise)
  SELECT company_id, party_id, sgn * sum(amount_paise) FROM unnest(d)
  WHERE account = 'PARTY' AND party_id IS NOT NULL
  GROUP BY company_id, party_id HAVING sum(amount_paise) <> 0
  ORDER BY company_id, party_id
  ON CONFLICT (company_id, party_id) DO UPDATE SET balance_paise = b.balance_paise + excluded.balance_paise;
  INSERT INTO money_balances AS b (company_id, account, bank_account_id, entry_date, amount_paise)
  SELECT company_id, account, coalesce(bank_account_id, 0), entry_date, sgn * sum(amount_paise)
  FROM unnest(d)
  WHERE account IN ('CASH', 'BANK')
  GROUP BY company_id, account, coalesce(bank_account_id, 0), entry_date HAVING sum(amount_paise) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, account, bank_account_id, entry_date) DO UPDATE SET amount_paise = b.amount_paise + excluded.amount_paise;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION journal_lines_keep_balances() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_journal_to_balances(ARRAY(
      SELECT (j.company_id, j.account, j.party_id, j.bank_account_id, j.entry_date, j.amount_paise)::journal_delta
      FROM new_rows j), 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_journal_to_balances(ARRAY(
      SELECT (j.company_id, j.account, j.party_id, j.bank_account_id, j.entry_date, j.amount_paise)::journal_delta
      FROM old_rows j), -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP FUNCTION apply_journal_to_balances(journal_lines[], integer);
--> statement-breakpoint
-- Lines count with their bill's sign. Lines deleted with their bill (the cascade) find no bill
-- here: transactions_stock_on_delete took them off before the bill went. One statement per
-- company (a statement's lines are nearly always one company's), so that on Citus the join to
-- the bills names its company and runs on that company's node alone.
CREATE FUNCTION apply_lines_to_stock(d stock_delta[], sgn integer) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  companies integer[];
  c integer;
BEGIN
  SELECT array_agg(DISTINCT company_id ORDER BY company_id) INTO companies FROM unnest(d)
  WHERE special_kind IS NULL;
  IF companies IS NULL THEN RETURN; END IF;
  PERFORM lock_company_balances(companies);
  FOREACH c IN ARRAY companies LOOP
    INSERT INTO item_stock AS s (company_id, item_id, qty_milli)
    SELECT c, l.item_id, sgn * sum(stock_sign(t.kind, t.is_purchase) * l.qty_milli)
    FROM unnest(d) l JOIN transactions t ON t.id = l.transaction_id
    WHERE t.company_id = c AND l.company_id = c AND l.special_kind IS NULL
    GROUP BY l.item_id HAVING sum(stock_sign(t.kind, t.is_purchase) * l.qty_milli) <> 0
    ORDER BY 2
    ON CONFLICT (company_id, item_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_lines_keep_stock() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_lines_to_stock(ARRAY(
      SELECT (l.company_id, l.transaction_id, l.item_id, l.qty_milli, l.special_kind)::stock_delta
      FROM new_rows l), 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_lines_to_stock(ARRAY(
      SELECT (l.company_id, l.transaction_id, l.item_id, l.qty_milli, l.special_kind)::stock_delta
      FROM old_rows l), -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP FUNCTION apply_lines_to_stock(transaction_lines[], integer);
--> statement-breakpoint
-- The commit-time check that a document's journal balances reads the table its trigger fired on:
-- journal_lines itself on PostgreSQL and PGlite, the company's shard on a Citus node (where the
-- name journal_lines would be a distributed query from inside a shard). Dynamic SQL is planned
-- at each call, with the index (as 0023 wanted).
CREATE OR REPLACE FUNCTION journal_source_must_balance() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  r record;
  total bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  EXECUTE format(
    'SELECT coalesce(sum(amount_paise), 0) FROM %I.%I WHERE company_id = $1 AND source_kind = $2 AND source_id = $3',
    TG_TABLE_SCHEMA, TG_TABLE_NAME)
    INTO total USING r.company_id, r.source_kind, r.source_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal for % % of company % does not balance (off by % paise)',
      r.source_kind, r.source_id, r.company_id, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Citus only: the company directory and the log-in tables are reference tables (a copy on every
-- node, so an e-mail or a company code stays unique across companies); every table with
-- company_id is distributed by it, colocated, so a company's rows share one node and a bill's
-- save is a single-node transaction. The triggers then run on the shards: the balance and stock
-- triggers write the colocated shards in the same transaction, and the audit trail's guards
-- refuse UPDATE, DELETE and TRUNCATE there. Tables are listed in foreign-key order; a table with
-- company_id left out fails the migration.
DO $$
DECLARE
  reference_tables text[] := ARRAY['companies', 'users', 'user_tokens', 'refresh_tokens', 'rate_limits'];
  tenant_tables text[] := ARRAY[
    'company_settings', 'units', 'taxes', 'tax_groups', 'tax_group_taxes', 'customers', 'items',
    'projects', 'bank_accounts', 'expense_items', 'expenses', 'transactions', 'transaction_lines',
    'transaction_line_taxes', 'payments', 'journal_lines', 'customer_item_rates', 'files',
    'document_counters', 'report_snapshots', 'idempotency_keys', 'item_stock', 'money_balances',
    'party_balances', 'audit_log'];
  t text;
  missing text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    RETURN;
  END IF;
  SELECT string_agg(c.relname, ', ') INTO missing
  FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id'
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
    AND c.relname <> ALL (reference_tables || tenant_tables);
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'tables with company_id that this migration does not distribute: %', missing;
  END IF;
  -- Tables that reference companies stay plain until distributed (not "Citus local tables",
  -- which an identity column cannot leave), and the triggers go to the shards.
  PERFORM set_config('citus.enable_local_reference_table_foreign_keys', 'off', true);
  PERFORM set_config('citus.enable_unsafe_triggers', 'on', true);
  -- The migrations run in one transaction that has already created these tables and propagated
  -- its types and functions over one connection per node: keep to it.
  PERFORM set_config('citus.multi_shard_modify_mode', 'sequential', true);
  FOREACH t IN ARRAY reference_tables LOOP
    PERFORM create_reference_table(t::regclass);
  END LOOP;
  FOREACH t IN ARRAY tenant_tables LOOP
    PERFORM create_distributed_table(t::regclass, 'company_id',
      colocate_with => CASE WHEN t = tenant_tables[1] THEN 'none' ELSE tenant_tables[1] END);
  END LOOP;
END;
$$;
