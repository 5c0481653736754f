import { describe, expect, it } from 'vitest';
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import { newDraft, paidFieldText, paidPaise, type BillDraft } from './bill-draft.ts';
import { sideOfMode } from './invoice-mode.ts';
import { checkSave, INVOICE_CONFIRMATIONS, type SaveContext } from './save-payload.ts';
import { BOTTLE, CASH, RAVI, RICE, line } from './fixtures.ts';

const ctx: SaveContext = {
  totalPaise: 0,
  bankAccountCount: 1,
  traceability: false,
  cashCustomerId: CASH.id,
};

function sale(patch: Partial<BillDraft> = {}): BillDraft {
  return { ...newDraft(sideOfMode('sale'), '2025-10-01'), ...patch };
}

describe('paid amount default', () => {
  it('follows the total for Cash; a customer bill is on credit (0) until the user types (issue 42)', () => {
    const cash = sale({ customer: CASH, paidText: '10', paidEdited: true });
    expect(paidPaise(cash, 50000)).toBe(50000);
    const ravi = sale({ customer: RAVI });
    expect(paidPaise(ravi, 50000)).toBe(0);
    expect(paidFieldText(ravi, 50000)).toBe('0.00');
    const typed = sale({ customer: RAVI, paidText: '200', paidEdited: true });
    expect(paidPaise(typed, 50000)).toBe(20000);
  });
});

describe('an opening balance on the invoice screen (issue 23)', () => {
  const opening = line(
    { ...RICE, id: 20, name: 'Opening Balance', specialKind: 'opening_balance' },
    '1',
    '2500',
  );

  it('is owed, not paid: nothing is received unless typed, and no paying-less question', () => {
    const d = sale({ customer: RAVI, customerText: RAVI.name, lines: [opening] });
    expect(paidPaise(d, 250000)).toBe(0);
    expect(paidFieldText(d, 250000)).toBe('0.00');
    const result = checkSave(d, { ...ctx, totalPaise: 250000 });
    expect(result.ok).toBe(true);
    if (!result.ok || result.request.kind !== 'bill') return;
    expect(result.request.body.payments).toEqual([]);
    expect(result.confirmations).toEqual([]);
  });

  it('is refused beside other items', () => {
    const d = sale({
      customer: RAVI,
      customerText: RAVI.name,
      lines: [opening, line(RICE, '1', '10')],
    });
    const result = checkSave(d, { ...ctx, totalPaise: 251000 });
    expect(result.ok ? null : result.message).toBe(INVOICE_VALIDATION.openingBalanceMixed);
  });
});

