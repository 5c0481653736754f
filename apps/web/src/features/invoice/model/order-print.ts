// An order as its printed document (issue 40): printed as an estimate is (the simpler table,
// rates including tax, no payment or tax summary) under its own title, number label and
// expected delivery date, in the company's document language.
import { REGULAR_SUPPLY } from '@hisaab/shared/gst/supply';
import { tk } from '@hisaab/shared/i18n/messages';
import type { PrintLabels } from '@hisaab/shared/i18n/print-labels';
import { formatDate } from '@hisaab/shared/format';
import type { OrderReply } from '@hisaab/shared/replies/orders';
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

/** The order in the shape the bill's print model reads: an estimate-like document. */
export function orderAsPrintedBill(
  order: OrderReply,
  customers: readonly CustomerOption[],
  L: PrintLabels,
): TransactionReply {
  const customer: CustomerOption = customers.find((c) => c.id === order.customerId) ?? {
    id: order.customerId,
    name: order.customerName,
    phone: null,
    address: null,
    email: null,
    gstin: null,
    pan: null,
    stateCode: null,
    isDefaultCash: false,
    balance: 0,
  };
  const expected = order.expectedDate
    ? L.t(ORDER_PRINT_LABELS.expected, { date: L.digits(formatDate(order.expectedDate)) })
    : null;
  return {
    id: order.id,
    kind: 'estimate',
    isPurchase: false,
    number: order.number,
    version: order.version,
    transactionDate: order.orderDate,
    createdAt: order.createdAt,
    customerId: order.customerId,
    customerName: order.customerName,
    customer,
    projectId: null,
    remark: [expected, order.remark].filter(Boolean).join(' · ') || null,
    supplierInvoiceNumber: null,
    supplierInvoiceDate: null,
    ...REGULAR_SUPPLY,
    traceabilityEnabled: false,
    convertedTo: null,
    returnOf: null,
    bankAccountId: null,
    lineItems: order.lineItems.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      itemName: l.itemName,
      quantity: l.quantity,
      rate: l.rate,
      unitId: l.unitId,
      unitName: l.unitName,
      lotSerialNumber: null,
      hsnSacCode: l.hsnSacCode,
      specialKind: null,
      amount: l.amount,
      taxableAmount: l.taxableAmount,
      taxAmount: l.taxAmount,
      taxes: [],
    })),
    payments: [],
    totals: {
      amount: order.amount,
      taxable: order.taxable,
      tax: order.tax,
      reverseChargeTax: 0,
      paid: 0,
      pending: order.amount,
      taxSummary: [],
    },
  };
}
