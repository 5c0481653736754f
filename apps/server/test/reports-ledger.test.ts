// The ledger's own books: trial balance, profit and loss, day book and cash book, over a
// hand-worked set of documents posted through the real API (random documents are in
// reports-ledger-property.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  setCompanyState,
  setNextInvoiceNumber,
  specialItem,
} from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let other: Awaited<ReturnType<typeof registerAndLogin>>;

const get = (url: string, auth = owner.auth) => t.app.inject({ method: 'GET', url, headers: auth });

async function report(url: string, auth = owner.auth) {
  const res = await get(url, auth);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    datasets: { name: string; rows: Record<string, unknown>[] }[];
  };
  return Object.fromEntries(body.datasets.map((d) => [d.name, d.rows]));
}

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: owner.auth, payload: payload as object });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.statusCode === 204 ? null : (res.json() as { id: number; number: string | null });
}

const BANK = 'Bank: HDFC Bank • Current (50100012345678)';

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
  other = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  const cash = await cashCustomer(t, companyId);
  const asha = await addCustomer(t, companyId, { name: 'Asha Traders', stateCode: '27' });
  const bharat = await addCustomer(t, companyId, { name: 'Bharat Stores', stateCode: '29' });
  const vijay = await addCustomer(t, companyId, { name: 'Vijay Wholesale', stateCode: '27' });
  // Rates include tax: 118 at 18% is 100 + 9 CGST + 9 SGST; 105 at 5% is 100 + 5.
  const soap = await addItem(t, companyId, { name: 'Soap', ratePaise: 11800, group: 'GST 18%' });
  const rice = await addItem(t, companyId, { name: 'Rice', ratePaise: 10500, group: 'GST 5%' });
  const opening = await specialItem(t, companyId, 'opening_balance');
  const discount = await specialItem(t, companyId, 'discount');
  const roundOff = await specialItem(t, companyId, 'round_off');
  const bank = await addBankAccount(t, companyId);

  const line = (item: { id: number; unitId: number }, quantity: number, rate: number) => ({
    itemId: item.id,
    quantity,
    rate,
    unitId: item.unitId,
  });
  const cashPay = (amount: number, isPaymentMade = false) => ({
    amount,
    isBankTransaction: false,
    isPaymentMade,
  });
  const bill = (
    customerId: number,
    date: string,
    lineItems: unknown[],
    payments: unknown[],
    isPurchase = false,
  ) => ({ customerId, transactionDate: date, isPurchase, lineItems, payments });

  // 30 Mar, INV-0001: cash sale, 1 soap at 118 (taxable 100, CGST 9, SGST 9), paid 118 in cash.
  await send(
    'POST',
    '/api/transactions',
    bill(cash.id, '2026-03-30', [line(soap, 1, 118)], [cashPay(118)]),
  );
  // 31 Mar: Asha's opening balance of 500 (she owes us): no sale, no number (issue 23); the
  // invoice series goes on at INV-0003 as before.
  await send('POST', '/api/transactions', bill(asha.id, '2026-03-31', [line(opening, 1, 500)], []));
  await setNextInvoiceNumber(t, companyId, 3);
  // 1 Apr, INV-0003: cash sale, 2 soap = 236 (taxable 200, CGST 18, SGST 18), paid in cash.
  await send(
    'POST',
    '/api/transactions',
    bill(cash.id, '2026-04-01', [line(soap, 2, 118)], [cashPay(236)]),
  );
  // 2 Apr, INV-0004: credit sale to Bharat (another state): 10 rice = 1050 (taxable 1000,
  // IGST 50), discount 50, total 1000; 300 paid in cash.
  await send(
    'POST',
    '/api/transactions',
    bill(bharat.id, '2026-04-02', [line(rice, 10, 105), line(discount, 1, -50)], [cashPay(300)]),
  );
  // 3 Apr, PUR-0001: 50 soap at 59 from Vijay = 2950 (taxable 2500, CGST 225, SGST 225);
  // 200 paid in cash.
  await send(
    'POST',
    '/api/transactions',
    bill(vijay.id, '2026-04-03', [line(soap, 50, 59)], [cashPay(200, true)], true),
  );
  // 3 Apr: tea 150 from the cash box; 4 Apr: rent 500 from the bank.
  await send('POST', '/api/expenses', {
    expenseItemName: 'Tea',
    amount: 150,
    timeStamp: '2026-04-03T10:00:00+05:30',
    isBankTransaction: false,
  });
  await send('POST', '/api/expenses', {
    expenseItemName: 'Rent',
    amount: 500,
    timeStamp: '2026-04-04T10:00:00+05:30',
    isBankTransaction: true,
    bankAccountId: bank.id,
  });
  // 5 Apr: Bharat pays 600 into the bank (a payment-only entry, no number).
  await send('POST', '/api/transactions/payment', {
    customerId: bharat.id,
    transactionDate: '2026-04-05',
    amount: 600,
    isBankTransaction: true,
    bankAccountId: bank.id,
    isPaymentMade: false,
    remark: 'NEFT',
  });
  // 6 Apr, INV-0005: 1 soap to Asha, paid 118 in cash ... then modified to 7 Apr: 3 soap =
  // 354 (taxable 300, CGST 27, SGST 27), round off -4, total 350, 100 paid in cash.
  const modified = await send(
    'POST',
    '/api/transactions',
    bill(asha.id, '2026-04-06', [line(soap, 1, 118)], [cashPay(118)]),
  );
  await send(
    'PUT',
    `/api/transactions/${modified!.id}`,
    bill(asha.id, '2026-04-07', [line(soap, 3, 118), line(roundOff, 1, -4)], [cashPay(100)]),
  );
  // 8 Apr, INV-0006: 1 rice to Asha paid in cash, then deleted: it leaves no trace.
  const deleted = await send(
    'POST',
    '/api/transactions',
    bill(asha.id, '2026-04-08', [line(rice, 1, 105)], [cashPay(105)]),
  );
  await send('DELETE', `/api/transactions/${deleted!.id}`);
  // 2 May, INV-0007: after April: 1 soap in cash.
  await send(
    'POST',
    '/api/transactions',
    bill(cash.id, '2026-05-02', [line(soap, 1, 118)], [cashPay(118)]),
  );
});