describe('checkSave', () => {
  it('builds the body: a negative rate as a positive rate with a negative quantity', () => {
    const d = sale({
      customer: CASH,
      customerText: 'Cash',
      lines: [line(RICE, '2', '1180'), line(BOTTLE, '1', '-100')],
    });
    const result = checkSave(d, { ...ctx, totalPaise: 226000 });
    expect(result.ok).toBe(true);
    if (!result.ok || result.request.kind !== 'bill') return;
    expect(result.request.body).toMatchObject({
      customerId: CASH.id,
      customerName: null,
      isPurchase: false,
      transactionDate: '2025-10-01',
      lineItems: [
        {
          itemId: RICE.id,
          quantity: 2,
          rate: 1180,
          unitId: RICE.unitId,
          unitName: 'Bag',
          lotSerialNumber: null,
        },
        { itemId: BOTTLE.id, quantity: -1, rate: 100 },
      ],
      payments: [
        { amount: 2260, isBankTransaction: false, bankAccountId: null, isPaymentMade: false },
      ],
    });
    expect(result.confirmations).toEqual([INVOICE_CONFIRMATIONS.zeroOrNegative([2])]);
  });

  it('uses the Cash customer when none is chosen, and a typed new name otherwise', () => {
    const none = checkSave(sale({ lines: [line(RICE, '1', '10')] }), { ...ctx, totalPaise: 1000 });
    expect(none.ok && none.request.body).toMatchObject({ customerId: CASH.id, customerName: null });
    const typed = checkSave(sale({ customerText: 'New Shop', lines: [line(RICE, '1', '10')] }), {
      ...ctx,
      totalPaise: 1000,
    });
    expect(typed.ok && typed.request.body).toMatchObject({
      customerId: 0,
      customerName: 'New Shop',
    });
  });

  it('reports the spec messages', () => {
    const msg = (d: BillDraft, c: Partial<SaveContext> = {}) => {
      const r = checkSave(d, { ...ctx, ...c });
      return r.ok ? null : r.message;
    };
    expect(msg(newDraft(sideOfMode('payment'), '2025-10-01'))).toBe(
      INVOICE_VALIDATION.paymentNeedsCustomer,
    );
    expect(msg(sale())).toBe(INVOICE_VALIDATION.nothingToSave);
    expect(msg(sale({ lines: [line(null, '2', '')] }))).toBe(
      'Line item 1 is missing: item, rate, unit',
    );
    // Paid by bank: the amount typed (a customer's bill starts on credit).
    const bank = sale({
      customer: RAVI,
      lines: [line(RICE, '1', '10')],
      isBank: true,
      paidText: '10',
      paidEdited: true,
    });
    expect(msg(bank, { totalPaise: 1000, bankAccountCount: 0 })).toBe(
      INVOICE_VALIDATION.noBankAccounts,
    );
    expect(msg(bank, { totalPaise: 1000 })).toBe(INVOICE_VALIDATION.bankAccountRequired);
    expect(msg({ ...bank, bankAccountId: 4 }, { totalPaise: 1000 })).toBe(
      INVOICE_VALIDATION.remarkRequired,
    );
    const opening = line(
      { ...RICE, id: 20, name: 'Opening Balance', specialKind: 'opening_balance' },
      '1',
      '500',
    );
    expect(msg(sale({ customer: CASH, lines: [opening] }), { totalPaise: 50000 })).toBe(
      INVOICE_VALIDATION.openingBalanceCash,
    );
    expect(msg(sale({ lines: [opening] }), { totalPaise: 50000 })).toBe(
      INVOICE_VALIDATION.openingBalanceCustomer,
    );
  });

  it('asks before saving when the customer pays less or more than billed', () => {
    const less = checkSave(
      sale({ customer: RAVI, lines: [line(RICE, '1', '10')], paidText: '4', paidEdited: true }),
      { ...ctx, totalPaise: 1000 },
    );
    expect(less.ok && less.confirmations).toEqual([INVOICE_VALIDATION.payingLess]);
    const more = checkSave(
      sale({ customer: RAVI, lines: [line(RICE, '1', '10')], paidText: '40', paidEdited: true }),
      { ...ctx, totalPaise: 1000 },
    );
    expect(more.ok && more.confirmations).toEqual([INVOICE_VALIDATION.payingMore]);
  });

  it('asks about the supplier, not the customer, on a purchase paid less or more', () => {
    const purchase = (paidText: string) => ({
      ...newDraft(sideOfMode('purchase'), '2025-10-01'),
      customer: RAVI,
      lines: [line(RICE, '1', '10')],
      paidText,
      paidEdited: true,
    });
    const less = checkSave(purchase('4'), { ...ctx, totalPaise: 1000 });
    expect(less.ok && less.confirmations).toEqual([
      'You are paying the supplier less than the billed amount in this purchase. Continue?',
    ]);
    const more = checkSave(purchase('40'), { ...ctx, totalPaise: 1000 });
    expect(more.ok && more.confirmations).toEqual([
      'You are paying the supplier more than the billed amount in this purchase. Continue?',
    ]);
  });

  it("sends a purchase's supplier invoice number and date, and checks the number first", () => {
    const purchase = {
      ...newDraft(sideOfMode('purchase'), '2025-10-01'),
      customer: RAVI,
      lines: [line(RICE, '1', '10')],
      supplierInvoiceNumber: ' RT/118 ',
      supplierInvoiceDate: '2025-09-30',
    };
    const ok = checkSave(purchase, { ...ctx, totalPaise: 1000 });
    expect(ok.ok && ok.request.body).toMatchObject({
      supplierInvoiceNumber: 'RT/118',
      supplierInvoiceDate: '2025-09-30',
    });
    const blank = checkSave(
      { ...purchase, supplierInvoiceNumber: ' ', supplierInvoiceDate: '' },
      { ...ctx, totalPaise: 1000 },
    );
    expect(blank.ok && blank.request.body).toMatchObject({
      supplierInvoiceNumber: null,
      supplierInvoiceDate: null,
    });
    const bad = checkSave(
      { ...purchase, supplierInvoiceNumber: 'RT 118' },
      { ...ctx, totalPaise: 1000 },
    );
    expect(bad).toEqual({
      ok: false,
      message: 'Supplier invoice number RT 118 may contain only letters, digits, - and /.',
    });
    // A sale never sends them, whatever the draft holds.
    const asSale = checkSave(sale({ ...purchase, side: sideOfMode('sale') }), {
      ...ctx,
      totalPaise: 1000,
    });
    expect(asSale.ok && asSale.request.body).toMatchObject({
      supplierInvoiceNumber: null,
      supplierInvoiceDate: null,
    });
  });

  it('sends a payment received through the payment body, with its bank account', () => {
    const d = {
      ...newDraft(sideOfMode('payment'), '2025-10-02'),
      customer: RAVI,
      paidText: '500',
      isBank: true,
      bankAccountId: 4,
      remark: 'UPI 1',
    };
    const r = checkSave(d, ctx);
    expect(r.ok && r.request).toEqual({
      kind: 'payment',
      body: {
        id: null,
        customerId: RAVI.id,
        projectId: null,
        transactionDate: '2025-10-02',
        amount: 500,
        isBankTransaction: true,
        bankAccountId: 4,
        isPaymentMade: false,
        remark: 'UPI 1',
        allocations: null,
      },
    });
  });

  it('sends the bills a payment chose, leaving out those with nothing typed (issue 42)', () => {
    const d = {
      ...newDraft(sideOfMode('payment'), '2025-10-02'),
      customer: RAVI,
      paidText: '500',
      allocations: [
        { billId: 12, amountText: '300' },
        { billId: 9, amountText: '' },
      ],
    };
    const r = checkSave(d, ctx);
    expect(r.ok && r.request.kind === 'payment' && r.request.body.allocations).toEqual([
      { billId: 12, amount: 300 },
    ]);
    // A payment opened again sends its choice with the bill body.
    const edited = checkSave({ ...d, id: 40, version: 2, paymentIds: [41] }, ctx);
    expect(edited.ok && edited.request.kind === 'bill' && edited.request.body.allocations).toEqual([
      { billId: 12, amount: 300 },
    ]);
  });

  it('records purchase payments as payments made', () => {
    const d = {
      ...newDraft(sideOfMode('purchase'), '2025-10-02'),
      customer: RAVI,
      lines: [line(RICE, '1', '900')],
      paidText: '900',
      paidEdited: true,
    };
    const r = checkSave(d, { ...ctx, totalPaise: 90000 });
    expect(r.ok && r.request.body).toMatchObject({
      isPurchase: true,
      payments: [{ amount: 900, isPaymentMade: true }],
    });
  });
});

