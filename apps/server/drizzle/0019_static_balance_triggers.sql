-- The balance triggers of 0015 with static SQL. Their statements were built with format() and
-- run by EXECUTE, so PostgreSQL parsed and planned five statements on every bill's save (about
-- a third of the embedded database's time for the bill statement, bench/save-throughput.ts).
-- A transition table can only be named in the statement of the trigger that has it, so the
-- trigger passes its rows as an array to a function whose statements are planned once per
-- session; an UPDATE applies its new rows and takes its old rows off, as before.
CREATE FUNCTION apply_journal_to_balances(d journal_lines[], sgn integer) RETURNS void
LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION journal_lines_keep_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_journal_to_balances(ARRAY(SELECT ROW(j.*)::journal_lines FROM new_rows j), 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_journal_to_balances(ARRAY(SELECT ROW(j.*)::journal_lines FROM old_rows j), -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Lines count with their bill's sign. Lines deleted with their bill (the cascade) find no bill
-- here: transactions_stock_on_delete took them off before the bill went.
CREATE FUNCTION apply_lines_to_stock(d transaction_lines[], sgn integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  companies integer[];
BEGIN
  SELECT array_agg(DISTINCT company_id) INTO companies FROM unnest(d) WHERE special_kind IS NULL;
  IF companies IS NULL THEN RETURN; END IF;
  PERFORM lock_company_balances(companies);
  INSERT INTO item_stock AS s (company_id, item_id, qty_milli)
  SELECT l.company_id, l.item_id, sgn * sum(stock_sign(t.kind, t.is_purchase) * l.qty_milli)
  FROM unnest(d) l JOIN transactions t ON t.company_id = l.company_id AND t.id = l.transaction_id
  WHERE l.special_kind IS NULL
  GROUP BY l.company_id, l.item_id HAVING sum(stock_sign(t.kind, t.is_purchase) * l.qty_milli) <> 0
  ORDER BY 1, 2
  ON CONFLICT (company_id, item_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_lines_keep_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_lines_to_stock(ARRAY(SELECT ROW(l.*)::transaction_lines FROM new_rows l), 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_lines_to_stock(ARRAY(SELECT ROW(l.*)::transaction_lines FROM old_rows l), -1);
  END IF;
  RETURN NULL;
END;
$$;
