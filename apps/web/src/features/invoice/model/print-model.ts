// The printable document of spec section 2, from a stored (or trial) bill: Rule 46 contents
// (GST.md section 7) for invoices, a simpler table for estimates (print mode 1).
import { isSelfInvoice } from '@hisaab/shared/gst/supply';
import { bankAccountLabel } from '@hisaab/shared/bank-account';
import { DUE_KINDS } from '@hisaab/shared/due-kinds';
import { formatAmount, formatDate, formatINR } from '@hisaab/shared/format';
import {
  ENGLISH_LABELS,
  totalCreditText,
  type PrintLabels,
} from '@hisaab/shared/i18n/print-labels';
import { qtyMilliToString, toPaise, toQtyMilli } from '@hisaab/shared/money';
import { stateCodeFromGstin } from '@hisaab/shared/gstin';
import { supplierInvoiceRows } from '@hisaab/shared/supplier-invoice';
import { upiPaymentLink } from '@hisaab/shared/upi';
import {
  collectsTax,
  saleDocumentLegend,
  saleDocumentTitle,
  type GstRegistration,
} from '@hisaab/shared/gst/registration';
import { alwaysInterState } from '@hisaab/shared/gst/supply';
import type { BankAccountOption } from '../api/autocomplete-data.ts';
import { stateText, supplyPrintOf, type SupplyPrint } from './print-supply.ts';
import type { CompanyProfile } from '../api/company-settings.ts';
import type { TransactionView } from '../api/transaction.ts';

export const ESTIMATE_PRINT_MODE = 1;

export interface PrintParty {
  heading: string;
  name: string;
  rows: { label: string; value: string }[];
}

export interface PrintLine {
  no: number;
  item: string;
  lot: string | null;
  hsn: string;
  qty: string;
  unit: string;
  rate: string;
  taxable: string;
  taxes: string[];
  amount: string;
}

export interface PrintModel {
  title: string;
  /** Under the title: a composition taxable person's words (Rule 5(1)(g)), else null. */
  legend: string | null;
  layout: 'standard' | 'estimate' | 'payment';
  numberLabel: string;
  number: string;
  date: string;
  /** A purchase: "Supplier Invoice No." and "Supplier Invoice Date" with their values. */
  supplierInvoice: { label: string; value: string }[];
  supplier: { name: string; rows: string[]; gstin: string | null };
  party: PrintParty;
  placeOfSupply: string | null;
  /** Taxable value and Tax columns: not on an estimate or a bill of supply (no tax collected). */
  taxColumns: boolean;
  reverseCharge: boolean;
  lines: PrintLine[];
  totals: { label: string; value: string; strong?: boolean }[];
  amountInWords: string;
  nowPaying: string | null;
  /**
   * What is still due on a saved bill (the server's one due figure, as the PDF's Balance Due and
   * the UPI QR show it); null on a quotation, a receipt, a note or a trial print.
   */
  balanceDue: { text: string; paise: number } | null;
  taxSummary: { component: string; rate: string; taxable: string; amount: string }[];
  remark: string | null;
  bankUsed: string | null;
  totalCredit: string | null;
  trial: boolean;
  /** The banner of a trial print: an unsaved bill, or a re-print of a saved one (modify mode). */
  trialNote: string | null;
  signatory: string;
  /** Scan-to-pay for the amount still due on a saved sale; null when nothing is due or no UPI ID. */
  upi: { link: string; caption: string; upiId: string } | null;
  /** The company's document language (issue 28): the print's own labels come from it. */
  labels: PrintLabels;
  /**
   * Issue 36: the supply's legend under the title (export, SEZ, reverse charge), ship-to and
   * dispatch-from, an export's details, and whether the bill is under reverse charge.
   */
  supply?: SupplyPrint;
}

export { stateText } from './print-supply.ts';

/** The title and number label in English, as the catalogues know them. */
function translatedTitle(t: ReturnType<typeof titleOf>, L: PrintLabels) {
  return { ...t, title: L.label.t(t.title), numberLabel: L.label.t(t.numberLabel) };
}

const registrationOf = (company: CompanyProfile): GstRegistration => ({
  gstin: company.gstin,
  gstScheme: company.gstScheme,
});

const pct = (rate: number) => `${Number(rate.toFixed(2))}%`;

/** A line's taxes per (component, rate): two GST taxes of one group print as one IGST row. */
function mergedTaxes(taxes: TransactionView['lineItems'][number]['taxes']) {
  const rows = new Map<string, { component: string; rate: number; amountPaise: number }>();
  for (const t of taxes) {
    const key = `${t.component}|${t.rate}`;
    const row = rows.get(key);
    if (row) row.amountPaise += toPaise(t.amount);
    else rows.set(key, { component: t.component, rate: t.rate, amountPaise: toPaise(t.amount) });
  }
  return [...rows.values()];
}

