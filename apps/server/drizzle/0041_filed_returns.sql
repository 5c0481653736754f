-- Issue 38: a GST return marked filed (its date, ARN, and the JSON exactly as downloaded, kept so
-- that what was filed can be downloaded again), and the date the books are closed up to. A filed
-- month's documents and everything on or before the closing date are locked (the server's
-- periods module). An undone filing keeps its row (undone_at, who and why): at most one filing
-- of a return and month is in force.
CREATE TABLE "filed_returns" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "filed_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_type" text NOT NULL,
	"period" text NOT NULL,
	"filed_on" date NOT NULL,
	"arn" text NOT NULL,
	"json" text NOT NULL,
	"filed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"undo_reason" text,
	CONSTRAINT "filed_returns_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "filed_returns_type_check" CHECK ("return_type" IN ('gstr1', 'gstr3b')),
	CONSTRAINT "filed_returns_period_check" CHECK ("period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "filed_returns_in_force_uq" ON "filed_returns" USING btree ("company_id","return_type","period") WHERE "undone_at" IS NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "books_closed_to" date;--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- The foreign key after the table is distributed (0031).
ALTER TABLE "filed_returns" ADD CONSTRAINT "filed_returns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
