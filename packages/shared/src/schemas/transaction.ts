// Sale/purchase transactions, their line items and payments, and payment-only entries
// (spec sections 3 Transaction edit form/Payment, 5 Invoice save and Ids, 7 Transactions).
import { z } from 'zod';
import {
  CUSTOMER_VALIDATION,
  ID_VALIDATION,
  INVOICE_LINE_TEXTS,
  INVOICE_VALIDATION,
} from '../validation-messages.ts';
import { lineLimitProblem } from '../line-limits.ts';
import { toPaise, toQtyMilli } from '../money.ts';
import { SUPPLIER_INVOICE_MESSAGES, supplierInvoiceNumberText } from '../supplier-invoice.ts';
import {
  flag,
  isoDate,
  isRealIsoDate,
  oneLine,
  isoDateOrDateTime,
  optionalId,
  optionalText,
  paiseOrNull,
  positiveId,
  quantity,
  rupees,
  versionField,
  wholeNumber,
} from './common.ts';
import { tk } from '../i18n/messages.ts';
import { supplyFields } from './supply.ts';
import { issueOf } from './zod-messages.ts';

export const TRANSACTION_LIMITS = {
  lines: 500,
  payments: 20,
  /** The bills one payment may settle by choice (issue 42). */
  allocations: 200,
  itemName: 200,
  unitName: 32,
  lotSerial: 64,
  remark: 500,
  customerName: 250,
} as const;

export const TRANSACTION_SCHEMA_MESSAGES = {
  paymentAmount: tk('Payment amount must be greater than 0.'),
  customerId: tk('Invalid customer id'),
  billId: tk('Invalid bill id'),
  allocationAmount: tk('The amount settled on a bill must be greater than 0.'),
  allocationsOverPayment: tk('The bills chosen take more than the payment.'),
  allocationTwice: tk('A bill is chosen twice.'),
} as const;

/**
 * A bill line. Rate and quantity may be zero or negative (the screen asks to confirm; round
 * off and discounts use them); missing parts are reported per line by transactionSchema.
 */
export const lineItemSchema = z.object({
  id: optionalId(tk('Invalid line item id')),
  itemId: optionalId(tk('Invalid item id')),
  itemName: optionalText(TRANSACTION_LIMITS.itemName).transform((s) => s && oneLine(s)),
  quantity: quantity()
    .nullish()
    .transform((q) => q ?? null),
  rate: rupees()
    .nullish()
    .transform((r) => r ?? null),
  unitId: optionalId(tk('Invalid unit id')),
  unitName: optionalText(TRANSACTION_LIMITS.unitName).transform((s) => s && oneLine(s)),
  lotSerialNumber: optionalText(TRANSACTION_LIMITS.lotSerial),
  /** The sale or purchase order line this line fulfils (issue 40); absent or null: none. */
  orderLineId: optionalId(tk('Invalid order line id')).optional(),
  /** The delivery challan line this line bills (issue 40): it moves no stock again. */
  challanLineId: optionalId(tk('Invalid challan line id')).optional(),
  /**
   * A sale line's batch as chosen (issue 40 part 2); absent or null on a sale of an item
   * tracked by batch: the batch named by lotSerialNumber, else the first-expiring one.
   */
  batchId: optionalId(tk('Invalid batch id')).optional(),
  /** A purchase line's batch: its manufacturing and expiry dates and MRP (rupees). */
  mfgDate: isoDate(tk('Enter the manufacturing date as yyyy-mm-dd.')).nullish(),
  expiryDate: isoDate(tk('Enter the expiry date as yyyy-mm-dd.')).nullish(),
  mrp: rupees(tk('MRP must be an amount of 0 or more with at most 2 decimals.'))
    .refine((r) => r >= 0, tk('MRP must be an amount of 0 or more with at most 2 decimals.'))
    .nullish(),
});
export type LineItemInput = z.input<typeof lineItemSchema>;
export type LineItemData = z.output<typeof lineItemSchema>;

const paymentAmount = rupees(TRANSACTION_SCHEMA_MESSAGES.paymentAmount).refine(
  (a) => a > 0,
  TRANSACTION_SCHEMA_MESSAGES.paymentAmount,
);

/** A payment inside a transaction. */
export const transactionPaymentSchema = z.object({
  id: optionalId(ID_VALIDATION.paymentId),
  amount: paymentAmount,
  isBankTransaction: flag(),
  bankAccountId: optionalId(ID_VALIDATION.bankAccountId),
  isPaymentMade: flag(),
});
export type TransactionPaymentInput = z.input<typeof transactionPaymentSchema>;

