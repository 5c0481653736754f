ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_company_id_is_purchase_fy_pk";--> statement-breakpoint
ALTER TABLE "document_counters" ADD COLUMN "series" text;--> statement-breakpoint
-- Data: the old boolean becomes the series it meant (hand-added, with the reordering it needs).
UPDATE "document_counters" SET "series" = CASE WHEN "is_purchase" THEN 'purchase' ELSE 'invoice' END;--> statement-breakpoint
ALTER TABLE "document_counters" ALTER COLUMN "series" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_company_id_series_fy_pk" PRIMARY KEY("company_id","series","fy");--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "estimate_number_format" text DEFAULT 'EST-{0000}' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "next_estimate_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "converted_to_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "document_counters" DROP COLUMN "is_purchase";--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series_ck" CHECK ("document_counters"."series" in ('invoice', 'purchase', 'estimate'));
