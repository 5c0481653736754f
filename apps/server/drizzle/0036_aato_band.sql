-- Issue 27: one setting for the company's aggregate annual turnover (AATO) band instead of two
-- checkboxes that were one fact ("Turnover above ₹5 crore", "E-invoicing enabled"). Above
-- ₹5 crore: e-invoicing and 6-digit HSN codes; ₹10 crore or more: also the IRP's 30-day
-- reporting limit. A company that ticked either box is above ₹5 crore (band 5cr_to_10cr: it
-- says so itself if it is at ₹10 crore or more). Bands are checked by the API (shared
-- einvoice/aato.ts), as the languages of 0035.
ALTER TABLE "company_settings" ADD COLUMN "aato_band" text DEFAULT 'up_to_5cr' NOT NULL;
--> statement-breakpoint
UPDATE "company_settings" SET "aato_band" = '5cr_to_10cr' WHERE "turnover_above_5cr" OR "e_invoicing_enabled";
--> statement-breakpoint
ALTER TABLE "company_settings" DROP COLUMN "turnover_above_5cr";
--> statement-breakpoint
ALTER TABLE "company_settings" DROP COLUMN "e_invoicing_enabled";
