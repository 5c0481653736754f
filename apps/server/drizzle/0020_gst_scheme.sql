-- The company's GST scheme (issue 23, finding 6): 'regular', or 'composition' (CGST Act
-- section 10: no tax collected on sales, a bill of supply, no input tax credit). A company
-- without a GSTIN collects no tax whatever this says (packages/shared/src/gst/registration.ts).
ALTER TABLE "company_settings" ADD COLUMN "gst_scheme" text DEFAULT 'regular' NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_gst_scheme_ck" CHECK ("gst_scheme" in ('regular', 'composition'));
