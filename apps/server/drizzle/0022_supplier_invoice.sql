-- The supplier's own invoice number and date on a purchase (GSTR-2B reconciliation, input tax
-- credit): optional, and looked up per supplier to refuse the same invoice entered twice.
ALTER TABLE "transactions" ADD COLUMN "supplier_invoice_number" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "supplier_invoice_date" date;--> statement-breakpoint
CREATE INDEX "transactions_supplier_invoice_idx" ON "transactions" USING btree ("company_id","customer_id",upper("supplier_invoice_number")) WHERE "transactions"."supplier_invoice_number" IS NOT NULL;
