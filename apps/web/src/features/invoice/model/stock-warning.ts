// Spec section 4: with stock warning on, a sale that takes stock negative or low highlights
// the quantity. Low means at or below the low-stock insight's default threshold. A delivery
// challan's line warns the same way (issue 40): its goods leave on it.
import { INSIGHT_DEFAULTS } from '@hisaab/shared/report-defaults';
import { qtyMilliToString, toQtyMilli } from '@hisaab/shared/money';
import type { TFunction } from '../../../i18n/react.ts';

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

export interface StockWarning {
  level: StockLevel;
  text: string;
}

/**
 * The warning under a line's quantity: `stock` the item's stock now (with the document's own
 * stored quantity already out of it: `counted`), `qtyMilli` what the line takes. A saved
 * document taking no more than it took says nothing of today's stock (issue 42): null.
 */
export function stockWarning(
  args: { stock: number; qtyMilli: number; counted: number; document: 'bill' | 'challan' },
  t: TFunction,
): StockWarning | null {
  if (args.qtyMilli <= args.counted) return null;
  const after = stockAfter(args.stock, args.qtyMilli, args.counted);
  const level = stockLevel(after);
  const left = qtyMilliToString(after).replace(/\.?0+$/, '');
  return {
    level,
    text:
      level !== 'negative'
        ? t('Low stock: {{left}} left', { left })
        : args.document === 'bill'
          ? t('Out of stock ({{left}} after this bill)', { left })
          : t('Out of stock ({{left}} after this challan)', { left }),
  };
}
