// The decide step of a bill's save: pure, no database. From what the save has already read
// (the bill as stored, its returns, the lookups, the resolved customer, lines and payments) it
// answers the document's kind, side and number series, refuses what may not be saved, and
// computes the document, its header and what it posts. The write step (transaction-write.ts)
// then writes exactly that, for a new bill and an edit alike.
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import type { TransactionData } from '@hisaab/shared/schemas/transaction';
import { MoneyError } from '@hisaab/shared/money';
import { collectsTax, inputTaxRecoverable } from '@hisaab/shared/gst/registration';
import type { GstRegistration } from '@hisaab/shared/gst/registration';
import {
  alwaysInterState,
  placeOfSupplyOf,
  supplyProblem,
  taxTreatment,
  type Lut,
} from '@hisaab/shared/gst/supply';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors.ts';
import type { DocumentSeries } from './numbering.repo.ts';
import type { CustomerRow, TransactionRow } from './transactions.repo.ts';
import type { ItemForBilling } from './save-lookups.repo.ts';
import {
  computeDocument,
  type ComputedDocument,
  type DocumentPayment,
  type ResolvedLine,
} from './transaction-document.ts';
import { journalFor } from './transaction-posting.ts';
import { INPUT_MESSAGES, isOpeningBalanceBill } from './transaction-inputs.ts';
import { documentFromRows } from './transaction-view.ts';
import type { payments, transactionLines, transactionLineTaxes } from '../../db/schema.ts';
import { msg, tk } from '@hisaab/shared/i18n/messages';

