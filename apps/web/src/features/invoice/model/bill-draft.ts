// Everything the invoice screen holds besides the rows, and the paid-amount rule.
import { paiseToString } from '@hisaab/shared/money';
import type { CustomerOption } from '../api/autocomplete-data.ts';
import type { TransactionPaymentInput } from '@hisaab/shared/schemas/transaction';
import { emptyLine, isStarted, parseRate, type BillLine } from './bill.ts';
import type { DocumentSide } from './invoice-mode.ts';
import type { SupplyDraft } from './supply-draft.ts';

export interface BillDraft {
  id: number | null;
  number: string | null;
  /** The opened bill's version: the save sends it back, and a bill saved since answers 409. */
  version: number | null;
  side: DocumentSide;
  date: string;
  customer: CustomerOption | null;
  customerText: string;
  lines: BillLine[];
  /** Now Paying as typed; only used once the user changed it. */
  paidText: string;
  paidEdited: boolean;
  isBank: boolean;
  bankAccountId: number | null;
  remark: string;
  /** A purchase: the supplier's own invoice number and date (yyyy-mm-dd), as typed. */
  supplierInvoiceNumber: string;
  supplierInvoiceDate: string;
  updateItems: boolean;
  /** Ids of the payments loaded in modify mode (the first is kept on save). */
  paymentIds: number[];
  /**
   * A bill saved with several payments (possible through the API) shows them as one Now Paying
   * amount; while that amount, the Bank/CC/UPI box and the account stay as loaded, saving sends
   * the payments back as they were instead of merging them.
   */
  loadedPayments: {
    payments: TransactionPaymentInput[];
    paidText: string;
    isBank: boolean;
    bankAccountId: number | null;
  } | null;
  /** Kind of supply, reverse charge, ship-to... (issue 36); absent: a regular supply. */
  supply?: SupplyDraft;
  /**
   * A payment-only entry: the bills it settles by choice, amounts as typed (issue 42); absent
   * or empty: all of it settles the oldest bills first.
   */
  allocations?: DraftAllocation[];
  /** The godown its goods leave or enter (issue 40 part 3); absent or null: the default one. */
  godownId?: number | null;
}

export interface DraftAllocation {
  billId: number;
  amountText: string;
}

export function newDraft(side: DocumentSide, date: string): BillDraft {
  return {
    id: null,
    number: null,
    version: null,
    side,
    date,
    customer: null,
    customerText: '',
    lines: side.paymentOnly ? [] : [emptyLine()],
    paidText: '',
    paidEdited: false,
    isBank: false,
    bankAccountId: null,
    remark: '',
    supplierInvoiceNumber: '',
    supplierInvoiceDate: '',
    updateItems: false,
    paymentIds: [],
    loadedPayments: null,
  };
}

/** A registered customer other than Cash is chosen (Now Paying is editable only then). */
export function hasNonCashCustomer(d: Pick<BillDraft, 'customer'>): boolean {
  return d.customer !== null && !d.customer.isDefaultCash;
}

/**
 * A bill of Opening Balance lines only: what the party owed when the books began, saved as
 * an opening balance (issue 23), never a sale or purchase.
 */
export function isOpeningBalanceDraft(d: Pick<BillDraft, 'lines'>): boolean {
  const started = d.lines.filter(isStarted);
  return started.length > 0 && started.every((l) => l.specialKind === 'opening_balance');
}

/**
 * What is paid now. A Cash sale or purchase is paid in full (spec section 4). A bill of another
 * party is a credit bill: nothing paid until the user types it (issue 42: starting at the total,
 * every credit bill had to be cleared and then confirmed). Payment-only entries take the typed
 * amount. An opening balance is owed, not paid.
 */
export function paidPaise(d: BillDraft, totalPaise: number): number {
  if (d.side.paymentOnly) return parseRate(d.paidText) ?? 0;
  if (hasNonCashCustomer(d)) return d.paidEdited ? (parseRate(d.paidText) ?? 0) : 0;
  return isOpeningBalanceDraft(d) ? 0 : totalPaise;
}

export function paidFieldText(d: BillDraft, totalPaise: number): string {
  if (d.side.paymentOnly || (hasNonCashCustomer(d) && d.paidEdited)) return d.paidText;
  return paiseToString(paidPaise(d, totalPaise));
}

/** How this bill moves the party's balance (positive: the party owes more). */
export function balanceEffectPaise(d: BillDraft, totalPaise: number): number {
  // A quotation moves no balance.
  if (d.side.estimate) return 0;
  const paid = paidPaise(d, totalPaise);
  if (d.side.paymentOnly) return d.side.isPurchase ? paid : -paid;
  const pending = totalPaise - paid;
  return d.side.isPurchase ? -pending : pending;
}