afterAll(() => t?.close());

describe('ledger/trial-balance', () => {
  it('lists every account with its balance on one side, and the totals agree', async () => {
    const { trialBalance, totals } = await report(
      '/api/reports/ledger/trial-balance?asOfDate=2026-04-30',
    );
    expect(trialBalance).toEqual([
      // Cash: 118 (30 Mar) + 236 + 300 - 200 - 150 + 100 = 404
      { group: 'Assets', account: 'Cash', debit: 404, credit: null },
      // Bank: -500 rent + 600 from Bharat = 100
      { group: 'Assets', account: BANK, debit: 100, credit: null },
      // Asha: 500 opening + 350 - 100 = 750; Bharat: 1000 - 300 - 600 = 100
      { group: 'Assets', account: 'Sundry debtors: Asha Traders', debit: 750, credit: null },
      { group: 'Assets', account: 'Sundry debtors: Bharat Stores', debit: 100, credit: null },
      { group: 'Assets', account: 'Input CGST 9%', debit: 225, credit: null },
      { group: 'Assets', account: 'Input SGST 9%', debit: 225, credit: null },
      // Vijay: 2950 owed - 200 paid = 2750 (the Cash customer nets to 0 and is left out)
      {
        group: 'Liabilities',
        account: 'Sundry creditors: Vijay Wholesale',
        debit: null,
        credit: 2750,
      },
      // CGST: 9 + 18 + 27 = 54, SGST the same; IGST 50
      { group: 'Liabilities', account: 'Output CGST 9%', debit: null, credit: 54 },
      { group: 'Liabilities', account: 'Output IGST 5%', debit: null, credit: 50 },
      { group: 'Liabilities', account: 'Output SGST 9%', debit: null, credit: 54 },
      { group: 'Equity', account: 'Opening balance', debit: null, credit: 500 },
      // Sales: 100 + 200 + 1000 + 300 = 1600
      { group: 'Income', account: 'Sales', debit: null, credit: 1600 },
      { group: 'Expenses', account: 'Purchases', debit: 2500, credit: null },
      { group: 'Expenses', account: 'Expense: Rent', debit: 500, credit: null },
      { group: 'Expenses', account: 'Expense: Tea', debit: 150, credit: null },
      { group: 'Expenses', account: 'Discount', debit: 50, credit: null },
      { group: 'Expenses', account: 'Round off', debit: 4, credit: null },
    ]);
    // Debits: 404+100+750+100+225+225+2500+500+150+50+4 = 5008
    // Credits: 2750+54+50+54+500+1600 = 5008
    expect(totals).toEqual([{ debit: 5008, credit: 5008, difference: 0 }]);
  });

  it('counts only what was posted up to the date', async () => {
    const { trialBalance, totals } = await report(
      '/api/reports/ledger/trial-balance?asOfDate=2026-03-31',
    );
    expect(trialBalance).toEqual([
      { group: 'Assets', account: 'Cash', debit: 118, credit: null },
      { group: 'Assets', account: 'Sundry debtors: Asha Traders', debit: 500, credit: null },
      { group: 'Liabilities', account: 'Output CGST 9%', debit: null, credit: 9 },
      { group: 'Liabilities', account: 'Output SGST 9%', debit: null, credit: 9 },
      { group: 'Equity', account: 'Opening balance', debit: null, credit: 500 },
      { group: 'Income', account: 'Sales', debit: null, credit: 100 },
    ]);
    // 118 + 500 = 618 = 9 + 9 + 500 + 100
    expect(totals).toEqual([{ debit: 618, credit: 618, difference: 0 }]);
  });
});