describe('a bill saved with several payments', () => {
  const both = [
    { id: 7, amount: 300, isBankTransaction: false, bankAccountId: null, isPaymentMade: false },
    { id: 8, amount: 200, isBankTransaction: true, bankAccountId: 4, isPaymentMade: false },
  ];
  const loaded = (patch: Partial<BillDraft> = {}) =>
    sale({
      id: 99,
      customer: RAVI,
      customerText: RAVI.name,
      lines: [line(RICE, '1', '1180')],
      paidText: '500.00',
      paidEdited: true,
      isBank: true,
      bankAccountId: 4,
      remark: 'UPI 1',
      paymentIds: [7, 8],
      loadedPayments: { payments: both, paidText: '500.00', isBank: true, bankAccountId: 4 },
      ...patch,
    });

  it('sends them back unchanged while Now Paying is untouched', () => {
    const result = checkSave(loaded(), { ...ctx, totalPaise: 118000 });
    expect(result.ok && result.request.kind === 'bill' && result.request.body.payments).toEqual(
      both,
    );
  });

  it('sends one payment once the amount is changed', () => {
    const result = checkSave(loaded({ paidText: '600' }), { ...ctx, totalPaise: 118000 });
    expect(result.ok && result.request.kind === 'bill' && result.request.body.payments).toEqual([
      { id: 7, amount: 600, isBankTransaction: true, bankAccountId: 4, isPaymentMade: false },
    ]);
  });
});