function titleOf(view: TransactionView, printMode: number, company: CompanyProfile) {
  if (view.kind === 'payment') {
    return view.isPurchase
      ? { title: 'Payment Voucher', layout: 'payment' as const, numberLabel: 'Voucher No.' }
      : { title: 'Payment Receipt', layout: 'payment' as const, numberLabel: 'Receipt No.' };
  }
  // Never an invoice or a bill (issue 23): a statement of what was owed when the books began.
  if (view.kind === 'opening_balance')
    return { title: 'Opening Balance', layout: 'standard' as const, numberLabel: 'No.' };
  // A purchase under reverse charge from an unregistered supplier: the company's self invoice.
  if (isSelfInvoice({ ...view, supplierGstin: view.customer.gstin }))
    return { title: 'Self Invoice', layout: 'standard' as const, numberLabel: 'Bill No.' };
  if (view.isPurchase)
    return { title: 'Purchase Bill', layout: 'standard' as const, numberLabel: 'Bill No.' };
  // An estimate document, or a sale printed in the company's Estimate mode: the simpler table.
  if (view.kind === 'estimate' || printMode === ESTIMATE_PRINT_MODE)
    return { title: 'Estimate', layout: 'estimate' as const, numberLabel: 'Serial No.' };
  // Only a seller who collects GST issues a tax invoice; others a bill of supply.
  return {
    title: saleDocumentTitle(registrationOf(company)),
    layout: 'standard' as const,
    numberLabel: 'Invoice No.',
  };
}

function partyHeading(view: TransactionView): string {
  if (view.kind === 'payment') return view.isPurchase ? 'Paid To' : 'Received From';
  return view.isPurchase ? 'Supplier' : 'Bill To';
}

