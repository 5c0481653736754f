// The stored bill → every text the printed document shows (GST Rule 46 and spec section 2,
// Printable document). Pure: no I/O, so the wording can be tested without drawing a PDF.
import { formatAmount, formatDate, formatINR } from '@hisaab/shared/format';
import {
  ENGLISH_PRINT,
  printLabels,
  TOTAL_CREDIT_LABEL,
  totalCreditText,
  type PrintLabels,
} from '@hisaab/shared/i18n/print-labels';
import { qtyMilliToString, toPaise, toQtyMilli } from '@hisaab/shared/money';
import { bankAccountLabel, type BankAccountLike } from '@hisaab/shared/bank-account';
import { stateByCode } from '@hisaab/shared/states';
import { stateCodeFromGstin } from '@hisaab/shared/gstin';
import { INVOICE_PRINT_MODES } from '@hisaab/shared/schemas/company';
import { upiPaymentLink } from '@hisaab/shared/upi';
import {
  collectsTax,
  saleDocumentLegend,
  saleDocumentTitle,
} from '@hisaab/shared/gst/registration';
import { supplierInvoiceRows } from '@hisaab/shared/supplier-invoice';
import type { TransactionView } from '../transactions/transaction-view.ts';
import type { CompanyProfile } from './files.repo.ts';
import { isNote, noteSettlement, noteTitle, originalBillRows, positiveNote } from './note-print.ts';
import { translator } from '../../platform/i18n.ts';
import { supplyPrint, type PrintParty } from './supply-print.ts';
import { isSelfInvoice, printLegend, REVERSE_CHARGE_PRINT_LABELS } from './reverse-charge-print.ts';

export type { PrintParty } from './supply-print.ts';

export interface PrintLine {
  no: string;
  item: string;
  hsn: string;
  qty: string;
  unit: string;
  rate: string;
  taxable: string;
  tax: string;
  /** "@18%" under the tax amount; empty for lines without tax. */
  taxRate: string;
  amount: string;
}

export interface PrintableDocument {
  title: string;
  /** Under the title: a composition taxable person's words (Rule 5(1)(g)), else null. */
  legend: string | null;
  kind: 'invoice' | 'estimate' | 'payment';
  numberLabel: string;
  number: string;
  date: string;
  /** A credit or debit note: the bill it returns and its date, under the note's own. */
  originalBill: { label: string; value: string }[];
  /** A purchase: the supplier's own invoice number and date, as label and value. */
  supplierInvoice: [string, string][];
  supplier: PrintParty;
  party: PrintParty;
  /** Where the goods go and leave from, when not the parties' addresses (issue 36). */
  shipTo: PrintParty | null;
  dispatchFrom: PrintParty | null;
  /** An export's shipping bill, port, currency and country; a supply under LUT its LUT. */
  supplyRows: [string, string][];
  placeOfSupply: string | null;
  /** Shown on tax invoices and purchases under reverse charge: Yes or No. */
  reverseCharge: string | null;
  lines: PrintLine[];
  /** Taxable and Tax columns: not on a bill of supply (its seller collects no tax). */
  taxColumns: boolean;
  totals: { label: string; value: string; strong?: boolean }[];
  taxSummary: { component: string; rate: string; taxable: string; amount: string }[];
  taxSummaryTotal: { taxable: string; amount: string } | null;
  amountInWords: string;
  payments: { label: string; amount: string; mode: string; remark: string | null }[];
  settlement: { label: string; value: string; strong?: boolean }[];
  remark: string | null;
  signatory: string;
  fileBaseName: string;
  /** Scan-to-pay for the amount still due on a sale; null when nothing is due or no UPI ID. */
  upi: { link: string; caption: string; upiId: string } | null;
  /** The IRP's IRN, ack and signed QR (printed as a QR code) of an e-invoiced bill (issue 27). */
  eInvoice: { irn: string; ackNo: string; ackDate: string; signedQr: string } | null;
  /** The e-way bill number and its validity, as the user entered them. */
  eWayBill: { number: string; validUntil: string | null } | null;
  /** The labels in the company's document language (issue 28), for the drawing. */
  labels: PrintLabels;
}

/** What the e-invoice and e-way bill tables hold for the bill (only an active IRN prints). */
export interface PrintExtras {
  eInvoice?: { irn: string; ackNo: string; ackDate: string; signedQr: string } | null;
  eWayBill?: { ewbNo: string | null; validUntil: string | null } | null;
}

