-- GSTR-2B reconciliation (issue 27): a month's 2B as uploaded (one row per company and return
-- period; a re-upload replaces its documents), its documents (b2b invoices, cdnr notes, the
-- amended forms in place of their originals), and what the user decided about them. Keyed by
-- company first so that Citus keeps a company's rows on one node.
CREATE TABLE "gstr2b_uploads" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "gstr2b_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period" text NOT NULL,
	"gstin" text NOT NULL,
	"generated_on" date,
	"document_count" integer NOT NULL DEFAULT 0,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gstr2b_uploads_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "gstr2b_uploads_period_check" CHECK ("period" ~ '^(0[1-9]|1[0-2])[0-9]{4}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "gstr2b_uploads_period_uq" ON "gstr2b_uploads" USING btree ("company_id","period");--> statement-breakpoint
CREATE TABLE "gstr2b_documents" (
	"company_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "gstr2b_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doc_key" text NOT NULL,
	"section" text NOT NULL,
	"doc_type" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_name" text,
	"supplier_period" text,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"doc_date" date NOT NULL,
	"amends_number" text,
	"amends_date" date,
	"value_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"cess_paise" bigint NOT NULL,
	"place_of_supply" text,
	"reverse_charge" boolean NOT NULL DEFAULT false,
	"itc_available" text NOT NULL,
	"itc_reason" text,
	CONSTRAINT "gstr2b_documents_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "gstr2b_documents_section_check" CHECK ("section" IN ('b2b', 'b2ba', 'cdnr', 'cdnra')),
	CONSTRAINT "gstr2b_documents_doc_type_check" CHECK ("doc_type" IN ('invoice', 'credit_note', 'debit_note')),
	CONSTRAINT "gstr2b_documents_itc_check" CHECK ("itc_available" IN ('Y', 'N', 'T'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "gstr2b_documents_key_uq" ON "gstr2b_documents" USING btree ("company_id","upload_id","doc_key");--> statement-breakpoint
CREATE TABLE "gstr2b_actions" (
	"company_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "gstr2b_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"doc_key" text,
	"transaction_id" integer, -- no foreign key: deleting a bill leaves this table alone; an action whose bill is gone no longer applies
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gstr2b_actions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "gstr2b_actions_action_check" CHECK ("action" IN ('accept', 'link', 'follow_up')),
	CONSTRAINT "gstr2b_actions_target_check" CHECK ("doc_key" IS NOT NULL OR "transaction_id" IS NOT NULL)
);--> statement-breakpoint
-- One action of a kind per target: a second click answers the first.
CREATE UNIQUE INDEX "gstr2b_actions_target_uq" ON "gstr2b_actions" USING btree ("company_id","upload_id","action",coalesce("doc_key", ''),coalesce("transaction_id", 0));--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- The foreign keys after the tables are distributed: on Citus a table cannot be made with one to
-- a distributed table (0031).
ALTER TABLE "gstr2b_uploads" ADD CONSTRAINT "gstr2b_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gstr2b_documents" ADD CONSTRAINT "gstr2b_documents_upload_fk" FOREIGN KEY ("company_id","upload_id") REFERENCES "public"."gstr2b_uploads"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gstr2b_actions" ADD CONSTRAINT "gstr2b_actions_upload_fk" FOREIGN KEY ("company_id","upload_id") REFERENCES "public"."gstr2b_uploads"("company_id","id") ON DELETE cascade ON UPDATE no action;
