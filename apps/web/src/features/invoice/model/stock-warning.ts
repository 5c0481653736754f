// Spec section 4: with stock warning on, a sale that takes stock negative or low highlights
// the quantity. Low means at or below the low-stock insight's default threshold.
import { INSIGHT_DEFAULTS } from '@hisaab/shared/report-defaults';
import { toQtyMilli } from '@hisaab/shared/money';

export type StockLevel = 'ok' | 'low' | 'negative';

const LOW_STOCK_MILLI = INSIGHT_DEFAULTS.lowStock.threshold * 1000;

/** Stock left after this bill; `alreadyCounted` is this bill's own quantity as stored (modify). */
export function stockAfter(stock: number, qtyMilli: number, alreadyCounted = 0): number {
  return toQtyMilli(stock) + alreadyCounted - qtyMilli;
}

export function stockLevel(afterMilli: number): StockLevel {
  if (afterMilli < 0) return 'negative';
  if (afterMilli <= LOW_STOCK_MILLI) return 'low';
  return 'ok';
}
