import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
  sender,
} from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  unbalancedSources,
} from './support/fixtures.ts';

// Two hand-computed days of a shop (items carry no tax, so a bill's total is quantity × rate).
const DAY0 = '2026-03-09';
const DAY1 = '2026-03-10';
const DAY2 = '2026-03-11';
const DAY3 = '2026-03-12';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let cash: { id: number };
let mumbai: { id: number };
let vendor: { id: number };
let rice: { id: number; unitId: number };
let bank: { id: number };

const send = sender(
  () => t,
  () => owner.auth,
);

async function ok(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  auth = owner.auth,
) {
  const res = await send(method, url, payload, auth);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
}

const cashPaid = (amount: number, isPaymentMade = false) => ({
  amount,
  isBankTransaction: false,
  isPaymentMade,
});
const bankPaid = (amount: number, isPaymentMade = false) => ({
  amount,
  isBankTransaction: true,
  bankAccountId: bank.id,
  isPaymentMade,
});

const bill = (
  date: string,
  customerId: number,
  quantity: number,
  rate: number,
  payments: unknown[],
  isPurchase = false,
  remark: string | null = null,
) => ({
  customerId,
  transactionDate: date,
  isPurchase,
  remark,
  lineItems: [{ itemId: rice.id, quantity, rate, unitId: rice.unitId }],
  payments,
});

const expense = (
  date: string,
  item: string,
  amount: number,
  bankAccountId: number | null = null,
  id?: number,
) => ({
  ...(id ? { id } : {}),
  expenseItemName: item,
  amount,
  timeStamp: `${date}T11:00:00+05:30`,
  isBankTransaction: bankAccountId !== null,
  bankAccountId,
});

const summary = async (date: string, auth = owner.auth) =>
  (await send('GET', `/api/dashboard?date=${date}`, undefined, auth)).json();

let paymentOnlyId: number;
let modifiedSaleId: number;
let deletedSaleId: number;

beforeAll(async () => {
  t = await createTestApp();
  // 19:00 UTC on 10 March is 00:30 on 11 March in India.
  t.clock.now = new Date('2026-03-10T19:00:00Z');
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  cash = await cashCustomer(t, companyId);
  mumbai = await addCustomer(t, companyId, { name: 'Mumbai Stores' });
  vendor = await addCustomer(t, companyId, { name: 'Rice Mill' });
  rice = await addItem(t, companyId, { name: 'Rice', ratePaise: 5000 });
  bank = await addBankAccount(t, companyId);

  // Day 1.
  await ok('POST', '/api/transactions', bill(DAY1, cash.id, 2, 500, [cashPaid(1000)])); // sale 1000, cash in 1000
  await ok(
    'POST',
    '/api/transactions',
    bill(DAY1, mumbai.id, 1, 800, [bankPaid(300)], false, 'UPI 77'),
  ); // sale 800, bank in 300
  await ok('POST', '/api/transactions', bill(DAY1, vendor.id, 1, 600, [cashPaid(250, true)], true)); // purchase 600, cash out 250
  paymentOnlyId = (
    await ok('POST', '/api/transactions/payment', {
      customerId: mumbai.id,
      transactionDate: DAY1,
      amount: 200,
      isPaymentMade: false,
    })
  ).id; // cash in 200
  await ok('POST', '/api/transactions/payment', {
    customerId: vendor.id,
    transactionDate: DAY1,
    amount: 100,
    isPaymentMade: true,
    isBankTransaction: true,
    bankAccountId: bank.id,
    remark: 'NEFT',
  }); // bank out 100
  await ok('POST', '/api/expenses', expense(DAY1, 'Tea', 150)); // cash out 150
  await ok('POST', '/api/expenses', expense(DAY1, 'Rent', 400, bank.id)); // bank out 400
  deletedSaleId = (
    await ok('POST', '/api/transactions', bill(DAY1, cash.id, 3, 100, [cashPaid(300)]))
  ).id;
  await ok('DELETE', `/api/transactions/${deletedSaleId}`); // gone
  modifiedSaleId = (
    await ok('POST', '/api/transactions', bill(DAY1, cash.id, 1, 100, [cashPaid(100)]))
  ).id;
  await ok(
    'PUT',
    `/api/transactions/${modifiedSaleId}`,
    bill(DAY1, cash.id, 2, 100, [cashPaid(200)]),
  ); // sale 200, cash in 200
  const snacks = await ok('POST', '/api/expenses', expense(DAY1, 'Snacks', 50));
  await ok('POST', '/api/expenses', expense(DAY1, 'Snacks', 70, null, snacks.id)); // cash out 70
  const wrong = await ok('POST', '/api/expenses', expense(DAY1, 'Mistake', 999));
  await ok('DELETE', `/api/expenses/${wrong.id}`); // gone

  // Day 2.
  await ok('POST', '/api/transactions', bill(DAY2, cash.id, 1, 450, [cashPaid(450)])); // sale 450, cash in 450
  await ok(
    'POST',
    '/api/transactions',
    bill(DAY2, vendor.id, 2, 500, [bankPaid(1000, true)], true, 'Cheque 12'),
  ); // purchase 1000, bank out
  const switched = await ok(
    'POST',
    '/api/transactions',
    bill(DAY2, cash.id, 2, 250, [cashPaid(500)]),
  );
  await ok(
    'PUT',
    `/api/transactions/${switched.id}`,
    bill(DAY2, cash.id, 2, 250, [bankPaid(500)], false, 'Card'),
  ); // sale 500, now bank in
  await ok('POST', '/api/expenses', expense(DAY2, 'Tea', 30)); // cash out 30
});
afterAll(async () => t?.close());