export function buildPrintModel(args: {
  view: TransactionView;
  company: CompanyProfile;
  printMode: number;
  bankAccounts: readonly BankAccountOption[];
  trial: boolean;
  /** The company's UPI ID and payee name (settings); the company's name stands in for a blank one. */
  upi?: { upiId: string | null; payeeName: string | null };
  /** The labels in the company's document language (issue 28); English when absent. */
  labels?: PrintLabels;
}): PrintModel {
  const { view, company } = args;
  const L = args.labels ?? ENGLISH_LABELS;
  const { title, layout, numberLabel } = translatedTitle(titleOf(view, args.printMode, company), L);
  const money = (p: number) => L.digits(formatINR(p));
  const amount = (p: number) => L.digits(formatAmount(p));
  const registration = registrationOf(company);
  const sale = layout === 'standard' && !view.isPurchase;
  // A bill of supply: no tax rows, no tax summary, no reverse charge (the seller collects none).
  const billOfSupply = sale && !collectsTax(registration);
  const c = view.customer;
  const customerState = c.stateCode ?? (c.gstin ? stateCodeFromGstin(c.gstin) : null);
  const companyState =
    company.stateCode ?? (company.gstin ? stateCodeFromGstin(company.gstin) : null);
  const place = view.placeOfSupply ?? customerState ?? companyState;
  const interState =
    (place !== null && companyState !== null && place !== companyState) ||
    (view.supplyType !== undefined && alwaysInterState(view.supplyType));

  const partyRows = [
    ['Phone', c.phone],
    ['Email', c.email],
    ['Address', c.address],
    ['GSTIN', c.gstin],
    ['PAN', c.pan],
    ['State', stateText(customerState)],
  ]
    .filter((r): r is [string, string] => typeof r[1] === 'string' && r[1] !== '')
    .map(([label, value]) => ({ label: L.t(label), value }));

  const lines: PrintLine[] = view.lineItems.map((l, i) => ({
    no: i + 1,
    item: l.itemName,
    lot: l.lotSerialNumber,
    // The bill's own line, as the PDF and GSTR-1 read it: not the item's code of today.
    hsn: l.hsnSacCode ?? '',
    qty: L.digits(qtyMilliToString(toQtyMilli(l.quantity)).replace(/\.?0+$/, '')),
    unit: l.unitName,
    rate: amount(toPaise(l.rate)),
    taxable: amount(toPaise(l.taxableAmount)),
    taxes: mergedTaxes(l.taxes).map(
      (t) => `${t.component} ${L.digits(pct(t.rate))}: ${amount(t.amountPaise)}`,
    ),
    amount: amount(toPaise(l.amount)),
  }));

  const amountPaise = toPaise(view.totals.amount);
  const totals: PrintModel['totals'] = [];
  if (layout === 'standard' && !billOfSupply) {
    totals.push({ label: L.label.t('Taxable value'), value: money(toPaise(view.totals.taxable)) });
    for (const row of view.totals.taxSummary) {
      totals.push({
        label: `${row.component} ${L.digits(pct(row.rate))}`,
        value: money(toPaise(row.amount)),
      });
    }
  }
  const reverseChargeTax = toPaise(view.totals.reverseChargeTax ?? 0);
  if (layout === 'standard' && reverseChargeTax !== 0)
    // Not in the total: the recipient pays it itself (issue 36).
    totals.push({
      label: L.t('Tax payable on reverse charge'),
      value: money(reverseChargeTax),
    });
  totals.push({
    label: L.label.t(layout === 'payment' ? 'Amount' : 'Total'),
    value: money(layout === 'payment' ? toPaise(view.totals.paid) : amountPaise),
    strong: true,
  });

  const bank = view.payments.find((p) => p.isBankTransaction);
  const bankAccount = bank ? args.bankAccounts.find((b) => b.id === bank.bankAccountId) : undefined;
  const paidPaise = toPaise(view.totals.paid);

  return {
    title,
    legend: legendOf(sale ? saleDocumentLegend(registration) : null, L),
    layout,
    numberLabel,
    number: view.number ?? (view.id ? `#${view.id}` : '—'),
    date: L.digits(formatDate(view.transactionDate.slice(0, 10))),
    supplierInvoice: supplierInvoiceRows(view).map((r) => ({
      label: L.label.t(r.label),
      value: r.label.endsWith('Date') ? L.digits(r.value) : r.value,
    })),
    supplier: {
      name: company.name ?? '',
      rows: [
        company.address,
        [company.phone, company.email].filter(Boolean).join(' · '),
        company.gstin ? `GSTIN: ${company.gstin}` : null,
        company.pan ? `PAN: ${company.pan}` : null,
        companyState ? `${L.t('State')}: ${stateText(companyState)}` : null,
      ].filter((r): r is string => Boolean(r)),
      gstin: company.gstin,
    },
    party: { heading: L.label.t(partyHeading(view)), name: c.name, rows: partyRows },
    placeOfSupply:
      layout === 'standard' && place
        ? interState
          ? L.t('{{state}} (inter-state)', { state: stateText(place) ?? '' })
          : stateText(place)
        : null,
    reverseCharge: layout === 'standard' && company.gstin !== null && !billOfSupply,
    taxColumns: layout !== 'estimate' && !billOfSupply,
    lines,
    totals,
    amountInWords: L.words(layout === 'payment' ? paidPaise : amountPaise),
    nowPaying: layout !== 'payment' && paidPaise !== 0 ? money(paidPaise) : null,
    balanceDue:
      !args.trial && DUE_KINDS.has(view.kind)
        ? { text: money(toPaise(view.totals.pending)), paise: toPaise(view.totals.pending) }
        : null,
    taxSummary:
      layout === 'standard' && !billOfSupply
        ? view.totals.taxSummary.map((r) => ({
            component: r.component,
            rate: L.digits(pct(r.rate)),
            taxable: amount(toPaise(r.taxable)),
            amount: amount(toPaise(r.amount)),
          }))
        : [],
    remark: view.remark,
    bankUsed: bank
      ? bankAccount
        ? bankAccountLabel(bankAccount)
        : `Account #${bank.bankAccountId ?? ''}`
      : null,
    // A quotation settles nothing: no credit line on it.
    // Named and worded as on the PDF: who owes whom (issue 42).
    totalCredit:
      c.isDefaultCash || view.kind === 'estimate'
        ? null
        : totalCreditText(L, toPaise(c.balance), money),
    trial: args.trial,
    trialNote: !args.trial
      ? null
      : view.id !== null && view.number
        ? `Re-print of saved bill ${view.number} with the changes on screen — the changes are not saved.`
        : 'Trial print — this bill is not saved.',
    signatory: company.name
      ? L.t('For {{name}}', { name: company.name })
      : L.label.t('Authorised Signatory'),
    upi: upiOf(args, L),
    labels: L,
    supply: supplyPrintOf(view, layout === 'standard', L),
  };
}

/** The composition legend, in the document language with the other labels. */
function legendOf(legend: string | null, L: PrintLabels): string | null {
  return legend === null ? null : L.label.t(legend);
}

/**
 * Only a saved sale asks to be paid: not a quotation, a receipt, a purchase, or a trial print
 * (no bill number to note on the payment).
 */
function upiOf(args: Parameters<typeof buildPrintModel>[0], L: PrintLabels): PrintModel['upi'] {
  const { view, upi } = args;
  if (args.trial || !upi?.upiId || !view.number) return null;
  if (view.isPurchase || view.kind === 'payment' || view.kind === 'estimate') return null;
  const duePaise = toPaise(view.totals.pending);
  const link = upiPaymentLink({
    upiId: upi.upiId,
    payeeName: upi.payeeName || args.company.name || '',
    duePaise,
    billNumber: view.number,
  });
  return link
    ? {
        link,
        caption: L.label.t('Scan to pay {{amount}}', { amount: L.digits(formatINR(duePaise)) }),
        upiId: upi.upiId,
      }
    : null;
}

/** The tax summary as the print names it, for the share message: "IGST 5% ₹25.00". */
export function taxSummaryText(view: Pick<TransactionView, 'totals'>): string {
  return view.totals.taxSummary
    .map((r) => `${r.component} ${pct(r.rate)} ${formatINR(toPaise(r.amount))}`)
    .join(', ');
}
