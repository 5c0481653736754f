-- Issue 40 part 2: batches and expiry. An item "tracked by batch" (a pharmacy's strips, a
-- grocer's packets) keeps its stock per batch: a purchase line names its batch (number,
-- manufacturing and expiry dates, MRP), a sale line takes one (first-expiring first), and a
-- credit or debit note returns into the batch of the line it takes back. The line's lot/serial
-- column (traceability, 0002) is the batch number: transaction_lines.batch_id names the batch,
-- lot_serial_number keeps its number as billed, so old prints read as before. A batch number is
-- unique per item without regard to case. Stock per batch is counted from the lines (no kept
-- table): stock_sign × quantity of the lines naming it, up to a date.
ALTER TABLE "items" ADD COLUMN "tracked_by_batch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "item_batches" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "item_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"batch_number" text NOT NULL,
	"mfg_date" date,
	"expiry_date" date,
	"mrp_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_batches_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "item_batches_number_check" CHECK (length("batch_number") BETWEEN 1 AND 64),
	CONSTRAINT "item_batches_dates_check" CHECK ("expiry_date" IS NULL OR "mfg_date" IS NULL OR "expiry_date" >= "mfg_date"),
	CONSTRAINT "item_batches_mrp_check" CHECK ("mrp_paise" IS NULL OR "mrp_paise" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "item_batches_item_number_uq" ON "item_batches" USING btree ("company_id","item_id",upper("batch_number"));--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD COLUMN "batch_id" integer;--> statement-breakpoint
CREATE INDEX "transaction_lines_batch_idx" ON "transaction_lines" USING btree ("company_id","batch_id") WHERE "batch_id" is not null;--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- carry-over: the lot/serial numbers already on goods lines become their items' batches (one
-- per item and number, spelled as first billed), and each such line names its batch. No item is
-- tracked by batch yet: ticking it later finds its batches with their stock.
INSERT INTO "item_batches" ("company_id", "item_id", "batch_number")
SELECT l.company_id, l.item_id, min(btrim(l.lot_serial_number))
  FROM transaction_lines l
 WHERE l.special_kind IS NULL AND btrim(coalesce(l.lot_serial_number, '')) <> ''
   AND length(btrim(l.lot_serial_number)) <= 64
   AND NOT EXISTS (SELECT 1 FROM item_batches b WHERE b.company_id = l.company_id
     AND b.item_id = l.item_id AND upper(b.batch_number) = upper(btrim(l.lot_serial_number)))
 GROUP BY l.company_id, l.item_id, upper(btrim(l.lot_serial_number));--> statement-breakpoint
UPDATE transaction_lines l SET batch_id = b.id
  FROM item_batches b
 WHERE b.company_id = l.company_id AND b.item_id = l.item_id AND l.batch_id IS NULL
   AND l.special_kind IS NULL AND upper(b.batch_number) = upper(btrim(l.lot_serial_number));--> statement-breakpoint
-- end of carry-over
-- The foreign keys after the tables are distributed (0031, 0044).
ALTER TABLE "item_batches" ADD CONSTRAINT "item_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_batches" ADD CONSTRAINT "item_batches_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_batch_fk" FOREIGN KEY ("company_id","batch_id") REFERENCES "public"."item_batches"("company_id","id") ON DELETE no action ON UPDATE no action;
