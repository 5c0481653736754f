import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from '../api/company-settings.ts';
import type { TransactionView } from '../api/transaction.ts';
import { buildPrintModel } from './print-model.ts';
import { PRINT_COMPANY, PRINT_SALE } from './fixtures.ts';

const VIEW = PRINT_SALE;
const COMPANY = PRINT_COMPANY;

const BANKS = [
  {
    id: 4,
    bankName: 'HDFC Bank',
    accountName: 'Shop',
    accountNumber: '123',
    branchName: null,
    bankCode: null,
  },
];
const argsOf = (view: TransactionView) => ({
  view,
  company: COMPANY,
  printMode: 0,
  bankAccounts: BANKS,
  trial: false,
});
const build = (printMode: number, trial = false) =>
  buildPrintModel({
    view: VIEW,
    company: COMPANY,
    printMode,
    bankAccounts: BANKS,
    trial,
  });

describe('printable document', () => {
  it("prints a purchase's supplier invoice number and date under its own number and date", () => {
    const doc = buildPrintModel({
      view: {
        ...VIEW,
        kind: 'purchase',
        isPurchase: true,
        number: 'PUR-0003',
        supplierInvoiceNumber: 'RT/118',
        supplierInvoiceDate: '2025-09-30',
      },
      company: COMPANY,
      printMode: 0,
      bankAccounts: BANKS,
      trial: false,
    });
    expect(doc.supplierInvoice).toEqual([
      { label: 'Supplier Invoice No.', value: 'RT/118' },
      { label: 'Supplier Invoice Date', value: '30/09/2025' },
    ]);
    expect(build(0).supplierInvoice).toEqual([]);
  });

  it('carries the Rule 46 contents of a tax invoice', () => {
    const doc = build(0);
    expect(doc).toMatchObject({
      title: 'Tax Invoice',
      layout: 'standard',
      numberLabel: 'Invoice No.',
      number: 'INV-0007',
      date: '01/10/2025',
      placeOfSupply: 'Karnataka (29) (inter-state)',
      amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
      nowPaying: '₹500.00',
      bankUsed: 'HDFC Bank • Shop (123)',
      remark: 'Thanks',
      // The PDF's words too (issue 42): who owes whom.
      totalCredit: '₹1,180.00 (receivable)',
      trial: false,
    });
    expect(doc.supplier.rows).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(doc.party.rows).toContainEqual({ label: 'GSTIN', value: '29AABCR1718E1ZL' });
    expect(doc.party.rows).toContainEqual({ label: 'State', value: 'Karnataka (29)' });
    expect(doc.lines[0]).toMatchObject({
      hsn: '1006',
      qty: '1',
      unit: 'Bag',
      taxable: '1,123.81',
      taxes: ['IGST 5%: 56.19'],
      amount: '1,180.00',
    });
    expect(doc.taxSummary).toEqual([
      { component: 'IGST', rate: '5%', taxable: '1,123.81', amount: '56.19' },
    ]);
  });

  it('prints an estimate with a serial number, no tax summary and no place of supply', () => {
    const doc = build(1, true);
    expect(doc).toMatchObject({
      title: 'Estimate',
      layout: 'estimate',
      numberLabel: 'Serial No.',
      placeOfSupply: null,
      taxSummary: [],
      trial: true,
    });
    expect(doc.totals).toEqual([{ label: 'Total', value: '₹1,180.00', strong: true }]);
  });

  it('says what a trial print is: an unsaved bill, or a re-print of a saved bill with its changes', () => {
    const fresh = buildPrintModel({
      view: { ...VIEW, id: null, number: null },
      company: COMPANY,
      printMode: 0,
      bankAccounts: BANKS,
      trial: true,
    });
    expect(fresh.trialNote).toBe('Trial print — this bill is not saved.');
    expect(build(0, true).trialNote).toBe(
      'Re-print of saved bill INV-0007 with the changes on screen — the changes are not saved.',
    );
    expect(build(0, false).trialNote).toBeNull();
  });
});

