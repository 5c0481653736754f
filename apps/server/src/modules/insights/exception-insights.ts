// Exceptions: documents that look like typing mistakes (dated in the future) and bill lines a
// GST return cannot place (no HSN/SAC code). Both lists can be long, so they stream from SQL
// for exports; the summary adds up the rows the JSON reply fetched.
import { tk } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import { addDays, formatDate } from '@hisaab/shared/format';
import { type ReportContext, documentLabelSql } from '../reports/index.ts';
import { col } from '@hisaab/shared/reports/report-result';
import { counted, type InsightDefinitions, type InsightOutput } from './insight-definition.ts';
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
        title: tk('Documents dated in the future'),
        columns: [
          col('date', tk('Date'), 'date'),
          col('type', tk('Type'), 'text'),
          col('number', tk('Number'), 'link'),
          col('customer', tk('Customer or vendor'), 'text'),
          col('total', tk('Total'), 'money'),
          col('daysAhead', tk('Days ahead of today'), 'number'),
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
    async summary([list], tr) {
      const count = list?.rows.length ?? 0;
      const limit =
        toleranceDays > 0
          ? formatDate(after)
          : tr.t('{{date}} (today)', { date: formatDate(after) });
      if (count === 0) return tr.t('No document is dated after {{limit}}.', { limit });
      const p = { documents: counted(tr, count, 'document'), limit };
      return count === 1
        ? tr.t('{{documents}} is dated after {{limit}}: check its date.', p)
        : tr.t('{{documents}} are dated after {{limit}}: check their dates.', p);
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
        title: tk('Lines without HSN/SAC'),
        columns: [
          col('date', tk('Date'), 'date'),
          col('number', tk('Number'), 'link'),
          col('customer', isPurchase ? tk('Vendor') : tk('Customer'), 'text'),
          col('item', tk('Item'), 'text'),
          col('quantity', tk('Quantity'), 'quantity'),
          col('taxableValue', tk('Taxable value'), 'money'),
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
    async summary([list], tr) {
      const rows = list?.rows ?? [];
      const count = rows.length;
      const bills = new Set(rows.map((r) => r['transactionId'])).size;
      const items = new Set(rows.map((r) => r['itemId'])).size;
      if (count === 0) {
        const range = { from: formatDate(startDate), to: formatDate(endDate) };
        return isPurchase
          ? tr.t('Every purchase line from {{from}} to {{to}} has an HSN/SAC code.', range)
          : tr.t('Every sale line from {{from}} to {{to}} has an HSN/SAC code.', range);
      }
      const p = {
        lines: counted(tr, count, 'line'),
        bills: counted(tr, bills, isPurchase ? 'purchase bill' : 'sale bill'),
        items: counted(tr, items, 'item'),
      };
      return count === 1
        ? tr.t('{{lines}} on {{bills}} has no HSN/SAC code; give {{items}} a code in Settings.', p)
        : tr.t(
            '{{lines}} on {{bills}} have no HSN/SAC code; give {{items}} a code in Settings.',
            p,
          );
    },
  };
}

export const exceptionInsights: InsightDefinitions = {
  'exceptions/future-invoices': { build: futureInvoices },
  'exceptions/missing-hsn': { build: missingHsn },
};
