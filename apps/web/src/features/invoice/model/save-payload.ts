// Spec section 5 Invoice save: the checks before saving, the confirmations to ask, and the
// body sent to the server (a negative rate goes as a positive rate with negative quantity).
import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import { supplierInvoiceNumberProblem } from '@hisaab/shared/supplier-invoice';
import type {
  LineItemInput,
  PaymentInput,
  TransactionInput,
} from '@hisaab/shared/schemas/transaction';
import {
  isStarted,
  lineProblems,
  missingParts,
  parseQuantity,
  parseRate,
  storedQtyAndRate,
} from './bill.ts';
import { CASH_CUSTOMER_NAME, isCashCustomerName } from '@hisaab/shared/cash-customer';
import { hasNonCashCustomer, paidPaise, type BillDraft } from './bill-draft.ts';
import { resolveSupply, supplyBody } from './supply-draft.ts';
import type { ItemOption } from '../api/autocomplete-data.ts';

export const INVOICE_CONFIRMATIONS = {
  zeroOrNegative: (rows: readonly number[]) =>
    msg('Line item {{rows}} has a zero or negative quantity or rate. Save anyway?', {
      rows: rows.join(', '),
    }),
  updateItems: tk(
    'Update the item master rates with the rates on this bill? Customer-specific rates for these items will be cleared.',
  ),
  // The spec's paying-less/more texts speak of a customer; a purchase pays a supplier.
  payingSupplierLess: tk(
    'You are paying the supplier less than the billed amount in this purchase. Continue?',
  ),
  payingSupplierMore: tk(
    'You are paying the supplier more than the billed amount in this purchase. Continue?',
  ),
} as const;

export type SaveRequest =
  { kind: 'bill' | 'estimate'; body: TransactionInput } | { kind: 'payment'; body: PaymentInput };

/** A field of one row, by the row's key: where a message belongs on the screen. */
export interface LineField {
  key: string;
  field: 'quantity' | 'rate' | 'batch';
}

export type SaveCheck =
  | { ok: false; message: string; at?: LineField }
  | { ok: true; request: SaveRequest; confirmations: Text[] };

export interface SaveContext {
  totalPaise: number;
  bankAccountCount: number;
  traceability: boolean;
  /** The default Cash customer, used when no customer is chosen or typed. */
  cashCustomerId: number | null;
  /** The company's state: a place of supply chosen equal to the rules' is not sent. */
  companyState?: string | null;
  /** The items at hand: a purchase of one flagged as under reverse charge is RCM. */
  items?: readonly ItemOption[];
}

function lineBody(line: BillDraft['lines'][number], traceability: boolean): LineItemInput {
  const stored = storedQtyAndRate(line)!;
  return {
    id: line.id,
    itemId: line.itemId,
    itemName: line.itemName.trim(),
    quantity: qtyMilliToNumber(stored.qtyMilli),
    rate: paiseToRupees(stored.ratePaise),
    unitId: line.unitId,
    unitName: line.unitName.trim(),
    // A batch's number goes whatever the traceability setting (issue 40 part 2).
    lotSerialNumber:
      (traceability || line.trackedByBatch) && line.lotSerialNumber.trim()
        ? line.lotSerialNumber.trim()
        : null,
    ...(line.orderLineId ? { orderLineId: line.orderLineId } : {}),
    ...(line.challanLineId ? { challanLineId: line.challanLineId } : {}),
    ...(line.trackedByBatch ? batchBody(line) : {}),
  };
}

/** A tracked row's batch: the one chosen (a sale), its dates and MRP (a purchase). */
function batchBody(line: BillDraft['lines'][number]): Partial<LineItemInput> {
  const text = (s: string | undefined) => s?.trim() || null;
  return {
    ...(line.batchId ? { batchId: line.batchId } : {}),
    ...(text(line.mfgDate) ? { mfgDate: text(line.mfgDate) } : {}),
    ...(text(line.expiryDate) ? { expiryDate: text(line.expiryDate) } : {}),
    ...(text(line.mrp) ? { mrp: text(line.mrp) } : {}),
  };
}

