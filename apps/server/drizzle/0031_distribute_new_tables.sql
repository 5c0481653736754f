-- Issue 26: distribute_company_tables (0029) finds the company tables itself. A new feature's
-- table with company_id is distributed by the migration that makes it, without listing it here:
-- every table of the public schema with a company_id column, other than the reference tables,
-- colocated with company_settings (the first, whose shards the delegated write locks), in the
-- order of their foreign keys (a table after the tables it references). On Citus a table cannot
-- be made with a foreign key to a distributed table, so such a migration makes the table
-- without its foreign keys, calls this function, then adds them (ALTER TABLE ... ADD ... FOREIGN
-- KEY): the same three steps do the same on PostgreSQL and PGlite, where this does nothing.
CREATE OR REPLACE FUNCTION distribute_company_tables() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  reference_tables text[] := ARRAY['companies', 'users', 'user_tokens', 'refresh_tokens', 'rate_limits'];
  tenant_tables text[] := ARRAY['company_settings'];
  remaining text[];
  ready text[];
  t text;
  f regprocedure;
  done integer := 0;
  distributed text[] := ARRAY[]::text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    RETURN 0;
  END IF;
  SELECT coalesce(array_agg(c.relname::text ORDER BY c.relname), ARRAY[]::text[]) INTO remaining
  FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id'
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
    AND c.relname <> ALL (reference_tables || tenant_tables)
    AND NOT relation_is_a_known_shard(c.oid); -- a node that holds shards sees them here too
  WHILE cardinality(remaining) > 0 LOOP
    SELECT array_agg(r ORDER BY r) INTO ready FROM unnest(remaining) r
     WHERE NOT EXISTS (
       SELECT 1 FROM pg_constraint k JOIN pg_class p ON p.oid = k.confrelid
        WHERE k.contype = 'f' AND k.conrelid = ('public.' || quote_ident(r))::regclass
          AND p.relname::text <> r AND p.relname::text = ANY (remaining));
    IF ready IS NULL THEN
      RAISE EXCEPTION 'company tables whose foreign keys form a cycle: %', remaining;
    END IF;
    tenant_tables := tenant_tables || ready;
    remaining := ARRAY(SELECT unnest(remaining) EXCEPT SELECT unnest(ready));
  END LOOP;
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
