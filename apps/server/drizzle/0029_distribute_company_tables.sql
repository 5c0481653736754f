-- Issue 26: how the tables are distributed on Citus, kept as a function so that a database that
-- gained Citus after its migrations ran (a single PostgreSQL server grown into a coordinator)
-- is distributed by `npm run citus:distribute`, the same way 0025 and 0028 distribute a new
-- one. It does what is not done yet and nothing else: run again, it changes nothing. Elsewhere
-- (PGlite, PostgreSQL without Citus) it does nothing.
-- The company directory and the log-in tables are reference tables (a copy on every node, so an
-- e-mail or a company code stays unique across companies); every table with company_id is
-- distributed by it, colocated, so a company's rows share one node; the write of a document
-- (run_on_company_node, 0028) is delegated to that node. Tables are listed in foreign-key
-- order; a table with company_id left out is refused.
CREATE FUNCTION distribute_company_tables() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  reference_tables text[] := ARRAY['companies', 'users', 'user_tokens', 'refresh_tokens', 'rate_limits'];
  tenant_tables text[] := ARRAY[
    'company_settings', 'units', 'taxes', 'tax_groups', 'tax_group_taxes', 'customers', 'items',
    'projects', 'bank_accounts', 'expense_items', 'expenses', 'transactions', 'transaction_lines',
    'transaction_line_taxes', 'payments', 'journal_lines', 'customer_item_rates', 'files',
    'document_counters', 'report_snapshots', 'idempotency_keys', 'item_stock', 'money_balances',
    'party_balances', 'audit_log'];
  t text;
  f regprocedure;
  missing text;
  done integer := 0;
  distributed text[] := ARRAY[]::text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    RETURN 0;
  END IF;
  SELECT string_agg(c.relname, ', ') INTO missing
  FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id'
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
    AND c.relname <> ALL (reference_tables || tenant_tables);
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'tables with company_id that distribute_company_tables does not distribute: %', missing;
  END IF;
  -- Tables that reference companies stay plain until distributed (not "Citus local tables",
  -- which an identity column cannot leave), and the triggers go to the shards.
  PERFORM set_config('citus.enable_local_reference_table_foreign_keys', 'off', true);
  PERFORM set_config('citus.enable_unsafe_triggers', 'on', true);
  -- Inside the migrations' one transaction, which has created objects over one connection per
  -- node: keep to it.
  PERFORM set_config('citus.multi_shard_modify_mode', 'sequential', true);
  -- The functions the triggers and the app call, and the types they take, on every node: made
  -- before Citus was there, they were not propagated (made after, Citus propagates them).
  FOR f IN
    SELECT p.oid::regprocedure FROM pg_proc p
     WHERE p.pronamespace = 'public'::regnamespace
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
       AND NOT EXISTS (SELECT 1 FROM pg_dist_object o
                        WHERE o.classid = 'pg_proc'::regclass AND o.objid = p.oid)
  LOOP
    PERFORM create_distributed_function(f);
    done := done + 1;
  END LOOP;
  -- Their triggers stay off while the rows are copied to the shards: the balances and the stock
  -- they maintain are copied too, and would count every row again.
  FOREACH t IN ARRAY reference_tables || tenant_tables LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = t::regclass) THEN
      EXECUTE format('ALTER TABLE %I DISABLE TRIGGER USER', t);
      distributed := distributed || t;
    END IF;
  END LOOP;
  FOREACH t IN ARRAY reference_tables LOOP
    IF t = ANY (distributed) THEN
      PERFORM create_reference_table(t::regclass);
    END IF;
  END LOOP;
  FOREACH t IN ARRAY tenant_tables LOOP
    IF t = ANY (distributed) THEN
      PERFORM create_distributed_table(t::regclass, 'company_id',
        colocate_with => CASE WHEN t = tenant_tables[1] THEN 'none' ELSE tenant_tables[1] END);
    END IF;
  END LOOP;
  FOREACH t IN ARRAY distributed LOOP
    EXECUTE format('ALTER TABLE %I ENABLE TRIGGER USER', t);
  END LOOP;
  done := done + cardinality(distributed);
  IF NOT EXISTS (
    SELECT 1 FROM pg_dist_object
     WHERE objid = 'run_on_company_node(integer, text, text[])'::regprocedure
       AND distribution_argument_index IS NOT NULL
  ) THEN
    PERFORM create_distributed_function('run_on_company_node(integer, text, text[])', 'company_id',
      colocate_with => 'company_settings', force_delegation => true);
    done := done + 1;
  END IF;
  RETURN done;
END;
$$;
--> statement-breakpoint
SELECT distribute_company_tables();