export function stateText(
  code: string | null | undefined,
  L: PrintLabels = printLabelsFor(),
): string | null {
  if (!code) return null;
  const st = stateByCode(code);
  return st
    ? L.t('{{state}} (Code {{code}})', { state: st.name, code: st.code })
    : L.t('Code {{code}}', { code });
}

/** The print labels of a company's document language, from the shared catalogues. */
export function printLabelsFor(print = ENGLISH_PRINT): PrintLabels {
  const tr = translator(print.language);
  return printLabels(print, (english) => tr.t(english));
}

const paise = (rupees: number) => toPaise(rupees);
/** 2 → "2", 2.5 → "2.5", 1.25 → "1.25" (no padding zeros). */
const quantityText = (q: number) =>
  qtyMilliToString(toQtyMilli(q))
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

function titleOf(
  view: TransactionView,
  company: CompanyProfile,
  L: PrintLabels,
): { title: string; kind: PrintableDocument['kind']; numberLabel: string } {
  const english = titleInEnglish(view, company);
  return {
    ...english,
    title: L.label.t(english.title),
    numberLabel: L.label.t(english.numberLabel),
  };
}

function titleInEnglish(
  view: TransactionView,
  company: CompanyProfile,
): { title: string; kind: PrintableDocument['kind']; numberLabel: string } {
  if (isNote(view)) return { ...noteTitle(view), kind: 'invoice' };
  const registration = { gstin: company.gstin, gstScheme: company.gstScheme };
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
  if (view.kind === 'estimate' || company.invoicePrintMode === INVOICE_PRINT_MODES.Estimate) {
    return { title: 'Estimate', kind: 'estimate', numberLabel: 'Serial No.' };
  }
  // Only a supplier who collects GST issues a tax invoice; others a bill of supply.
  return {
    title: saleDocumentTitle(registration),
    kind: 'invoice',
    numberLabel: 'Invoice No.',
  };
}

function partyHeading(view: TransactionView): string {
  if (view.kind === 'payment') return view.isPurchase ? 'Paid To' : 'Received From';
  return view.isPurchase ? 'Supplier (Billed By)' : 'Bill To';
}

