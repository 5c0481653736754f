ALTER TABLE "company_settings" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "upi_payee_name" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "print_paper" text DEFAULT 'A4' NOT NULL;