-- Issue 40 part 3: godowns (stock locations). Every company has one default godown ('Main
-- godown', a catalogue key the screens translate; made here for the companies there are and at
-- registration); every stock movement names one: a bill's goods lines, a challan's lines and
-- its goods returned (transaction_lines/challan_lines/challan_returns.godown_id; a row written
-- without one lands in the company's default: imports, opening stock, notes), and a stock
-- transfer moves goods from one godown to another with no ledger, no GST and no change in the
-- item's total.
--
-- Stock per godown is a maintained figure of its own, item_godown_stock (company, item, godown),
-- kept by the same statement triggers as item_stock and in the same posting: item_stock stays
-- as it is (its many readers, the costing openings of 0043 and the stock plans are untouched,
-- and a transfer need not touch it at all), and the auditor holds the two in agreement (the
-- godown rows of an item sum to its item_stock row). Making item_stock per godown instead
-- would have made every reader of the total a sum over godowns.
ALTER TABLE "company_settings" ADD COLUMN "stock_transfer_number_format" text DEFAULT 'ST-{0000}' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "next_stock_transfer_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_series_ck";--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series_ck" CHECK ("series" in ('invoice', 'purchase', 'estimate', 'credit_note', 'debit_note', 'sales_debit_note', 'sale_order', 'purchase_order', 'delivery_challan', 'stock_transfer'));--> statement-breakpoint
CREATE TABLE "godowns" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "godowns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "godowns_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "godowns_name_check" CHECK (length(btrim("name")) BETWEEN 1 AND 100)
);--> statement-breakpoint
CREATE UNIQUE INDEX "godowns_name_uq" ON "godowns" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "godowns_default_uq" ON "godowns" USING btree ("company_id") WHERE "is_default";--> statement-breakpoint
CREATE TABLE "item_godown_stock" (
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"godown_id" integer NOT NULL,
	"qty_milli" bigint NOT NULL,
	CONSTRAINT "item_godown_stock_pk" PRIMARY KEY("company_id","item_id","godown_id")
);--> statement-breakpoint
CREATE INDEX "item_godown_stock_godown_idx" ON "item_godown_stock" USING btree ("company_id","godown_id");--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stock_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"transfer_date" date NOT NULL,
	"from_godown_id" integer NOT NULL,
	"to_godown_id" integer NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_transfers_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "stock_transfers_godowns_check" CHECK ("from_godown_id" <> "to_godown_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_number_uq" ON "stock_transfers" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "stock_transfers_company_date_idx" ON "stock_transfers" USING btree ("company_id","transfer_date");--> statement-breakpoint
-- A line carries its transfer's two godowns (written with it by the service), so the stock
-- trigger needs no join.
CREATE TABLE "stock_transfer_lines" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stock_transfer_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"unit_name" text NOT NULL,
	"qty_milli" bigint NOT NULL,
	"batch_id" integer,
	"from_godown_id" integer NOT NULL,
	"to_godown_id" integer NOT NULL,
	CONSTRAINT "stock_transfer_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "stock_transfer_lines_qty_check" CHECK ("qty_milli" > 0)
);--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_transfer_idx" ON "stock_transfer_lines" USING btree ("company_id","transfer_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_item_idx" ON "stock_transfer_lines" USING btree ("company_id","item_id");--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD COLUMN "godown_id" integer;--> statement-breakpoint
ALTER TABLE "challan_lines" ADD COLUMN "godown_id" integer;--> statement-breakpoint
ALTER TABLE "challan_returns" ADD COLUMN "godown_id" integer;--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- The default godown of every company there is (the table is new: no company has one yet; and
-- Citus cannot correlate a subquery of it with the reference table of companies), and every
-- stock row's godown (the triggers of 0015/0052 see the update net to nothing).
INSERT INTO "godowns" ("company_id", "name", "is_default")
SELECT c.id, 'Main godown', true FROM companies c;--> statement-breakpoint
UPDATE transaction_lines l SET godown_id = g.id FROM godowns g
 WHERE g.company_id = l.company_id AND g.is_default AND l.godown_id IS NULL AND l.special_kind IS NULL;--> statement-breakpoint
UPDATE challan_lines l SET godown_id = g.id FROM godowns g
 WHERE g.company_id = l.company_id AND g.is_default AND l.godown_id IS NULL;--> statement-breakpoint
