// Just Print: the unsaved bill as a TransactionView, handed to the print tab through storage.
// Nothing is saved.
import { paiseToRupees, qtyMilliToNumber, toPaise } from '@hisaab/shared/money';
import type { CustomerOption } from '../api/autocomplete-data.ts';
import type { TransactionView } from '../api/transaction.ts';
import { isStarted, storedQtyAndRate } from './bill.ts';
import { balanceEffectPaise, paidPaise, type BillDraft } from './bill-draft.ts';
import { supplyStates, type BillTotals } from './bill-totals.ts';
import { resolveSupply, supplyBody } from './supply-draft.ts';

export const TRIAL_PRINT_KEY = 'hisaab.invoice.trialPrint';

const r = paiseToRupees;

export function trialView(args: {
  draft: BillDraft;
  totals: BillTotals;
  customer: CustomerOption;
  companyState: string | null;
  /** The opened bill's effect as saved: the customer's balance already holds it. */
  savedEffectPaise?: number;
}): TransactionView {
  const { draft, totals, customer } = args;
  const previews = new Map(totals.lines.map((p) => [p.key, p.tax]));
  const started = draft.lines.filter(isStarted);
  const paid = paidPaise(draft, totals.amountPaise);
  // The bill's supply as it would be saved; a purchase line's reverse-charge item shows in the
  // totals (the items are not at hand here).
  const supply = resolveSupply({ ...draft, customer }, args.companyState);
  if (draft.side.isPurchase && totals.reverseChargePaise !== 0) supply.reverseCharge = true;
  const states = supplyStates(args.companyState, supply.place ?? customer.stateCode);
  const balance =
    toPaise(customer.balance) -
    (args.savedEffectPaise ?? 0) +
    balanceEffectPaise(draft, totals.amountPaise);
  return {
    id: draft.id,
    kind: draft.side.estimate
      ? 'estimate'
      : draft.side.paymentOnly
        ? 'payment'
        : draft.side.isPurchase
          ? 'purchase'
          : 'sale',
    isPurchase: draft.side.isPurchase,
    number: draft.number,
    version: draft.version ?? 1,
    transactionDate: draft.date,
    customerId: customer.id,
    customerName: customer.name,
    customer: { ...customer, balance: r(balance) },
    projectId: null,
    remark: draft.remark.trim() || null,
    supplierInvoiceNumber: draft.side.isPurchase
      ? draft.supplierInvoiceNumber.trim() || null
      : null,
    supplierInvoiceDate: draft.side.isPurchase ? draft.supplierInvoiceDate || null : null,
    ...supplyBody(supply),
    placeOfSupply: states.placeOfSupplyStateCode === '00' ? null : states.placeOfSupplyStateCode,
    traceabilityEnabled: false,
    bankAccountId: draft.isBank ? draft.bankAccountId : null,
    lineItems: started.map((l) => {
      const stored = storedQtyAndRate(l);
      const tax = previews.get(l.key) ?? null;
      return {
        id: l.id,
        itemId: l.itemId,
        itemName: l.itemName.trim(),
        quantity: stored ? qtyMilliToNumber(stored.qtyMilli) : 0,
        rate: stored ? r(stored.ratePaise) : 0,
        unitId: l.unitId,
        unitName: l.unitName.trim(),
        lotSerialNumber: l.lotSerialNumber.trim() || null,
        // A row's batch prints as a saved one's does (issue 40 part 2).
        batch:
          l.trackedByBatch && l.lotSerialNumber.trim()
            ? {
                id: l.batchId ?? 0,
                number: l.lotSerialNumber.trim(),
                mfgDate: l.mfgDate || null,
                expiryDate: l.batchExpiry ?? (l.expiryDate || null),
                mrp: null,
              }
            : null,
        // The row's own: a saved line's as billed, a row chosen anew its item's (issue 42).
        hsnSacCode: l.hsnSacCode ?? null,
        specialKind: l.specialKind === 'special' ? null : l.specialKind,
        amount: r(tax?.amountPaise ?? 0),
        taxableAmount: r(tax?.taxablePaise ?? 0),
        taxAmount: r(tax?.taxPaise ?? 0),
        taxes: (tax?.taxes ?? []).map((t) => ({
          taxId: t.taxId,
          taxType: t.taxType,
          component: t.component,
          name: t.name,
          rate: t.rateBp / 100,
          amount: r(t.amountPaise),
        })),
      };
    }),
    payments:
      paid === 0
        ? []
        : [
            {
              id: null,
              amount: r(Math.abs(paid)),
              isBankTransaction: draft.isBank,
              bankAccountId: draft.isBank ? draft.bankAccountId : null,
              isPaymentMade: draft.side.isPurchase,
              remark: null,
            },
          ],
    totals: {
      amount: r(totals.amountPaise),
      taxable: r(totals.taxablePaise),
      tax: r(totals.taxPaise),
      reverseChargeTax: r(totals.reverseChargePaise),
      paid: r(Math.abs(paid)),
      pending: r(totals.amountPaise - paid),
      taxSummary: totals.taxSummary.map((t) => ({
        component: t.component,
        rate: t.rateBp / 100,
        taxable: r(t.taxablePaise),
        amount: r(t.amountPaise),
      })),
    },
  };
}

export function storeTrialPrint(view: TransactionView): void {
  const text = JSON.stringify(view);
  sessionStorage.setItem(TRIAL_PRINT_KEY, text);
  // A tab opened without the opener's session storage still finds it once.
  localStorage.setItem(TRIAL_PRINT_KEY, text);
}

export function readTrialPrint(): TransactionView | null {
  const text = sessionStorage.getItem(TRIAL_PRINT_KEY) ?? localStorage.getItem(TRIAL_PRINT_KEY);
  localStorage.removeItem(TRIAL_PRINT_KEY);
  if (!text) return null;
  sessionStorage.setItem(TRIAL_PRINT_KEY, text);
  try {
    return JSON.parse(text) as TransactionView;
  } catch {
    return null;
  }
}
