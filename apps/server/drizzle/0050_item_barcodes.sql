-- Issue 40 part 1: barcodes at the counter. An item has any number of barcodes (EAN-13, UPC-A
-- or Code 128), each unique in its company (a scan names one item), and may have an MRP that
-- its labels print. position: the order the item's codes were given in (labels print the first). Made without foreign keys, distributed (Citus), then the keys added (0031).
ALTER TABLE "items" ADD COLUMN "mrp_paise" bigint;
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_mrp_check" CHECK ("mrp_paise" IS NULL OR "mrp_paise" >= 0);
--> statement-breakpoint
CREATE TABLE "item_barcodes" (
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_barcodes_pk" PRIMARY KEY("company_id","item_id","code"),
	CONSTRAINT "item_barcodes_code_check" CHECK (length("code") BETWEEN 1 AND 48)
);--> statement-breakpoint
CREATE UNIQUE INDEX "item_barcodes_company_code_uq" ON "item_barcodes" USING btree ("company_id","code");--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
ALTER TABLE "item_barcodes" ADD CONSTRAINT "item_barcodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_barcodes" ADD CONSTRAINT "item_barcodes_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;
