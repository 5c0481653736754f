-- Issue 37, last part: the other records a user edits answer 409 to an edit based on an older
-- version, naming who changed them and when (0038 bills, 0042 customers to taxes). Every edit
-- adds one to the version and keeps its author and moment; rows already stored start at
-- version 1, last changed when this runs, by nobody known.
-- - a tax group: its name and its ordered list of taxes;
-- - the company settings (the settings and the company information, one record);
-- - a bill's transport details (e_way_bills kept their author and moment already);
-- - the opening balances, which have no row of their own (journals): record_versions keeps
--   the version of such a record, one row per company and record, made at its first edit.
ALTER TABLE "tax_groups" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "e_way_bills" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "record_versions" (
	"company_id" integer NOT NULL,
	"record" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "record_versions_pk" PRIMARY KEY("company_id","record"),
	CONSTRAINT "record_versions_record_check" CHECK ("record" IN ('opening_balances'))
);--> statement-breakpoint
SELECT distribute_company_tables();
