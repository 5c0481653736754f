// An order or a delivery challan as its printed document (issue 40): printed as an estimate is
// (the simpler table, rates including tax, no payment or tax summary) under its own title,
// number label and expected delivery date or reason, in the company's document language. A
// challan line's batch prints under its item with its expiry, as on the bill.
import { REGULAR_SUPPLY } from '@hisaab/shared/gst/supply';
import { tk } from '@hisaab/shared/i18n/messages';
import type { PrintLabels } from '@hisaab/shared/i18n/print-labels';
import { formatDate } from '@hisaab/shared/format';
import type { OrderReply } from '@hisaab/shared/replies/orders';
import type { ChallanReply } from '@hisaab/shared/replies/challans';
import type { TransactionReply } from '@hisaab/shared/replies/transactions';
import type { CustomerOption } from '../api/autocomplete-data.ts';

export const ORDER_PRINT_LABELS = {
  sale: tk('Sale Order'),
  purchase: tk('Purchase Order'),
  number: tk('Order No.'),
  total: tk('Order Total'),
  vendor: tk('Vendor'),
  customer: tk('Customer'),
  expected: tk('Expected delivery: {{date}}'),
} as const;

export const CHALLAN_PRINT_LABELS = {
  title: tk('Delivery Challan'),
  number: tk('Challan No.'),
  total: tk('Value of Goods'),
  reason: tk('Reason: {{reason}}'),
} as const;

/** An order or a delivery challan: what its printed document reads. */
interface PrintedSource {
  id: number;
  number: string;
  version: number;
  date: string;
  createdAt: string;
  customerId: number;
  customerName: string;
  /** The line under the party (expected delivery, reason, remark). */
  remark: string | null;
  amount: number;
  taxable: number;
  tax: number;
  lineItems: readonly {
    id: number;
    itemId: number;
    itemName: string;
    quantity: number;
    rate: number;
    unitId: number;
    unitName: string;
    hsnSacCode: string | null;
    amount: number;
    taxableAmount: number;
    taxAmount: number;
    /** A challan line's batch (issue 40), printed under the item as a bill's is. */
    batch?: {
      id: number;
      number: string;
      mfgDate: string | null;
      expiryDate: string | null;
    } | null;
  }[];
}

/** The document in the shape the bill's print model reads: an estimate-like document. */
function sourceAsPrintedBill(
  src: PrintedSource,
  customers: readonly CustomerOption[],
): TransactionReply {
  const customer: CustomerOption = customers.find((c) => c.id === src.customerId) ?? {
    id: src.customerId,
    name: src.customerName,
    phone: null,
    address: null,
    email: null,
    gstin: null,
    pan: null,
    stateCode: null,
    isDefaultCash: false,
    balance: 0,
  };
  return {
    id: src.id,
    kind: 'estimate',
    isPurchase: false,
    number: src.number,
    version: src.version,
    transactionDate: src.date,
    createdAt: src.createdAt,
    customerId: src.customerId,
    customerName: src.customerName,
    customer,
    projectId: null,
    remark: src.remark,
    supplierInvoiceNumber: null,
    supplierInvoiceDate: null,
    ...REGULAR_SUPPLY,
    traceabilityEnabled: false,
    convertedTo: null,
    returnOf: null,
    bankAccountId: null,
    lineItems: src.lineItems.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      itemName: l.itemName,
      quantity: l.quantity,
      rate: l.rate,
      unitId: l.unitId,
      unitName: l.unitName,
      lotSerialNumber: l.batch?.number ?? null,
      hsnSacCode: l.hsnSacCode,
      specialKind: null,
      amount: l.amount,
      taxableAmount: l.taxableAmount,
      taxAmount: l.taxAmount,
      taxes: [],
      batch: l.batch ? { ...l.batch, mrp: null } : null,
    })),
    payments: [],
    totals: {
      amount: src.amount,
      taxable: src.taxable,
      tax: src.tax,
      reverseChargeTax: 0,
      paid: 0,
      pending: src.amount,
      taxSummary: [],
    },
  };
}

/** The order in the shape the bill's print model reads: an estimate-like document. */
export function orderAsPrintedBill(
  order: OrderReply,
  customers: readonly CustomerOption[],
  L: PrintLabels,
): TransactionReply {
  const expected = order.expectedDate
    ? L.t(ORDER_PRINT_LABELS.expected, { date: L.digits(formatDate(order.expectedDate)) })
    : null;
  return sourceAsPrintedBill(
    {
      ...order,
      date: order.orderDate,
      remark: [expected, order.remark].filter(Boolean).join(' · ') || null,
    },
    customers,
  );
}

/** A delivery challan's printed document: its reason under the party, the goods' value. */
export function challanAsPrintedBill(
  challan: ChallanReply,
  customers: readonly CustomerOption[],
  L: PrintLabels,
  reasonText: string,
): TransactionReply {
  const reason = L.t(CHALLAN_PRINT_LABELS.reason, { reason: reasonText });
  return sourceAsPrintedBill(
    {
      ...challan,
      date: challan.challanDate,
      remark: [reason, challan.remark].filter(Boolean).join(' · '),
    },
    customers,
  );
}