export function checkSave(d: BillDraft, ctx: SaveContext): SaveCheck {
  const nonCash = hasNonCashCustomer(d);
  const typedName = d.customer ? '' : d.customerText.trim();
  if (d.side.paymentOnly && !nonCash)
    return { ok: false, message: INVOICE_VALIDATION.paymentNeedsCustomer };

  const started = d.lines.map((l, i) => ({ line: l, row: i + 1 })).filter((x) => isStarted(x.line));
  for (const { line, row } of started) {
    const [field, problem] = Object.entries(lineProblems(line))[0] ?? [];
    if (field && problem) {
      const at = { key: line.key, field: field as LineField['field'] };
      return { ok: false, message: INVOICE_VALIDATION.lineProblem(row, problem), at };
    }
    const missing = missingParts(line);
    if (missing.length > 0)
      return { ok: false, message: INVOICE_VALIDATION.lineMissing(row, missing) };
  }
  // An estimate takes no payment: it is only a quotation.
  const paid = d.side.estimate ? 0 : paidPaise(d, ctx.totalPaise);
  if (d.side.estimate && started.length === 0)
    return { ok: false, message: INVOICE_VALIDATION.nothingToSave };
  if (started.length === 0 && paid === 0)
    return { ok: false, message: INVOICE_VALIDATION.nothingToSave };
  if (d.side.paymentOnly && paid <= 0)
    return { ok: false, message: INVOICE_VALIDATION.nothingToSave };

  if (d.isBank && paid !== 0) {
    if (ctx.bankAccountCount === 0)
      return { ok: false, message: INVOICE_VALIDATION.noBankAccounts };
    if (d.bankAccountId === null)
      return { ok: false, message: INVOICE_VALIDATION.bankAccountRequired };
    if (!d.remark.trim()) return { ok: false, message: INVOICE_VALIDATION.remarkRequired };
  }

  const openingLines = started.filter((x) => x.line.specialKind === 'opening_balance').length;
  if (openingLines > 0) {
    // An opening balance is a document of its own, never part of a sale or purchase.
    if (openingLines < started.length)
      return { ok: false, message: INVOICE_VALIDATION.openingBalanceMixed };
    const cash = d.customer ? d.customer.isDefaultCash : isCashCustomerName(typedName);
    if (cash) return { ok: false, message: INVOICE_VALIDATION.openingBalanceCash };
    if (!d.customer && !typedName)
      return { ok: false, message: INVOICE_VALIDATION.openingBalanceCustomer };
  }

  // Only a purchase carries the supplier's invoice; its number follows the GST rule.
  const supplierInvoice = d.side.isPurchase && !d.side.paymentOnly && !d.side.estimate;
  const supplierInvoiceNumber = supplierInvoice ? d.supplierInvoiceNumber.trim() || null : null;
  const numberProblem =
    supplierInvoiceNumber && supplierInvoiceNumberProblem(supplierInvoiceNumber);
  if (numberProblem) return { ok: false, message: numberProblem };

  const confirmations: Text[] = [];
  const suspicious = started
    .filter(({ line }) => !line.specialKind)
    .filter(
      ({ line }) => (parseQuantity(line.quantity) ?? 0) <= 0 || (parseRate(line.rate) ?? 0) <= 0,
    )
    .map((x) => x.row);
  if (suspicious.length > 0) confirmations.push(INVOICE_CONFIRMATIONS.zeroOrNegative(suspicious));
  if (!d.side.paymentOnly && !d.side.estimate && nonCash && started.length > 0) {
    const supplier = d.side.isPurchase;
    // An opening balance is owed, not paid, and a credit bill nothing yet: only a part typed
    // by the user is asked about.
    if (paid < ctx.totalPaise && openingLines === 0 && d.paidEdited && paid > 0)
      confirmations.push(
        supplier ? INVOICE_CONFIRMATIONS.payingSupplierLess : INVOICE_VALIDATION.payingLess,
      );
    if (paid > ctx.totalPaise)
      confirmations.push(
        supplier ? INVOICE_CONFIRMATIONS.payingSupplierMore : INVOICE_VALIDATION.payingMore,
      );
  }
  if (d.updateItems && started.length > 0) confirmations.push(INVOICE_CONFIRMATIONS.updateItems);

  const remark = d.remark.trim() || null;
  const bankAccountId = d.isBank ? d.bankAccountId : null;
  const paymentId = d.paymentIds[0] ?? null;

  // The bills a payment chose, as the server takes them (none: oldest first).
  const chosen = (d.allocations ?? [])
    .map((a) => ({ billId: a.billId, paise: parseAmountPaise(a.amountText) }))
    .filter((a) => a.paise > 0)
    .map((a) => ({ billId: a.billId, amount: paiseToRupees(a.paise) }));
  const allocations = d.side.paymentOnly ? (chosen.length > 0 ? chosen : null) : undefined;

  if (d.side.paymentOnly && d.id === null) {
    const body: PaymentInput = {
      allocations,
      id: null,
      customerId: d.customer!.id,
      projectId: null,
      transactionDate: d.date,
      amount: paiseToRupees(paid),
      isBankTransaction: d.isBank,
      bankAccountId,
      isPaymentMade: d.side.isPurchase,
      remark,
    };
    return { ok: true, request: { kind: 'payment', body }, confirmations };
  }

  // A negative amount paid is money going the other way (a refund).
  const kept = d.loadedPayments;
  const paymentsAsLoaded =
    kept &&
    kept.paidText === d.paidText &&
    kept.isBank === d.isBank &&
    kept.bankAccountId === d.bankAccountId;
  const payments = paymentsAsLoaded
    ? kept.payments
    : paid === 0
      ? []
      : [
          {
            id: paymentId,
            amount: paiseToRupees(Math.abs(paid)),
            isBankTransaction: d.isBank,
            bankAccountId,
            isPaymentMade: paid > 0 ? d.side.isPurchase : !d.side.isPurchase,
          },
        ];
  const body: TransactionInput = {
    id: d.id,
    version: d.version,
    customerId: d.customer?.id ?? (typedName ? 0 : (ctx.cashCustomerId ?? 0)),
    customerName:
      d.customer || (!typedName && ctx.cashCustomerId) ? null : typedName || CASH_CUSTOMER_NAME,
    projectId: null,
    transactionDate: d.date,
    isPurchase: d.side.isPurchase,
    updateItems: d.updateItems,
    remark,
    bankAccountId,
    ...(d.godownId ? { godownId: d.godownId } : {}),
    lineItems: started.map((x) => lineBody(x.line, ctx.traceability)),
    payments,
    ...(allocations !== undefined && { allocations }),
    supplierInvoiceNumber,
    supplierInvoiceDate: supplierInvoice ? d.supplierInvoiceDate.trim() || null : null,
    // Kind of supply, reverse charge, ship-to... (issue 36); the server checks them.
    ...supplyBody(resolveSupply(d, ctx.companyState ?? null, ctx.items)),
  };
  const kind = d.side.estimate ? 'estimate' : 'bill';
  return { ok: true, request: { kind, body }, confirmations };
}

/** An amount typed in rupees, in paise; 0 when it is not a positive one. */
export function parseAmountPaise(text: string): number {
  return Math.max(0, parseRate(text) ?? 0);
}

/** The row field a server error path names: lineItems.{i}.quantity is the i-th row sent. */
export function lineFieldOfError(d: BillDraft, path: string): LineField | null {
  const m = /^lineItems\.(\d+)\.(quantity|rate|batch)$/.exec(path);
  if (!m) return null;
  const line = d.lines.filter(isStarted)[Number(m[1])];
  return line ? { key: line.key, field: m[2] as LineField['field'] } : null;
}