UPDATE challan_returns r SET godown_id = g.id FROM godowns g
 WHERE g.company_id = r.company_id AND g.is_default AND r.godown_id IS NULL;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_godown_check" CHECK ("special_kind" IS NOT NULL OR "godown_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "challan_lines" ALTER COLUMN "godown_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "challan_returns" ALTER COLUMN "godown_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "transaction_lines_godown_idx" ON "transaction_lines" USING btree ("company_id","godown_id");--> statement-breakpoint
-- The company's default godown; made when a company has none yet (a company made before its
-- registration wrote one, as the test fixtures and the bench seeder do).
CREATE FUNCTION default_godown(c integer) RETURNS integer
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  g integer;
BEGIN
  SELECT id INTO g FROM godowns WHERE company_id = c AND is_default;
  IF g IS NULL THEN
    INSERT INTO godowns (company_id, name, is_default) VALUES (c, 'Main godown', true)
    ON CONFLICT DO NOTHING;
    SELECT id INTO g FROM godowns WHERE company_id = c AND is_default;
  END IF;
  RETURN g;
END;
$$;
--> statement-breakpoint
-- A stock row written without its godown lands in the default one; an edit that sends none
-- keeps the godown the row had. Fires only then (WHEN), so the saves that name one pay nothing.
CREATE FUNCTION stock_row_default_godown() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN NEW.godown_id := OLD.godown_id; END IF;
  IF NEW.godown_id IS NULL THEN NEW.godown_id := default_godown(NEW.company_id); END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transaction_lines_default_godown BEFORE INSERT OR UPDATE ON transaction_lines
  FOR EACH ROW WHEN (NEW.godown_id IS NULL AND NEW.special_kind IS NULL)
  EXECUTE FUNCTION stock_row_default_godown();
--> statement-breakpoint
CREATE TRIGGER challan_lines_default_godown BEFORE INSERT OR UPDATE ON challan_lines
  FOR EACH ROW WHEN (NEW.godown_id IS NULL) EXECUTE FUNCTION stock_row_default_godown();
--> statement-breakpoint
CREATE TRIGGER challan_returns_default_godown BEFORE INSERT OR UPDATE ON challan_returns
  FOR EACH ROW WHEN (NEW.godown_id IS NULL) EXECUTE FUNCTION stock_row_default_godown();
--> statement-breakpoint
-- Stock per godown, as item_stock per item: one upsert per company and statement, under the
-- company's balances lock, in key order.
CREATE TYPE godown_move AS (company_id integer, item_id integer, godown_id integer, qty_milli bigint);
--> statement-breakpoint
CREATE FUNCTION apply_moves_to_godown_stock(d godown_move[], sgn integer) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  companies integer[];
  c integer;
