// The bill as typed on the invoice screen: rows of text, and the pure rules over them
// (spec sections 3 Line item and 4 Invoice: special lines, round off, negative rates).
import { isSpecialItemName } from '@hisaab/shared/special-items';
import { lineLimitProblem } from '@hisaab/shared/line-limits';
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import {
  lineAmountPaise,
  paiseToString,
  roundHalfAwayFromZero,
  toPaise,
  toQtyMilli,
} from '@hisaab/shared/money';
import type { ItemOption, SpecialKind } from '../api/autocomplete-data.ts';

export interface BillLine {
  key: string;
  id: number | null;
  itemId: number | null;
  itemName: string;
  specialKind: SpecialKind | 'special' | null;
  quantity: string;
  rate: string;
  unitId: number | null;
  unitName: string;
  lotSerialNumber: string;
  /**
   * The HSN/SAC the row bills: a saved line's own (a bill prints what was billed, issue 42),
   * else the chosen item's; picking an item again takes the item's current code.
   */
  hsnSacCode: string | null;
  /** The rate was typed by hand: round off and rate prefills stop following. */
  rateEdited: boolean;
  /** The sale or purchase order line this row bills (issue 40): the save names it. */
  orderLineId?: number | null;
  /** The delivery challan line this row bills (issue 40): no stock moves again. */
  challanLineId?: number | null;
  /**
   * Issue 40 part 2: the item keeps its stock per batch. The batch's number is lotSerialNumber;
   * a sale names the batch chosen (batchId, its expiry shown), a purchase its dates and MRP.
   */
  trackedByBatch?: boolean;
  batchId?: number | null;
  /** The chosen batch's expiry (yyyy-mm-dd), for "Batch B12 · Exp 03/2027" on the line. */
  batchExpiry?: string | null;
  mfgDate?: string;
  expiryDate?: string;
  mrp?: string;
}

/** Special lines carry quantity 1 and unit 'No' (spec section 4). */
export const SPECIAL_UNIT_NAME = 'No';

let counter = 0;
export function newLineKey(): string {
  counter += 1;
  return `line-${counter}`;
}

export function emptyLine(): BillLine {
  return {
    key: newLineKey(),
    id: null,
    itemId: null,
    itemName: '',
    specialKind: null,
    quantity: '',
    rate: '',
    unitId: null,
    unitName: '',
    lotSerialNumber: '',
    hsnSacCode: null,
    rateEdited: false,
  };
}

export function specialKindOf(item: ItemOption | null, name: string): BillLine['specialKind'] {
  if (item?.specialKind) return item.specialKind;
  return isSpecialItemName(name) ? 'special' : null;
}

export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  try {
    return toQtyMilli(t);
  } catch {
    return null;
  }
}

export function parseRate(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  try {
    return toPaise(t);
  } catch {
    return null;
  }
}

/** Digits with an optional sign and point while typing: '', '-', '12.', '-0.5' are all fine. */
const TYPED_NUMBER = { quantity: /^-?\d*(\.\d{0,3})?$/, rate: /^-?\d*(\.\d{0,2})?$/ } as const;

/**
 * What a Quantity or Rate field takes from a keystroke or a paste: the text without spaces and
 * grouping commas when it is (the start of) a number with at most 3 or 2 decimals; null
 * refuses it, so letters never enter the field.
 */
export function acceptNumberText(field: 'quantity' | 'rate', text: string): string | null {
  const cleaned = text.replace(/[\s,]/g, '');
  return TYPED_NUMBER[field].test(cleaned) ? cleaned : null;
}

/** Quantity or rate beyond the sane limits of a line, with the message to show beside it. */
export function lineProblems(line: BillLine): Partial<Record<'quantity' | 'rate', string>> {
  // Too many digits to hold at all (a 16-digit scan) is as much too large as 8 digits.
  if (!line.specialKind && integerDigits(line.quantity) > 7)
    return { quantity: INVOICE_VALIDATION.quantityTooLarge };
  if (integerDigits(line.rate) > 9) return { rate: INVOICE_VALIDATION.rateTooLarge };
  const qty = line.specialKind ? null : parseQuantity(line.quantity);
  const problem = lineLimitProblem(qty, parseRate(line.rate));
  return problem ? { [problem.field]: problem.message } : {};
}

function integerDigits(text: string): number {
  return /^-?0*(\d*)/.exec(text.trim())?.[1]?.length ?? 0;
}

/** A row the user has begun: any of item, quantity or rate typed. */
export function isStarted(line: BillLine): boolean {
  return line.itemName.trim() !== '' || line.quantity.trim() !== '' || line.rate.trim() !== '';
}

