-- Issue 27: GST e-invoice (IRP) and e-way bill. The company says whether it e-invoices (AATO
-- above ₹5 crore) and above which consignment value the invoice screen reminds it of an e-way
-- bill (₹50,000 by rule 138; some states differ). An e-invoice row is what the IRP replied for
-- one bill (IRN, ack, signed QR); an e-way bill row is a bill's transport details and the EWB
-- number the user entered. Both keyed by (company_id, transaction_id) and gone with the bill.
ALTER TABLE "company_settings" ADD COLUMN "e_invoicing_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "eway_bill_threshold_paise" bigint DEFAULT 5000000 NOT NULL;
--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"company_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"irn" text NOT NULL,
	"ack_no" text NOT NULL,
	"ack_date" text NOT NULL,
	"signed_qr" text NOT NULL,
	"signed_invoice" text,
	"status" text DEFAULT 'active' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_company_id_transaction_id_pk" PRIMARY KEY("company_id","transaction_id"),
	CONSTRAINT "e_invoices_status_ck" CHECK ("status" in ('active', 'cancelled')),
	CONSTRAINT "e_invoices_irn_ck" CHECK ("irn" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE INDEX "e_invoices_company_irn_idx" ON "e_invoices" USING btree ("company_id","irn");
--> statement-breakpoint
CREATE TABLE "e_way_bills" (
	"company_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"trans_mode" text,
	"vehicle_no" text,
	"vehicle_type" text,
	"transporter_id" text,
	"transporter_name" text,
	"trans_doc_no" text,
	"trans_doc_date" date,
	"distance_km" integer,
	"ewb_no" text,
	"valid_until" date,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_way_bills_company_id_transaction_id_pk" PRIMARY KEY("company_id","transaction_id"),
	CONSTRAINT "e_way_bills_distance_ck" CHECK ("distance_km" is null or "distance_km" between 0 and 4000),
	CONSTRAINT "e_way_bills_ewb_no_ck" CHECK ("ewb_no" is null or "ewb_no" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- The foreign keys after the tables are distributed: on Citus a table cannot be made with one to
-- a distributed table (0031).
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_transaction_fk" FOREIGN KEY ("company_id","transaction_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "e_way_bills" ADD CONSTRAINT "e_way_bills_transaction_fk" FOREIGN KEY ("company_id","transaction_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;