describe('ledger/profit-and-loss', () => {
  const NOTE = {
    section: 'Note',
    account: 'Stock is not valued: purchases are counted as expenses when they are bought.',
    amount: null,
  };

  it("sets April's sales against purchases and expenses, and says stock is not valued", async () => {
    const { profitAndLoss, totals } = await report(
      '/api/reports/ledger/profit-and-loss?startDate=2026-04-01&endDate=2026-04-30',
    );
    expect(profitAndLoss).toEqual([
      // 200 + 1000 + 300 (30 Mar and 2 May are outside)
      { section: 'Income', account: 'Sales', amount: 1500 },
      { section: 'Expenses', account: 'Purchases', amount: 2500 },
      { section: 'Expenses', account: 'Expense: Rent', amount: 500 },
      { section: 'Expenses', account: 'Expense: Tea', amount: 150 },
      { section: 'Expenses', account: 'Discount', amount: 50 },
      { section: 'Expenses', account: 'Round off', amount: 4 },
      // 1500 - (2500 + 500 + 150 + 50 + 4 = 3204) = -1704
      { section: 'Result', account: 'Net loss', amount: 1704 },
      NOTE,
    ]);
    expect(totals).toEqual([{ totalIncome: 1500, totalExpenses: 3204, netProfit: -1704 }]);
  });

  it('shows a profit for the first two days', async () => {
    const { profitAndLoss, totals } = await report(
      '/api/reports/ledger/profit-and-loss?startDate=2026-04-01&endDate=2026-04-02',
    );
    // Sales 200 + 1000 = 1200; discount 50; profit 1150
    expect(profitAndLoss).toEqual([
      { section: 'Income', account: 'Sales', amount: 1200 },
      { section: 'Expenses', account: 'Purchases', amount: 0 },
      { section: 'Expenses', account: 'Discount', amount: 50 },
      { section: 'Result', account: 'Net profit', amount: 1150 },
      NOTE,
    ]);
    expect(totals).toEqual([{ totalIncome: 1200, totalExpenses: 50, netProfit: 1150 }]);
  });
});