/** `convert(value)`, or null when the value is absent or not an exact number. */
function exactly(convert: (v: number) => number, value: number | null): number | null {
  if (value === null) return null;
  try {
    return convert(value);
  } catch {
    return null;
  }
}

/** The names of what a started line lacks, in the screen's order. */
export function missingLineParts(line: LineItemData): string[] {
  const missing: string[] = [];
  if (line.itemId === null && line.itemName === null) missing.push('item');
  if (line.quantity === null) missing.push('quantity');
  if (line.rate === null) missing.push('rate');
  if (line.unitId === null && line.unitName === null) missing.push('unit');
  return missing;
}

/** One bill a payment settles by choice, and how much of it (rupees). */
export const paymentAllocationSchema = z.object({
  billId: positiveId(TRANSACTION_SCHEMA_MESSAGES.billId),
  amount: rupees(TRANSACTION_SCHEMA_MESSAGES.allocationAmount).refine(
    (a) => a > 0,
    TRANSACTION_SCHEMA_MESSAGES.allocationAmount,
  ),
});
export type PaymentAllocationInput = z.input<typeof paymentAllocationSchema>;

/** POST /transactions and PUT /transactions/{id}. customerId 0 means a new customer by name. */
export const transactionSchema = z
  .object({
    id: optionalId(ID_VALIDATION.transactionId),
    /** The bill's version as the editor read it (the reply's `version`): a later one is a 409. */
    version: versionField(),
    customerId: wholeNumber(0, Number.MAX_SAFE_INTEGER, TRANSACTION_SCHEMA_MESSAGES.customerId),
    customerName: optionalText(
      TRANSACTION_LIMITS.customerName,
      CUSTOMER_VALIDATION.nameLength,
    ).transform((s) => s && oneLine(s)),
    projectId: optionalId(tk('Invalid project id')),
    transactionDate: isoDateOrDateTime(),
    isPurchase: flag(),
    updateItems: flag(),
    remark: optionalText(TRANSACTION_LIMITS.remark),
    bankAccountId: optionalId(ID_VALIDATION.bankAccountId),
    /**
     * The godown the bill's goods leave or enter (issue 40 part 3); absent: the bill's own on
     * an edit, else the default godown.
     */
    godownId: optionalId(tk('Invalid id')).optional(),
    lineItems: z.array(lineItemSchema).max(TRANSACTION_LIMITS.lines).default([]),
    payments: z.array(transactionPaymentSchema).max(TRANSACTION_LIMITS.payments).default([]),
    /**
     * A payment-only entry: the bills it settles by choice (issue 42); null: none, oldest
     * first; absent: as stored.
     */
    allocations: z
      .array(paymentAllocationSchema)
      .max(TRANSACTION_LIMITS.allocations)
      .nullable()
      .optional(),
    /** A purchase: the supplier's own invoice number and date (supplier-invoice.ts). */
    supplierInvoiceNumber: optionalText(TRANSACTION_LIMITS.remark),
    supplierInvoiceDate: z
      .string({ error: SUPPLIER_INVOICE_MESSAGES.date })
      .trim()
      .nullish()
      .transform((d) => d || null)
      .refine((d) => d === null || isRealIsoDate(d), SUPPLIER_INVOICE_MESSAGES.date),
    /** Kind of supply, reverse charge, place of supply, ship-to/dispatch-from, export details. */
    ...supplyFields,
  })
  .superRefine((t, ctx) => {
    const numberProblem =
      t.supplierInvoiceNumber === null ? null : supplierInvoiceNumberText(t.supplierInvoiceNumber);
    if (numberProblem) {
      ctx.addIssue(issueOf(numberProblem, ['supplierInvoiceNumber']));
    }
    if (t.supplierInvoiceDate !== null) {
      if (t.supplierInvoiceNumber === null) {
        const message = SUPPLIER_INVOICE_MESSAGES.dateWithoutNumber;
        ctx.addIssue(issueOf(message, ['supplierInvoiceNumber']));
      }
      if (t.supplierInvoiceDate > t.transactionDate.slice(0, 10)) {
        const message = SUPPLIER_INVOICE_MESSAGES.dateAfterBill;
        ctx.addIssue(issueOf(message, ['supplierInvoiceDate']));
      }
    }
    if (t.customerId === 0 && (t.customerName === null || t.customerName.length < 2)) {
      ctx.addIssue({
        code: 'custom',
        path: ['customerName'],
        message: CUSTOMER_VALIDATION.nameLength,
      });
    }
    if (t.lineItems.length === 0 && t.payments.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lineItems'],
        message: INVOICE_VALIDATION.nothingToSave,
      });
    }
    t.lineItems.forEach((line, i) => {
      const missing = missingLineParts(line);
      if (missing.length > 0) {
        const message = INVOICE_LINE_TEXTS.lineMissing(i + 1, missing);
        ctx.addIssue(issueOf(message, ['lineItems', i]));
      }
      // Sane limits, reported on the field to blame (lineItems.{i}.quantity or .rate).
      // (A field that failed its own check arrives here as typed: then it is not judged twice.)
      const problem = lineLimitProblem(
        exactly(toQtyMilli, line.quantity),
        exactly(toPaise, line.rate),
      );
      if (problem) {
        const message = INVOICE_LINE_TEXTS.lineProblem(i + 1, problem.message);
        ctx.addIssue(issueOf(message, ['lineItems', i, problem.field]));
      }
    });
    const bankPayments = t.payments.filter((p) => p.isBankTransaction);
    bankPayments.forEach((p) => {
      if (p.bankAccountId === null && t.bankAccountId === null) {
        const i = t.payments.indexOf(p);
        const message = INVOICE_VALIDATION.bankAccountRequired;
        ctx.addIssue(issueOf(message, ['payments', i, 'bankAccountId']));
      }
    });
    if (bankPayments.length > 0 && t.remark === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['remark'],
        message: INVOICE_VALIDATION.remarkRequired,
      });
    }
  });
