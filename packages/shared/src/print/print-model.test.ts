// The one print model (issue 39): what the PDF, the web's print page and receipt all show.
import { describe, expect, it } from 'vitest';
import { ENGLISH_LABELS, printLabels } from '../i18n/print-labels.ts';
import hiPrint from '../i18n/catalogues/hi/print.json';
import { buildPrintDocument, saleDuePaise, taxSummaryText } from './print-model.ts';
import type { PrintBill } from './print-document.ts';
import { headRows, partyLines } from './print-rows.ts';
import {
  PRINT_TEST_BANKS,
  PRINT_TEST_COMPANY,
  PRINT_TEST_EXPORT,
  PRINT_TEST_SALE,
} from './print-fixtures.ts';

const print = (bill: PrintBill, trial = false) =>
  buildPrintDocument({
    bill,
    company: { ...PRINT_TEST_COMPANY, upiId: 'sharmatraders@okaxis' },
    bankAccounts: PRINT_TEST_BANKS,
    labels: ENGLISH_LABELS,
    trial,
  });

describe('the print model', () => {
  it('prints a sale with Rule 46’s state name and code, its tax, payment and what is due', () => {
    const doc = print(PRINT_TEST_SALE);
    expect(doc).toMatchObject({
      title: 'Tax Invoice',
      numberLabel: 'Invoice No.',
      number: 'INV-0007',
      date: '01/10/2025',
      placeOfSupply: 'Karnataka (Code 29)',
      reverseCharge: 'No',
      amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
      duePaise: 68000,
      trial: false,
    });
    expect(partyLines(doc.supplier, doc.labels)).toContain('State: Maharashtra (Code 27)');
    expect(partyLines(doc.party, doc.labels)).toContain('GSTIN: 29AABCR1718E1ZL');
    expect(doc.lines).toEqual([
      {
        no: '1',
        item: 'Basmati Rice',
        lot: null,
        batch: null,
        hsn: '1006',
        qty: '1',
        unit: 'Bag',
        rate: '1,180.00',
        taxable: '1,123.81',
        tax: '56.19',
        taxRate: '@5%',
        amount: '1,180.00',
      },
    ]);
    expect(doc.totals).toEqual([
      { label: 'Taxable Value', value: '₹1,123.81' },
      { label: 'IGST', value: '₹56.19' },
      { label: 'Total Tax', value: '₹56.19' },
      { label: 'Invoice Total', value: '₹1,180.00', strong: true },
    ]);
    expect(doc.payments).toEqual([
      {
        label: 'Now Paying',
        amount: '₹500.00',
        mode: 'Bank/CC/UPI: HDFC Bank • Shop (123)',
        remark: null,
      },
    ]);
    expect(doc.settlement.map((s) => [s.label, s.value])).toEqual([
      ['Paid', '₹500.00'],
      ['Balance Due', '₹680.00'],
      ['Total credit', '₹1,180.00 (receivable)'],
    ]);
    expect(doc.upi?.caption).toBe('Scan to pay ₹680.00');
    expect(taxSummaryText(PRINT_TEST_SALE.totals.taxSummary, ENGLISH_LABELS)).toBe(
      'IGST 5% ₹56.19',
    );
  });

  it('prints a credit note positive, naming the bill it returns and how it was settled', () => {
    const neg = (n: number) => -n;
    const note: PrintBill = {
      ...PRINT_TEST_SALE,
      kind: 'credit_note',
      number: 'CN-0001',
      returnOf: { id: 7, number: 'INV-0007', transactionDate: '2025-10-01' },
      payments: [],
      lineItems: PRINT_TEST_SALE.lineItems.map((l) => ({
        ...l,
        quantity: neg(l.quantity),
        amount: neg(l.amount),
        taxableAmount: neg(l.taxableAmount),
        taxAmount: neg(l.taxAmount),
        taxes: l.taxes.map((t) => ({ ...t, amount: neg(t.amount) })),
      })),
      totals: {
        ...PRINT_TEST_SALE.totals,
        amount: -1180,
        taxable: -1123.81,
        tax: -56.19,
        paid: 0,
        pending: 0,
        taxSummary: [{ component: 'IGST', rate: 5, taxable: -1123.81, amount: -56.19 }],
      },
    };
    const doc = print(note);
    expect(doc.title).toBe('Credit Note');
    expect(doc.originalBill).toEqual([
      { label: 'Original Invoice', value: 'INV-0007' },
      { label: 'Invoice Date', value: '01/10/2025' },
    ]);
    expect(doc.lines[0]).toMatchObject({ qty: '1', amount: '1,180.00', tax: '56.19' });
    expect(doc.totals.at(-1)).toEqual({
      label: 'Credit Note Total',
      value: '₹1,180.00',
      strong: true,
    });
    expect(doc.settlement.map((s) => [s.label, s.value])).toEqual([
      ['Adjusted to balance', '₹1,180.00'],
      ['Total credit', '₹1,180.00 (receivable)'],
    ]);
    expect(doc.upi).toBeNull();
    expect(doc.duePaise).toBeNull();
  });

  it('names the delivery challans a sale bills in one row under its number', () => {
    const sale = {
      ...PRINT_TEST_SALE,
      fromChallans: [
        { id: 3, number: 'DC-0003' },
        { id: 4, number: 'DC-0004' },
      ],
    };
    expect(print(sale).originalBill).toEqual([{ label: 'Challan', value: 'DC-0003, DC-0004' }]);
    expect(print(PRINT_TEST_SALE).originalBill).toEqual([]);
  });

  it('prints an export under LUT with its legend, shipping bill, LUT ARN and the places', () => {
    const doc = print(PRINT_TEST_EXPORT);
    expect(doc.legend).toBe(
      'SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
    );
    expect(headRows(doc)).toEqual([
      ['Invoice No.', 'INV-0008'],
      ['Date', '01/10/2025'],
      ['Place of Supply', 'Other Countries (Code 96)'],
      ['Shipping Bill No.', '4455667'],
      ['Shipping Bill Date', '03/10/2025'],
      ['Port Code', 'INNSA1'],
      ['Currency', 'USD'],
      ['Destination', 'AE'],
      ['LUT ARN', 'AD270326000123X'],
      ['Reverse Charge', 'No'],
    ]);
    expect(doc.shipTo).toMatchObject({ heading: 'Ship To', name: 'Gulf Imports LLC' });
    expect(partyLines(doc.shipTo!, doc.labels)).toEqual([
      'Jebel Ali Free Zone\nDubai',
      'State: Other Countries (Code 96)',
    ]);
    expect(partyLines(doc.dispatchFrom!, doc.labels)).toEqual([
      'Gala 12, Bhiwandi\n421302',
      'State: Maharashtra (Code 27)',
    ]);
    // Due, and the company has a UPI id: a buyer abroad is not asked to pay by UPI.
    expect(saleDuePaise(PRINT_TEST_EXPORT)).toBeGreaterThan(0);
    expect(doc.upi).toBeNull();
    expect(print({ ...PRINT_TEST_EXPORT, supplyType: 'sez_under_lut' }).upi).not.toBeNull();
  });

  it('prints a purchase under reverse charge from an unregistered supplier as a self invoice', () => {
    const purchase: PrintBill = {
      ...PRINT_TEST_SALE,
      kind: 'purchase',
      isPurchase: true,
      number: 'PUR-0003',
      reverseCharge: true,
      customer: { ...PRINT_TEST_SALE.customer, gstin: null, stateCode: '27' },
      payments: [],
      totals: {
        ...PRINT_TEST_SALE.totals,
        amount: 1123.81,
        tax: 0,
        reverseChargeTax: 56.19,
        paid: 0,
        pending: 1123.81,
      },
    };
    const doc = print(purchase);
    expect(doc).toMatchObject({
      title: 'Self Invoice',
      legend: 'Tax is payable on reverse charge',
      reverseCharge: 'Yes',
      upi: null,
    });
    // Its rate is the taxable value: the tax is the company's to pay, not in the rate (issue 42).
    expect(doc.amountsNote).toBe(
      'Amounts in ₹. Rates are before tax: the tax is payable on reverse charge.',
    );
    expect(doc.party.heading).toBe('Supplier (Billed By)');
    expect(doc.totals).toContainEqual({ label: 'Reverse charge tax', value: '₹56.19' });
    expect(doc.taxSummaryTotal).toEqual({ taxable: '₹1,123.81', amount: '₹56.19' });
    expect(saleDuePaise(purchase)).toBe(0);
  });

  it('says rates include tax on a sale and only "Amounts in ₹" on an estimate', () => {
    expect(print(PRINT_TEST_SALE).amountsNote).toBe(
      'Amounts in ₹. Rates include tax; Taxable is the value before tax.',
    );
    expect(print({ ...PRINT_TEST_SALE, kind: 'estimate' }).amountsNote).toBe('Amounts in ₹');
  });

  it('lists the notes and later payments that settled a bill before its Balance Due', () => {
    const doc = print({
      ...PRINT_TEST_SALE,
      totals: { ...PRINT_TEST_SALE.totals, pending: 80 },
      settlements: [
        { id: 31, kind: 'credit_note', number: 'CN-0002', date: '2025-10-03', amount: 100 },
        { id: 40, kind: 'payment', number: null, date: '2025-10-05', amount: 500 },
      ],
    });
    expect(doc.settlement.map((s) => [s.label, s.value])).toEqual([
      ['Paid', '₹500.00'],
      ['Credit Note CN-0002 (03/10/2025)', '₹100.00'],
      ['Received later (05/10/2025)', '₹500.00'],
      ['Balance Due', '₹80.00'],
      ['Total credit', '₹1,180.00 (receivable)'],
    ]);
    const purchase = print({
      ...PRINT_TEST_SALE,
      kind: 'purchase',
      isPurchase: true,
      settlements: [{ id: 41, kind: 'payment', number: null, date: '2025-10-06', amount: 20 }],
    });
    expect(purchase.settlement.map((s) => s.label)).toContain('Paid later (06/10/2025)');
  });

  it('prints a trial without what only saving gives: no due, no UPI QR, no number', () => {
    const doc = print({ ...PRINT_TEST_SALE, id: null, number: null }, true);
    expect(doc).toMatchObject({ trial: true, number: '—', upi: null, duePaise: null });
    expect(doc.settlement.map((s) => s.kind)).toEqual(['paid', 'credit']);
  });
});

