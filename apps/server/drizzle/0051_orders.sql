-- Issue 40 part 4: sale orders and purchase orders. An order is a document of its own series
-- (SO-/PO-{0000}, configured as estimates are) that posts nothing: no stock, no ledger, no GST.
-- Its lines are what the party ordered; a bill's line that fulfils one names it
-- (transaction_lines.order_line_id), so what is still pending on an order line is its quantity
-- less the quantities of the bill lines naming it: deleting or editing the bill gives it back,
-- and a delivery challan will name order lines the same way. closed_at: the user closed the
-- order with quantities still pending. estimate_id: the estimate the order was made from.
ALTER TABLE "company_settings" ADD COLUMN "sale_order_number_format" text DEFAULT 'SO-{0000}' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "next_sale_order_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "purchase_order_number_format" text DEFAULT 'PO-{0000}' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "next_purchase_order_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_series_ck";--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series_ck" CHECK ("series" in ('invoice', 'purchase', 'estimate', 'credit_note', 'debit_note', 'sales_debit_note', 'sale_order', 'purchase_order'));--> statement-breakpoint
CREATE TABLE "orders" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_purchase" boolean NOT NULL,
	"number" text NOT NULL,
	"order_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"expected_date" date,
	"remark" text,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"taxable_paise" bigint DEFAULT 0 NOT NULL,
	"tax_paise" bigint DEFAULT 0 NOT NULL,
	"estimate_id" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "orders_company_id_id_pk" PRIMARY KEY("company_id","id")
);--> statement-breakpoint
CREATE TABLE "order_lines" (
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	CONSTRAINT "order_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "order_lines_qty_check" CHECK ("qty_milli" > 0)
);--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("company_id","is_purchase","number");--> statement-breakpoint
CREATE INDEX "orders_company_date_idx" ON "orders" USING btree ("company_id","order_date");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "transaction_lines_order_line_idx" ON "transaction_lines" USING btree ("company_id","order_line_id") WHERE "order_line_id" is not null;--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- The foreign keys after the tables are distributed (0031, 0044).
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_order_line_fk" FOREIGN KEY ("company_id","order_line_id") REFERENCES "public"."order_lines"("company_id","id") ON DELETE no action ON UPDATE no action;