export type TransactionInput = z.input<typeof transactionSchema>;
export type TransactionData = z.output<typeof transactionSchema>;

/** POST /transactions/payment: a payment-only entry. */
export const paymentSchema = z
  .object({
    id: optionalId(ID_VALIDATION.paymentId),
    /** With an id: the version of the bill holding the payment, as read (issue 37). */
    version: versionField(),
    customerId: positiveId(INVOICE_VALIDATION.paymentNeedsCustomer),
    projectId: optionalId(tk('Invalid project id')),
    transactionDate: isoDateOrDateTime(),
    amount: paymentAmount,
    isBankTransaction: flag(),
    bankAccountId: optionalId(ID_VALIDATION.bankAccountId),
    isPaymentMade: flag(),
    remark: optionalText(TRANSACTION_LIMITS.remark),
    /**
     * The bills this payment settles and how much of each (issue 42); the rest settles the
     * party's oldest bills first. Null or absent: all of it oldest first.
     */
    allocations: z
      .array(paymentAllocationSchema)
      .max(TRANSACTION_LIMITS.allocations)
      .nullish()
      .transform((a) => a ?? null),
  })
  .superRefine((p, ctx) => {
    if (p.allocations) {
      const chosen = p.allocations.map((a) => paiseOrNull(a.amount));
      const payment = paiseOrNull(p.amount);
      const settled = chosen.reduce<number>((sum, a) => sum + (a ?? 0), 0);
      if (payment !== null && !chosen.includes(null) && settled > payment) {
        const message = TRANSACTION_SCHEMA_MESSAGES.allocationsOverPayment;
        ctx.addIssue(issueOf(message, ['allocations']));
      }
      const seen = new Set<number>();
      p.allocations.forEach((a, i) => {
        if (seen.has(a.billId)) {
          const message = TRANSACTION_SCHEMA_MESSAGES.allocationTwice;
          ctx.addIssue(issueOf(message, ['allocations', i, 'billId']));
        }
        seen.add(a.billId);
      });
    }
    if (!p.isBankTransaction) return;
    if (p.bankAccountId === null) {
      const message = INVOICE_VALIDATION.bankAccountRequired;
      ctx.addIssue(issueOf(message, ['bankAccountId']));
    }
    if (p.remark === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['remark'],
        message: INVOICE_VALIDATION.remarkRequired,
      });
    }
  });
export type PaymentInput = z.input<typeof paymentSchema>;
export type PaymentData = z.output<typeof paymentSchema>;

/** GET /transactions/open-bills/{customerId}: a payment made (purchases) or received (sales), and the payment being edited. */
export const openBillsQuerySchema = z.object({
  isPurchase: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  paymentId: z.coerce.number().int().positive().max(2147483647).optional(),
});

/** Route parameters with the spec's id messages. */
export const transactionIdParamsSchema = z.object({ id: positiveId(ID_VALIDATION.transactionId) });
export const paymentIdParamsSchema = z.object({ id: positiveId(ID_VALIDATION.paymentId) });
export const bankAccountIdParamsSchema = z.object({ id: positiveId(ID_VALIDATION.bankAccountId) });
export const customerIdParamsSchema = z.object({
  id: positiveId(ID_VALIDATION.customerIdRequired),
});
