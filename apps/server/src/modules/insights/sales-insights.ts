// Sales insights: the trend of a period against the one of the same length just before it,
// and the ABC split of items by their share of sales value. Sales value is the taxable value
// of goods lines, tax excluded (insight-sql.ts), net of the credit notes in both.
import { tk } from '@hisaab/shared/i18n/messages';
import type { Translator } from '../../platform/i18n.ts';
import { sql } from 'drizzle-orm';
import { addDays, formatDate } from '@hisaab/shared/format';
import { fieldError } from '../../platform/errors.ts';
import type { ReportContext } from '../reports/index.ts';
import { queryRows } from '../../db/query-rows.ts';
import { col } from '@hisaab/shared/reports/report-result';
import {
  counted,
  daysBetween,
  n,
  pct,
  ratio,
  rupees,
  type InsightDefinitions,
  type InsightOutput,
} from './insight-definition.ts';
import { goodsLinesIn, soldByItemCte } from './insight-sql.ts';

type Row = Record<string, unknown>;

// A row per day: a decade is already more than a chart can show, and a longer period would
// push the previous one before the calendar's start.
const MAX_TREND_DAYS = 3660;
export const SALES_TREND_TOO_LONG = `Sales trend periods can be at most ${MAX_TREND_DAYS.toLocaleString('en-IN')} days (10 years).`;

async function salesTrend(ctx: ReportContext): Promise<InsightOutput> {
  const { currentStart, currentEnd } = ctx.params as { currentStart: string; currentEnd: string };
  const length = daysBetween(currentStart, currentEnd) + 1;
  if (length > MAX_TREND_DAYS) throw fieldError('currentEnd', SALES_TREND_TOO_LONG);
  const previousStart = addDays(currentStart, -length);
  const previousEnd = addDays(currentStart, -1);
  // Day n of the current period sits beside day n of the previous one (length days earlier).
  const days = await queryRows<Row>(
    ctx.db,
    sql`with per_day as (
        select t.transaction_date as d, sum(l.taxable_paise) as sales,
          count(distinct t.id) filter (where t.kind = 'sale') as bills
        from ${goodsLinesIn(ctx.companyId, previousStart, currentEnd, { netOfReturns: true })}
        group by t.transaction_date
      )
      select row_number() over (order by g.d) as "day", g.d::text as "currentDate",
        coalesce(c.sales, 0) as "currentSales", coalesce(c.bills, 0) as "currentBills",
        (g.d - ${length}::int)::text as "previousDate",
        coalesce(p.sales, 0) as "previousSales", coalesce(p.bills, 0) as "previousBills"
      from (select gs::date as d
            from generate_series(${currentStart}::date, ${currentEnd}::date, interval '1 day') gs) g
      left join per_day c on c.d = g.d
      left join per_day p on p.d = g.d - ${length}::int
      order by g.d`,
  );
  const sum = (key: string) => days.reduce((total, r) => total + n(r[key]), 0);
  const current = sum('currentSales');
  const previous = sum('previousSales');
  const changePct = ratio(current - previous, previous, 100, 1);
  const totals = {
    currentStart,
    currentEnd,
    currentSales: current,
    currentBills: sum('currentBills'),
    previousStart,
    previousEnd,
    previousSales: previous,
    previousBills: sum('previousBills'),
    change: current - previous,
    changePct,
  };
  const summary = (tr: Translator) => {
    const p = {
      sales: rupees(current),
      date: formatDate(currentStart),
      from: formatDate(currentStart),
      to: formatDate(currentEnd),
      days: counted(tr, length, 'day'),
      pct: changePct === null ? '' : pct(Math.abs(changePct)),
      previous: rupees(previous),
    };
    const period =
      length === 1
        ? tr.t('Sales of {{sales}} on {{date}}', p)
        : tr.t('Sales of {{sales}} from {{from}} to {{to}}', p);
    let comparison: string;
    if (changePct === null)
      comparison =
        length === 1
          ? tr.t('; there were none in the day before', p)
          : tr.t('; there were none in the {{days}} before', p);
    else if (changePct === 0)
      comparison =
        length === 1
          ? tr.t(', the same as in the day before', p)
          : tr.t(', the same as in the {{days}} before', p);
    else if (changePct > 0)
      comparison =
        length === 1
          ? tr.t(', up {{pct}} on {{previous}} in the day before', p)
          : tr.t(', up {{pct}} on {{previous}} in the {{days}} before', p);
    else
      comparison =
        length === 1
          ? tr.t(', down {{pct}} on {{previous}} in the day before', p)
          : tr.t(', down {{pct}} on {{previous}} in the {{days}} before', p);
    return `${period}${comparison}.`;
  };
  return {
    sources: [
      {
        name: 'daily',
        title: tk('Sales by day'),
        columns: [
          col('day', tk('Day'), 'number'),
          col('currentDate', tk('Date'), 'date'),
          col('currentSales', tk('Sales'), 'money'),
          col('currentBills', tk('Bills'), 'number'),
          col('previousDate', tk('Previous period date'), 'date'),
          col('previousSales', tk('Previous period sales'), 'money'),
          col('previousBills', tk('Previous period bills'), 'number'),
        ],
        rows: days,
      },
      {
        name: 'totals',
        title: tk('Totals'),
        columns: [
          col('currentStart', tk('From'), 'date'),
          col('currentEnd', tk('To'), 'date'),
          col('currentSales', tk('Sales'), 'money'),
          col('currentBills', tk('Bills'), 'number'),
          col('previousStart', tk('Previous from'), 'date'),
          col('previousEnd', tk('Previous to'), 'date'),
          col('previousSales', tk('Previous sales'), 'money'),
          col('previousBills', tk('Previous bills'), 'number'),
          col('change', tk('Change'), 'money'),
          col('changePct', tk('Change %'), 'number'),
        ],
        rows: [totals],
      },
    ],
    summary: async (_, tr) => summary(tr),
  };
}

