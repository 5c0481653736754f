-- Issue 41 part 2, issue 38 part 5 (reading half): kept openings, so that no report reads more
-- than a year of documents whatever the company's age. For each financial year (1 April) a
-- report reaches, the balances at its start are kept once, made by the first read that needs
-- them (make_kept_openings, below):
-- - kind 'ledger': kept_ledger_openings, the sum of every journal line dated before the year
--   per ledger key (account, party, bank account, tax and component, expense item), as the
--   trial balance groups them; the trial balance, the cash book read them;
-- - kind 'cost': kept_cost_openings, per item, the quantity and value (taxable and tax apart)
--   of every purchase and debit note line dated before the year: the average cost rule
--   (costing/item-costs.ts) adds the year's lines to them, so its figure is the same.
-- A report for a date then reads the kept openings of the date's year and the lines from that
-- year's start to the date. kept_openings says which (company, kind, year) are kept, so a
-- year with nothing before it is kept too.
--
-- They are never stale: every write of journal lines, of bill lines or of a bill's date or side
-- (any path: saves, edits, deletes, imports, merges, the openings moved to the books' start, the
-- bench seeder) drops, in its own transaction, the kept openings of the years after its earliest
-- date (drop_kept_openings, from statement triggers). A write dated in the latest kept year
-- finds nothing to drop: an index probe under the company's balances lock, which its balance
-- trigger took already. The maker takes the same lock before it reads, so a write either
-- committed before the maker read (it is counted) or drops what the maker made after.
CREATE TABLE "kept_openings" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year_start" date NOT NULL,
	CONSTRAINT "kept_openings_pk" PRIMARY KEY("company_id","kind","year_start"),
	CONSTRAINT "kept_openings_kind_check" CHECK ("kind" IN ('ledger', 'cost'))
);--> statement-breakpoint
CREATE TABLE "kept_ledger_openings" (
	"company_id" integer NOT NULL,
	"year_start" date NOT NULL,
	"account" text NOT NULL,
	"party_id" integer,
	"bank_account_id" integer,
	"tax_id" integer,
	"component" text,
	"expense_item_id" integer,
	"amount_paise" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "kept_ledger_openings_year_idx" ON "kept_ledger_openings" USING btree ("company_id","year_start","account");--> statement-breakpoint
CREATE TABLE "kept_cost_openings" (
	"company_id" integer NOT NULL,
	"year_start" date NOT NULL,
	"item_id" integer NOT NULL,
	"qty_milli" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	CONSTRAINT "kept_cost_openings_pk" PRIMARY KEY("company_id","year_start","item_id")
);--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- Drops a company's kept openings of one kind for the years after a date (whose openings a
-- write dated then changes). Under the company's balances lock, as make_kept_openings reads.
CREATE FUNCTION drop_kept_openings(company integer, what text, after_date date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_company_balances(ARRAY[company]);
  IF NOT EXISTS (SELECT 1 FROM kept_openings k
                  WHERE k.company_id = company AND k.kind = what AND k.year_start > after_date) THEN
    RETURN;
  END IF;
  DELETE FROM kept_openings k
   WHERE k.company_id = company AND k.kind = what AND k.year_start > after_date;
  IF what = 'ledger' THEN
    DELETE FROM kept_ledger_openings k WHERE k.company_id = company AND k.year_start > after_date;
  ELSE
    DELETE FROM kept_cost_openings k WHERE k.company_id = company AND k.year_start > after_date;
  END IF;
END;
$$;
--> statement-breakpoint
-- Journal lines: the earliest date of a statement's rows per company (an update's old and new).
CREATE FUNCTION journal_lines_drop_kept_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_kept_openings(x.company_id, 'ledger', x.d)
     FROM (SELECT company_id, min(entry_date) AS d FROM new_rows GROUP BY company_id ORDER BY 1) x;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION journal_lines_drop_kept_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_kept_openings(x.company_id, 'ledger', x.d)
     FROM (SELECT company_id, min(entry_date) AS d FROM old_rows GROUP BY company_id ORDER BY 1) x;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION journal_lines_drop_kept_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_kept_openings(x.company_id, 'ledger', x.d)
     FROM (SELECT company_id, min(entry_date) AS d
             FROM (SELECT company_id, entry_date FROM new_rows
                   UNION ALL SELECT company_id, entry_date FROM old_rows) r
            GROUP BY company_id ORDER BY 1) x;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_kept_insert AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_drop_kept_insert();
