-- Issue 38 part 5: a financial year closed. Its profit or loss moves to the capital account by
-- a closing journal (journal_lines, source kind 'year_close', source id the closing's id, dated
-- 31 March), so the next year's trial balance and kept openings start from capital, parties,
-- cash, bank and taxes alone. The profit and loss report leaves that journal out. Reopening
-- (owner only, with a reason) deletes the journal and keeps the row (reopened_at, who and why):
-- at most one closing of a year is in force.
-- And issue 38 part 3's time limit: the annual return (GSTR-9) of a year marked filed (its
-- date and ARN); an amendment of that year's supplies is refused after that date. An undone
-- filing keeps its row, as filed_returns.
CREATE TABLE "year_closings" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "year_closings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year_start" date NOT NULL,
	"result_paise" bigint NOT NULL,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"reopen_reason" text,
	CONSTRAINT "year_closings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "year_closings_year_start_check" CHECK (to_char("year_start", 'MM-DD') = '04-01')
);--> statement-breakpoint
CREATE UNIQUE INDEX "year_closings_in_force_uq" ON "year_closings" USING btree ("company_id","year_start") WHERE "reopened_at" IS NULL;--> statement-breakpoint
CREATE TABLE "annual_returns" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "annual_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year_start" date NOT NULL,
	"filed_on" date NOT NULL,
	"arn" text NOT NULL,
	"filed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"undo_reason" text,
	CONSTRAINT "annual_returns_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "annual_returns_year_start_check" CHECK (to_char("year_start", 'MM-DD') = '04-01')
);--> statement-breakpoint
CREATE UNIQUE INDEX "annual_returns_in_force_uq" ON "annual_returns" USING btree ("company_id","year_start") WHERE "undone_at" IS NULL;--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- The foreign keys after the tables are distributed (0031).
ALTER TABLE "year_closings" ADD CONSTRAINT "year_closings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_returns" ADD CONSTRAINT "annual_returns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
