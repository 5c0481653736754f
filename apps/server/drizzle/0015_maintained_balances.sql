CREATE TABLE "item_stock" (
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"qty_milli" bigint NOT NULL,
	CONSTRAINT "item_stock_company_id_item_id_pk" PRIMARY KEY("company_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "money_balances" (
	"company_id" integer NOT NULL,
	"account" text NOT NULL,
	"bank_account_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "money_balances_company_id_account_bank_account_id_entry_date_pk" PRIMARY KEY("company_id","account","bank_account_id","entry_date")
);
--> statement-breakpoint
CREATE TABLE "party_balances" (
	"company_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"balance_paise" bigint NOT NULL,
	CONSTRAINT "party_balances_company_id_party_id_pk" PRIMARY KEY("company_id","party_id")
);
--> statement-breakpoint
ALTER TABLE "item_stock" ADD CONSTRAINT "item_stock_company_id_item_id_items_company_id_id_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_balances" ADD CONSTRAINT "party_balances_company_id_party_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Maintained balances (schema.ts partyBalances, moneyBalances, itemStock), kept by
-- statement-level triggers with transition tables: one upsert per statement whatever its
-- size, in the posting's own transaction, for every path that writes the journal or bill lines
-- (saves, edits, deletes, payments, expenses, imports, estimate conversion, the bench seeder).
-- Each trigger first takes the company's balances lock (a transaction-level advisory lock), so
-- two postings never wait on each other's balance rows in opposite orders (no deadlock); the
-- rows of one statement are upserted in key order.

-- How a bill moves stock: purchases in, everything else out, estimates not at all.
CREATE FUNCTION stock_sign(kind text, is_purchase boolean) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN kind = 'estimate' THEN 0 WHEN is_purchase THEN 1 ELSE -1 END $$;
--> statement-breakpoint
CREATE FUNCTION lock_company_balances(company_ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(1714, c) FROM (SELECT DISTINCT unnest(company_ids) AS c ORDER BY 1) x
$$;
--> statement-breakpoint
CREATE FUNCTION journal_lines_keep_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT j.*, 1 AS sgn FROM new_rows j'
    WHEN 'DELETE' THEN 'SELECT j.*, -1 AS sgn FROM old_rows j'
    ELSE 'SELECT j.*, 1 AS sgn FROM new_rows j UNION ALL SELECT j.*, -1 AS sgn FROM old_rows j' END;
  companies integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT company_id) FROM (%s) d WHERE account IN (''PARTY'', ''CASH'', ''BANK'')', src)
    INTO companies;
  IF companies IS NULL THEN RETURN NULL; END IF;
  PERFORM lock_company_balances(companies);
  EXECUTE format($q$
    INSERT INTO party_balances AS b (company_id, party_id, balance_paise)
    SELECT company_id, party_id, sum(sgn * amount_paise) FROM (%s) d
    WHERE account = 'PARTY' AND party_id IS NOT NULL
    GROUP BY company_id, party_id HAVING sum(sgn * amount_paise) <> 0
    ORDER BY company_id, party_id
    ON CONFLICT (company_id, party_id) DO UPDATE SET balance_paise = b.balance_paise + excluded.balance_paise
  $q$, src);
  EXECUTE format($q$
    INSERT INTO money_balances AS b (company_id, account, bank_account_id, entry_date, amount_paise)
    SELECT company_id, account, coalesce(bank_account_id, 0), entry_date, sum(sgn * amount_paise) FROM (%s) d
    WHERE account IN ('CASH', 'BANK')
    GROUP BY company_id, account, coalesce(bank_account_id, 0), entry_date HAVING sum(sgn * amount_paise) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, account, bank_account_id, entry_date) DO UPDATE SET amount_paise = b.amount_paise + excluded.amount_paise
  $q$, src);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_balances_insert AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_keep_balances();
