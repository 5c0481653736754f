// The bill → its printed document (GST Rule 46 and 53, spec section 2): every text the PDF, the
// web's print page and thermal receipt show, in the company's document language. Pure: the
// caller passes the labels (the server from its translator, the web from its loaded catalogue),
// so the wording is tested once, without drawing anything.
import { bankAccountLabel, type BankAccountLike } from '../bank-account.ts';
import { formatAmount, formatDate, formatINR } from '../format.ts';
import { collectsTax, saleDocumentLegend, saleDocumentTitle } from '../gst/registration.ts';
import { stateCodeFromGstin } from '../gstin.ts';
import { TOTAL_CREDIT_LABEL, totalCreditText, type PrintLabels } from '../i18n/print-labels.ts';
import { tk } from '../i18n/messages.ts';
import { qtyMilliToString, toPaise, toQtyMilli } from '../money.ts';
import { INVOICE_PRINT_MODES } from '../schemas/company.ts';
import { supplierInvoiceRows } from '../supplier-invoice.ts';
import { upiPaymentLink } from '../upi.ts';
import { isExport } from '../gst/supply.ts';
import {
  challanRows,
  isNote,
  noteSettlement,
  noteTitle,
  originalBillRows,
  positiveNote,
} from './note-print.ts';
import type {
  PrintBill,
  PrintCompany,
  PrintDocument,
  PrintExtras,
  PrintLine,
} from './print-document.ts';
import { isSelfInvoice, printLegend, REVERSE_CHARGE_PRINT_LABELS } from './reverse-charge-print.ts';
import { stateText, supplyPrint } from './supply-print.ts';
import { batchLine } from './batch-line.ts';

export interface PrintArgs {
  bill: PrintBill;
  company: PrintCompany;
  bankAccounts: readonly BankAccountLike[];
  labels: PrintLabels;
  extras?: PrintExtras | undefined;
  /** The web's Just Print of a bill on screen: no due figure, no UPI QR (nothing is saved). */
  trial?: boolean;
}

type Kind = PrintDocument['kind'];

const paise = (rupees: number) => toPaise(rupees);
/** 2 → "2", 2.5 → "2.5", 1.25 → "1.25" (no padding zeros). */
const quantityText = (q: number) =>
  qtyMilliToString(toQtyMilli(q))
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
/** 18 → "18%", 2.5 → "2.5%". */
export const percentText = (rate: number) => `${Number(rate.toFixed(2))}%`;

/** The title, kind and number label in English, as the catalogues know them. */
export function titleInEnglish(
  view: PrintBill,
  company: Pick<PrintCompany, 'gstin' | 'gstScheme' | 'invoicePrintMode'>,
): { title: string; kind: Kind; numberLabel: string } {
  if (isNote(view)) return { ...noteTitle(view), kind: 'invoice' };
  if (view.kind === 'payment') {
    return view.isPurchase
      ? { title: 'Payment Voucher', kind: 'payment', numberLabel: 'Voucher No.' }
      : { title: 'Payment Receipt', kind: 'payment', numberLabel: 'Receipt No.' };
  }
  // Never an invoice or a bill (issue 23): a statement of what was owed when the books began.
  if (view.kind === 'opening_balance')
    return { title: 'Opening Balance', kind: 'invoice', numberLabel: 'No.' };
  if (view.isPurchase) {
    const title = isSelfInvoice(view) ? REVERSE_CHARGE_PRINT_LABELS.selfInvoice : 'Purchase Bill';
    return { title, kind: 'invoice', numberLabel: 'Bill No.' };
  }
  // An estimate document, or a sale printed in the company's Estimate mode: the simpler table.
  if (view.kind === 'estimate' || company.invoicePrintMode === INVOICE_PRINT_MODES.Estimate)
    return { title: 'Estimate', kind: 'estimate', numberLabel: 'Serial No.' };
  // Only a supplier who collects GST issues a tax invoice; others a bill of supply.
  return {
    title: saleDocumentTitle({ gstin: company.gstin, gstScheme: company.gstScheme }),
    kind: 'invoice',
    numberLabel: 'Invoice No.',
  };
}

