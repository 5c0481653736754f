-- Every posted document's journal lines must sum to zero (debits = credits). Checked at commit,
-- so a service may write a document's lines in any order inside its transaction.
CREATE FUNCTION journal_source_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  total bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  SELECT coalesce(sum(amount_paise), 0) INTO total
    FROM journal_lines
   WHERE company_id = r.company_id AND source_kind = r.source_kind AND source_id = r.source_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal for % % of company % does not balance (off by % paise)',
      r.source_kind, r.source_id, r.company_id, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balance
  AFTER INSERT OR UPDATE OR DELETE ON journal_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION journal_source_must_balance();
--> statement-breakpoint
-- The audit trail is append-only (Companies (Accounts) Rules, Rule 3(1)).
CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail cannot be changed' USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
