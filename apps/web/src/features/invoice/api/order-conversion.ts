// "Convert to Sale" / "Convert to Purchase" of an order, and "Convert to Invoice" of delivery
// challans (issue 40): the bill screen opens filled with what is still pending on each order or
// challan line; the rows name their source lines, so the save bills them (the server refuses
// more than is pending). Editable down, or removed.
import { useQuery } from '@tanstack/react-query';
import { orderListReply, orderReply, type OrderReply } from '@hisaab/shared/replies/orders';
import { paiseToString, toPaise } from '@hisaab/shared/money';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { CustomerOption } from './autocomplete-data.ts';
import { newDraft, type BillDraft } from '../model/bill-draft.ts';
import { newLineKey } from '../model/bill.ts';

export function useOrderToBill(id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.orders.all, 'one', id],
    queryFn: async () => parseReply(orderReply, await api.get<unknown>(`/orders/${id}`)),
    enabled: id !== null,
  });
}

/** A document whose pending quantities a new bill takes: an order, or delivery challans. */
interface PendingSource {
  isPurchase: boolean;
  customerId: number;
  customerName: string;
  lines: readonly {
    id: number;
    itemId: number;
    itemName: string;
    pending: number;
    rate: number;
    unitId: number;
    unitName: string;
    hsnSacCode: string | null;
    /** A challan line's batch: the bill's row bills the same batch (issue 40). */
    batch?: { id: number; number: string; expiryDate: string | null } | null;
  }[];
}

/**
 * The new bill of a document's pending quantities, dated `date`, for its party; each row names
 * the source line it bills (`link`: an order line, or a delivery challan line).
 */
export function draftFromPending(
  source: PendingSource,
  link: 'orderLineId' | 'challanLineId',
  customers: readonly CustomerOption[],
  date: string,
): BillDraft {
  const draft = newDraft(
    { isPurchase: source.isPurchase, paymentOnly: false, estimate: false },
    date,
  );
  // A large shop's first page of customers may not hold the party: the source names it.
  const customer: CustomerOption = customers.find((c) => c.id === source.customerId) ?? {
    id: source.customerId,
    name: source.customerName,
    phone: null,
    address: null,
    email: null,
    gstin: null,
    pan: null,
    stateCode: null,
    isDefaultCash: false,
    balance: 0,
  };
  const lines = source.lines
    .filter((l) => l.pending > 0)
    .map((l) => ({
      key: newLineKey(),
      id: null,
      itemId: l.itemId,
      itemName: l.itemName,
      specialKind: null,
      quantity: String(l.pending),
      rate: paiseToString(toPaise(l.rate)),
      unitId: l.unitId,
      unitName: l.unitName,
      lotSerialNumber: l.batch?.number ?? '',
      hsnSacCode: l.hsnSacCode,
      rateEdited: true,
      [link]: l.id,
      ...(l.batch
        ? { trackedByBatch: true, batchId: l.batch.id, batchExpiry: l.batch.expiryDate }
        : {}),
    }));
  return {
    ...draft,
    customer,
    customerText: customer.name,
    lines: lines.length > 0 ? lines : draft.lines,
  };
}

/** The new bill of an order's pending quantities, dated `date`, for its party. */
export const draftFromOrder = (
  order: OrderReply,
  customers: readonly CustomerOption[],
  date: string,
): BillDraft =>
  draftFromPending({ ...order, lines: order.lineItems }, 'orderLineId', customers, date);

/** The sale orders made from an estimate (the estimate shows what was made from it). */
export function useOrdersOfEstimate(estimateId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.orders.all, 'of-estimate', estimateId],
    queryFn: async () =>
      parseReply(
        orderListReply,
        await api.get<unknown>('/orders', { query: { estimateId: estimateId! } }),
      ).items,
    enabled: estimateId !== null,
  });
}
