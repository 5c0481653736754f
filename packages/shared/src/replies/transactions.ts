// Replies of /api/transactions and /api/estimates' documents (issue 25): a stored bill,
// purchase, payment, estimate or note as GET /transactions/{id} returns it, and as every save
// (POST/PUT /transactions, POST /transactions/payment, POST/PUT /estimates, convert) answers.
import { z } from 'zod/mini';
import { TAX_COMPONENTS, type TaxComponent } from '../gst/types.ts';
import { TAX_TYPES } from '../tax-types.ts';
import { customerOptionReply, specialKind } from './lookups.ts';
import { isoDate, rupees } from './list.ts';
import { SUPPLY_TYPES } from '../gst/supply.ts';

export const TRANSACTION_KINDS = [
  'sale',
  'purchase',
  'payment',
  'estimate',
  'credit_note',
  'debit_note',
  'sales_debit_note',
  'opening_balance',
] as const;
export const transactionKind = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof transactionKind>;

export const taxComponent = z.enum(TAX_COMPONENTS as [TaxComponent, ...TaxComponent[]]);

/** One tax component of a line (CGST and SGST are two). */
export const lineTaxReply = z.object({
  taxId: z.number(),
  name: z.string(),
  taxType: z.enum(TAX_TYPES),
  component: taxComponent,
  /** This component's own rate in percent (CGST of 18% GST is 9). */
  rate: z.number(),
  amount: rupees,
});
export type LineTaxReply = z.infer<typeof lineTaxReply>;

export const transactionLineReply = z.object({
  id: z.number(),
  itemId: z.number(),
  itemName: z.string(),
  quantity: z.number(),
  rate: rupees,
  unitId: z.number(),
  unitName: z.string(),
  lotSerialNumber: z.nullable(z.string()),
  hsnSacCode: z.nullable(z.string()),
  specialKind: z.nullable(specialKind),
  amount: rupees,
  taxableAmount: rupees,
  taxAmount: rupees,
  taxes: z.array(lineTaxReply),
  /** The sale or purchase order line it fulfils (issue 40). */
  orderLineId: z.optional(z.nullable(z.number())),
  /** The delivery challan line it bills (issue 40). */
  challanLineId: z.optional(z.nullable(z.number())),
  /** Its batch (issue 40 part 2): the number is lotSerialNumber's; dates yyyy-mm-dd. */
  batch: z.optional(
    z.nullable(
      z.object({
        id: z.number(),
        number: z.string(),
        mfgDate: z.nullable(isoDate),
        expiryDate: z.nullable(isoDate),
        mrp: z.nullable(rupees),
      }),
    ),
  ),
});
export type TransactionLineReply = z.infer<typeof transactionLineReply>;

export const transactionPaymentReply = z.object({
  id: z.number(),
  amount: rupees,
  isBankTransaction: z.boolean(),
  bankAccountId: z.nullable(z.number()),
  isPaymentMade: z.boolean(),
  remark: z.nullable(z.string()),
});
export type TransactionPaymentReply = z.infer<typeof transactionPaymentReply>;

export const taxSummaryReply = z.object({
  component: taxComponent,
  rate: z.number(),
  taxable: rupees,
  amount: rupees,
});
export type TaxSummaryReply = z.infer<typeof taxSummaryReply>;

/** A note or later payment that settled part of a bill (bookkeeping/bill-dues.ts). */
export const settlementReply = z.object({
  /** The settling document (a payment-only entry or a note). */
  id: z.number(),
  kind: transactionKind,
  number: z.nullable(z.string()),
  date: isoDate,
  amount: rupees,
});
export type SettlementReply = z.infer<typeof settlementReply>;

/** GET /transactions/open-bills/{customerId}: the bills a payment may choose to settle. */
export const openBillsReply = z.array(
  z.object({
    id: z.number(),
    number: z.nullable(z.string()),
    date: isoDate,
    total: rupees,
    /** What is due on it now (with the edited payment's own choice undone). */
    due: rupees,
    /** What the edited payment settles of it (0 on a new payment). */
    chosen: rupees,
  }),
);
export type OpenBillsReply = z.infer<typeof openBillsReply>;

