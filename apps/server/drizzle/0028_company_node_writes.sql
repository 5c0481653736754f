-- Issue 26: a document's write (db/insert-rows.ts insertChain: header, lines, taxes, payments,
-- journal and audit row in one statement of data-modifying CTEs) is planned by Citus as
-- subplans whose intermediate results go through the coordinator to every worker, and commits
-- by two-phase commit over all of them. Run as this function, delegated to the node that holds
-- the company's shards (force_delegation: also inside the save's transaction), the same
-- statement runs there alone and the save commits on one node. `args` are the statement's
-- parameters as text ($1[1], $1[2]…, cast where used). The company's rows only: Citus refuses,
-- inside the call, a statement that would read or write another company's shards.
-- On PostgreSQL and PGlite the function exists but the app does not call it.
CREATE FUNCTION run_on_company_node(company_id integer, statement text, args text[])
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  result jsonb;
BEGIN
  EXECUTE statement INTO result USING args;
  RETURN result;
END;
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    RETURN;
  END IF;
  PERFORM create_distributed_function('run_on_company_node(integer, text, text[])', 'company_id',
    colocate_with => 'company_settings', force_delegation => true);
END;
$$;