BEGIN
  SELECT array_agg(DISTINCT company_id ORDER BY company_id) INTO companies FROM unnest(d)
  WHERE godown_id IS NOT NULL AND qty_milli <> 0;
  IF companies IS NULL THEN RETURN; END IF;
  PERFORM lock_company_balances(companies);
  FOREACH c IN ARRAY companies LOOP
    INSERT INTO item_godown_stock AS s (company_id, item_id, godown_id, qty_milli)
    SELECT c, m.item_id, m.godown_id, sgn * sum(m.qty_milli)
    FROM unnest(d) m
    WHERE m.company_id = c AND m.godown_id IS NOT NULL
    GROUP BY m.item_id, m.godown_id HAVING sum(m.qty_milli) <> 0
    ORDER BY 2, 3
    ON CONFLICT (company_id, item_id, godown_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A bill's lines move with their bill's sign (stock_sign): the join to the bills names its
-- company (one statement per company, as 0025's apply_lines_to_stock).
CREATE TYPE godown_line AS (company_id integer, transaction_id integer, item_id integer, godown_id integer, qty_milli bigint);
--> statement-breakpoint
CREATE FUNCTION apply_lines_to_godown_stock(d godown_line[], sgn integer) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  companies integer[];
  c integer;
  moves godown_move[] := ARRAY[]::godown_move[];
BEGIN
  SELECT array_agg(DISTINCT company_id ORDER BY company_id) INTO companies FROM unnest(d)
  WHERE godown_id IS NOT NULL AND qty_milli <> 0;
  IF companies IS NULL THEN RETURN; END IF;
  FOREACH c IN ARRAY companies LOOP
    moves := moves || ARRAY(
      SELECT (c, l.item_id, l.godown_id, stock_sign(t.kind, t.is_purchase) * l.qty_milli)::godown_move
      FROM unnest(d) l JOIN transactions t ON t.id = l.transaction_id
      WHERE t.company_id = c AND l.company_id = c AND l.godown_id IS NOT NULL);
  END LOOP;
  PERFORM apply_moves_to_godown_stock(moves, sgn);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_lines_keep_stock() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_lines_to_stock(ARRAY(
      SELECT (l.company_id, l.transaction_id, l.item_id,
              CASE WHEN l.challan_line_id IS NULL THEN l.qty_milli ELSE 0 END, l.special_kind)::stock_delta
      FROM new_rows l), 1);
    PERFORM apply_lines_to_godown_stock(ARRAY(
      SELECT (l.company_id, l.transaction_id, l.item_id, l.godown_id, l.qty_milli)::godown_line
      FROM new_rows l WHERE l.special_kind IS NULL AND l.challan_line_id IS NULL), 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_lines_to_stock(ARRAY(
      SELECT (l.company_id, l.transaction_id, l.item_id,
              CASE WHEN l.challan_line_id IS NULL THEN l.qty_milli ELSE 0 END, l.special_kind)::stock_delta
      FROM old_rows l), -1);
    PERFORM apply_lines_to_godown_stock(ARRAY(
      SELECT (l.company_id, l.transaction_id, l.item_id, l.godown_id, l.qty_milli)::godown_line
      FROM old_rows l WHERE l.special_kind IS NULL AND l.challan_line_id IS NULL), -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_stock_on_delete() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF stock_sign(OLD.kind, OLD.is_purchase) = 0 THEN RETURN OLD; END IF;
  PERFORM lock_company_balances(ARRAY[OLD.company_id]);
  INSERT INTO item_stock AS s (company_id, item_id, qty_milli)
  SELECT l.company_id, l.item_id, -stock_sign(OLD.kind, OLD.is_purchase) * sum(l.qty_milli)
  FROM transaction_lines l
  WHERE l.company_id = OLD.company_id AND l.transaction_id = OLD.id AND l.special_kind IS NULL
    AND l.challan_line_id IS NULL
  GROUP BY l.company_id, l.item_id HAVING sum(l.qty_milli) <> 0
  ORDER BY 1, 2
  ON CONFLICT (company_id, item_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
  INSERT INTO item_godown_stock AS s (company_id, item_id, godown_id, qty_milli)
  SELECT l.company_id, l.item_id, l.godown_id, -stock_sign(OLD.kind, OLD.is_purchase) * sum(l.qty_milli)
  FROM transaction_lines l
  WHERE l.company_id = OLD.company_id AND l.transaction_id = OLD.id AND l.special_kind IS NULL
    AND l.challan_line_id IS NULL AND l.godown_id IS NOT NULL
  GROUP BY l.company_id, l.item_id, l.godown_id HAVING sum(l.qty_milli) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, item_id, godown_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_stock_on_update() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  change integer := stock_sign(NEW.kind, NEW.is_purchase) - stock_sign(OLD.kind, OLD.is_purchase);
BEGIN
  PERFORM lock_company_balances(ARRAY[NEW.company_id]);
  INSERT INTO item_stock AS s (company_id, item_id, qty_milli)
  SELECT l.company_id, l.item_id, change * sum(l.qty_milli)
  FROM transaction_lines l
  WHERE l.company_id = NEW.company_id AND l.transaction_id = NEW.id AND l.special_kind IS NULL
    AND l.challan_line_id IS NULL
  GROUP BY l.company_id, l.item_id HAVING sum(l.qty_milli) <> 0
  ORDER BY 1, 2
  ON CONFLICT (company_id, item_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
  INSERT INTO item_godown_stock AS s (company_id, item_id, godown_id, qty_milli)
  SELECT l.company_id, l.item_id, l.godown_id, change * sum(l.qty_milli)
  FROM transaction_lines l
  WHERE l.company_id = NEW.company_id AND l.transaction_id = NEW.id AND l.special_kind IS NULL
    AND l.challan_line_id IS NULL AND l.godown_id IS NOT NULL
  GROUP BY l.company_id, l.item_id, l.godown_id HAVING sum(l.qty_milli) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, item_id, godown_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION challan_lines_keep_stock() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_goods_to_stock(ARRAY(
      SELECT (l.company_id, l.item_id, l.qty_milli)::goods_move FROM new_rows l), -1);
    PERFORM apply_moves_to_godown_stock(ARRAY(
      SELECT (l.company_id, l.item_id, l.godown_id, l.qty_milli)::godown_move FROM new_rows l), -1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_goods_to_stock(ARRAY(
      SELECT (l.company_id, l.item_id, l.qty_milli)::goods_move FROM old_rows l), 1);
    PERFORM apply_moves_to_godown_stock(ARRAY(
      SELECT (l.company_id, l.item_id, l.godown_id, l.qty_milli)::godown_move FROM old_rows l), 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION challan_returns_keep_stock() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_goods_to_stock(ARRAY(
      SELECT (r.company_id, r.item_id, r.qty_milli)::goods_move FROM new_rows r), 1);
    PERFORM apply_moves_to_godown_stock(ARRAY(
      SELECT (r.company_id, r.item_id, r.godown_id, r.qty_milli)::godown_move FROM new_rows r), 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_goods_to_stock(ARRAY(
      SELECT (r.company_id, r.item_id, r.qty_milli)::goods_move FROM old_rows r), -1);
    PERFORM apply_moves_to_godown_stock(ARRAY(
      SELECT (r.company_id, r.item_id, r.godown_id, r.qty_milli)::godown_move FROM old_rows r), -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A transfer line takes its goods out of one godown and into the other; item_stock, the
-- ledger and GST never hear of it.
CREATE FUNCTION stock_transfer_lines_keep_stock() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_moves_to_godown_stock(ARRAY(
      SELECT (l.company_id, l.item_id, l.from_godown_id, -l.qty_milli)::godown_move FROM new_rows l
      UNION ALL
      SELECT (l.company_id, l.item_id, l.to_godown_id, l.qty_milli)::godown_move FROM new_rows l), 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_moves_to_godown_stock(ARRAY(
      SELECT (l.company_id, l.item_id, l.from_godown_id, -l.qty_milli)::godown_move FROM old_rows l
      UNION ALL
      SELECT (l.company_id, l.item_id, l.to_godown_id, l.qty_milli)::godown_move FROM old_rows l), -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_transfer_lines_stock_insert AFTER INSERT ON stock_transfer_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_transfer_lines_keep_stock();
--> statement-breakpoint
CREATE TRIGGER stock_transfer_lines_stock_update AFTER UPDATE ON stock_transfer_lines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_transfer_lines_keep_stock();
--> statement-breakpoint
CREATE TRIGGER stock_transfer_lines_stock_delete AFTER DELETE ON stock_transfer_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_transfer_lines_keep_stock();
--> statement-breakpoint
-- The stock per godown of the books written before this migration: all in the default godown.
INSERT INTO item_godown_stock (company_id, item_id, godown_id, qty_milli)
SELECT s.company_id, s.item_id, g.id, s.qty_milli
  FROM item_stock s JOIN godowns g ON g.company_id = s.company_id AND g.is_default
 WHERE s.qty_milli <> 0;
--> statement-breakpoint
-- The foreign keys after the tables are distributed (0031, 0044).
ALTER TABLE "godowns" ADD CONSTRAINT "godowns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_godown_stock" ADD CONSTRAINT "item_godown_stock_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_godown_stock" ADD CONSTRAINT "item_godown_stock_godown_fk" FOREIGN KEY ("company_id","godown_id") REFERENCES "public"."godowns"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_fk" FOREIGN KEY ("company_id","from_godown_id") REFERENCES "public"."godowns"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_fk" FOREIGN KEY ("company_id","to_godown_id") REFERENCES "public"."godowns"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_transfer_fk" FOREIGN KEY ("company_id","transfer_id") REFERENCES "public"."stock_transfers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_batch_fk" FOREIGN KEY ("company_id","batch_id") REFERENCES "public"."item_batches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_godown_fk" FOREIGN KEY ("company_id","godown_id") REFERENCES "public"."godowns"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challan_lines" ADD CONSTRAINT "challan_lines_godown_fk" FOREIGN KEY ("company_id","godown_id") REFERENCES "public"."godowns"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challan_returns" ADD CONSTRAINT "challan_returns_godown_fk" FOREIGN KEY ("company_id","godown_id") REFERENCES "public"."godowns"("company_id","id") ON DELETE no action ON UPDATE no action;
