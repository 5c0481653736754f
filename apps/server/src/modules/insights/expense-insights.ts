// Expense anomalies: each expense item's spending in the chosen month against its average
// month before it, so a doubled electricity bill or a mistyped amount stands out.
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import { MONTH_NAMES } from '@hisaab/shared/format';
import { type ReportContext, paramMonthRange } from '../reports/index.ts';
import { queryRows } from '../../db/query-rows.ts';
import { col } from '@hisaab/shared/reports/report-result';
import {
  counted,
  n,
  pct,
  rupees,
  type InsightDefinitions,
  type InsightOutput,
} from './insight-definition.ts';

type Row = Record<string, unknown>;

const MONTHS_AVERAGED = 12;

async function expenseAnomalies(ctx: ReportContext): Promise<InsightOutput> {
  const { thresholdPct, year, month } = ctx.params as {
    thresholdPct: number;
    year: number;
    month: number;
  };
  const { start, end } = paramMonthRange(ctx.params);
  // The average is over the months before the chosen one in which the item occurred: the
  // latest 12 such months, however far back (an item bought every other month is compared
  // with the months it was bought in, not diluted by empty ones). Flagged when the month is
  // above that average by more than thresholdPct, compared exactly:
  // month × count × 100 > sum × (100 + threshold).
  const flagged = await queryRows<Row>(
    ctx.db,
    sql`with monthly as (
        select e.expense_item_id as item_id,
          date_trunc('month', e.expense_date::timestamp)::date as month,
          sum(e.amount_paise) as total
        from expenses e
        where e.company_id = ${ctx.companyId} and e.expense_date <= ${end}::date
        group by 1, 2
      ),
      earlier as (
        select item_id, total,
          row_number() over (partition by item_id order by month desc) as recency
        from monthly
        where month < ${start}::date
      ),
      history as (
        select item_id, sum(total) as total, count(*) as months
        from earlier
        where recency <= ${MONTHS_AVERAGED}
        group by item_id
      )
      select ei.name as "expenseItem", m.total as "monthTotal",
        round(h.total::numeric / h.months) as "average", h.months as "monthsAveraged",
        round((m.total * h.months - h.total) * 100.0 / h.total, 1) as "abovePct"
      from monthly m
      join history h on h.item_id = m.item_id
      join expense_items ei on ei.company_id = ${ctx.companyId} and ei.id = m.item_id
      where m.month = ${start}::date and h.total > 0
        and m.total * h.months * 100 > h.total * (100 + ${String(thresholdPct)}::numeric)
      order by "abovePct" desc, lower(ei.name)`,
  );
  // The excess over the averages, each rounded once to the paisa as the average column is.
  const excess = flagged.reduce((t, r) => t + n(r['monthTotal']) - n(r['average']), 0);
  const when = `${MONTH_NAMES[month - 1]} ${year}`;
  return {
    sources: [
      {
        name: 'expenseAnomalies',
        title: tk('Expense anomalies'),
        columns: [
          col('expenseItem', tk('Expense item'), 'text'),
          col('monthTotal', msg('Spent in {{month}}', { month: when }), 'money'),
          col('average', tk('Average month before'), 'money'),
          col('monthsAveraged', tk('Months averaged'), 'number'),
          col('abovePct', tk('Above average %'), 'number'),
        ],
        rows: flagged,
      },
    ],
    summary: async (_, tr) => {
      const p = {
        items: counted(tr, flagged.length, 'expense item'),
        month: when,
        pct: pct(thresholdPct),
        excess: rupees(excess),
      };
      if (flagged.length === 0)
        return tr.t(
          'No expense item in {{month}} is more than {{pct}} above its average month.',
          p,
        );
      return flagged.length === 1
        ? tr.t(
            '{{items}} in {{month}} is more than {{pct}} above its average month; {{excess}} more than usual.',
            p,
          )
        : tr.t(
            '{{items}} in {{month}} are more than {{pct}} above their average month; {{excess}} more than usual.',
            p,
          );
    },
  };
}

export const expenseInsights: InsightDefinitions = {
  'analytics/expense-anomalies': { build: expenseAnomalies },
};