describe('daily summary', () => {
  it('adds up day 1: bills, payments both ways in cash and bank, expenses; modified and deleted entries count as they are now', async () => {
    expect((await summary(DAY1)).dailySummary).toEqual({
      totalSales: 1000 + 800 + 200,
      totalSalesReturns: 0,
      totalPurchases: 600,
      totalPurchaseReturns: 0,
      totalPaymentsReceived: 1000 + 300 + 200 + 200,
      totalPaymentsMade: 250 + 100,
      totalExpenses: 150 + 400 + 70,
      // cash only: +1000 +200 +200 −250 −150 −70
      calculatedCashInHand: 930,
    });
  });

  it("carries day 1's cash into day 2; bank, card and UPI money never counts as cash", async () => {
    expect((await summary(DAY2)).dailySummary).toEqual({
      totalSales: 450 + 500,
      totalSalesReturns: 0,
      totalPurchases: 1000,
      totalPurchaseReturns: 0,
      totalPaymentsReceived: 450 + 500,
      totalPaymentsMade: 1000,
      totalExpenses: 30,
      calculatedCashInHand: 930 + 450 - 30,
    });
  });

  it('shows zero totals on quiet days, with the cash in hand as it stood', async () => {
    const zeros = {
      totalSales: 0,
      totalSalesReturns: 0,
      totalPurchases: 0,
      totalPurchaseReturns: 0,
      totalPaymentsReceived: 0,
      totalPaymentsMade: 0,
      totalExpenses: 0,
    };
    expect(await summary(DAY0)).toEqual({
      dailySummary: { ...zeros, calculatedCashInHand: 0 },
      transactions: [],
      nextCursor: null,
      transactionCount: 0,
    });
    expect((await summary(DAY3)).dailySummary).toEqual({ ...zeros, calculatedCashInHand: 1350 });
  });

  it("defaults to today's date in India", async () => {
    const res = await send('GET', '/api/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await summary(DAY2));
  });

  it('gives the cash status with the same numbers', async () => {
    for (const date of [DAY1, DAY2]) {
      const res = await send('GET', `/api/dashboard/cash-status?date=${date}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual((await summary(date)).dailySummary);
    }
    expect((await send('GET', '/api/dashboard/cash-status')).json().calculatedCashInHand).toBe(
      1350,
    );
  });

  it('keeps the ledger balanced', async () => {
    expect(await unbalancedSources(t)).toEqual([]);
  });
});

describe("the day's transactions", () => {
  it('lists the bills, payments and expenses of the date in entry order with their kind, total, paid and pending', async () => {
    const rows = (await summary(DAY1)).transactions as Record<string, unknown>[];
    expect(
      rows.map((r) => [
        r.kind,
        r.customerName,
        r.number,
        r.totalAmount,
        r.amountPaid,
        r.pendingAmount,
      ]),
    ).toEqual([
      // Expenses were entered for 11:00 on the day; the bills at 00:30 the next day in India.
      ['expense', 'Tea', null, 150, 150, 0],
      ['expense', 'Rent', null, 400, 400, 0],
      ['expense', 'Snacks', null, 70, 70, 0],
      ['sale', 'Cash', 'INV-0001', 1000, 1000, 0],
      // Pending is what is due on the bill (bill-dues.ts): the later receipt of 200 and
      // payment of 100 settle these bills (800 − 300 − 200; 600 − 250 − 100).
      ['sale', 'Mumbai Stores', 'INV-0002', 800, 300, 300],
      ['purchase', 'Rice Mill', 'PUR-0001', 600, 250, 250],
      ['paymentIn', 'Mumbai Stores', null, 0, 200, -200],
      ['paymentOut', 'Rice Mill', null, 0, 100, -100],
      ['sale', 'Cash', 'INV-0004', 200, 200, 0],
    ]);
    expect(rows[4]!.remark).toBe('UPI 77');
    expect(rows[0]!.transactionId).toBeNull();
    expect(rows[6]!.transactionId).toBe(paymentOnlyId);
    expect(rows[8]!.transactionId).toBe(modifiedSaleId);
    expect(rows.map((r) => r.transactionId)).not.toContain(deletedSaleId);
  });

  it('shows the time of entry as HH:mm in India, whatever the machine time zone', async () => {
    const times = ((await summary(DAY2)).transactions as { time: string }[]).map((r) => r.time);
    // Entries take the app's clock: 19:00 UTC on 10 March is 00:30 on 11 March in India.
    expect(times).toEqual(['00:30', '00:30', '00:30', '11:00']);
  });
});

describe('access and input', () => {
  it("never counts another company's data, and lets every role of the company read", async () => {
    const other = await registerAndLogin(t);
    const otherCash = await cashCustomer(t, companyIdOf(other.accessToken));
    const otherRice = await addItem(t, companyIdOf(other.accessToken), {
      name: 'Rice',
      ratePaise: 5000,
    });
    await ok(
      'POST',
      '/api/transactions',
      {
        ...bill(DAY1, otherCash.id, 1, 5000, [cashPaid(5000)]),
        lineItems: [{ itemId: otherRice.id, quantity: 1, rate: 5000, unitId: otherRice.unitId }],
      },
      other.auth,
    );
    await ok('POST', '/api/expenses', expense(DAY1, 'Tea', 15), other.auth);
    expect((await summary(DAY1, other.auth)).dailySummary).toMatchObject({
      totalSales: 5000,
      totalExpenses: 15,
      calculatedCashInHand: 4985,
    });
    expect((await summary(DAY1)).dailySummary).toMatchObject({
      totalSales: 2000,
      totalExpenses: 620,
      calculatedCashInHand: 930,
    });
    expect((await summary(DAY1)).transactions).toHaveLength(9);

    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    expect((await summary(DAY2, auditor.auth)).dailySummary.calculatedCashInHand).toBe(1350);
  });

  it('refuses a bad date and an anonymous caller', async () => {
    for (const date of ['2026-02-30', 'yesterday', '10/03/2026']) {
      for (const path of ['/api/dashboard', '/api/dashboard/cash-status']) {
        const res = await send('GET', `${path}?date=${encodeURIComponent(date)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe('Please select a date.');
      }
    }
    // A calendar date the database cannot store (year 0) is bad input too, not a server error.
    expect((await send('GET', '/api/dashboard?date=0000-01-01')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dashboard?date=${DAY1}` })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/cash-status' })).statusCode,
    ).toBe(401);
  });
});

describe('a day in pages', () => {
  const DAY4 = '2026-03-13';
  type Page = {
    dailySummary: Record<string, number>;
    transactions: Record<string, unknown>[];
    nextCursor: string | null;
    transactionCount: number;
  };
  const page = async (query: string) => {
    const res = await send('GET', `/api/dashboard?date=${DAY4}${query}`, undefined, shop.auth);
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };

  let shop: Awaited<ReturnType<typeof registerAndLogin>>;
  let before: Date;

  beforeAll(async () => {
    // 11:00 on DAY4 in India, in a shop of its own: its bills and expenses share one instant,
    // so the order within it (bills first, then by id) is what keeps the pages apart.
    before = t.clock.now;
    t.clock.now = new Date('2026-03-13T05:30:00Z');
    shop = await registerAndLogin(t);
    const id = companyIdOf(shop.accessToken);
    const [walkIn, buyer, mill, dal] = await Promise.all([
      cashCustomer(t, id),
      addCustomer(t, id, { name: 'Mumbai Stores' }),
      addCustomer(t, id, { name: 'Rice Mill' }),
      addItem(t, id, { name: 'Dal', ratePaise: 1000 }),
    ]);
    const post = (url: string, payload: unknown) => ok('POST', url, payload, shop.auth);
    const dalBill = (
      customerId: number,
      qty: number,
      rate: number,
      paid: unknown[],
      buy = false,
    ) => ({
      ...bill(DAY4, customerId, qty, rate, paid, buy),
      lineItems: [{ itemId: dal.id, quantity: qty, rate, unitId: dal.unitId }],
    });
    for (let i = 1; i <= 5; i++) {
      await post('/api/transactions', dalBill(walkIn.id, i, 10, [cashPaid(i * 10)]));
      await post('/api/expenses', expense(DAY4, `Item ${i}`, i));
    }
    await post('/api/transactions', dalBill(buyer.id, 1, 70, []));
    await post('/api/transactions', dalBill(mill.id, 1, 90, [cashPaid(40, true)], true));
    t.clock.now = new Date('2026-03-13T05:31:00Z');
    await post('/api/transactions/payment', {
      customerId: buyer.id,
      transactionDate: DAY4,
      amount: 70,
      isPaymentMade: false,
    });
  });
  afterAll(() => {
    t.clock.now = before;
  });

  it('returns every row of the day exactly once, in entry order, whatever the page size', async () => {
    const whole = await page('&take=500');
    expect(whole.transactionCount).toBe(13);
    expect(whole.transactions).toHaveLength(13);
    expect(whole.nextCursor).toBeNull();
    // Bills of the instant first, then its expenses; the payment a minute later last.
    expect(whole.transactions.map((r) => r.kind)).toEqual([
      ...Array(5).fill('sale'),
      'sale',
      'purchase',
      ...Array(5).fill('expense'),
      'paymentIn',
    ]);
    for (const take of [1, 2, 5, 12, 13]) {
      const rows: Record<string, unknown>[] = [];
      let query = `&take=${take}`;
      for (let n = 0; n < 20; n++) {
        const p = await page(query);
        expect(p.transactionCount).toBe(13);
        expect(p.dailySummary).toEqual(whole.dailySummary);
        expect(p.transactions.length).toBeLessThanOrEqual(take);
        rows.push(...p.transactions);
        if (p.nextCursor === null) break;
        query = `&take=${take}&after=${p.nextCursor}`;
      }
      expect(rows).toEqual(whole.transactions);
    }
  });

  it('gives a first page of 100 rows unless asked otherwise (here the whole day)', async () => {
    const first = await page('');
    expect(first).toEqual(await page('&take=100'));
    expect(first.nextCursor).toBeNull();
  });

  it("has totals equal to the sums over all the day's rows", async () => {
    const { dailySummary, transactions } = await page('&take=3');
    const rows = [...transactions];
    let cursor = (await page('&take=3')).nextCursor;
    while (cursor) {
      const p = await page(`&take=3&after=${cursor}`);
      rows.push(...p.transactions);
      cursor = p.nextCursor;
    }
    const sum = (kinds: string[], key: 'totalAmount' | 'amountPaid') =>
      rows
        .filter((r) => kinds.includes(r.kind as string))
        .reduce((s, r) => s + (r[key] as number), 0);
    expect(dailySummary).toMatchObject({
      totalSales: sum(['sale'], 'totalAmount'),
      totalPurchases: sum(['purchase'], 'totalAmount'),
      totalExpenses: sum(['expense'], 'totalAmount'),
      // What was settled on the day's bills and payments, by side.
      totalPaymentsReceived: sum(['sale', 'paymentIn'], 'amountPaid'),
      totalPaymentsMade: sum(['purchase', 'paymentOut'], 'amountPaid'),
    });
    expect(dailySummary.totalSales).toBe(150 + 70);
    expect(dailySummary.totalPaymentsReceived).toBe(150 + 70);
  });

  it('refuses a cursor or a page size it did not give', async () => {
    for (const query of ['&after=yesterday', '&after=1.2.3', '&take=0', '&take=501', '&take=x']) {
      const res = await send('GET', `/api/dashboard?date=${DAY4}${query}`, undefined, shop.auth);
      expect(res.statusCode).toBe(400);
    }
  });
});
