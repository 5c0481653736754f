CREATE TABLE "document_counters" (
	"company_id" integer NOT NULL,
	"is_purchase" boolean NOT NULL,
	"fy" text NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "document_counters_company_id_is_purchase_fy_pk" PRIMARY KEY("company_id","is_purchase","fy")
);
--> statement-breakpoint
CREATE TABLE "report_snapshots" (
	"company_id" integer NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"report_type" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"datasets" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_snapshots_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "turnover_above_5cr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "uqc" text;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_snapshots_company_created_idx" ON "report_snapshots" USING btree ("company_id","created_at");--> statement-breakpoint
UPDATE "units" SET "uqc" = CASE lower(trim("name")) WHEN 'no' THEN 'NOS' WHEN 'nos' THEN 'NOS' WHEN 'no.' THEN 'NOS' WHEN 'number' THEN 'NOS' WHEN 'numbers' THEN 'NOS' WHEN 'num' THEN 'NOS' WHEN 'pc' THEN 'PCS' WHEN 'pcs' THEN 'PCS' WHEN 'piece' THEN 'PCS' WHEN 'pieces' THEN 'PCS' WHEN 'kg' THEN 'KGS' WHEN 'kgs' THEN 'KGS' WHEN 'kilo' THEN 'KGS' WHEN 'kilogram' THEN 'KGS' WHEN 'kilograms' THEN 'KGS' WHEN 'g' THEN 'GMS' WHEN 'gm' THEN 'GMS' WHEN 'gms' THEN 'GMS' WHEN 'gram' THEN 'GMS' WHEN 'grams' THEN 'GMS' WHEN 'l' THEN 'LTR' WHEN 'lt' THEN 'LTR' WHEN 'ltr' THEN 'LTR' WHEN 'litre' THEN 'LTR' WHEN 'litres' THEN 'LTR' WHEN 'liter' THEN 'LTR' WHEN 'liters' THEN 'LTR' WHEN 'ml' THEN 'MLT' WHEN 'box' THEN 'BOX' WHEN 'bag' THEN 'BAG' WHEN 'bags' THEN 'BAG' WHEN 'dozen' THEN 'DOZ' WHEN 'doz' THEN 'DOZ' WHEN 'pair' THEN 'PRS' WHEN 'set' THEN 'SET' WHEN 'pack' THEN 'PAC' WHEN 'pkt' THEN 'PAC' WHEN 'packet' THEN 'PAC' END WHERE "uqc" IS NULL;
