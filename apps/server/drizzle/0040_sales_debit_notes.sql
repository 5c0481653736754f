-- Issue 36: debit notes to customers (kind 'sales_debit_note', a price raised after the sale)
-- number in a series of their own (company_settings.sales_debit_note_number_format, 0037); a
-- format with {FY} keeps its year counters in document_counters like the other series.
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_series_ck";--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series_ck" CHECK ("series" in ('invoice', 'purchase', 'estimate', 'credit_note', 'debit_note', 'sales_debit_note'));