function partyHeading(view: PrintBill): string {
  if (view.kind === 'payment') return view.isPurchase ? 'Paid To' : 'Received From';
  return view.isPurchase ? 'Supplier (Billed By)' : 'Bill To';
}

export function buildPrintDocument(args: PrintArgs): PrintDocument {
  const { company, labels: L } = args;
  const trial = args.trial ?? false;
  const note = isNote(args.bill);
  const view = note ? positiveNote(args.bill) : args.bill;
  const english = titleInEnglish(view, company);
  const { kind } = english;
  const state = (code: string | null | undefined) => stateText(code, L);
  const money = (p: number) => L.digits(formatINR(p));
  const amount = (p: number) => L.digits(formatAmount(p));
  const companyState =
    company.stateCode ?? (company.gstin ? stateCodeFromGstin(company.gstin) : null);
  const customer = view.customer;
  const customerState =
    customer.stateCode ?? (customer.gstin ? stateCodeFromGstin(customer.gstin) : null);
  const number = view.number ?? (view.id !== null ? `#${view.id}` : '—');
  const registration = { gstin: company.gstin, gstScheme: company.gstScheme };
  // A bill of supply: no tax rows, no tax summary, no reverse charge (the seller collects none).
  const billOfSupply = kind === 'invoice' && !view.isPurchase && !collectsTax(registration);
  const supply = supplyPrint({
    view,
    company,
    saleInvoice: kind === 'invoice' && !view.isPurchase,
    L,
    state,
  });
  const amountPaise = paise(view.totals.amount);
  const paidPaise = paise(view.totals.paid);
  const settlement = settlementOf(view, kind, note, trial, L, money);
  const due = settlement.find((s) => s.kind === 'due');

  return {
    title: L.label.t(english.title),
    legend: legendOf(
      printLegend(
        view,
        kind === 'invoice',
        view.isPurchase ? null : saleDocumentLegend(registration),
      ),
      L,
    ),
    kind,
    numberLabel: L.label.t(english.numberLabel),
    number,
    date: L.digits(formatDate(view.transactionDate.slice(0, 10))),
    originalBill: [...originalBillRows(view), ...challanRows(view)].map((r) => ({
      label: L.label.t(r.label),
      value: r.label.endsWith('Date') ? L.digits(r.value) : r.value,
    })),
    supplierInvoice: supplierInvoiceRows(view).map((r): [string, string] => [
      L.label.t(r.label),
      r.label.endsWith('Date') ? L.digits(r.value) : r.value,
    ]),
    supplier: {
      heading: L.label.t('Supplier'),
      name: company.name ?? '',
      address: company.address,
      phone: company.phone,
      email: company.email,
      gstin: company.gstin,
      pan: company.pan,
      state: state(companyState),
    },
    party: {
      heading: L.label.t(partyHeading(view)),
      name: customer.name,
      address: customer.address,
      phone: customer.phone,
      email: customer.email,
      gstin: customer.gstin,
      pan: customer.pan,
      state: state(customerState),
    },
    shipTo: supply.shipTo,
    dispatchFrom: supply.dispatchFrom,
    supplyRows: supply.rows,
    placeOfSupply:
      kind === 'invoice' ? state(view.placeOfSupply ?? customerState ?? companyState) : null,
    reverseCharge: view.reverseCharge
      ? L.t(REVERSE_CHARGE_PRINT_LABELS.yes)
      : kind === 'invoice' && !view.isPurchase && !billOfSupply
        ? L.t('No')
        : null,
    lines: view.lineItems.map((l, i) => lineOf(l, i, L, amount)),
    amountsNote: L.t(amountsNoteOf(view, kind, billOfSupply)),
    taxColumns: !billOfSupply,
    totals: totalsOf(view, kind, note, billOfSupply, L, money),
    ...taxSummaryOf(view, kind, billOfSupply, L, money),
    amountInWords: L.words(kind === 'payment' ? paidPaise : amountPaise),
    payments: paymentsOf(view, note, args.bankAccounts, L, money),
    settlement,
    duePaise: due ? paise(view.totals.pending) : null,
    remark: view.remark,
    signatory: company.name ?? '',
    upi: trial ? null : upiOf(view, company, number, L),
    eInvoice: args.extras?.eInvoice ?? null,
    eWayBill: args.extras?.eWayBill?.ewbNo
      ? {
          number: args.extras.eWayBill.ewbNo,
          validUntil: args.extras.eWayBill.validUntil
            ? L.digits(formatDate(args.extras.eWayBill.validUntil))
            : null,
        }
      : null,
    // The file keeps its English name in every language.
    fileBaseName: `${english.title.replace(/\s+/g, '-')}-${number}`,
    trial,
    labels: L,
  };
}

