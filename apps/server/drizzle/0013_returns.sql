ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_series_ck";--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "credit_note_number_format" text DEFAULT 'CN-{0000}' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "next_credit_note_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "debit_note_number_format" text DEFAULT 'DN-{0000}' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "next_debit_note_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD COLUMN "return_of_line_no" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "return_of_transaction_id" integer;--> statement-breakpoint
CREATE INDEX "transactions_company_return_of_idx" ON "transactions" USING btree ("company_id","return_of_transaction_id");--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series_ck" CHECK ("document_counters"."series" in ('invoice', 'purchase', 'estimate', 'credit_note', 'debit_note'));