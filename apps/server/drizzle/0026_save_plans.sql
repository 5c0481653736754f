-- A save plans less (issue 24: the save measured 0.38x its anchor at 16 clients on PostgreSQL and
-- 0.49x on PGlite, whose planner runs in WebAssembly). Both functions stay right on Citus shards.
-- apply_journal_to_balances reads no table but the balances it upserts by key: it keeps its
-- plans again (0025 had it planned at each call).
ALTER FUNCTION apply_journal_to_balances(journal_delta[], integer) RESET plan_cache_mode;
--> statement-breakpoint
-- The commit-time balance check fires once per journal line: on journal_lines itself (PostgreSQL,
-- PGlite) its query is static again, parsed once a session and planned at each call as 0023
-- wants; only on a Citus shard (journal_lines_102008, say) is it built for the shard's name.
CREATE OR REPLACE FUNCTION journal_source_must_balance() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  r record;
  total bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'journal_lines' THEN
    SELECT coalesce(sum(amount_paise), 0) INTO total
      FROM journal_lines
     WHERE company_id = r.company_id AND source_kind = r.source_kind AND source_id = r.source_id;
  ELSE
    EXECUTE format(
      'SELECT coalesce(sum(amount_paise), 0) FROM %I.%I WHERE company_id = $1 AND source_kind = $2 AND source_id = $3',
      TG_TABLE_SCHEMA, TG_TABLE_NAME)
      INTO total USING r.company_id, r.source_kind, r.source_id;
  END IF;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal for % % of company % does not balance (off by % paise)',
      r.source_kind, r.source_id, r.company_id, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
