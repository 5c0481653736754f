// Small pieces the day-to-day report definitions share: column lists, month ranges and the
// SQL fragments that name a document or a place of supply.
import { sql, type SQL } from 'drizzle-orm';
import { STATES } from '@hisaab/shared/states';
import { monthRange } from '@hisaab/shared/report-defaults';
import { SUPPLIER_INVOICE_LABELS } from '@hisaab/shared/supplier-invoice';
import { col, type ReportColumn } from '@hisaab/shared/reports/report-result';

/** The report's year and month parameters → that month's first and last day, yyyy-mm-dd. */
export function paramMonthRange(params: Record<string, unknown>): { start: string; end: string } {
  const { startDate, endDate } = monthRange(params['year'] as number, params['month'] as number);
  return { start: startDate, end: endDate };
}

export function rangeOf(params: Record<string, unknown>): { start: string; end: string } {
  return { start: params['startDate'] as string, end: params['endDate'] as string };
}

/**
 * 'Sale', 'Purchase', 'Credit note', 'Debit note', 'Opening balance', 'Payment received' or
 * 'Payment made' for a transactions row `t`.
 */
export function documentLabelSql(t: string): SQL {
  const kind = sql.raw(`${t}.kind`);
  const isPurchase = sql.raw(`${t}.is_purchase`);
  return sql`case ${kind} when 'sale' then 'Sale' when 'purchase' then 'Purchase'
    when 'credit_note' then 'Credit note' when 'debit_note' then 'Debit note'
    when 'sales_debit_note' then 'Debit note'
    when 'opening_balance' then 'Opening balance'
    else case when ${isPurchase} then 'Payment made' else 'Payment received' end end`;
}

/**
 * A state code → "27-Maharashtra" lookup as an inline table (code, label), the form GST
 * returns use; joined with a left join so an unknown code still shows as itself.
 */
export function stateLabelsTable(): SQL {
  const rows = STATES.map((st) => sql`(${st.code}, ${`${st.code}-${st.name}`})`);
  return sql`(values ${sql.join(rows, sql`, `)}) as state_labels(code, label)`;
}

/** A purchase's supplier invoice number and date, as report columns (after its own date). */
export function supplierInvoiceColumns(): ReportColumn[] {
  return [
    col('supplierInvoiceNumber', SUPPLIER_INVOICE_LABELS.number, 'text'),
    col('supplierInvoiceDate', SUPPLIER_INVOICE_LABELS.date, 'date'),
  ];
}

/** The select list's part for supplierInvoiceColumns, of a transactions row `t` (ends in a comma). */
export function supplierInvoiceSql(t: string): SQL {
  return sql.raw(`${t}.supplier_invoice_number as "supplierInvoiceNumber",
      ${t}.supplier_invoice_date::text as "supplierInvoiceDate",`);
}

/** A purchase's "Supplier Invoice No. X dated dd/mm/yyyy" for a transactions row `t`, else null. */
export function supplierInvoiceTextSql(t: string): SQL {
  return sql.raw(`case when ${t}.supplier_invoice_number is not null then
      concat_ws(' dated ', '${SUPPLIER_INVOICE_LABELS.number} ' || ${t}.supplier_invoice_number,
        to_char(${t}.supplier_invoice_date, 'DD/MM/YYYY')) end`);
}
