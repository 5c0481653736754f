// Customer insights: who has stopped buying (inactive-customers) and which bills are overdue
// (ar-due). Balances come from the PARTY ledger (positive: the party owes us), so every
// payment, return and opening balance counts once, as it was posted.
import { tk } from '@hisaab/shared/i18n/messages';
import { sql, type SQL } from 'drizzle-orm';
import { addDays, formatDate } from '@hisaab/shared/format';
import type { ReportContext } from '../reports/index.ts';
import { col } from '@hisaab/shared/reports/report-result';
import {
  counted,
  n,
  rowsWithTotals,
  rupees,
  type InsightDefinitions,
  type InsightOutput,
} from './insight-definition.ts';
import { billDuesSql } from '../../bookkeeping/bill-dues.ts';
import { partyBalancesCte } from './insight-sql.ts';

async function inactiveCustomers(ctx: ReportContext): Promise<InsightOutput> {
  const { inactiveDays, top } = ctx.params as { inactiveDays: number; top: number };
  const since = addDays(ctx.today, -inactiveDays);
  // A sale is a bill with goods on it: an opening balance entry is not the customer buying.
  // Inactive: the last sale is more than inactiveDays before today, or there never was one
  // but the customer owes us. The walk-in cash customer is nobody to call.
  const { rows, totals } = await rowsWithTotals(
    ctx.db,
    sql`with last_sales as (
        select t.customer_id, max(t.transaction_date) as last_sale
        from transactions t
        where t.company_id = ${ctx.companyId} and t.kind = 'sale'
          and exists (select 1 from transaction_lines l
                      where l.company_id = t.company_id and l.transaction_id = t.id
                        and l.special_kind is null)
        group by t.customer_id
      ),
      ${partyBalancesCte(ctx.companyId, ctx.today)}
      select c.name as "customer", c.phone as "phone", s.last_sale::text as "lastSale",
        ${ctx.today}::date - s.last_sale as "daysInactive",
        coalesce(b.balance, 0) as "balance",
        count(*) over () as "_count",
        sum(greatest(coalesce(b.balance, 0), 0)) over () as "_owed"
      from customers c
      left join last_sales s on s.customer_id = c.id
      left join party_balances b on b.party_id = c.id
      where c.company_id = ${ctx.companyId} and not c.is_default_cash
        and (s.last_sale < ${since}::date or (s.last_sale is null and b.balance > 0))
      order by coalesce(b.balance, 0) desc, s.last_sale nulls first, lower(c.name), c.id
      limit ${top}`,
  );
  const count = totals('_count');
  const owed = totals('_owed');
  return {
    sources: [
      {
        name: 'inactiveCustomers',
        title: tk('Inactive customers'),
        columns: [
          col('customer', tk('Customer'), 'text'),
          col('phone', tk('Phone'), 'text'),
          col('lastSale', tk('Last sale'), 'date'),
          col('daysInactive', tk('Days since last sale'), 'number'),
          col('balance', tk('Balance'), 'money'),
        ],
        rows,
      },
    ],
    summary: async (_, tr) => {
      const days = counted(tr, inactiveDays, 'day');
      if (count === 0) return tr.t('Every customer has bought in the last {{days}}.', { days });
      const p = { customers: counted(tr, count, 'customer'), days, owed: rupees(owed) };
      if (owed > 0)
        return count === 1
          ? tr.t('{{customers}} has not bought in {{days}}; together they owe {{owed}}.', p)
          : tr.t('{{customers}} have not bought in {{days}}; together they owe {{owed}}.', p);
      return count === 1
        ? tr.t('{{customers}} has not bought in {{days}}.', p)
        : tr.t('{{customers}} have not bought in {{days}}.', p);
    },
  };
}

/**
 * Unpaid sale bills as of a date: what is due on each (bookkeeping/bill-dues.ts, the one rule:
 * notes against their bills, payments settling the oldest bills first). Overdue days =
 * asOfDate − bill date − dueDays.
 */
function dueBills(companyId: number, asOf: string, dueDays: number): SQL {
  return sql`with open_bills as (
        select t.id, t.customer_id, t.transaction_date, t.number, t.amount_paise,
          d.due as unpaid, ${asOf}::date - t.transaction_date - ${dueDays}::int as overdue
        from (${billDuesSql(companyId, { asOfDate: asOf })}) d
        join transactions t on t.company_id = ${companyId} and t.id = d.source_id
        where d.source_kind = 'transaction' and d.side = 1 and t.kind = 'sale'
      )
      select o.transaction_date::text as "date", o.number as "number", o.id as "transactionId",
        o.customer_id as "customerId", c.name as "customer", c.phone as "phone",
        o.amount_paise as "billAmount",
        o.unpaid as "unpaid", (o.transaction_date + ${dueDays}::int)::text as "dueDate",
        o.overdue as "overdueDays"
      from open_bills o
      join customers c on c.company_id = ${companyId} and c.id = o.customer_id
      where o.unpaid > 0 and o.overdue > 0`;
}

async function arDue(ctx: ReportContext): Promise<InsightOutput> {
  const { asOfDate, dueDays } = ctx.params as { asOfDate: string; dueDays: number };
  const base = dueBills(ctx.companyId, asOfDate, dueDays);
  return {
    sources: [
      {
        name: 'arDue',
        title: tk('Receivables due'),
        columns: [
          col('date', tk('Bill date'), 'date'),
          col('number', tk('Number'), 'link'),
          col('customer', tk('Customer'), 'text'),
          col('phone', tk('Phone'), 'text'),
          col('billAmount', tk('Bill amount'), 'money'),
          col('unpaid', tk('Unpaid'), 'money'),
          col('dueDate', tk('Due date'), 'date'),
          col('overdueDays', tk('Days overdue'), 'number'),
        ],
        query: sql`${base} order by o.overdue desc, o.id`,
      },
    ],
    // From the rows the reply already holds (every overdue bill), not the query again.
    async summary([list], tr) {
      const rows = list?.rows ?? [];
      if (rows.length === 0)
        return tr.t('No bill is more than {{days}} old and unpaid on {{date}}.', {
          days: counted(tr, dueDays, 'day'),
          date: formatDate(asOfDate),
        });
      const unpaid = rows.reduce((t, r) => t + Math.round(n(r['unpaid']) * 100), 0);
      const customers = new Set(rows.map((r) => r['customerId'])).size;
      const oldest = rows.reduce((max, r) => Math.max(max, n(r['overdueDays'])), 0);
      return tr.t(
        '{{amount}} is overdue on {{bills}} from {{customers}}; the oldest is {{days}} past due.',
        {
          amount: rupees(unpaid),
          bills: counted(tr, rows.length, 'bill'),
          customers: counted(tr, customers, 'customer'),
          days: counted(tr, oldest, 'day'),
        },
      );
    },
  };
}

export const customerInsights: InsightDefinitions = {
  'analytics/inactive-customers': { build: inactiveCustomers },
  'analytics/ar-due': { build: arDue },
};
