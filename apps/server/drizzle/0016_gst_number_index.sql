-- GSTR-1's check that a sale number is used once in its financial year (case-insensitive):
-- one probe per number of the month instead of grouping the whole year (bench/reports.ts).
CREATE INDEX "transactions_sale_number_upper_idx" ON "transactions" USING btree ("company_id",upper("number")) WHERE "transactions"."kind" = 'sale';