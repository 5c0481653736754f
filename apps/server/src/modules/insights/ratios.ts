// Business ratios for a period, as rows of (metric, value): margin, tax share, cash against
// credit sales, how long customers take to pay and how long we take, bill size and count.
// Sales value is the taxable value of goods lines, tax excluded, net of credit notes
// (insight-sql.ts soldByItemCte); cost of goods by the one costing rule (costing/).
import { asMessage, msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import { formatDate } from '@hisaab/shared/format';
import { paiseToRupees, roundHalfAwayFromZero } from '@hisaab/shared/money';
import type { ReportContext } from '../reports/index.ts';
import { queryRows } from '../../db/query-rows.ts';
import { col } from '@hisaab/shared/reports/report-result';
import {
  daysBetween,
  n,
  pct,
  ratio,
  rupees,
  type InsightDefinitions,
  type InsightOutput,
} from './insight-definition.ts';
import { itemCosts } from '../costing/index.ts';
import { partyBalancesCte, soldByItemCte } from './insight-sql.ts';

type Row = Record<string, unknown>;

interface SoldRow {
  itemId: number;
  qty: string | number;
  value: string | number;
  tax: string | number;
}

/**
 * Sales value and output tax of the range (sold_by_item: net of credit notes), and the cost of
 * goods sold: each item's quantity sold at its unit cost on the range's last day, by the one
 * costing rule (costing/item-costs.ts), rounded once per item.
 */
async function salesAndCost(ctx: ReportContext, start: string, end: string) {
  const [sold, costs] = await Promise.all([
    queryRows<SoldRow>(
      ctx.db,
      sql`with ${soldByItemCte(ctx.companyId, start, end)}
        select item_id as "itemId", qty, value, tax from sold_by_item`,
    ),
    itemCosts(ctx.db, ctx.companyId, end),
  ]);
  let sales = 0;
  let tax = 0;
  let cogs = 0;
  for (const r of sold) {
    sales += n(r.value);
    tax += n(r.tax);
    cogs += costs.costOf(Number(r.itemId), n(r.qty));
  }
  return { sales, tax, cogs };
}

/**
 * Bills of the range (a sale or purchase with goods on it: an opening balance entry is not a
 * bill), the part of each sale paid on the bill itself, and receivables and payables at the
 * range's end from the PARTY ledger (each party's balance counts on one side).
 */
function billsAndBalances(companyId: number, start: string, end: string) {
  return sql`with ${partyBalancesCte(companyId, end)},
    bills as (
      select t.is_purchase, t.amount_paise, t.paid_paise
      from transactions t
      where t.company_id = ${companyId} and t.kind in ('sale', 'purchase')
        and t.transaction_date between ${start}::date and ${end}::date
        and exists (select 1 from transaction_lines l
                    where l.company_id = t.company_id and l.transaction_id = t.id
                      and l.special_kind is null)
    )
    select b.*, p.* from (
      select count(*) filter (where not is_purchase) as sale_bills,
        coalesce(sum(amount_paise) filter (where not is_purchase), 0) as sale_billed,
        coalesce(sum(greatest(least(paid_paise, amount_paise), 0))
          filter (where not is_purchase), 0) as sale_paid,
        coalesce(sum(amount_paise) filter (where is_purchase), 0) as purchase_billed
      from bills
    ) b cross join (
      select coalesce(sum(greatest(balance, 0)), 0) as receivables,
        coalesce(sum(greatest(-balance, 0)), 0) as payables
      from party_balances
    ) p`;
}

// Values of mixed units share one number column, so they are in the wire's units already.
const money = (paise: number) => paiseToRupees(paise);

async function ratios(ctx: ReportContext): Promise<InsightOutput> {
  const { startDate, endDate } = ctx.params as { startDate: string; endDate: string };
  const { sales, tax, cogs } = await salesAndCost(ctx, startDate, endDate);
  const [b = {}] = await queryRows<Row>(
    ctx.db,
    billsAndBalances(ctx.companyId, startDate, endDate),
  );
  const days = daysBetween(startDate, endDate) + 1;
  const bills = n(b['sale_bills']);
  const billed = n(b['sale_billed']);
  const paid = n(b['sale_paid']);
  const receivables = n(b['receivables']);
  const payables = n(b['payables']);
  const margin = ratio(sales - cogs, sales, 100);
  const receivableDays = ratio(receivables, billed, days, 1);
  const payableDays = ratio(payables, n(b['purchase_billed']), days, 1);
  const averageBill =
    bills === 0 ? null : Number(roundHalfAwayFromZero(BigInt(billed), BigInt(bills)));
  const rows: { metric: Text; value: number | null }[] = [
    { metric: tk('Sales value, before tax (₹)'), value: money(sales) },
    { metric: tk('Cost of goods sold (₹)'), value: money(cogs) },
    { metric: tk('Gross profit (₹)'), value: money(sales - cogs) },
    // (sales value − cost of goods sold) ÷ sales value
    { metric: tk('Gross margin (%)'), value: margin },
    // The part of what customers were billed for goods that is tax: tax ÷ (taxable + tax).
    { metric: tk('Tax share of sales billed (%)'), value: ratio(tax, sales + tax, 100) },
    { metric: tk('Cash sales, paid on the bill (₹)'), value: money(paid) },
    { metric: tk('Credit sales, left to pay later (₹)'), value: money(billed - paid) },
    { metric: tk('Cash sales (%)'), value: ratio(paid, billed, 100) },
    { metric: tk('Credit sales (%)'), value: ratio(billed - paid, billed, 100) },
    {
      metric: msg('Receivables on {{date}} (₹)', { date: formatDate(endDate) }),
      value: money(receivables),
    },
    // Receivables ÷ sales billed (with tax, as receivables are) × days in the range.
    { metric: tk('Receivable days'), value: receivableDays },
    {
      metric: msg('Payables on {{date}} (₹)', { date: formatDate(endDate) }),
      value: money(payables),
    },
    { metric: tk('Payable days'), value: payableDays },
    { metric: tk('Sale bills'), value: bills },
    {
      metric: tk('Average bill value, with tax (₹)'),
      value: averageBill === null ? null : money(averageBill),
    },
    { metric: tk('Bills per day'), value: ratio(bills, days) },
  ];
  return {
    sources: [
      {
        name: 'ratios',
        title: tk('Ratios'),
        columns: [col('metric', tk('Metric'), 'text'), col('value', tk('Value'), 'number')],
        rows: rows.map((r) => ({ ...r, metric: asMessage(r.metric) })),
      },
    ],
    async summary(_, tr) {
      const range = { from: formatDate(startDate), to: formatDate(endDate) };
      if (sales === 0 && bills === 0) return tr.t('No sales from {{from}} to {{to}}.', range);
      const parts = [
        tr.t('Gross margin {{pct}} on sales of {{sales}} from {{from}} to {{to}}', {
          ...range,
          pct: pct(margin ?? 0),
          sales: rupees(sales),
        }),
      ];
      if (receivableDays !== null)
        parts.push(tr.t('customers take {{days}} days to pay', { days: receivableDays }));
      if (payableDays !== null)
        parts.push(tr.t('you take {{days}} days to pay vendors', { days: payableDays }));
      return `${parts.join('; ')}.`;
    },
  };
}

export const ratioInsights: InsightDefinitions = {
  'analytics/ratios': { build: ratios },
};
