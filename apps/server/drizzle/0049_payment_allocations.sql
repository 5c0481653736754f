-- Issue 42: a payment chooses the bills it settles. One row per bill a payment-only entry
-- (transactions.kind 'payment') settles and how much of it; what is not allocated settles the
-- party's oldest bills first, as before. Written, edited and deleted with the payment; a bill
-- deleted takes its allocations with it (that money then settles the oldest bills). The dues
-- rule (bookkeeping/bill-dues.ts) counts an allocation against its bill as it counts a note.
CREATE TABLE "payment_allocations" (
	"company_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "payment_allocations_pk" PRIMARY KEY("company_id","payment_id","bill_id"),
	CONSTRAINT "payment_allocations_amount_check" CHECK ("amount_paise" > 0)
);--> statement-breakpoint
CREATE INDEX "payment_allocations_party_idx" ON "payment_allocations" USING btree ("company_id","party_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_bill_idx" ON "payment_allocations" USING btree ("company_id","bill_id");--> statement-breakpoint
SELECT distribute_company_tables();
--> statement-breakpoint
-- The foreign keys after the table is distributed (0031).
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_bill_fk" FOREIGN KEY ("company_id","bill_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;