/** A stored document with its party, lines, payments and totals. */
const shipAddressReply = z.object({
  name: z.string(),
  gstin: z.nullable(z.string()),
  address: z.string(),
  place: z.nullable(z.string()),
  pin: z.nullable(z.string()),
  stateCode: z.string(),
});

export const transactionReply = z.object({
  id: z.number(),
  kind: transactionKind,
  isPurchase: z.boolean(),
  number: z.nullable(z.string()),
  /** One more at every edit; an edit naming an older one answers 409 (send it back in `version`). */
  version: z.number(),
  transactionDate: isoDate,
  createdAt: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  /** The party with its balance now. */
  customer: customerOptionReply,
  projectId: z.nullable(z.number()),
  remark: z.nullable(z.string()),
  /** A purchase: the supplier's own invoice number and date. */
  supplierInvoiceNumber: z.nullable(z.string()),
  supplierInvoiceDate: z.nullable(isoDate),
  placeOfSupply: z.nullable(z.string()),
  /** The kind of supply, reverse charge, ship-to/dispatch-from and export details (gst/supply.ts). */
  supplyType: z.enum(SUPPLY_TYPES),
  reverseCharge: z.boolean(),
  shipTo: z.nullable(shipAddressReply),
  dispatchFrom: z.nullable(shipAddressReply),
  exportDetails: z.nullable(
    z.object({
      shippingBillNumber: z.nullable(z.string()),
      shippingBillDate: z.nullable(z.string()),
      portCode: z.nullable(z.string()),
      currency: z.nullable(z.string()),
      country: z.nullable(z.string()),
    }),
  ),
  traceabilityEnabled: z.boolean(),
  /** An estimate converted into a sale: that sale. */
  convertedTo: z.nullable(z.object({ id: z.number(), number: z.nullable(z.string()) })),
  /** A bill: the sale or purchase orders its lines fulfil (issue 40). */
  fromOrders: z.optional(z.array(z.object({ id: z.number(), number: z.string() }))),
  /** A bill: the delivery challans its lines bill (issue 40). */
  fromChallans: z.optional(z.array(z.object({ id: z.number(), number: z.string() }))),
  /** A credit or debit note: the bill it returns. */
  returnOf: z.nullable(
    z.object({ id: z.number(), number: z.nullable(z.string()), transactionDate: isoDate }),
  ),
  /** A payment-only entry: the bills it chose to settle and how much of each (issue 42). */
  allocations: z.optional(
    z.array(
      z.object({
        billId: z.number(),
        number: z.nullable(z.string()),
        date: isoDate,
        amount: rupees,
      }),
    ),
  ),
  /**
   * A sale or purchase: the notes and later payments that settled it (chosen or oldest first),
   * oldest first; with the money taken on it they add up to its total less what is due.
   */
  settlements: z.optional(z.array(settlementReply)),
  bankAccountId: z.nullable(z.number()),
  /** The godown its goods moved in or out of (issue 40 part 3). */
  godownId: z.optional(z.nullable(z.number())),
  lineItems: z.array(transactionLineReply),
  payments: z.array(transactionPaymentReply),
  totals: z.object({
    amount: rupees,
    taxable: rupees,
    tax: rupees,
    /** Tax the recipient pays itself under reverse charge: shown, not in the amount. */
    reverseChargeTax: rupees,
    paid: rupees,
    /** What the party still owes on it (a purchase: what is still owed to them). */
    pending: rupees,
    taxSummary: z.array(taxSummaryReply),
  }),
});
export type TransactionReply = z.infer<typeof transactionReply>;

/** A DELETE that answers 204 with no body. */
export const noContent = z.null().check(z.describe('No content'));

/**
 * POST /files/transaction/{id}/html-to-pdf: the code of the PDF's public link. (The route is
 * the files module's; the bill's share reads it.)
 */
export const pdfLinkReply = z.object({ publicAccessCode: z.string() });
export type PdfLinkReply = z.infer<typeof pdfLinkReply>;
