ALTER TABLE "companies" ADD COLUMN "plan" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_starts_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_ends_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "extra_invoice_blocks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "extra_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_company_kind_created_idx" ON "transactions" USING btree ("company_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_plan_ck" CHECK ("companies"."plan" in ('none', 'basic', 'standard', 'premium'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_addons_ck" CHECK ("companies"."extra_invoice_blocks" >= 0 and "companies"."extra_seats" >= 0);