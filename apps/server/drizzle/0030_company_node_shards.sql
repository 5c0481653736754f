-- Issue 26: run_on_company_node (0028) ran its statement through Citus's planner on the
-- company's node, which made each data-modifying CTE a subplan and copied its result to every
-- node: 200 ms a bill (bench/README.md). On the node that holds the company's shards it now runs
-- the statement on those shards themselves, as plain PostgreSQL, after taking the lock a shard
-- move takes exclusively (lock_shard_metadata, Citus's own): a move of the company's shards
-- waits for the write, or the write for the move, and a write that finds the shards gone
-- elsewhere is refused as a serialization failure (40001), which the app retries through the
-- coordinator, to the new node. The statement names each table quoted ("transactions"); each
-- such name of a table colocated with company_settings becomes the company's shard of it.
-- Elsewhere (PostgreSQL, PGlite, or run on the coordinator) it runs the statement as it is.
CREATE OR REPLACE FUNCTION run_on_company_node(company_id integer, statement text, args text[])
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  result jsonb;
  anchor bigint;
  t record;
BEGIN
  IF to_regclass('pg_catalog.pg_dist_local_group') IS NULL
     OR (SELECT groupid FROM pg_dist_local_group) = 0 THEN
    EXECUTE statement INTO result USING args;
    RETURN result;
  END IF;
  anchor := get_shard_id_for_distribution_column('company_settings', company_id);
  PERFORM lock_shard_metadata(5, ARRAY[anchor]); -- ShareLock: a move takes ExclusiveLock
  IF NOT EXISTS (
    SELECT 1 FROM pg_dist_placement p
     WHERE p.shardid = anchor AND p.groupid = (SELECT groupid FROM pg_dist_local_group)
  ) THEN
    RAISE EXCEPTION 'company % moved to another node; try again', company_id
      USING ERRCODE = '40001';
  END IF;
  FOR t IN
    SELECT d.logicalrelid AS rel, c.relname AS name
      FROM pg_dist_partition d JOIN pg_class c ON c.oid = d.logicalrelid
     WHERE d.colocationid = (SELECT colocationid FROM pg_dist_partition
                              WHERE logicalrelid = 'company_settings'::regclass)
  LOOP
    IF position('"' || t.name || '"' IN statement) > 0 THEN
      statement := replace(statement, '"' || t.name || '"',
        shard_name(t.rel, get_shard_id_for_distribution_column(t.rel, company_id)));
    END IF;
  END LOOP;
  -- Citus lets its own connections write shards; this call may come on another's.
  PERFORM set_config('citus.enable_manual_changes_to_shards', 'on', true);
  EXECUTE statement INTO result USING args;
  PERFORM set_config('citus.enable_manual_changes_to_shards', 'off', true);
  RETURN result;
END;
$$;
