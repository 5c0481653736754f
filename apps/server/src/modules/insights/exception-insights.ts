// Exceptions: documents that look like typing mistakes (dated in the future) and bill lines a
// GST return cannot place (no HSN/SAC code). Both lists can be long, so they stream from SQL
// for exports; the summary adds up the rows the JSON reply fetched.
import { sql } from 'drizzle-orm';
import { addDays, formatDate } from '@hisaab/shared/format';
import type { ReportContext } from '../reports/report-definition.ts';
import { col, documentLabelSql } from '../reports/definitions/report-sql.ts';
import { plural, type InsightDefinitions, type InsightOutput } from './insight-definition.ts';
import { goodsLinesIn } from './insight-sql.ts';

async function futureInvoices(ctx: ReportContext): Promise<InsightOutput> {
  const { toleranceDays } = ctx.params as { toleranceDays: number };
  // Sales, purchases and payments alike: any of them dated ahead is a mistake to correct.
  const after = addDays(ctx.today, toleranceDays);
  // Estimates are quotations, not documents of the books.
  const where = sql`t.company_id = ${ctx.companyId} and t.transaction_date > ${after}::date
    and t.kind <> 'estimate'`;
  return {
    sources: [
      {
        name: 'futureInvoices',
        title: 'Documents dated in the future',
        columns: [
          col('date', 'Date', 'date'),
          col('type', 'Type', 'text'),
          col('number', 'Number', 'link'),
          col('customer', 'Customer or vendor', 'text'),
          col('total', 'Total', 'money'),
          col('daysAhead', 'Days ahead of today', 'number'),
        ],
        query: sql`
          select t.transaction_date::text as "date", ${documentLabelSql('t')} as "type",
            t.number as "number", t.id as "transactionId", c.name as "customer",
            case when t.kind = 'payment' then t.paid_paise else t.amount_paise end as "total",
            t.transaction_date - ${ctx.today}::date as "daysAhead"
          from transactions t
          join customers c on c.company_id = t.company_id and c.id = t.customer_id
          where ${where}
          order by t.transaction_date, t.id`,
      },
    ],
    // From the rows the reply already holds, not the query again.
    async summary([list]) {
      const count = list?.rows.length ?? 0;
      const limit = `${formatDate(after)}${toleranceDays > 0 ? '' : ' (today)'}`;
      return count === 0
        ? `No document is dated after ${limit}.`
        : `${plural(count, 'document')} ${count === 1 ? 'is' : 'are'} dated after ${limit}: check ${count === 1 ? 'its date' : 'their dates'}.`;
    },
  };
}

async function missingHsn(ctx: ReportContext): Promise<InsightOutput> {
  const { startDate, endDate, isPurchase } = ctx.params as {
    startDate: string;
    endDate: string;
    isPurchase: boolean;
  };
  // The code as billed (stored on the line), so a fix to the item master does not hide it.
  const lines = sql`${goodsLinesIn(ctx.companyId, startDate, endDate, {
    isPurchase,
    join: sql`join customers c on c.company_id = t.company_id and c.id = t.customer_id`,
  })}
    and coalesce(btrim(l.hsn_sac_code), '') = ''`;
  return {
    sources: [
      {
        name: 'missingHsn',
        title: 'Lines without HSN/SAC',
        columns: [
          col('date', 'Date', 'date'),
          col('number', 'Number', 'link'),
          col('customer', isPurchase ? 'Vendor' : 'Customer', 'text'),
          col('item', 'Item', 'text'),
          col('quantity', 'Quantity', 'quantity'),
          col('taxableValue', 'Taxable value', 'money'),
        ],
        query: sql`
          select t.transaction_date::text as "date", t.number as "number",
            t.id as "transactionId", c.name as "customer", l.item_id as "itemId",
            l.item_name as "item",
            l.qty_milli as "quantity", l.taxable_paise as "taxableValue"
          from ${lines}
          order by t.transaction_date, t.id, l.line_no`,
      },
    ],
    // From the rows the reply already holds, not the query again.
    async summary([list]) {
      const rows = list?.rows ?? [];
      const count = rows.length;
      const bills = new Set(rows.map((r) => r['transactionId'])).size;
      const items = new Set(rows.map((r) => r['itemId'])).size;
      const side = isPurchase ? 'purchase' : 'sale';
      if (count === 0) {
        return `Every ${side} line from ${formatDate(startDate)} to ${formatDate(endDate)} has an HSN/SAC code.`;
      }
      return `${plural(count, 'line')} on ${plural(bills, `${side} bill`)} ${count === 1 ? 'has' : 'have'} no HSN/SAC code; give ${plural(items, 'item')} a code in Settings.`;
    },
  };
}

export const exceptionInsights: InsightDefinitions = {
  'exceptions/future-invoices': { build: futureInvoices },
  'exceptions/missing-hsn': { build: missingHsn },
};
