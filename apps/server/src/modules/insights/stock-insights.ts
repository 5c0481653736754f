// Stock insights: what sits unsold (slow-moving), what is bought far ahead of sales
// (overstock), what is about to run out (low-stock) and what the books say is below zero
// (exceptions/negative-stock). Each is one query over stock_items (costing/stock-items.ts),
// valued by the one costing rule (costing/item-costs.ts); item lists are as long as the item
// master at most, so rows are fetched whole.
import { msg, tk } from '@hisaab/shared/i18n/messages';
import type { Translator } from '../../platform/i18n.ts';
import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@hisaab/shared/format';
import type { ReportContext } from '../reports/index.ts';
import { queryRows } from '../../db/query-rows.ts';
import { col } from '@hisaab/shared/reports/report-result';
import {
  counted,
  daysBetween,
  n,
  rowsWithTotals,
  rupees,
  toMilli,
  type InsightDefinitions,
  type InsightOutput,
} from './insight-definition.ts';
import { itemCosts, stockValueColumn, stockItemsCtes } from '../costing/index.ts';

/** A stock query's rows with its _count and _out window totals. */
async function withTotals(ctx: ReportContext, query: SQL) {
  const { rows, totals } = await rowsWithTotals(ctx.db, query);
  return { rows, count: totals('_count'), out: totals('_out') };
}

/**
 * Stock rows (with `id` and `stock` in thousandths) valued by the one costing rule at today's
 * costs, highest value first (then by name), without the id; `value` is their total.
 */
type Row = Record<string, unknown>;

async function valued(ctx: ReportContext, rows: Row[]) {
  const costs = await itemCosts(ctx.db, ctx.companyId, ctx.today);
  const withValue = rows.map(({ id, ...r }) => ({
    ...r,
    stockValue: costs.costOf(Number(id), n(r['stock'])),
  }));
  // The query's order (by name, then id) breaks ties: the sort is stable.
  withValue.sort((a, b) => b.stockValue - a.stockValue);
  const value = withValue.reduce((total, r) => total + r.stockValue, 0);
  return { rows: withValue, value, column: stockValueColumn(costs.basis) };
}

const ITEM = col('item', tk('Item'), 'text');
const UNIT = col('unit', tk('Unit'), 'text');
const STOCK = col('stock', tk('Stock'), 'quantity');

async function slowMoving(ctx: ReportContext): Promise<InsightOutput> {
  const { startDate, endDate, top, minQty } = ctx.params as {
    startDate: string;
    endDate: string;
    top: number;
    minQty: number;
  };
  // Only items with something on the shelf: an empty, unsold item ties up nothing.
  const slow = await queryRows<Row>(
    ctx.db,
    sql`with ${stockItemsCtes(ctx.companyId, startDate, endDate)}
      select s.id, s.name as "item", s.unit as "unit", s.stock as "stock", s.sold as "soldQty",
        s.last_sold::text as "lastSold"
      from stock_items s
      where s.stock > 0 and s.sold <= ${toMilli(minQty)}
      order by lower(s.name), s.id`,
  );
  const { rows: all, value, column } = await valued(ctx, slow);
  const count = all.length;
  const rows = all.slice(0, top);
  const days = daysBetween(startDate, endDate) + 1;
  const what = (tr: Translator) => {
    const p = { items: counted(tr, count, 'item'), days: counted(tr, days, 'day') };
    if (minQty !== 0)
      return tr.t('{{items}} sold {{qty}} or fewer in {{days}}', {
        ...p,
        qty: minQty.toLocaleString('en-IN'),
      });
    return count === 1
      ? tr.t('{{items}} has not sold in {{days}}', p)
      : tr.t('{{items}} have not sold in {{days}}', p);
  };
  return {
    sources: [
      {
        name: 'slowMoving',
        title: tk('Slow-moving items'),
        columns: [
          ITEM,
          UNIT,
          STOCK,
          col('soldQty', tk('Sold in range'), 'quantity'),
          col('lastSold', tk('Last sold'), 'date'),
          column,
        ],
        rows,
      },
    ],
    summary: async (_, tr) =>
      count === 0
        ? minQty === 0
          ? tr.t('Every item in stock sold in these {{days}}.', { days: counted(tr, days, 'day') })
          : tr.t('Every item in stock sold more than {{qty}} in {{days}}.', {
              qty: minQty.toLocaleString('en-IN'),
              days: counted(tr, days, 'day'),
            })
        : tr.t('{{what}}; {{value}} of stock is tied up in them.', {
            what: what(tr),
            value: rupees(value),
          }),
  };
}

