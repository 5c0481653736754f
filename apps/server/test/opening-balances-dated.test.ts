// Issue 42, item 3: opening balances are dated the start of the books, and the start follows
// the earliest document. Cash in hand saved today, then a purchase entered for a month ago: the
// dashboard of that day shows the opening cash, and the openings say they are dated that day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  companyIdOf,
  ledgerBalance,
  unbalancedSources,
} from './support/fixtures.ts';
import { bill } from './insights-world.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let hdfc: { id: number };

const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: owner.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const openings = async () => {
  const res = await send('GET', '/api/opening-balances');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { date: string | null; cashInHand: number };
};
const cashOn = async (date: string) => {
  const res = await send('GET', `/api/dashboard?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { dailySummary: { calculatedCashInHand: number } }).dailySummary
    .calculatedCashInHand;
};

beforeAll(async () => {
  t = await createTestApp();
  // 12:00 in India on 2 December 2026.
  t.clock.now = new Date('2026-12-02T06:30:00Z');
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  hdfc = await addBankAccount(t, companyId, 'HDFC Bank');
});
afterAll(async () => t?.close());

describe('the start of the books follows the earliest document', () => {
  it('an opening saved on a new company is dated today', async () => {
    const res = await send('PUT', '/api/opening-balances', {
      cashInHand: 5000,
      bankAccounts: [{ bankAccountId: hdfc.id, amount: 20000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await openings()).toMatchObject({ date: '2026-12-02', cashInHand: 5000 });
  });

  it('a purchase dated earlier moves every opening to its day', async () => {
    const supplier = await addCustomer(t, companyId, { name: 'Umang Traders' });
    const rice = await addItem(t, companyId, { name: 'Rice', ratePaise: 0 });
    await bill(t, owner.auth, {
      date: '2026-11-02',
      customerId: supplier.id,
      isPurchase: true,
      lines: [{ item: rice, qty: 10, rate: 100 }],
      paid: 400,
    });
    expect((await openings()).date).toBe('2026-11-02');
    // The opening cash, less the ₹400 paid on the purchase.
    expect(await cashOn('2026-11-02')).toBe(4600);
    expect(await cashOn('2026-11-01')).toBe(0);
    const tb = await send('GET', '/api/reports/ledger/trial-balance?asOfDate=2026-11-02');
    expect(tb.statusCode, tb.body).toBe(200);
    const rows = (
      tb.json() as { datasets: { name: string; rows: Record<string, unknown>[] }[] }
    ).datasets.find((d) => d.name === 'trialBalance')!.rows;
    expect(rows.find((r) => r['account'] === 'Opening balance')?.['credit']).toBe(25000);
    expect(await ledgerBalance(t, companyId, 'BANK', { bankAccountId: hdfc.id })).toBe(2000000);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('an expense dated earlier still moves them, and a later document leaves them', async () => {
    const res = await send('POST', '/api/expenses', {
      expenseItemName: 'Tea',
      amount: 20,
      remark: null,
      timeStamp: '2026-10-30T10:15:00+05:30',
      isBankTransaction: false,
      bankAccountId: null,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await openings()).date).toBe('2026-10-30');
    expect(await cashOn('2026-10-30')).toBe(4980);

    const later = await addCustomer(t, companyId, { name: 'Later Stores' });
    const pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 0 });
    await bill(t, owner.auth, {
      date: '2026-11-20',
      customerId: later.id,
      lines: [{ item: pen, qty: 1, rate: 50 }],
    });
    expect((await openings()).date).toBe('2026-10-30');
  });

  it('a bill moved to an earlier date moves them too', async () => {
    const buyer = await addCustomer(t, companyId, { name: 'Edit Stores' });
    const pen = await addItem(t, companyId, { name: 'Eraser', ratePaise: 0 });
    const saved = await bill(t, owner.auth, {
      date: '2026-11-25',
      customerId: buyer.id,
      lines: [{ item: pen, qty: 1, rate: 50 }],
    });
    const res = await send('PUT', `/api/transactions/${saved.id}`, {
      id: saved.id,
      customerId: buyer.id,
      transactionDate: '2026-10-15',
      isPurchase: false,
      lineItems: [{ itemId: pen.id, quantity: 1, rate: 50, unitId: pen.unitId }],
      payments: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await openings()).date).toBe('2026-10-15');
    expect(await cashOn('2026-10-15')).toBe(5000);
  });
});
