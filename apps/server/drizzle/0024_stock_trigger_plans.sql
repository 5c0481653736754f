-- As 0023 for the balance check: trigger functions whose query finds rows of a big table by a
-- statement's rows (the maintained stock joins its lines to their bills; a bill's delete or
-- change of side reads its lines) keep one plan per session. Made while the table was tiny (a
-- new company, analysed early), it scans the whole table, and a bulk write (an import's opening
-- stock) rescanned it once per line: 1,500 items read transactions 1,500 times. Planned at each
-- call, they find the index. apply_journal_to_balances reads no table but the balances it
-- upserts (through their keys), so it keeps its plans.
ALTER FUNCTION apply_lines_to_stock(transaction_lines[], integer) SET plan_cache_mode = force_custom_plan;
--> statement-breakpoint
ALTER FUNCTION transactions_stock_on_delete() SET plan_cache_mode = force_custom_plan;
--> statement-breakpoint
ALTER FUNCTION transactions_stock_on_update() SET plan_cache_mode = force_custom_plan;
