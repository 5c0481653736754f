// Stock by batch (issue 40 part 2): each batch holding stock of the items tracked by batch,
// with its manufacturing and expiry dates and its stock on the date asked, valued by the one
// costing rule (costing/item-costs.ts) at that date. An item's rows add up to its stock, an
// "Unbatched" row holding what no batch names (opening stock, lines from before it was
// tracked); their values add up to its value in the Stock report, paisa for paisa: each row is
// the cost of the stock up to and including it less the cost up to the row before (one
// rounding per item).
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { col } from '@hisaab/shared/reports/report-result';
import { itemCosts, stockValueColumn, type ItemCosts } from '../../costing/index.ts';
import { trackedBatchStock, type BatchStockRow } from '../../batches/index.ts';
import type { ReportDefinitions } from '../report-definition.ts';

export const UNBATCHED = tk('Unbatched');

/** Each row's value: the item's cost of its stock so far less the cost before this row. */
export function valuedBatches(rows: readonly BatchStockRow[], costs: Pick<ItemCosts, 'costOf'>) {
  const sofar = new Map<number, number>();
  return rows.map((r) => {
    const before = sofar.get(r.itemId) ?? 0;
    const after = before + r.stockMilli;
    sofar.set(r.itemId, after);
    return { ...r, stockValue: costs.costOf(r.itemId, after) - costs.costOf(r.itemId, before) };
  });
}

export const batchReports: ReportDefinitions = {
  'stock/batches': {
    async build({ db, companyId, params }) {
      const asOf = String(params['asOfDate']);
      const [raw, costs] = await Promise.all([
        trackedBatchStock(db, companyId, asOf),
        itemCosts(db, companyId, asOf),
      ]);
      // Batches with nothing left are not listed (they add nothing to the item's rows).
      const valued = valuedBatches(raw, costs).filter((r) => r.stockMilli !== 0);
      const value = stockValueColumn(costs.basis);
      const total = valued.reduce((s, r) => s + r.stockValue, 0);
      return [
        {
          name: 'batches',
          title: tk('Stock by batch'),
          columns: [
            col('itemName', tk('Item'), 'text'),
            col('batch', tk('Batch'), 'text'),
            col('mfgDate', tk('Mfg date'), 'date'),
            col('expiryDate', tk('Expiry date'), 'date'),
            col('unit', tk('Unit'), 'text'),
            col('stock', tk('Stock'), 'quantity'),
            value,
          ],
          rows: valued.map((r) => ({
            itemName: r.itemName,
            batch: r.batchNumber ?? msg(UNBATCHED),
            mfgDate: r.mfgDate,
            expiryDate: r.expiryDate,
            unit: r.unit,
            stock: r.stockMilli,
            stockValue: r.stockValue,
          })),
        },
        {
          name: 'totals',
          title: tk('Totals'),
          columns: [col('batches', tk('Batches'), 'number'), value],
          rows: [{ batches: valued.filter((r) => r.batchId !== null).length, stockValue: total }],
        },
      ];
    },
  },
};