--> statement-breakpoint
CREATE TRIGGER journal_lines_kept_update AFTER UPDATE ON journal_lines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_drop_kept_update();
--> statement-breakpoint
CREATE TRIGGER journal_lines_kept_delete AFTER DELETE ON journal_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_drop_kept_delete();
--> statement-breakpoint
-- Bill lines count for cost when their bill is a purchase or a debit note (what costing reads).
-- Lines deleted with their bill (the cascade) find no bill: the bill's own trigger dropped.
-- The statement's bills are looked up by their keys, one company at a time (on Citus a
-- statement that names its company runs on that company's node alone, as 0025's stock).
CREATE FUNCTION kept_cost_drop_for_bills(company integer, ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  since date;
BEGIN
  SELECT min(t.transaction_date) INTO since FROM transactions t
   WHERE t.company_id = company AND t.id = ANY (ids) AND t.is_purchase
     AND t.kind IN ('purchase', 'debit_note');
  IF since IS NOT NULL THEN
    PERFORM drop_kept_openings(company, 'cost', since);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION transaction_lines_drop_kept_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kept_cost_drop_for_bills(x.company_id, x.ids)
     FROM (SELECT company_id, array_agg(DISTINCT transaction_id) AS ids FROM new_rows
            WHERE special_kind IS NULL GROUP BY company_id ORDER BY 1) x;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION transaction_lines_drop_kept_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kept_cost_drop_for_bills(x.company_id, x.ids)
     FROM (SELECT company_id, array_agg(DISTINCT transaction_id) AS ids FROM old_rows
            WHERE special_kind IS NULL GROUP BY company_id ORDER BY 1) x;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION transaction_lines_drop_kept_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kept_cost_drop_for_bills(x.company_id, x.ids)
     FROM (SELECT company_id, array_agg(DISTINCT transaction_id) AS ids
             FROM (SELECT company_id, transaction_id, special_kind FROM new_rows
                   UNION ALL SELECT company_id, transaction_id, special_kind FROM old_rows) r
            WHERE special_kind IS NULL GROUP BY company_id ORDER BY 1) x;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transaction_lines_kept_insert AFTER INSERT ON transaction_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_lines_drop_kept_insert();
--> statement-breakpoint
CREATE TRIGGER transaction_lines_kept_update AFTER UPDATE ON transaction_lines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_lines_drop_kept_update();
--> statement-breakpoint
CREATE TRIGGER transaction_lines_kept_delete AFTER DELETE ON transaction_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_lines_drop_kept_delete();
--> statement-breakpoint
-- A purchase or debit note deleted, re-dated or turned into another kind: its lines' cost
-- moves from the earlier of its dates (rare: row triggers that fire only then).
CREATE FUNCTION transactions_drop_kept_cost() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM drop_kept_openings(OLD.company_id, 'cost', OLD.transaction_date);
    RETURN OLD;
  END IF;
  PERFORM drop_kept_openings(NEW.company_id, 'cost', least(OLD.transaction_date, NEW.transaction_date));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_kept_cost_delete BEFORE DELETE ON transactions
  FOR EACH ROW WHEN (OLD.is_purchase AND OLD.kind IN ('purchase', 'debit_note'))
  EXECUTE FUNCTION transactions_drop_kept_cost();
--> statement-breakpoint
CREATE TRIGGER transactions_kept_cost_update AFTER UPDATE OF transaction_date, kind, is_purchase ON transactions
  FOR EACH ROW WHEN ((OLD.is_purchase AND OLD.kind IN ('purchase', 'debit_note')
      OR NEW.is_purchase AND NEW.kind IN ('purchase', 'debit_note'))
    AND (OLD.transaction_date, OLD.kind, OLD.is_purchase)
      IS DISTINCT FROM (NEW.transaction_date, NEW.kind, NEW.is_purchase))
  EXECUTE FUNCTION transactions_drop_kept_cost();
--> statement-breakpoint
-- Makes the kept openings of one kind for a year, unless kept already: from the latest kept
-- year before it (its openings plus the lines between), else from every earlier line. Under
-- the company's balances lock, so no write is missed (above). One statement for the app to
-- call in a short transaction of its own; on Citus it runs on the company's node.
CREATE FUNCTION make_kept_openings(company_id integer, what text, year_start date) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  company integer := $1;
  y date := $3;
  prior date;
BEGIN
  PERFORM lock_company_balances(ARRAY[company]);
  IF EXISTS (SELECT 1 FROM kept_openings k
              WHERE k.company_id = company AND k.kind = what AND k.year_start = y) THEN
    RETURN;
  END IF;
  SELECT max(k.year_start) INTO prior FROM kept_openings k
   WHERE k.company_id = company AND k.kind = what AND k.year_start < y;
  IF what = 'ledger' THEN
    INSERT INTO kept_ledger_openings AS o (company_id, year_start, account, party_id,
      bank_account_id, tax_id, component, expense_item_id, amount_paise)
    SELECT company, y, b.account, b.party_id, b.bank_account_id, b.tax_id, b.component,
      b.expense_item_id, sum(b.amount_paise)
      FROM (SELECT p.account, p.party_id, p.bank_account_id, p.tax_id, p.component,
                   p.expense_item_id, p.amount_paise
              FROM kept_ledger_openings p
             WHERE p.company_id = company AND p.year_start = prior
            UNION ALL
            SELECT j.account, j.party_id, j.bank_account_id, j.tax_id, j.component,
                   j.expense_item_id, j.amount_paise
              FROM journal_lines j
             WHERE j.company_id = company AND j.entry_date < y
               AND j.entry_date >= coalesce(prior, '-infinity'::date)) b
     GROUP BY b.account, b.party_id, b.bank_account_id, b.tax_id, b.component, b.expense_item_id
    HAVING sum(b.amount_paise) <> 0;
  ELSIF what = 'cost' THEN
    INSERT INTO kept_cost_openings (company_id, year_start, item_id, qty_milli, taxable_paise, tax_paise)
    SELECT company, y, b.item_id, sum(b.qty_milli), sum(b.taxable_paise), sum(b.tax_paise)
      FROM (SELECT p.item_id, p.qty_milli, p.taxable_paise, p.tax_paise
              FROM kept_cost_openings p
             WHERE p.company_id = company AND p.year_start = prior
            UNION ALL
            SELECT l.item_id, l.qty_milli, l.taxable_paise, l.tax_paise
              FROM transaction_lines l
              JOIN transactions t ON t.company_id = l.company_id AND t.id = l.transaction_id
             WHERE t.company_id = company AND t.is_purchase AND t.kind IN ('purchase', 'debit_note')
               AND t.transaction_date < y
               AND t.transaction_date >= coalesce(prior, '-infinity'::date)
               AND l.special_kind IS NULL) b
     GROUP BY b.item_id;
  ELSE
    RAISE EXCEPTION 'no kept openings of kind %', what;
  END IF;
  INSERT INTO kept_openings (company_id, kind, year_start) VALUES (company, what, y);
END;
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    RETURN;
  END IF;
  PERFORM create_distributed_function('make_kept_openings(integer, text, date)', 'company_id',
    colocate_with => 'company_settings', force_delegation => true);
END;
$$;
