-- Issue 28: languages. Each user reads the product in the language they chose (null: never
-- chosen, so the browser's choice is kept and saved on first sign-in). What the company's
-- customers receive (prints, PDFs, WhatsApp and e-mail texts) is in the company's document
-- language, optionally with English above it (bilingual labels), and with Devanagari digits
-- only when the company asks for them. Codes are checked by the API (shared LANGUAGES), not a
-- CHECK constraint, so a new language needs no migration.
ALTER TABLE "users" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "document_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "bilingual_print" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "devanagari_digits" boolean DEFAULT false NOT NULL;