--> statement-breakpoint
CREATE TRIGGER journal_lines_balances_update AFTER UPDATE ON journal_lines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_keep_balances();
--> statement-breakpoint
CREATE TRIGGER journal_lines_balances_delete AFTER DELETE ON journal_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_keep_balances();
--> statement-breakpoint
-- Lines count with their bill's sign. Lines deleted with their bill (the cascade) find no bill
-- here: transactions_stock_on_delete took them off before the bill went.
CREATE FUNCTION transaction_lines_keep_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT l.company_id, l.transaction_id, l.item_id, l.qty_milli, l.special_kind, 1 AS sgn FROM new_rows l'
    WHEN 'DELETE' THEN 'SELECT l.company_id, l.transaction_id, l.item_id, l.qty_milli, l.special_kind, -1 AS sgn FROM old_rows l'
    ELSE 'SELECT l.company_id, l.transaction_id, l.item_id, l.qty_milli, l.special_kind, 1 AS sgn FROM new_rows l
          UNION ALL SELECT l.company_id, l.transaction_id, l.item_id, l.qty_milli, l.special_kind, -1 AS sgn FROM old_rows l' END;
  companies integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT company_id) FROM (%s) d WHERE special_kind IS NULL', src) INTO companies;
  IF companies IS NULL THEN RETURN NULL; END IF;
  PERFORM lock_company_balances(companies);
  EXECUTE format($q$
    INSERT INTO item_stock AS s (company_id, item_id, qty_milli)
    SELECT d.company_id, d.item_id, sum(d.sgn * stock_sign(t.kind, t.is_purchase) * d.qty_milli)
    FROM (%s) d JOIN transactions t ON t.company_id = d.company_id AND t.id = d.transaction_id
    WHERE d.special_kind IS NULL
    GROUP BY d.company_id, d.item_id HAVING sum(d.sgn * stock_sign(t.kind, t.is_purchase) * d.qty_milli) <> 0
    ORDER BY 1, 2
    ON CONFLICT (company_id, item_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli
  $q$, src);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transaction_lines_stock_insert AFTER INSERT ON transaction_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_lines_keep_stock();
--> statement-breakpoint
CREATE TRIGGER transaction_lines_stock_update AFTER UPDATE ON transaction_lines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_lines_keep_stock();
--> statement-breakpoint
CREATE TRIGGER transaction_lines_stock_delete AFTER DELETE ON transaction_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_lines_keep_stock();
--> statement-breakpoint
-- A deleted bill's lines leave with it (by cascade, when the bill is already gone): take their
-- stock off while the bill still says which way they moved.
CREATE FUNCTION transactions_stock_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF stock_sign(OLD.kind, OLD.is_purchase) = 0 THEN RETURN OLD; END IF;
  PERFORM lock_company_balances(ARRAY[OLD.company_id]);
  INSERT INTO item_stock AS s (company_id, item_id, qty_milli)
  SELECT l.company_id, l.item_id, -stock_sign(OLD.kind, OLD.is_purchase) * sum(l.qty_milli)
  FROM transaction_lines l
  WHERE l.company_id = OLD.company_id AND l.transaction_id = OLD.id AND l.special_kind IS NULL
  GROUP BY l.company_id, l.item_id HAVING sum(l.qty_milli) <> 0
  ORDER BY 1, 2
  ON CONFLICT (company_id, item_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_stock_delete BEFORE DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_stock_on_delete();
--> statement-breakpoint
-- A bill whose kind or side changes moves its lines' stock the other way (rare: a row trigger
-- that fires only then).
CREATE FUNCTION transactions_stock_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := stock_sign(NEW.kind, NEW.is_purchase) - stock_sign(OLD.kind, OLD.is_purchase);
BEGIN
  PERFORM lock_company_balances(ARRAY[NEW.company_id]);
  INSERT INTO item_stock AS s (company_id, item_id, qty_milli)
  SELECT l.company_id, l.item_id, change * sum(l.qty_milli)
  FROM transaction_lines l
  WHERE l.company_id = NEW.company_id AND l.transaction_id = NEW.id AND l.special_kind IS NULL
  GROUP BY l.company_id, l.item_id HAVING sum(l.qty_milli) <> 0
  ORDER BY 1, 2
  ON CONFLICT (company_id, item_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_stock_update AFTER UPDATE OF kind, is_purchase ON transactions
  FOR EACH ROW WHEN (stock_sign(NEW.kind, NEW.is_purchase) <> stock_sign(OLD.kind, OLD.is_purchase))
  EXECUTE FUNCTION transactions_stock_on_update();
--> statement-breakpoint
-- The books written before this migration.
INSERT INTO party_balances (company_id, party_id, balance_paise)
SELECT company_id, party_id, sum(amount_paise) FROM journal_lines
WHERE account = 'PARTY' AND party_id IS NOT NULL
GROUP BY company_id, party_id HAVING sum(amount_paise) <> 0;
--> statement-breakpoint
INSERT INTO money_balances (company_id, account, bank_account_id, entry_date, amount_paise)
SELECT company_id, account, coalesce(bank_account_id, 0), entry_date, sum(amount_paise) FROM journal_lines
WHERE account IN ('CASH', 'BANK')
GROUP BY 1, 2, 3, 4 HAVING sum(amount_paise) <> 0;
--> statement-breakpoint
INSERT INTO item_stock (company_id, item_id, qty_milli)
SELECT l.company_id, l.item_id, sum(stock_sign(t.kind, t.is_purchase) * l.qty_milli)
FROM transaction_lines l JOIN transactions t ON t.company_id = l.company_id AND t.id = l.transaction_id
WHERE l.special_kind IS NULL
GROUP BY l.company_id, l.item_id HAVING sum(stock_sign(t.kind, t.is_purchase) * l.qty_milli) <> 0;