function lineOf(
  l: PrintBill['lineItems'][number],
  i: number,
  L: PrintLabels,
  amount: (p: number) => string,
): PrintLine {
  // Each component carries the line's rate in it (CGST 2.5 + SGST 2.5, or IGST 5): add them
  // up once per component, however many taxes of the group share one.
  const rates = new Map(l.taxes.map((t) => [t.component, t.rate]));
  const taxRate = [...rates.values()].reduce((s, r) => s + r, 0);
  return {
    no: String(i + 1),
    item: l.itemName,
    lot: l.batch ? null : l.lotSerialNumber || null,
    batch: batchLine(l.batch ?? null, L),
    // The bill's own line, as GSTR-1 reads it: not the item's code of today.
    hsn: l.hsnSacCode ?? '',
    qty: L.digits(quantityText(l.quantity)),
    unit: l.unitName,
    rate: amount(paise(l.rate)),
    taxable: amount(paise(l.taxableAmount)),
    tax: l.taxes.length ? amount(paise(l.taxAmount)) : '-',
    taxRate: l.taxes.length ? L.digits(`@${percentText(taxRate)}`) : '',
    amount: amount(paise(l.amount)),
  };
}

/**
 * What the amounts and rates above the lines are. A reverse charge bill (a self invoice among
 * them) collects no tax: its rate is the taxable value, not a rate with tax in it (issue 42).
 */
export function amountsNoteOf(
  view: Pick<PrintBill, 'reverseCharge'>,
  kind: Kind,
  billOfSupply: boolean,
): string {
  if (kind === 'estimate' || billOfSupply) return AMOUNTS_NOTES.plain;
  return view.reverseCharge ? AMOUNTS_NOTES.reverseCharge : AMOUNTS_NOTES.withTax;
}

export const AMOUNTS_NOTES = {
  plain: tk('Amounts in ₹'),
  withTax: tk('Amounts in ₹. Rates include tax; Taxable is the value before tax.'),
  reverseCharge: tk('Amounts in ₹. Rates are before tax: the tax is payable on reverse charge.'),
} as const;

/** The notes and later payments that settled a bill, as its print lists them (issue 42). */
export const SETTLED_BY_LABELS = {
  received: tk('Received later ({{date}})'),
  paid: tk('Paid later ({{date}})'),
  creditNote: tk('Credit Note {{number}} ({{date}})'),
  debitNote: tk('Debit Note {{number}} ({{date}})'),
  credit: tk('Credit on account ({{date}})'),
} as const;