describe('ledger/day-book', () => {
  it('lists every journal line of April with its document, in order', async () => {
    const { dayBook } = await report(
      '/api/reports/ledger/day-book?startDate=2026-04-01&endDate=2026-04-30',
    );
    const rows = dayBook!.map((r) => [
      r['date'],
      r['number'],
      r['documentType'],
      r['party'],
      r['account'],
      r['debit'],
      r['credit'],
    ]);
    const sale3 = ['2026-04-01', 'INV-0003', 'Sale', 'Cash'] as const;
    const sale4 = ['2026-04-02', 'INV-0004', 'Sale', 'Bharat Stores'] as const;
    const pur1 = ['2026-04-03', 'PUR-0001', 'Purchase', 'Vijay Wholesale'] as const;
    const tea = ['2026-04-03', null, 'Expense', null] as const;
    const rent = ['2026-04-04', null, 'Expense', null] as const;
    const neft = ['2026-04-05', null, 'Payment received', 'Bharat Stores'] as const;
    const sale5 = ['2026-04-07', 'INV-0005', 'Sale', 'Asha Traders'] as const;
    expect(rows).toEqual([
      [...sale3, 'Sales', null, 200],
      [...sale3, 'Output CGST 9%', null, 18],
      [...sale3, 'Output SGST 9%', null, 18],
      [...sale3, 'Sundry debtors: Cash', 236, null],
      [...sale3, 'Cash', 236, null],
      [...sale3, 'Sundry debtors: Cash', null, 236],
      [...sale4, 'Sales', null, 1000],
      [...sale4, 'Output IGST 5%', null, 50],
      [...sale4, 'Discount', 50, null],
      [...sale4, 'Sundry debtors: Bharat Stores', 1000, null],
      [...sale4, 'Cash', 300, null],
      [...sale4, 'Sundry debtors: Bharat Stores', null, 300],
      [...pur1, 'Purchases', 2500, null],
      [...pur1, 'Input CGST 9%', 225, null],
      [...pur1, 'Input SGST 9%', 225, null],
      [...pur1, 'Sundry creditors: Vijay Wholesale', null, 2950],
      [...pur1, 'Cash', null, 200],
      [...pur1, 'Sundry creditors: Vijay Wholesale', 200, null],
      [...tea, 'Expense: Tea', 150, null],
      [...tea, 'Cash', null, 150],
      [...rent, 'Expense: Rent', 500, null],
      [...rent, BANK, null, 500],
      [...neft, BANK, 600, null],
      [...neft, 'Sundry debtors: Bharat Stores', null, 600],
      // The modified bill only as it stands now (7 Apr); the deleted one not at all.
      [...sale5, 'Sales', null, 300],
      [...sale5, 'Output CGST 9%', null, 27],
      [...sale5, 'Output SGST 9%', null, 27],
      [...sale5, 'Round off', 4, null],
      [...sale5, 'Sundry debtors: Asha Traders', 350, null],
      [...sale5, 'Cash', 100, null],
      [...sale5, 'Sundry debtors: Asha Traders', null, 100],
    ]);
    expect(rows).toHaveLength(31);
    // Documents open from the book: transaction lines carry their id, expenses theirs.
    expect(
      dayBook!.every((r) => (r['documentType'] === 'Expense') === (r['transactionId'] === null)),
    ).toBe(true);
    expect(typeof dayBook![0]!['transactionId']).toBe('number');
    expect(typeof dayBook![18]!['expenseId']).toBe('number');
  });
});