async function overstock(ctx: ReportContext): Promise<InsightOutput> {
  const { lookbackDays, maxDaysCover, minStock } = ctx.params as {
    lookbackDays: number;
    maxDaysCover: number;
    minStock: number;
  };
  // The lookback is the lookbackDays days that end today.
  const from = addDays(ctx.today, 1 - lookbackDays);
  // Days of cover = stock ÷ (sold ÷ lookback days) = stock × lookback ÷ sold; never sold in
  // the lookback is an infinite cover, shown as such.
  const over = await queryRows<Row>(
    ctx.db,
    sql`with ${stockItemsCtes(ctx.companyId, from, ctx.today)}
      select s.id, s.name as "item", s.unit as "unit", s.stock as "stock", s.sold as "soldQty",
        case when s.sold > 0
          then trim_scale(round(s.stock::numeric * ${lookbackDays}::int / s.sold, 1))::text
          else ${`No sales in ${lookbackDays} days`} end as "daysCover"
      from stock_items s
      where s.stock > 0 and s.stock >= ${toMilli(minStock)}
        and (s.sold <= 0 or s.stock * ${lookbackDays}::int > ${maxDaysCover}::int * s.sold)
      order by lower(s.name), s.id`,
  );
  const { rows, value, column } = await valued(ctx, over);
  const count = rows.length;
  return {
    sources: [
      {
        name: 'overstock',
        title: tk('Overstock'),
        columns: [
          ITEM,
          UNIT,
          STOCK,
          col('soldQty', msg('Sold in last {{days}} days', { days: lookbackDays }), 'quantity'),
          col('daysCover', tk('Days of cover'), 'text'),
          column,
        ],
        rows,
      },
    ],
    summary: async (_, tr) => {
      const max = counted(tr, maxDaysCover, 'day');
      if (count === 0) return tr.t('No item holds more than {{days}} of stock.', { days: max });
      const p = {
        items: counted(tr, count, 'item'),
        days: max,
        lookback: counted(tr, lookbackDays, 'day'),
        value: rupees(value),
      };
      return count === 1
        ? tr.t(
            '{{items}} holds more than {{days}} of stock at the rate they sold in the last {{lookback}}; {{value}} is tied up in them.',
            p,
          )
        : tr.t(
            '{{items}} hold more than {{days}} of stock at the rate they sold in the last {{lookback}}; {{value}} is tied up in them.',
            p,
          );
    },
  };
}

/** Goods items whose stock meets `condition`, lowest first; _out counts those with none left. */
function stockBelow(ctx: ReportContext, condition: SQL) {
  return withTotals(
    ctx,
    sql`with ${stockItemsCtes(ctx.companyId, ctx.today, ctx.today)}
      select s.name as "item", s.unit as "unit", s.stock as "stock",
        s.last_bought::text as "lastBought", s.last_sold::text as "lastSold",
        count(*) over () as "_count", count(*) filter (where s.stock <= 0) over () as "_out"
      from stock_items s
      where ${condition}
      order by s.stock, lower(s.name), s.id`,
  );
}

const LOW_COLUMNS = [
  ITEM,
  UNIT,
  STOCK,
  col('lastBought', tk('Last bought'), 'date'),
  col('lastSold', tk('Last sold'), 'date'),
];

async function lowStock(ctx: ReportContext): Promise<InsightOutput> {
  const { threshold } = ctx.params as { threshold: number };
  const { rows, count, out } = await stockBelow(ctx, sql`s.stock <= ${toMilli(threshold)}`);
  const limit = threshold.toLocaleString('en-IN');
  return {
    sources: [{ name: 'lowStock', title: tk('Low stock'), columns: LOW_COLUMNS, rows }],
    summary: async (_, tr) => {
      if (count === 0) return tr.t('Every item has more than {{limit}} in stock.', { limit });
      const items = counted(tr, count, 'item');
      const first =
        count === 1
          ? tr.t('{{items}} is at or below {{limit}} in stock', { items, limit })
          : tr.t('{{items}} are at or below {{limit}} in stock', { items, limit });
      const second =
        out === 1
          ? tr.t('{{out}} of them has run out.', { out })
          : tr.t('{{out}} of them have run out.', { out });
      return `${first}; ${second}`;
    },
  };
}

async function negativeStock(ctx: ReportContext): Promise<InsightOutput> {
  const { rows, count } = await stockBelow(ctx, sql`s.stock < 0`);
  return {
    sources: [{ name: 'negativeStock', title: tk('Negative stock'), columns: LOW_COLUMNS, rows }],
    summary: async (_, tr) => {
      if (count === 0) return tr.t('No item shows stock below zero.');
      const items = counted(tr, count, 'item');
      return count === 1
        ? tr.t(
            '{{items}} shows stock below zero: a purchase is probably missing or a sale was entered twice.',
            { items },
          )
        : tr.t(
            '{{items}} show stock below zero: a purchase is probably missing or a sale was entered twice.',
            { items },
          );
    },
  };
}

export const stockInsights: InsightDefinitions = {
  'analytics/slow-moving': { build: slowMoving },
  'analytics/overstock': { build: overstock },
  'analytics/low-stock': { build: lowStock },
  'exceptions/negative-stock': { build: negativeStock },
};
