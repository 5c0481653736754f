-- The commit-time balance check (0003, 0023, 0027) must read its document's own lines whatever
-- the statistics say. Planned while journal_lines was analysed with pages but no rows (ANALYZE
-- ran while a year's lines were being written in one transaction, which it cannot see yet),
-- PostgreSQL took the table for empty, found every index on company_id equally cheap, and took
-- the newest, (company_id, account, entry_date): each line's check read the company's whole
-- journal so far, and a 710,000-line commit sat for over 12 minutes (docs/citus-findings.md).
-- The check now asks for its lines in date order, which only the source index gives without a
-- sort once it carries entry_date: another index always costs a sort more, so no tie is left
-- for the planner to break, however empty it believes the table, or whatever index is added.
CREATE INDEX journal_lines_source_date_idx
  ON journal_lines (company_id, source_kind, source_id, entry_date);
--> statement-breakpoint
DROP INDEX journal_lines_source_idx;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION journal_source_must_balance() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  r record;
  total bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'journal_lines' THEN
    SELECT coalesce(sum(l.amount_paise), 0) INTO total
      FROM (SELECT amount_paise FROM journal_lines
             WHERE company_id = (SELECT r.company_id) AND source_kind = r.source_kind
               AND source_id = r.source_id
             ORDER BY entry_date) l;
  ELSE
    EXECUTE format(
      'SELECT coalesce(sum(l.amount_paise), 0) FROM (SELECT amount_paise FROM %I.%I WHERE company_id = (SELECT $1) AND source_kind = $2 AND source_id = $3 ORDER BY entry_date) l',
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
