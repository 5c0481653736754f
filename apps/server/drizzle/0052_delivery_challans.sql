-- Issue 40 part 4: delivery challans. A challan (DC-{0000}, configured as orders are) sends
-- goods out before the invoice: no ledger and no GST posting, but its lines move stock out on
-- its date, and goods recorded as returned on it (job work back, approval not kept) bring stock
-- back in. A bill line that bills a challan line names it (transaction_lines.challan_line_id)
-- and moves no stock again; what is pending on a challan line is what was sent less what the
-- bill lines naming it hold and what came back. A challan line may name the sale order line it
-- delivers (order_line_id): the order's pending falls when the goods go, not again at the bill.
ALTER TABLE "company_settings" ADD COLUMN "delivery_challan_number_format" text DEFAULT 'DC-{0000}' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "next_delivery_challan_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_series_ck";--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series_ck" CHECK ("series" in ('invoice', 'purchase', 'estimate', 'credit_note', 'debit_note', 'sales_debit_note', 'sale_order', 'purchase_order', 'delivery_challan'));--> statement-breakpoint
CREATE TABLE "delivery_challans" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "delivery_challans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"challan_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reason_remark" text,
	"remark" text,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"taxable_paise" bigint DEFAULT 0 NOT NULL,
	"tax_paise" bigint DEFAULT 0 NOT NULL,
	"order_id" integer,
	"estimate_id" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "delivery_challans_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "delivery_challans_reason_check" CHECK ("reason" in ('supply', 'job_work', 'approval', 'exhibition', 'other')),
	CONSTRAINT "delivery_challans_other_remark_check" CHECK ("reason" <> 'other' or "reason_remark" is not null)
);--> statement-breakpoint
CREATE TABLE "challan_lines" (
	"company_id" integer NOT NULL,
	"challan_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "challan_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_no" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"qty_milli" bigint NOT NULL,
	"rate_paise" bigint NOT NULL,
	"unit_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"hsn_sac_code" text,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_line_id" integer,
	CONSTRAINT "challan_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "challan_lines_qty_check" CHECK ("qty_milli" > 0)
);--> statement-breakpoint
CREATE TABLE "challan_returns" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "challan_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challan_id" integer NOT NULL,
	"challan_line_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"return_date" date NOT NULL,
	"qty_milli" bigint NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challan_returns_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "challan_returns_qty_check" CHECK ("qty_milli" > 0)
);--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD COLUMN "challan_line_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_challans_number_uq" ON "delivery_challans" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "delivery_challans_company_date_idx" ON "delivery_challans" USING btree ("company_id","challan_date");--> statement-breakpoint
CREATE INDEX "challan_lines_challan_idx" ON "challan_lines" USING btree ("company_id","challan_id");--> statement-breakpoint
CREATE INDEX "challan_lines_order_line_idx" ON "challan_lines" USING btree ("company_id","order_line_id") WHERE "order_line_id" is not null;--> statement-breakpoint
CREATE INDEX "challan_returns_line_idx" ON "challan_returns" USING btree ("company_id","challan_line_id");--> statement-breakpoint
CREATE INDEX "transaction_lines_challan_line_idx" ON "transaction_lines" USING btree ("company_id","challan_line_id") WHERE "challan_line_id" is not null;--> statement-breakpoint
-- Stock (item_stock, 0015/0025): a bill line that bills a challan line moves nothing, the
-- challan moved the goods already. The three functions that count bill lines leave them out.
CREATE OR REPLACE FUNCTION transaction_lines_keep_stock() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_lines_to_stock(ARRAY(
      SELECT (l.company_id, l.transaction_id, l.item_id,
              CASE WHEN l.challan_line_id IS NULL THEN l.qty_milli ELSE 0 END, l.special_kind)::stock_delta
      FROM new_rows l), 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_lines_to_stock(ARRAY(
      SELECT (l.company_id, l.transaction_id, l.item_id,
              CASE WHEN l.challan_line_id IS NULL THEN l.qty_milli ELSE 0 END, l.special_kind)::stock_delta
      FROM old_rows l), -1);
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
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A challan's lines take stock out, its returns bring it back: the rows carry their company,
-- item and quantity, so no join is needed (one statement per company, as 0025's stock).
CREATE TYPE goods_move AS (company_id integer, item_id integer, qty_milli bigint);
--> statement-breakpoint
CREATE FUNCTION apply_goods_to_stock(d goods_move[], sgn integer) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  companies integer[];
  c integer;
BEGIN
  SELECT array_agg(DISTINCT company_id ORDER BY company_id) INTO companies FROM unnest(d);
  IF companies IS NULL THEN RETURN; END IF;
  PERFORM lock_company_balances(companies);
  FOREACH c IN ARRAY companies LOOP
    INSERT INTO item_stock AS s (company_id, item_id, qty_milli)
    SELECT c, l.item_id, sgn * sum(l.qty_milli)
    FROM unnest(d) l
    WHERE l.company_id = c
    GROUP BY l.item_id HAVING sum(l.qty_milli) <> 0
    ORDER BY 2
    ON CONFLICT (company_id, item_id) DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION challan_lines_keep_stock() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_goods_to_stock(ARRAY(
      SELECT (l.company_id, l.item_id, l.qty_milli)::goods_move FROM new_rows l), -1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_goods_to_stock(ARRAY(
      SELECT (l.company_id, l.item_id, l.qty_milli)::goods_move FROM old_rows l), 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION challan_returns_keep_stock() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM apply_goods_to_stock(ARRAY(
      SELECT (r.company_id, r.item_id, r.qty_milli)::goods_move FROM new_rows r), 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM apply_goods_to_stock(ARRAY(
      SELECT (r.company_id, r.item_id, r.qty_milli)::goods_move FROM old_rows r), -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER challan_lines_stock_insert AFTER INSERT ON challan_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION challan_lines_keep_stock();
--> statement-breakpoint
CREATE TRIGGER challan_lines_stock_update AFTER UPDATE ON challan_lines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION challan_lines_keep_stock();
--> statement-breakpoint
CREATE TRIGGER challan_lines_stock_delete AFTER DELETE ON challan_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION challan_lines_keep_stock();
--> statement-breakpoint
CREATE TRIGGER challan_returns_stock_insert AFTER INSERT ON challan_returns
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION challan_returns_keep_stock();
--> statement-breakpoint
CREATE TRIGGER challan_returns_stock_update AFTER UPDATE ON challan_returns
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION challan_returns_keep_stock();
--> statement-breakpoint
CREATE TRIGGER challan_returns_stock_delete AFTER DELETE ON challan_returns
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION challan_returns_keep_stock();
--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- The foreign keys after the tables are distributed (0031, 0044).
ALTER TABLE "delivery_challans" ADD CONSTRAINT "delivery_challans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_challans" ADD CONSTRAINT "delivery_challans_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_challans" ADD CONSTRAINT "delivery_challans_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challan_lines" ADD CONSTRAINT "challan_lines_challan_fk" FOREIGN KEY ("company_id","challan_id") REFERENCES "public"."delivery_challans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challan_lines" ADD CONSTRAINT "challan_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challan_lines" ADD CONSTRAINT "challan_lines_order_line_fk" FOREIGN KEY ("company_id","order_line_id") REFERENCES "public"."order_lines"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challan_returns" ADD CONSTRAINT "challan_returns_line_fk" FOREIGN KEY ("company_id","challan_line_id") REFERENCES "public"."challan_lines"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_challan_line_fk" FOREIGN KEY ("company_id","challan_line_id") REFERENCES "public"."challan_lines"("company_id","id") ON DELETE no action ON UPDATE no action;
