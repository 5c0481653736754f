// What a barcode scan does to the bill's lines (issue 40): one more of the item on its line, or
// the item on a new line (the blank last line when there is one), and a blank line after it for
// the next scan. A scan typed into a field (the item search, or Quantity by mistake) first puts
// that field back as it was before the code's characters arrived.
import { qtyMilliToString } from '@hisaab/shared/money';
import type { ItemOption } from '../api/autocomplete-data.ts';
import { emptyLine, isStarted, lineWithItem, parseQuantity, type BillLine } from './bill.ts';

/** The field the code was typed into, and its text before it. */
export interface ScanUndo {
  key: string;
  field: 'itemName' | 'quantity' | 'rate';
  before: string;
}

const plainQuantity = (milli: number) => qtyMilliToString(milli).replace(/\.?0+$/, '');

/** The lines with the field a scan was typed into put back as it was. */
export function undo(lines: BillLine[], typed: ScanUndo | null): BillLine[] {
  if (!typed) return lines;
  return lines.map((l) => (l.key === typed.key ? { ...l, [typed.field]: typed.before } : l));
}

/** The lines after a scan of `item` at `rate`, and the key of the blank line to scan into next. */
export function linesAfterScan(
  current: readonly BillLine[],
  item: ItemOption,
  rate: number | null,
  noUnitId: number | null,
  typed: ScanUndo | null,
): { lines: BillLine[]; nextKey: string } {
  let lines = undo([...current], typed);
  const own = lines.find((l) => l.itemId === item.id && !l.specialKind);
  const ownQty = own ? parseQuantity(own.quantity) : null;
  if (own) {
    const qty = ownQty === null ? 1000 : ownQty + 1000;
    lines = lines.map((l) => (l.key === own.key ? { ...l, quantity: plainQuantity(qty) } : l));
  } else {
    const last = lines[lines.length - 1];
    const blank = last && !isStarted(last) ? last : null;
    const line = lineWithItem({ ...(blank ?? emptyLine()), quantity: '1' }, item, rate, noUnitId);
    lines = blank ? lines.map((l) => (l.key === blank.key ? line : l)) : [...lines, line];
  }
  const tail = lines[lines.length - 1]!;
  if (!isStarted(tail)) return { lines, nextKey: tail.key };
  const next = emptyLine();
  return { lines: [...lines, next], nextKey: next.key };
}
