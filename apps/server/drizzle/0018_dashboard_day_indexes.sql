-- The dashboard reads a page of the day and the day's totals without touching the tables: the
-- day's bills in entry order with kind and amount (keyset pages, index-only sale and purchase
-- sums; it replaces transactions_company_date_idx, whose columns lead it), and the day's
-- payments with side and amount (index-only received and paid sums). bench/screens.ts.
DROP INDEX "transactions_company_date_idx";--> statement-breakpoint
CREATE INDEX "payments_day_idx" ON "payments" USING btree ("company_id","payment_date","transaction_id","is_payment_made","amount_paise");--> statement-breakpoint
CREATE INDEX "transactions_day_idx" ON "transactions" USING btree ("company_id","transaction_date","created_at","id","kind","amount_paise");