export const TRANSACTION_MESSAGES = {
  notFound: tk('Transaction not found.'),
  paymentNotFound: tk('Payment not found.'),
  customerNotFound: INPUT_MESSAGES.customerNotFound,
  projectNotFound: tk('Project not found.'),
  bankAccountUnavailable: INPUT_MESSAGES.bankAccountUnavailable,
  updateItemsForbidden: tk('Only Admin/Manager can update item rates.'),
  itemMissing: INPUT_MESSAGES.itemMissing,
  unitMissing: INPUT_MESSAGES.unitMissing,
  numberTooLong: tk(
    'The next invoice number does not fit the 16-character GST limit. Change the number format in Settings.',
  ),
  estimateNotFound: tk('Estimate not found.'),
  estimateNoPayment: tk(
    'An estimate takes no payment. Convert it into a sale, then record the payment there.',
  ),
  noteUnchangeable: tk('A credit or debit note cannot be changed. Delete it and make a new one.'),
  changedSince: (who: string, when: string) =>
    msg(
      'This bill was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
  hasReturns: (numbers: string) =>
    msg(
      'This bill has returns ({{numbers}}). Delete them before changing its lines or deleting it.',
      { numbers },
    ),
} as const;

export const NOTE_KINDS = new Set(['credit_note', 'debit_note', 'sales_debit_note']);

/** A document's lines, tax rows and payments, as stored. */
export interface DocumentRows {
  lines: (typeof transactionLines.$inferSelect)[];
  lineTaxes: (typeof transactionLineTaxes.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
}

/** A bill as stored: its header and rows (the write step's `before`). */
export type StoredBill = { header: TransactionRow } & DocumentRows;

/** What kind of document a save makes, decided before anything is resolved or written. */
export interface SaveKind {
  isEstimate: boolean;
  isPurchase: boolean;
  /** No lines: a payment received or made. */
  paymentOnly: boolean;
  isOpening: boolean;
  series: DocumentSeries;
  /** Whether the document takes a number of its series (an opening balance takes none). */
  numbered: boolean;
  /** A sales invoice new to the plan's count (or a payment that becomes one). */
  newInvoice: boolean;
}

/**
 * The document's kind, side and series, and the refusals that need nothing resolved: a note
 * is never edited, an estimate keeps to its own route and takes lines and no payment, an edit
 * keeps the side it was saved with and never turns an opening balance into a bill or back.
 */
export function decideKind(args: {
  body: TransactionData;
  before: StoredBill | null;
  estimateRoute: boolean;
  items: ItemForBilling[];
}): SaveKind {
  const { body, before } = args;
  if (before && NOTE_KINDS.has(before.header.kind))
    throw conflict(TRANSACTION_MESSAGES.noteUnchangeable);
  // Modify keeps the document's kind: an estimate stays one until it is converted.
  const isEstimate = before ? before.header.kind === 'estimate' : args.estimateRoute;
  if (args.estimateRoute && !isEstimate) throw notFound(TRANSACTION_MESSAGES.estimateNotFound);
  const paymentOnly = body.lineItems.length === 0;
  if (isEstimate && paymentOnly) throw fieldError('lineItems', INVOICE_VALIDATION.nothingToSave);
  if (isEstimate && body.payments.length > 0)
    throw fieldError('payments', TRANSACTION_MESSAGES.estimateNoPayment);
  // Modify keeps the document's side (sale or purchase) as it was saved.
  const isPurchase = isEstimate
    ? false
    : before
      ? before.header.isPurchase
      : paymentOnly
        ? body.payments.every((p) => p.isPaymentMade)
        : body.isPurchase;
  // An opening balance is its own kind: never a sale or purchase, no number of a series.
  const isOpening = !isEstimate && isOpeningBalanceBill(body.lineItems, args.items);
  const wasOpening = before?.header.kind === 'opening_balance';
  if (before && !paymentOnly && isOpening !== wasOpening && before.header.kind !== 'payment')
    throw fieldError('lineItems', INVOICE_VALIDATION.openingBalanceKindChange);
  return {
    isEstimate,
    isPurchase,
    paymentOnly,
    isOpening,
    series: isEstimate ? 'estimate' : isPurchase ? 'purchase' : 'invoice',
    numbered: !paymentOnly && !isOpening,
    // An estimate or an opening balance never counts against the plan.
    newInvoice:
      !isEstimate && !paymentOnly && !isOpening && !isPurchase && before?.header.kind !== 'sale',
  };
}

/** What a bill's lines say, to tell a payment-only change from a change of its goods. */
const linesSignature = (lines: ComputedDocument['lines']) =>
  JSON.stringify(lines.map((l) => [l.lineNo, l.itemId, l.specialKind, l.qtyMilli, l.ratePaise]));

/** The decided document: what the write step writes. */
export interface DecidedBill {
  kind: string;
  doc: ComputedDocument;
  /** The header's columns an edit sets and a new document inserts (without its number). */
  header: {
    kind: string;
    isPurchase: boolean;
    transactionDate: string;
    customerId: number;
    projectId: number | null;
    remark: string | null;
    placeOfSupply: string | null;
    supplyType: TransactionData['supplyType'];
    reverseCharge: boolean;
    shipTo: TransactionData['shipTo'];
    dispatchFrom: TransactionData['dispatchFrom'];
    exportDetails: TransactionData['exportDetails'];
    amountPaise: number;
    taxablePaise: number;
    taxPaise: number;
    paidPaise: number;
  };
  /** The goods and services lines: the rates "Update Items" and the customer's rates keep. */
  rates: { itemId: number; ratePaise: number }[];
  /** Whether the customer's rates are remembered (sales only, not with "Update Items"). */
  remembersRates: boolean;
  /** The journal of the document once it has an id (an estimate posts nothing: null). */
  posting: ((transactionId: number) => ReturnType<typeof journalFor>) | null;
}

/** Refusals once the customer is known: another company's project, a cash payment entry. */
export function refuseParty(args: {
  body: TransactionData;
  kind: SaveKind;
  customer: CustomerRow;
  projectExists: boolean;
}): void {
  // The foreign key would refuse another company's project only as a server error.
  if (args.body.projectId !== null && !args.projectExists)
    throw fieldError('projectId', TRANSACTION_MESSAGES.projectNotFound);
  if (args.kind.paymentOnly && args.customer.isDefaultCash)
    throw fieldError('customerId', INVOICE_VALIDATION.paymentNeedsCustomer);
}

/**
 * The document itself: refusals that need the resolved lines (the cash customer's opening
 * balance, a change of lines of a bill with returns), the computed lines, taxes and totals,
 * the header and the journal.
 */
export function decideDocument(args: {
  body: TransactionData;
  date: string;
  kind: SaveKind;
  before: StoredBill | null;
  returns: string[];
  customer: CustomerRow;
  lines: ResolvedLine[];
  payments: DocumentPayment[];
  sellerState: string | null;
  registration: GstRegistration;
  lut: Lut;
  companyId: number;
}): DecidedBill {
  const { body, kind: k, customer, date } = args;
  if (customer.isDefaultCash && args.lines.some((l) => l.item.specialKind === 'opening_balance'))
    throw fieldError('customerId', INVOICE_VALIDATION.openingBalanceCash);
  // Payments, estimates and opening balances are regular supplies with no goods moving.
  const goods = !k.paymentOnly && !k.isOpening;
  const supplyType = goods ? body.supplyType : 'regular';
  // A purchase of a service notified under reverse charge is under it whatever was ticked.
  const reverseCharge =
    goods &&
    !k.isEstimate &&
    (body.reverseCharge || (k.isPurchase && args.lines.some((l) => l.item.reverseCharge)));
  const problem = goods
    ? supplyProblem({
        isPurchase: k.isPurchase,
        supplyType,
        reverseCharge,
        chosenPlace: body.placeOfSupply,
        customerGstin: customer.gstin,
        billDate: date,
        lut: args.lut,
      })
    : null;
  if (problem) throw fieldError(problem.field, problem.message);
  const shipTo = goods ? body.shipTo : null;
  // A purchase keeps the supplier's state here (the split compares it with the company's, as
  // a sale compares the place of supply); a sale's follows the rules of gst/supply.ts.
  const placeOfSupply = k.isPurchase
    ? (customer.stateCode ?? args.sellerState)
    : placeOfSupplyOf({
        supplyType,
        chosen: goods ? body.placeOfSupply : null,
        shipToStateCode: shipTo?.stateCode ?? null,
        customerStateCode: customer.stateCode,
        sellerStateCode: args.sellerState,
      });
  let doc: ComputedDocument;
  try {
    doc = computeDocument({
      lines: args.lines,
      payments: args.payments,
      billDate: date,
      // A company without a GSTIN has no state of its own: its bills count as intra-state.
      sellerStateCode: args.sellerState ?? placeOfSupply ?? '00',
      placeOfSupplyStateCode: placeOfSupply ?? args.sellerState ?? '00',
      chargesTax: k.isPurchase || collectsTax(args.registration),
      interState: alwaysInterState(supplyType),
      treatment: taxTreatment(supplyType, reverseCharge),
    });
  } catch (error) {
    // Quantity × rate beyond what money can hold: the message names the line's problem.
    if (error instanceof MoneyError) throw badRequest(error.message);
    throw error;
  }
  // Returns point at the bill's lines: with returns, only its payments may change.
  if (
    args.before &&
    args.returns.length > 0 &&
    linesSignature(documentFromRows(args.before).lines) !== linesSignature(doc.lines)
  )
    throw conflict(TRANSACTION_MESSAGES.hasReturns(args.returns.join(', ')));
  const kind = k.isEstimate
    ? 'estimate'
    : k.paymentOnly
      ? 'payment'
      : k.isOpening
        ? 'opening_balance'
        : k.isPurchase
          ? 'purchase'
          : 'sale';
  const rates = doc.lines
    .filter((l) => !l.specialKind)
    .map((l) => ({ itemId: l.itemId, ratePaise: l.ratePaise }));
  return {
    kind,
    doc,
    header: {
      kind,
      isPurchase: k.isPurchase,
      transactionDate: date,
      customerId: customer.id,
      projectId: body.projectId,
      remark: body.remark,
      placeOfSupply,
      supplyType,
      reverseCharge,
      shipTo,
      dispatchFrom: goods ? body.dispatchFrom : null,
      exportDetails: goods && supplyType.startsWith('export') ? body.exportDetails : null,
      amountPaise: doc.totals.amountPaise,
      taxablePaise: doc.totals.taxablePaise,
      taxPaise: doc.totals.taxPaise,
      paidPaise: Math.abs(doc.paidPaise),
    },
    rates,
    // A quoted rate is not a billed one: only sales remember the customer's rate.
    remembersRates: !body.updateItems && !k.isPurchase && !k.isEstimate,
    // An estimate posts nothing: no ledger lines, so no balance, cash or report moves.
    posting: k.isEstimate
      ? null
      : (transactionId) =>
          journalFor({
            companyId: args.companyId,
            transactionId,
            date,
            partyId: customer.id,
            isPurchase: k.isPurchase,
            doc,
            inputTaxRecoverable: inputTaxRecoverable(args.registration),
          }),
  };
}
