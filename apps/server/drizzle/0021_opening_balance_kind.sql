-- Opening balances are a document kind of their own (issue 23): never a sale or a purchase in
-- any total, report, insight or return, and no number of a GST series. Bills whose lines are
-- all Opening Balance lines (the import's, and those entered on the invoice screen) become that
-- kind, and so does the import's opening stock (a zero-value "purchase" from Cash that only
-- brought goods in: an opening balance of goods, no part of the average purchase cost). They
-- keep the number they were given (it may be printed or written down already, and the unique
-- index keeps it from being reused); new opening balances take no number.
UPDATE "transactions" t SET "kind" = 'opening_balance'
WHERE (t."kind" IN ('sale', 'purchase')
    AND EXISTS (SELECT 1 FROM "transaction_lines" l
                WHERE l."company_id" = t."company_id" AND l."transaction_id" = t."id")
    AND NOT EXISTS (SELECT 1 FROM "transaction_lines" l
                    WHERE l."company_id" = t."company_id" AND l."transaction_id" = t."id"
                      AND l."special_kind" IS DISTINCT FROM 'opening_balance'))
  OR (t."kind" = 'purchase' AND t."remark" = 'Opening stock (imported)' AND t."amount_paise" = 0
    AND NOT EXISTS (SELECT 1 FROM "payments" p
                    WHERE p."company_id" = t."company_id" AND p."transaction_id" = t."id"));