async function abc(ctx: ReportContext): Promise<InsightOutput> {
  const { startDate, endDate, aCut, bCut } = ctx.params as {
    startDate: string;
    endDate: string;
    aCut: number;
    bCut: number;
  };
  // Items by sales value, highest first; each item's cumulative share includes itself. An item
  // is in a class while the share of the items BEFORE it is below the class's cut (exact
  // numeric comparison: cumulative − value < cut × total), so the biggest seller is always A,
  // even when it alone is more than the A cut.
  const rows = await queryRows<Row>(
    ctx.db,
    // Net of the credit notes (soldByItemCte), as item-wise sales, the trend and ratios read.
    sql`with ${soldByItemCte(ctx.companyId, startDate, endDate)},
      by_item as (
        select item_id, qty, value from sold_by_item where value > 0
      ),
      ranked as (
        select i.name, b.qty, b.value,
          sum(b.value) over (order by b.value desc, lower(i.name), i.id
                             rows between unbounded preceding and current row) as cumulative,
          sum(b.value) over () as total,
          row_number() over (order by b.value desc, lower(i.name), i.id) as position
        from by_item b
        join items i on i.company_id = ${ctx.companyId} and i.id = b.item_id
      )
      select name as "item", qty as "quantity", value as "salesValue",
        round(value * 100.0 / total, 2) as "sharePct",
        round(cumulative * 100.0 / total, 2) as "cumulativePct",
        case when cumulative - value < ${String(aCut)}::numeric * total then 'A'
             when cumulative - value < ${String(bCut)}::numeric * total then 'B'
             else 'C' end as "class"
      from ranked
      order by position`,
  );
  const classes = ['A', 'B', 'C'].map((c) => {
    const members = rows.filter((r) => r['class'] === c);
    return { c, count: members.length, value: members.reduce((t, r) => t + n(r['salesValue']), 0) };
  });
  const total = classes.reduce((t, k) => t + k.value, 0);
  return {
    sources: [
      {
        name: 'abc',
        title: tk('ABC analysis'),
        columns: [
          col('item', tk('Item'), 'text'),
          col('quantity', tk('Quantity sold'), 'quantity'),
          col('salesValue', tk('Sales value'), 'money'),
          col('sharePct', tk('Share %'), 'number'),
          col('cumulativePct', tk('Cumulative %'), 'number'),
          col('class', tk('Class'), 'text'),
        ],
        rows,
      },
    ],
    summary: async (_, tr) =>
      total === 0
        ? tr.t('No sales from {{from}} to {{to}}.', {
            from: formatDate(startDate),
            to: formatDate(endDate),
          })
        : classes
            .map((k) =>
              tr.t('{{class}}: {{items}}, {{pct}} of sales', {
                class: k.c,
                items: counted(tr, k.count, 'item'),
                pct: pct(ratio(k.value, total, 100, 1) ?? 0),
              }),
            )
            .join('; ') + '.',
  };
}

export const salesInsights: InsightDefinitions = {
  'analytics/sales-trend': { build: salesTrend },
  'analytics/abc': { build: abc },
};
