CREATE TABLE "customer_item_rates" (
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"rate_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_item_rates_company_id_customer_id_item_id_pk" PRIMARY KEY("company_id","customer_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "customer_item_rates" ADD CONSTRAINT "customer_item_rates_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_item_rates" ADD CONSTRAINT "customer_item_rates_company_id_item_id_items_company_id_id_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;