describe('a line of a batch (issue 40 part 2)', () => {
  const batchSale: PrintBill = {
    ...PRINT_TEST_SALE,
    lineItems: PRINT_TEST_SALE.lineItems.map((l) => ({
      ...l,
      lotSerialNumber: 'B07',
      batch: { id: 2, number: 'B07', mfgDate: '2025-12-11', expiryDate: '2026-12-10', mrp: 11 },
    })),
  };

  it('prints the batch and the month it expires under the item, not as a lot', () => {
    const [line] = print(batchSale).lines;
    expect(line).toMatchObject({
      item: 'Basmati Rice',
      lot: null,
      batch: 'Batch B07 · Exp 12/2026',
    });
    // A line with a lot/serial number and no batch prints as before.
    const [old] = print({
      ...PRINT_TEST_SALE,
      lineItems: PRINT_TEST_SALE.lineItems.map((l) => ({ ...l, lotSerialNumber: 'SN-4' })),
    }).lines;
    expect(old).toMatchObject({ lot: 'SN-4', batch: null });
  });

  it('says it in the document language, with Devanagari digits when asked', () => {
    const hi = printLabels(
      { language: 'hi', bilingual: false, devanagariDigits: true },
      (english) => (hiPrint as Record<string, string>)[english],
    );
    const doc = buildPrintDocument({
      bill: batchSale,
      company: PRINT_TEST_COMPANY,
      bankAccounts: PRINT_TEST_BANKS,
      labels: hi,
    });
    expect(doc.lines[0]!.batch).toBe('बैच B07 · एक्सपायरी १२/२०२६');
  });
});