describe('ledger/cash-book', () => {
  it('gives each day with cash movement, opening to closing; bank money is not cash', async () => {
    const { cashBook, summary } = await report(
      '/api/reports/ledger/cash-book?startDate=2026-04-01&endDate=2026-04-30',
    );
    expect(cashBook).toEqual([
      // opening: the 118 of 30 Mar
      { date: '2026-04-01', opening: 118, receipts: 236, payments: 0, closing: 354 },
      { date: '2026-04-02', opening: 354, receipts: 300, payments: 0, closing: 654 },
      // 200 to Vijay + 150 tea
      { date: '2026-04-03', opening: 654, receipts: 0, payments: 350, closing: 304 },
      // 4 and 5 Apr moved only the bank; 6 and 8 Apr were modified away and deleted.
      { date: '2026-04-07', opening: 304, receipts: 100, payments: 0, closing: 404 },
    ]);
    // receipts 236 + 300 + 100 = 636; 118 + 636 - 350 = 404 (the trial balance's cash)
    expect(summary).toEqual([{ opening: 118, receipts: 636, payments: 350, closing: 404 }]);
  });

  it('opens a later range with everything before it', async () => {
    const { cashBook, summary } = await report(
      '/api/reports/ledger/cash-book?startDate=2026-04-02&endDate=2026-04-03',
    );
    expect(cashBook).toEqual([
      { date: '2026-04-02', opening: 354, receipts: 300, payments: 0, closing: 654 },
      { date: '2026-04-03', opening: 654, receipts: 0, payments: 350, closing: 304 },
    ]);
    expect(summary).toEqual([{ opening: 354, receipts: 300, payments: 350, closing: 304 }]);
  });

  it('a range without movement has no days and carries the balance through', async () => {
    const { cashBook, summary } = await report(
      '/api/reports/ledger/cash-book?startDate=2026-04-04&endDate=2026-04-06',
    );
    expect(cashBook).toEqual([]);
    expect(summary).toEqual([{ opening: 304, receipts: 0, payments: 0, closing: 304 }]);
  });
});

describe('parameters and tenancy', () => {
  it("answers the spec's messages for bad parameters", async () => {
    const cases: [string, string][] = [
      ['/api/reports/ledger/trial-balance', 'Please select As Of date.'],
      ['/api/reports/ledger/trial-balance?asOfDate=2026-02-30', 'Please select As Of date.'],
      [
        '/api/reports/ledger/profit-and-loss?startDate=2026-04-01',
        'Please select start and end dates.',
      ],
      ['/api/reports/ledger/day-book?endDate=2026-04-01', 'Please select start and end dates.'],
      [
        '/api/reports/ledger/cash-book?startDate=2026-05-01&endDate=2026-04-01',
        'Start date must be before end date.',
      ],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe(message);
    }
  });

  it('shows another company none of these books', async () => {
    const range = 'startDate=2026-01-01&endDate=2026-12-31';
    const tb = await report('/api/reports/ledger/trial-balance?asOfDate=2026-12-31', other.auth);
    expect(tb['trialBalance']).toEqual([]);
    expect(tb['totals']).toEqual([{ debit: 0, credit: 0, difference: 0 }]);
    expect((await report(`/api/reports/ledger/day-book?${range}`, other.auth))['dayBook']).toEqual(
      [],
    );
    const cash = await report(`/api/reports/ledger/cash-book?${range}`, other.auth);
    expect(cash['cashBook']).toEqual([]);
  });

  it('exports the day book as CSV', async () => {
    const res = await get(
      '/api/reports/ledger/day-book?startDate=2026-04-05&endDate=2026-04-05&format=csv',
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFDate,Number,Document,Party,Account,Debit,Credit',
      `2026-04-05,,Payment received,Bharat Stores,${BANK},600.00,`,
      '2026-04-05,,Payment received,Bharat Stores,Sundry debtors: Bharat Stores,,600.00',
    ]);
  });
});
