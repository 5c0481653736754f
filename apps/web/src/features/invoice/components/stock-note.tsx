// The stock warning under a line's quantity (spec section 4): the quantity's box coloured and
// the warning's text under it. The bill's rows and the delivery challan's lines (issue 40)
// show it alike.
import type { StockLevel, StockWarning } from '../model/stock-warning.ts';

/** The quantity box's colour for each level. */
export const STOCK_CLASS: Record<StockLevel, string> = {
  ok: '',
  low: '!border-warning bg-warning-soft',
  negative: '!border-danger bg-danger-soft',
};

/** The note's id, for the quantity's aria-describedby; null when there is no note. */
export const stockNoteId = (key: string, warning: StockWarning | null) =>
  warning && warning.level !== 'ok' ? `stock-${key}` : null;

export function StockNote({ lineKey, warning }: { lineKey: string; warning: StockWarning | null }) {
  const id = stockNoteId(lineKey, warning);
  if (!warning || id === null) return null;
  return (
    <p
      id={id}
      className={`mt-0.5 text-xs ${warning.level === 'negative' ? 'text-danger' : 'text-warning'}`}
    >
      {warning.text}
    </p>
  );
}