function settledByOf(
  view: PrintBill,
  L: PrintLabels,
  money: (p: number) => string,
): PrintDocument['settlement'] {
  return (view.settlements ?? []).map((s) => {
    const date = L.digits(formatDate(s.date));
    const number = s.number ?? '';
    const label =
      s.kind === 'payment'
        ? L.label.t(view.isPurchase ? SETTLED_BY_LABELS.paid : SETTLED_BY_LABELS.received, {
            date,
          })
        : s.kind === 'credit_note'
          ? L.label.t(SETTLED_BY_LABELS.creditNote, { number, date })
          : s.kind === 'debit_note' || s.kind === 'sales_debit_note'
            ? L.label.t(SETTLED_BY_LABELS.debitNote, { number, date })
            : L.label.t(SETTLED_BY_LABELS.credit, { date });
    return { label, value: money(paise(s.amount)), kind: 'settled' as const };
  });
}

/** Goods and services first, then their tax, then Round off / Discount lines (no tax), then the total. */
function totalsOf(
  view: PrintBill,
  kind: Kind,
  note: boolean,
  billOfSupply: boolean,
  L: PrintLabels,
  money: (p: number) => string,
): PrintDocument['totals'] {
  const totals: PrintDocument['totals'] = [];
  const goods = view.lineItems.filter((l) => !l.specialKind);
  if (kind === 'invoice' && !billOfSupply) {
    totals.push({
      label: L.label.t('Taxable Value'),
      value: money(goods.reduce((s, l) => s + paise(l.taxableAmount), 0)),
    });
    for (const [component, value] of componentTotals(view))
      totals.push({ label: component, value: money(value) });
    totals.push({ label: L.label.t('Total Tax'), value: money(paise(view.totals.tax)) });
    if (view.reverseCharge)
      totals.push({
        label: L.label.t(REVERSE_CHARGE_PRINT_LABELS.taxPayable),
        value: money(paise(view.totals.reverseChargeTax)),
      });
  }
  if (kind === 'invoice')
    for (const l of view.lineItems.filter((x) => x.specialKind))
      totals.push({ label: L.label.t(l.itemName), value: money(paise(l.amount)) });
  if (kind !== 'payment')
    totals.push({
      label: L.label.t(
        note
          ? noteTitle(view).totalLabel
          : view.isPurchase
            ? 'Purchase Total'
            : kind === 'estimate'
              ? 'Estimate Total'
              : 'Invoice Total',
      ),
      value: money(paise(view.totals.amount)),
      strong: true,
    });
  return totals;
}

function taxSummaryOf(
  view: PrintBill,
  kind: Kind,
  billOfSupply: boolean,
  L: PrintLabels,
  money: (p: number) => string,
): Pick<PrintDocument, 'taxSummary' | 'taxSummaryTotal'> {
  if (kind !== 'invoice' || billOfSupply) return { taxSummary: [], taxSummaryTotal: null };
  const taxSummary = view.totals.taxSummary.map((r) => ({
    component: r.component,
    rate: L.digits(percentText(r.rate)),
    taxable: money(paise(r.taxable)),
    amount: money(paise(r.amount)),
  }));
  const taxedTaxablePaise = view.lineItems
    .filter((l) => !l.specialKind && l.taxes.length)
    .reduce((s, l) => s + paise(l.taxableAmount), 0);
  return {
    taxSummary,
    taxSummaryTotal: taxSummary.length
      ? {
          taxable: money(taxedTaxablePaise),
          amount: money(paise(view.totals.tax) + paise(view.totals.reverseChargeTax)),
        }
      : null,
  };
}

function paymentsOf(
  view: PrintBill,
  note: boolean,
  bankAccounts: readonly BankAccountLike[],
  L: PrintLabels,
  money: (p: number) => string,
): PrintDocument['payments'] {
  const banks = new Map(bankAccounts.map((b) => [b.id, b]));
  return view.payments.map((p) => {
    const bank = p.bankAccountId === null ? undefined : banks.get(p.bankAccountId);
    return {
      label: L.label.t(
        note
          ? noteTitle(view).refundLabel
          : p.isPaymentMade
            ? 'Paid'
            : view.kind === 'payment'
              ? 'Received'
              : 'Now Paying',
      ),
      amount: money(paise(p.amount)),
      mode: p.isBankTransaction
        ? L.t('Bank/CC/UPI: {{bank}}', {
            bank: bank ? bankAccountLabel(bank) : L.t('bank account'),
          })
        : L.t('Cash'),
      remark: p.remark,
    };
  });
}