/** What a started row lacks, in the spec's words and order. */
export function missingParts(line: BillLine): string[] {
  const missing: string[] = [];
  if (!line.itemName.trim()) missing.push('item');
  if (parseQuantity(line.quantity) === null) missing.push('quantity');
  if (parseRate(line.rate) === null) missing.push('rate');
  if (!line.unitName.trim()) missing.push('unit');
  return missing;
}

/**
 * Quantity (thousandths) and rate (paise) as the server stores them: a negative rate becomes
 * a positive rate with a negative quantity; special lines are ±1.
 */
export function storedQtyAndRate(line: BillLine): { qtyMilli: number; ratePaise: number } | null {
  let qtyMilli = line.specialKind ? 1000 : parseQuantity(line.quantity);
  let ratePaise = parseRate(line.rate);
  if (qtyMilli === null || ratePaise === null) return null;
  // Beyond the limits the row has no amount yet (its field says why); nothing overflows.
  if (lineLimitProblem(qtyMilli, ratePaise)) return null;
  if (ratePaise < 0) {
    ratePaise = -ratePaise;
    qtyMilli = -qtyMilli;
  }
  if (line.specialKind) qtyMilli = qtyMilli < 0 ? -1000 : 1000;
  return { qtyMilli, ratePaise };
}

/** quantity × rate of a row in paise, or null while it cannot be computed. */
export function lineAmount(line: BillLine): number | null {
  const q = storedQtyAndRate(line);
  return q ? lineAmountPaise(q.qtyMilli, q.ratePaise) : null;
}

/** The rounding difference that brings the other rows' total to whole rupees. */
export function roundOffPaise(lines: readonly BillLine[]): number {
  const total = lines
    .filter((l) => l.specialKind !== 'round_off')
    .reduce((sum, l) => sum + (lineAmount(l) ?? 0), 0);
  const rounded = roundHalfAwayFromZero(total / 100) * 100;
  return rounded - total;
}

/** Round off rows not edited by hand follow the rounding difference (spec section 4). */
export function withAutoRoundOff(lines: BillLine[]): BillLine[] {
  if (!lines.some((l) => l.specialKind === 'round_off' && !l.rateEdited)) return lines;
  const rate = paiseToString(roundOffPaise(lines));
  let first = true;
  return lines.map((l) => {
    if (l.specialKind !== 'round_off' || l.rateEdited) return l;
    // Only the first automatic Round off row carries the difference.
    const next = first ? rate : '0.00';
    first = false;
    return l.rate === next ? l : { ...l, rate: next };
  });
}

/** The row after choosing an item: its unit, a rate, quantity 1 when empty. */
export function lineWithItem(
  line: BillLine,
  item: ItemOption,
  rate: number | null,
  noUnitId: number | null,
): BillLine {
  const specialKind = specialKindOf(item, item.name);
  if (specialKind) {
    return {
      ...line,
      itemId: item.id,
      itemName: item.name,
      specialKind,
      quantity: '1',
      // Round off follows automatically; discounts start at 0 for a typed amount.
      rate: specialKind === 'opening_balance' && line.rate ? line.rate : '0.00',
      unitId: noUnitId,
      unitName: SPECIAL_UNIT_NAME,
      hsnSacCode: null,
      rateEdited: false,
    };
  }
  return {
    ...line,
    itemId: item.id,
    itemName: item.name,
    specialKind: null,
    quantity: line.quantity.trim() ? line.quantity : '1',
    rate: rate === null ? line.rate : paiseToString(toPaise(rate)),
    unitId: item.unitId,
    unitName: item.unitName,
    hsnSacCode: item.hsnSacCode,
    rateEdited: false,
    // Another item: its own batch (issue 40 part 2), chosen again.
    ...batchOfItem(line, item),
  };
}

/** A row's batch fields when it takes `item`: kept for the same item, else cleared. */
function batchOfItem(line: BillLine, item: ItemOption): Partial<BillLine> {
  const tracked = item.trackedByBatch === true;
  if (line.itemId === item.id) return { trackedByBatch: tracked };
  return {
    trackedByBatch: tracked,
    batchId: null,
    batchExpiry: null,
    ...(tracked || line.trackedByBatch ? { lotSerialNumber: '' } : {}),
  };
}

/** A typed name that is no known item (the server creates it on save). */
export function lineWithNewItem(line: BillLine, name: string, noUnitId: number | null): BillLine {
  const specialKind = specialKindOf(null, name);
  return {
    ...line,
    itemId: null,
    itemName: name,
    specialKind,
    hsnSacCode: null,
    quantity: specialKind ? '1' : line.quantity.trim() ? line.quantity : '1',
    unitId: specialKind ? noUnitId : line.unitId,
    unitName: specialKind ? SPECIAL_UNIT_NAME : line.unitName,
  };
}
