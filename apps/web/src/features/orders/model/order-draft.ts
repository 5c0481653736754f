// The order screen's state (issue 40): an order as typed, from a stored order or an estimate,
// and the body its save sends. Quantities and rates stay text while typed.
import { lineAmountPaise, paiseToString, toPaise, toQtyMilli } from '@hisaab/shared/money';
import type { OrderReply } from '@hisaab/shared/replies/orders';
import type { OrderInput } from '@hisaab/shared/schemas/order';

export interface OrderLineDraft {
  key: string;
  /** The stored line (bills name it): kept by an edit. */
  id: number | null;
  itemId: number | null;
  /** The item search's text: the chosen item's name, or what is being typed. */
  itemName: string;
  quantity: string;
  rate: string;
  unitId: number | null;
  /** A delivery challan's line: the sale order line its goods deliver (issue 40). */
  orderLineId?: number | null;
  /**
   * A delivery challan's line of an item tracked by batch: the batch its goods leave from
   * (picked as a sale line's), its number and expiry as shown.
   */
  trackedByBatch?: boolean;
  batchId?: number | null;
  lotSerialNumber?: string;
  batchExpiry?: string | null;
}

export interface OrderDraft {
  id: number | null;
  version: number | null;
  isPurchase: boolean;
  customerId: number | null;
  /** The party search's text: the chosen party's name, or what is being typed. */
  customerText: string;
  orderDate: string;
  expectedDate: string;
  remark: string;
  estimateId: number | null;
  lines: OrderLineDraft[];
}

/** A rate as the bill shows it, with two decimals (50 → "50.00"). */
export const rateText = (rate: number): string => paiseToString(toPaise(rate));

let nextKey = 0;
const key = () => `l${++nextKey}`;

export const emptyOrderLine = (): OrderLineDraft => ({
  key: key(),
  id: null,
  itemId: null,
  itemName: '',
  quantity: '',
  rate: '',
  unitId: null,
});

export function newOrderDraft(isPurchase: boolean, date: string): OrderDraft {
  return {
    id: null,
    version: null,
    isPurchase,
    customerId: null,
    customerText: '',
    orderDate: date,
    expectedDate: '',
    remark: '',
    estimateId: null,
    lines: [emptyOrderLine()],
  };
}

export function draftFromOrder(o: OrderReply): OrderDraft {
  return {
    id: o.id,
    version: o.version,
    isPurchase: o.isPurchase,
    customerId: o.customerId,
    customerText: o.customerName,
    orderDate: o.orderDate,
    expectedDate: o.expectedDate ?? '',
    remark: o.remark ?? '',
    estimateId: o.estimate?.id ?? null,
    lines: o.lineItems.map((l) => ({
      key: key(),
      id: l.id,
      itemId: l.itemId,
      itemName: l.itemName,
      quantity: String(l.quantity),
      rate: rateText(l.rate),
      unitId: l.unitId,
    })),
  };
}

/** A sale order made from an estimate: its party and lines (special lines left out). */
export function draftFromEstimate(
  estimate: {
    id: number;
    customerId: number;
    customerName: string;
    lineItems: readonly {
      itemId: number;
      itemName: string;
      quantity: number;
      rate: number;
      unitId: number;
      specialKind?: string | null;
    }[];
  },
  date: string,
): OrderDraft {
  return {
    ...newOrderDraft(false, date),
    customerId: estimate.customerId,
    customerText: estimate.customerName,
    estimateId: estimate.id,
    lines: estimate.lineItems
      .filter((l) => !l.specialKind && l.quantity > 0)
      .map((l) => ({
        key: key(),
        id: null,
        itemId: l.itemId,
        itemName: l.itemName,
        quantity: String(l.quantity),
        rate: rateText(l.rate),
        unitId: l.unitId,
      })),
  };
}

/** One line's amount as typed (tax-inclusive rate), in paise; null while not yet a number. */
export function lineDraftPaise(l: OrderLineDraft): number | null {
  if (l.quantity.trim() === '') return null;
  try {
    return lineAmountPaise(toQtyMilli(l.quantity), toPaise(l.rate || '0'));
  } catch {
    return null; // Still being typed.
  }
}

const isStarted = (l: OrderLineDraft) =>
  l.itemId !== null || l.itemName.trim() !== '' || l.quantity.trim() !== '';

/** The body of POST/PUT /api/orders; the server checks and answers what is wrong. */
export function orderBody(d: OrderDraft): OrderInput {
  return {
    version: d.version,
    isPurchase: d.isPurchase,
    customerId: d.customerId ?? 0,
    orderDate: d.orderDate,
    expectedDate: d.expectedDate || null,
    remark: d.remark || null,
    estimateId: d.estimateId,
    lineItems: d.lines.filter(isStarted).map((l) => ({
      id: l.id,
      itemId: l.itemId ?? 0,
      quantity: l.quantity.trim(),
      rate: l.rate.trim() || '0',
      unitId: l.unitId,
    })),
  };
}

/** The order's total as typed (tax-inclusive rates), in paise; a line not yet a number is 0. */
export function draftTotalPaise(d: { lines: readonly OrderLineDraft[] }): number {
  return d.lines.reduce((total, l) => total + (lineDraftPaise(l) ?? 0), 0);
}