export function buildPrintableDocument(args: {
  view: TransactionView;
  company: CompanyProfile;
  bankAccounts: BankAccountLike[];
  extras?: PrintExtras;
}): PrintableDocument {
  const { company } = args;
  const L = printLabelsFor(company.print);
  const note = isNote(args.view);
  const view = note ? positiveNote(args.view) : args.view;
  const { title, kind, numberLabel } = titleOf(view, company, L);
  const englishTitle = titleInEnglish(view, company).title;
  const state = (code: string | null | undefined) => stateText(code, L);
  const money = (p: number) => L.digits(formatINR(p));
  const amount = (p: number) => L.digits(formatAmount(p));
  const companyState =
    company.stateCode ?? (company.gstin ? stateCodeFromGstin(company.gstin) : null);
  const customer = view.customer;
  const customerState =
    customer.stateCode ?? (customer.gstin ? stateCodeFromGstin(customer.gstin) : null);
  const number = view.number ?? `#${view.id}`;
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

  const lines: PrintLine[] = view.lineItems.map((l, i) => {
    // Each component carries the line's rate in it (CGST 2.5 + SGST 2.5, or IGST 5): add
    // them up once per component, however many taxes of the group share one.
    const rates = new Map(l.taxes.map((t) => [t.component, t.rate]));
    const taxRate = [...rates.values()].reduce((s, r) => s + r, 0);
    return {
      no: String(i + 1),
      item: l.lotSerialNumber
        ? `${l.itemName}\n${L.t('Lot/Serial')}: ${l.lotSerialNumber}`
        : l.itemName,
      hsn: l.hsnSacCode ?? '',
      qty: L.digits(quantityText(l.quantity)),
      unit: l.unitName,
      rate: amount(paise(l.rate)),
      taxable: amount(paise(l.taxableAmount)),
      tax: l.taxes.length ? amount(paise(l.taxAmount)) : '-',
      taxRate: l.taxes.length ? L.digits(`@${percent(taxRate)}`) : '',
      amount: amount(paise(l.amount)),
    };
  });

  const amountPaise = paise(view.totals.amount);
  const totals: PrintableDocument['totals'] = [];
  // Goods and services first, then their tax, then Round off / Discount lines (which carry no tax).
  const goods = view.lineItems.filter((l) => !l.specialKind);
  const taxedTaxablePaise = goods
    .filter((l) => l.taxes.length)
    .reduce((s, l) => s + paise(l.taxableAmount), 0);
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
      value: money(amountPaise),
      strong: true,
    });

  const taxSummary =
    kind === 'invoice' && !billOfSupply
      ? view.totals.taxSummary.map((r) => ({
          component: r.component,
          rate: L.digits(percent(r.rate)),
          taxable: money(paise(r.taxable)),
          amount: money(paise(r.amount)),
        }))
      : [];

  const banks = new Map(args.bankAccounts.map((b) => [b.id, b]));
  const payments = view.payments.map((p) => {
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
  const paidPaise = paise(view.totals.paid);
  const settlement: PrintableDocument['settlement'] = [];
  // A quotation settles nothing: no Paid, Balance Due or the party's balance on it.
  const quotation = view.kind === 'estimate';
  if (note)
    settlement.push(
      ...noteSettlement(view).map((r) => ({
        label: L.label.t(r.label),
        value: L.digits(r.value),
      })),
    );
  else if (kind !== 'payment' && !quotation) {
    settlement.push({ label: L.label.t('Paid'), value: money(paidPaise) });
    settlement.push({
      label: L.label.t('Balance Due'),
      value: money(paise(view.totals.pending)),
      strong: true,
    });
  }
  if (!customer.isDefaultCash && !quotation) {
    // The print page's name and words for it (issue 42).
    settlement.push({
      label: L.label.t(TOTAL_CREDIT_LABEL),
      value: totalCreditText(L, paise(customer.balance), money),
    });
  }

  return {
    title,
    legend: legendOf(
      printLegend(
        view,
        kind === 'invoice',
        view.isPurchase ? null : saleDocumentLegend(registration),
      ),
      L,
    ),
    kind,
    numberLabel,
    number,
    date: L.digits(formatDate(view.transactionDate)),
    originalBill: originalBillRows(view).map((r) => ({
      label: L.label.t(r.label),
      value: r.label.endsWith('Date') ? L.digits(r.value) : r.value,
    })),
    supplierInvoice: supplierInvoiceRows(view).map((r): [string, string] => [
      L.label.t(r.label),
      r.label.endsWith('Date') ? L.digits(r.value) : r.value,
    ]),
    supplier: {
      heading: L.label.t('Supplier'),
      name: company.name,
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
    lines,
    taxColumns: !billOfSupply,
    totals,
    taxSummary,
    taxSummaryTotal: taxSummary.length
      ? {
          taxable: money(taxedTaxablePaise),
          amount: money(paise(view.totals.tax) + paise(view.totals.reverseChargeTax)),
        }
      : null,
    amountInWords: L.words(kind === 'payment' ? paidPaise : amountPaise),
    payments,
    settlement,
    remark: view.remark,
    signatory: company.name,
    upi: upiOf(view, company, number, L),
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
    fileBaseName: `${englishTitle.replace(/\s+/g, '-')}-${number}`,
    labels: L,
  };
}

/** Only a sale asks to be paid: not a quotation, a receipt or a purchase. */
function upiOf(
  view: TransactionView,
  company: CompanyProfile,
  number: string,
  L: PrintLabels,
): PrintableDocument['upi'] {
  if (view.isPurchase || view.kind !== 'sale') return null;
  const duePaise = paise(view.totals.pending);
  const link = upiPaymentLink({
    upiId: company.upiId,
    payeeName: company.upiPayeeName || company.name,
    duePaise,
    billNumber: number,
  });
  if (!link || !company.upiId) return null;
  return {
    link,
    caption: L.label.t('Scan to pay {{amount}}', { amount: L.digits(formatINR(duePaise)) }),
    upiId: company.upiId,
  };
}

/** The composition legend: translated (and bilingual) with the other labels. */
function legendOf(legend: string | null, L: PrintLabels): string | null {
  return legend === null ? null : L.label.t(legend);
}

/** Tax per component (CGST, SGST, IGST, CESS...) in the order first met, in paise. */
function componentTotals(view: TransactionView): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of view.totals.taxSummary)
    totals.set(row.component, (totals.get(row.component) ?? 0) + paise(row.amount));
  return totals;
}
