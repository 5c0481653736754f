-- Issue 38 part 3: an amendment of a filed supply (a sale, credit note or debit note to a
-- customer whose month's GSTR-1 is filed). The document holds the amended state; the row keeps
-- its return figures before and after (the first row's `before` is the supply as filed, so the
-- filed month's GSTR-1 and GSTR-3B computed again still show it), the month the amendment is
-- reported in (b2ba, b2cla, b2csa, cdnra, cdnura, expa; its difference in GSTR-3B), who, when
-- and why.
CREATE TABLE "amendments" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "amendments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"original_period" text NOT NULL,
	"amendment_period" text NOT NULL,
	"original_number" text,
	"original_date" date NOT NULL,
	"original_ctin" text,
	"original_pos" text,
	"section" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amendments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "amendments_original_period_check" CHECK ("original_period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "amendments_period_check" CHECK ("amendment_period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);--> statement-breakpoint
CREATE INDEX "amendments_original_idx" ON "amendments" USING btree ("company_id","original_period");--> statement-breakpoint
CREATE INDEX "amendments_made_idx" ON "amendments" USING btree ("company_id","amendment_period");--> statement-breakpoint
CREATE INDEX "amendments_transaction_idx" ON "amendments" USING btree ("company_id","transaction_id");--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- The foreign key after the table is distributed (0031).
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