describe('Balance Due on the printed bill', () => {
  it("is the server's due figure (the bill less its payments and its returns), as the QR asks", () => {
    // A credit note adjusted to the balance and a later receipt left ₹80 of the ₹1,180 bill.
    const later = { ...VIEW, totals: { ...VIEW.totals, pending: 80 } };
    expect(build(0).balanceDue).toEqual({ text: '₹680.00', paise: 68000 });
    expect(buildPrintModel({ ...argsOf(later) }).balanceDue).toEqual({
      text: '₹80.00',
      paise: 8000,
    });
  });

  it('is absent on a trial print, an estimate, a receipt and a note', () => {
    expect(build(0, true).balanceDue).toBeNull();
    for (const kind of ['estimate', 'payment', 'credit_note'] as const)
      expect(buildPrintModel(argsOf({ ...VIEW, kind })).balanceDue, kind).toBeNull();
  });
});

describe('UPI QR on the printed bill', () => {
  const withUpi = (view: TransactionView, trial = false) =>
    buildPrintModel({
      view,
      company: COMPANY,
      printMode: 0,
      bankAccounts: BANKS,
      trial,
      upi: { upiId: 'sharmatraders@okaxis', payeeName: null },
    });

  it('asks for the amount still due, naming the company when no payee name is set', () => {
    expect(withUpi(VIEW).upi).toEqual({
      link: 'upi://pay?pa=sharmatraders@okaxis&pn=Sharma%20Traders&am=680.00&cu=INR&tn=INV-0007',
      caption: 'Scan to pay ₹680.00',
      upiId: 'sharmatraders@okaxis',
    });
  });

  it('is absent when nothing is due, on a trial print, an estimate, or without a UPI ID', () => {
    const paid = { ...VIEW, totals: { ...VIEW.totals, paid: 1180, pending: 0 } };
    expect(withUpi(paid).upi).toBeNull();
    expect(withUpi(VIEW, true).upi).toBeNull();
    expect(withUpi({ ...VIEW, kind: 'estimate', number: 'EST-0001' }).upi).toBeNull();
    expect(build(0).upi).toBeNull();
  });

  it('prints a Bill of Supply, without tax rows, for a seller who collects no GST', () => {
    const untaxed: TransactionView = {
      ...VIEW,
      lineItems: VIEW.lineItems.map((l) => ({
        ...l,
        taxableAmount: 1180,
        taxAmount: 0,
        taxes: [],
      })),
      totals: { ...VIEW.totals, taxable: 1180, tax: 0, taxSummary: [] },
    };
    const print = (company: CompanyProfile) =>
      buildPrintModel({
        view: untaxed,
        company,
        printMode: 0,
        bankAccounts: BANKS,
        trial: false,
      });
    const unregistered = print({ ...COMPANY, gstin: null });
    expect(unregistered).toMatchObject({
      title: 'Bill of Supply',
      legend: null,
      reverseCharge: false,
      taxSummary: [],
      taxColumns: false,
    });
    expect(unregistered.totals.map((r) => r.label)).toEqual(['Total']);
    const composition = print({ ...COMPANY, gstScheme: 'composition' });
    expect(composition).toMatchObject({
      title: 'Bill of Supply',
      legend: 'composition taxable person, not eligible to collect tax on supplies',
      reverseCharge: false,
    });
    expect(build(0)).toMatchObject({ title: 'Tax Invoice', legend: null, taxColumns: true });
  });
});

describe('a purchase under reverse charge (issue 36)', () => {
  const purchase = (gstin: string | null, reverseCharge: boolean): TransactionView => ({
    ...VIEW,
    kind: 'purchase',
    isPurchase: true,
    reverseCharge,
    customer: { ...VIEW.customer, gstin },
  });

  it('is titled Self Invoice from a supplier without a GSTIN, as the PDF is', () => {
    expect(buildPrintModel(argsOf(purchase(null, true))).title).toBe('Self Invoice');
    expect(buildPrintModel(argsOf(purchase('27AAPFU0939F1ZV', true))).title).toBe('Purchase Bill');
    expect(buildPrintModel(argsOf(purchase(null, false))).title).toBe('Purchase Bill');
  });
});
