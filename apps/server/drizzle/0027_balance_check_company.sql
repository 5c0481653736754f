-- The commit-time balance check, planned for each call (0023), was planned for the company's id
-- too: for a company the statistics do not know yet (a new company on a shared server, before
-- its next analysis), PostgreSQL takes it for a rare value, finds every index on company_id
-- equally good, and may read the company's whole journal through (company_id, party_id) once
-- per line. A second company's import of 1,500 opening balances read 9 million lines; a year's
-- seed sat in COMMIT for minutes (bench/README.md, issue 24). The company's id as a subquery is
-- a value the planner cannot see, so it weighs the three conditions of journal_lines_source_idx
-- together and reads the document's own lines.
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
     WHERE company_id = (SELECT r.company_id) AND source_kind = r.source_kind
       AND source_id = r.source_id;
  ELSE
    EXECUTE format(
      'SELECT coalesce(sum(amount_paise), 0) FROM %I.%I WHERE company_id = (SELECT $1) AND source_kind = $2 AND source_id = $3',
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
