// Expiring stock (issue 40 part 2): the batches of items tracked by batch that still hold stock
// and expire within the next 30, 60 or 90 days, and those already expired, each valued by the
// one costing rule (costing/item-costs.ts) at today's cost, soonest first.
import { tk } from '@hisaab/shared/i18n/messages';
import { addDays } from '@hisaab/shared/format';
import { col } from '@hisaab/shared/reports/report-result';
import type { ReportContext } from '../reports/index.ts';
import { itemCosts, stockValueColumn } from '../costing/index.ts';
import { trackedBatchStock } from '../batches/index.ts';
import {
  counted,
  daysBetween,
  rupees,
  type InsightDefinitions,
  type InsightOutput,
} from './insight-definition.ts';

async function expiringStock(ctx: ReportContext): Promise<InsightOutput> {
  const { withinDays } = ctx.params as { withinDays: number };
  const until = addDays(ctx.today, withinDays);
  const [all, costs] = await Promise.all([
    trackedBatchStock(ctx.db, ctx.companyId, ctx.today),
    itemCosts(ctx.db, ctx.companyId, ctx.today),
  ]);
  const held = all
    .filter((r) => r.batchId !== null && r.expiryDate !== null && r.stockMilli > 0)
    .map((r) => ({
      item: r.itemName,
      batch: r.batchNumber,
      expiryDate: r.expiryDate!,
      unit: r.unit,
      stock: r.stockMilli,
      stockValue: costs.costOf(r.itemId, r.stockMilli),
    }))
    .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.item.localeCompare(b.item));
  const expiring = held
    .filter((r) => r.expiryDate >= ctx.today && r.expiryDate <= until)
    .map((r) => ({ ...r, days: daysBetween(ctx.today, r.expiryDate) }));
  const expired = held
    .filter((r) => r.expiryDate < ctx.today)
    .map((r) => ({ ...r, days: daysBetween(r.expiryDate, ctx.today) }));
  const sum = (rows: { stockValue: number }[]) => rows.reduce((s, r) => s + r.stockValue, 0);
  const value = stockValueColumn(costs.basis);
  const head = [
    col('item', tk('Item'), 'text'),
    col('batch', tk('Batch'), 'text'),
    col('expiryDate', tk('Expiry date'), 'date'),
  ];
  const tail = [col('unit', tk('Unit'), 'text'), col('stock', tk('Stock'), 'quantity'), value];
  return {
    sources: [
      {
        name: 'expiring',
        title: tk('Expiring soon'),
        columns: [...head, col('days', tk('Days left'), 'number'), ...tail],
        rows: expiring,
      },
      {
        name: 'expired',
        title: tk('Expired'),
        columns: [...head, col('days', tk('Days since expiry'), 'number'), ...tail],
        rows: expired,
      },
    ],
    summary: async (_, tr) => {
      const days = counted(tr, withinDays, 'day');
      const soon =
        expiring.length === 0
          ? tr.t('No batch in stock expires in the next {{days}}', { days })
          : tr.t('{{batches}} worth {{value}} expiring in the next {{days}}', {
              batches: counted(tr, expiring.length, 'batch'),
              value: rupees(sum(expiring)),
              days,
            });
      const gone =
        expired.length === 0
          ? tr.t('none in stock has expired.')
          : tr.t('{{batches}} worth {{value}} already expired and still in stock.', {
              batches: counted(tr, expired.length, 'batch'),
              value: rupees(sum(expired)),
            });
      return `${soon}; ${gone}`;
    },
  };
}

export const batchInsights: InsightDefinitions = {
  'analytics/expiring-stock': { build: expiringStock },
};
