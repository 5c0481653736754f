// The challan screen's state (issue 40): a challan as typed, from a stored challan, a sale
// order (its pending lines, each naming its order line) or an estimate, and the body its save
// sends. Its lines are the order screen's line drafts; a line of an item tracked by batch names
// its batch (the one saved, or the one picked; none sent: the server picks the first-expiring).
import {
  CHALLAN_REASONS,
  type ChallanInput,
  type ChallanReason,
} from '@hisaab/shared/schemas/challan';
import type { ChallanReply } from '@hisaab/shared/replies/challans';
import type { OrderReply } from '@hisaab/shared/replies/orders';
import { emptyOrderLine, rateText, type OrderLineDraft } from '../../orders/index.ts';

export interface ChallanDraft {
  id: number | null;
  version: number | null;
  customerId: number | null;
  customerText: string;
  challanDate: string;
  reason: ChallanReason;
  reasonRemark: string;
  remark: string;
  orderId: number | null;
  estimateId: number | null;
  lines: OrderLineDraft[];
}

export const isReason = (s: string): s is ChallanReason =>
  (CHALLAN_REASONS as readonly string[]).includes(s);

export function newChallanDraft(date: string): ChallanDraft {
  return {
    id: null,
    version: null,
    customerId: null,
    customerText: '',
    challanDate: date,
    reason: 'supply',
    reasonRemark: '',
    remark: '',
    orderId: null,
    estimateId: null,
    lines: [emptyOrderLine()],
  };
}

export function draftFromChallan(c: ChallanReply): ChallanDraft {
  return {
    id: c.id,
    version: c.version,
    customerId: c.customerId,
    customerText: c.customerName,
    challanDate: c.challanDate,
    reason: c.reason,
    reasonRemark: c.reasonRemark ?? '',
    remark: c.remark ?? '',
    orderId: c.order?.id ?? null,
    estimateId: c.estimate?.id ?? null,
    lines: c.lineItems.map((l) => ({
      ...emptyOrderLine(),
      id: l.id,
      itemId: l.itemId,
      itemName: l.itemName,
      quantity: String(l.quantity),
      rate: rateText(l.rate),
      unitId: l.unitId,
      orderLineId: l.orderLineId,
      ...(l.batch
        ? {
            trackedByBatch: true,
            batchId: l.batch.id,
            lotSerialNumber: l.batch.number,
            batchExpiry: l.batch.expiryDate,
          }
        : {}),
    })),
  };
}

/** The draft's lines marked as of items tracked by batch, as the item list says now. */
export function withTracking(
  d: ChallanDraft,
  items: readonly { id: number; trackedByBatch?: boolean }[],
): ChallanDraft {
  const tracked = new Set(items.filter((i) => i.trackedByBatch).map((i) => i.id));
  return {
    ...d,
    lines: d.lines.map((l) =>
      l.itemId !== null && tracked.has(l.itemId) ? { ...l, trackedByBatch: true } : l,
    ),
  };
}

/** A challan of what is still pending on a sale order: each line names its order line. */
export function draftFromSaleOrder(o: OrderReply, date: string): ChallanDraft {
  return {
    ...newChallanDraft(date),
    customerId: o.customerId,
    customerText: o.customerName,
    orderId: o.id,
    lines: o.lineItems
      .filter((l) => l.pending > 0)
      .map((l) => ({
        ...emptyOrderLine(),
        itemId: l.itemId,
        itemName: l.itemName,
        quantity: String(l.pending),
        rate: rateText(l.rate),
        unitId: l.unitId,
        orderLineId: l.id,
      })),
  };
}

/** A challan of an estimate's goods (special lines left out). */
export function draftFromEstimateView(
  e: {
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
): ChallanDraft {
  return {
    ...newChallanDraft(date),
    customerId: e.customerId,
    customerText: e.customerName,
    estimateId: e.id,
    lines: e.lineItems
      .filter((l) => !l.specialKind && l.quantity > 0)
      .map((l) => ({
        ...emptyOrderLine(),
        itemId: l.itemId,
        itemName: l.itemName,
        quantity: String(l.quantity),
        rate: rateText(l.rate),
        unitId: l.unitId,
      })),
  };
}

const isStarted = (l: OrderLineDraft) =>
  l.itemId !== null || l.itemName.trim() !== '' || l.quantity.trim() !== '';

/** The body of POST/PUT /api/challans; the server checks and answers what is wrong. */
export function challanBody(d: ChallanDraft): ChallanInput {
  return {
    version: d.version,
    customerId: d.customerId ?? 0,
    challanDate: d.challanDate,
    reason: d.reason,
    reasonRemark: d.reason === 'other' ? d.reasonRemark || null : null,
    remark: d.remark || null,
    orderId: d.orderId,
    estimateId: d.estimateId,
    lineItems: d.lines.filter(isStarted).map((l) => ({
      id: l.id,
      itemId: l.itemId ?? 0,
      quantity: l.quantity.trim(),
      rate: l.rate.trim() || '0',
      unitId: l.unitId,
      orderLineId: l.orderLineId ?? null,
      batchId: l.batchId ?? null,
    })),
  };
}