/** Paid and Balance Due (a note: how it was settled), then the party's whole balance. */
function settlementOf(
  view: PrintBill,
  kind: Kind,
  note: boolean,
  trial: boolean,
  L: PrintLabels,
  money: (p: number) => string,
): PrintDocument['settlement'] {
  const settlement: PrintDocument['settlement'] = [];
  // A quotation settles nothing: no Paid, Balance Due or the party's balance on it.
  const quotation = view.kind === 'estimate';
  if (note)
    settlement.push(
      ...noteSettlement(view).map((r) => ({
        label: L.label.t(r.label),
        value: L.digits(r.value),
        kind: 'note' as const,
      })),
    );
  else if (kind !== 'payment' && !quotation) {
    settlement.push({
      label: L.label.t('Paid'),
      value: money(paise(view.totals.paid)),
      kind: 'paid',
    });
    // A trial print has no due yet: the bill is not saved.
    if (!trial) settlement.push(...settledByOf(view, L, money));
    if (!trial)
      settlement.push({
        label: L.label.t('Balance Due'),
        value: money(paise(view.totals.pending)),
        strong: true,
        kind: 'due',
      });
  }
  if (!view.customer.isDefaultCash && !quotation) {
    // The print page's name and words for it (issue 42).
    settlement.push({
      label: L.label.t(TOTAL_CREDIT_LABEL),
      value: totalCreditText(L, paise(view.customer.balance), money),
      kind: 'credit',
    });
  }
  return settlement;
}

/** What a bill asks to be paid by UPI: a sale's due; nothing on a quotation, receipt, note or purchase. */
export function saleDuePaise(view: Pick<PrintBill, 'isPurchase' | 'kind' | 'totals'>): number {
  return view.isPurchase || view.kind !== 'sale' ? 0 : paise(view.totals.pending);
}

function upiOf(
  view: PrintBill,
  company: PrintCompany,
  number: string,
  L: PrintLabels,
): PrintDocument['upi'] {
  const duePaise = saleDuePaise(view);
  // A buyer abroad pays in foreign exchange through a bank, not by UPI in rupees (and the QR
  // pushed an export's long head rows onto a second page).
  if (duePaise === 0 || !company.upiId || isExport(view.supplyType)) return null;
  const link = upiPaymentLink({
    upiId: company.upiId,
    payeeName: company.upiPayeeName || company.name || '',
    duePaise,
    billNumber: number,
  });
  if (!link) return null;
  return {
    link,
    caption: L.label.t('Scan to pay {{amount}}', { amount: L.digits(formatINR(duePaise)) }),
    upiId: company.upiId,
  };
}

/** The legend: translated (and bilingual) with the other labels. */
function legendOf(legend: string | null, L: PrintLabels): string | null {
  return legend === null ? null : L.label.t(legend);
}

/** Tax per component (CGST, SGST, IGST, CESS...) in the order first met, in paise. */
function componentTotals(view: PrintBill): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of view.totals.taxSummary)
    totals.set(row.component, (totals.get(row.component) ?? 0) + paise(row.amount));
  return totals;
}

/** The tax summary as the print names it, for the share message: "IGST 5% ₹25.00". */
export function taxSummaryText(rows: PrintBill['totals']['taxSummary'], L: PrintLabels): string {
  return rows
    .map(
      (r) =>
        `${r.component} ${L.digits(percentText(r.rate))} ${L.digits(formatINR(paise(r.amount)))}`,
    )
    .join(', ');
}
