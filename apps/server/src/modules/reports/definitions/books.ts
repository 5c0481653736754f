// The spec's day-to-day reports (section 7): sales, purchases, stock, customers, taxes and
// expenses for a period, each one set-based query over the stored documents.
import { sql } from 'drizzle-orm';
import type { ReportDefinition, ReportDefinitions } from '../report-definition.ts';

/** One row per bill of one side (sale or purchase) in the range. */
function billsInRange(isPurchase: boolean): ReportDefinition {
  return {
    async build({ companyId, params }) {
      const { startDate, endDate } = params as { startDate: string; endDate: string };
      return [
        {
          name: isPurchase ? 'purchases' : 'sales',
          title: isPurchase ? 'Purchases' : 'Sales',
          columns: [
            { key: 'date', label: 'Date', kind: 'date' },
            { key: 'number', label: 'Number', kind: 'link' },
            { key: 'customerName', label: isPurchase ? 'Vendor' : 'Customer', kind: 'text' },
            { key: 'taxableValue', label: 'Taxable value', kind: 'money' },
            { key: 'tax', label: 'Tax', kind: 'money' },
            { key: 'total', label: 'Total', kind: 'money' },
            { key: 'paid', label: 'Paid', kind: 'money' },
            { key: 'pending', label: 'Pending', kind: 'money' },
          ],
          query: sql`
            select t.transaction_date::text as "date", t.number as "number", t.id as "transactionId",
              c.name as "customerName", t.taxable_paise as "taxableValue", t.tax_paise as "tax",
              t.amount_paise as "total", t.paid_paise as "paid",
              t.amount_paise - t.paid_paise as "pending"
            from transactions t
            join customers c on c.company_id = t.company_id and c.id = t.customer_id
            where t.company_id = ${companyId} and t.kind = ${isPurchase ? 'purchase' : 'sale'}
              and t.transaction_date between ${startDate}::date and ${endDate}::date
            order by t.transaction_date, t.id`,
        },
      ];
    },
  };
}

export const bookReports: ReportDefinitions = {
  sales: billsInRange(false),
  purchases: billsInRange(true),
};
