CREATE TABLE "idempotency_keys" (
	"company_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"user_id" integer,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"resource_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_scope_key_pk" PRIMARY KEY("company_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");