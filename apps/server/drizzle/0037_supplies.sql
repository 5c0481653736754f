-- Issue 36: every supply GST knows. A bill records its kind of supply (regular; export or SEZ
-- with or without payment of IGST; deemed export), whether it is under reverse charge, where
-- its goods are shipped to and dispatched from (place of supply, e-invoice ShipDtls/DispDtls,
-- e-way bill), and an export's shipping bill, port and currency. The company keeps its LUT
-- (letter of undertaking) for exports and SEZ supplies without payment, and a series for debit
-- notes it issues to customers (a price raised after the sale). A customer may carry its GST
-- category (SEZ unit, overseas, deemed export...) and an item whether it is a service notified
-- under reverse charge (CGST Act section 9(3)): the bill's defaults. Values are checked by the
-- API (shared gst/supply.ts).
ALTER TABLE "transactions" ADD COLUMN "supply_type" text DEFAULT 'regular' NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "ship_to" jsonb;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "dispatch_from" jsonb;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "export_details" jsonb;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "lut_reference" text;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "lut_valid_from" date;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "lut_valid_to" date;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "sales_debit_note_number_format" text DEFAULT 'SDN-{0000}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "next_sales_debit_note_number" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gst_category" text;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;
