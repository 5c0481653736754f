-- Issue 37: an import (customers, items, opening balances: up to 20,000 rows) is written in
-- short transactions, a slice of rows each, never in one that holds the database (PGlite: every
-- other client) for seconds. What each slice wrote is recorded under the import's run, so an
-- import that fails part-way is undone (its slices' rows deleted) and one a crash cut short is
-- found and undone later (the company's next import, or the server's start).
-- - import_runs: one per import; finished_at set by the import's last, short transaction;
--   touched_at renewed by each slice (a run unfinished and silent for long is a crash's).
-- - import_run_rows: the ids one slice wrote into one table (customers, items, units, or
--   transactions: the opening documents, whose lines and ledger go with them); deleted once the
--   run is finished.
CREATE TABLE "import_runs" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "import_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_runs_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "import_runs_kind_check" CHECK ("kind" IN ('customers', 'items', 'opening-balances'))
);--> statement-breakpoint
CREATE INDEX "import_runs_unfinished_idx" ON "import_runs" USING btree ("company_id","touched_at") WHERE "finished_at" IS NULL;--> statement-breakpoint
CREATE TABLE "import_run_rows" (
	"company_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "import_run_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"ids" integer[] NOT NULL,
	CONSTRAINT "import_run_rows_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "import_run_rows_entity_check" CHECK ("entity" IN ('customer', 'item', 'unit', 'transaction'))
);--> statement-breakpoint
CREATE INDEX "import_run_rows_run_idx" ON "import_run_rows" USING btree ("company_id","run_id");--> statement-breakpoint
-- Distributed (on Citus) before their foreign keys, as 0031 says.
SELECT distribute_company_tables();
--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_rows" ADD CONSTRAINT "import_run_rows_run_fk" FOREIGN KEY ("company_id","run_id") REFERENCES "public"."import_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;
