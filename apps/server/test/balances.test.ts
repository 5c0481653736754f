// The maintained balances (per party, per cash/bank account and day, per item's stock) agree
// with the journal and the bill lines after a mix of saves, edits, deletes, payments,
// expenses, an estimate's conversion and a customer's deletion into another; the screens show
// them; and the repair recomputes them when they have been damaged.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceDrift, repairBalances } from '../src/bookkeeping/balances.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
} from './support/fixtures.ts';

const DAY = '2026-05-04';
const NEXT = '2026-05-05';
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let pen: { id: number; unitId: number };
let rice: { id: number; unitId: number };
let ravi: { id: number };
let meena: { id: number };
let vendor: { id: number };
let cash: { id: number };
let bank: { id: number };

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: owner.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
}

const line = (item: { id: number; unitId: number }, quantity: number, rate: number) => ({
  itemId: item.id,
  unitId: item.unitId,
  quantity,
  rate,
});
const paid = (amount: number, bankAccountId: number | null = null, isPaymentMade = false) => ({
  amount,
  isBankTransaction: bankAccountId !== null,
  ...(bankAccountId === null ? {} : { bankAccountId }),
  isPaymentMade,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
  rice = await addItem(t, companyId, { name: 'Rice', ratePaise: 5000 });
  ravi = await addCustomer(t, companyId, { name: 'Ravi' });
  meena = await addCustomer(t, companyId, { name: 'Meena' });
  vendor = await addCustomer(t, companyId, { name: 'Supplier' });
  cash = await cashCustomer(t, companyId);
  bank = await addBankAccount(t, companyId);

  // Bought 10 pens and 5 kg rice, paid 500 by bank.
  await ok('POST', '/api/transactions', {
    customerId: vendor.id,
    transactionDate: DAY,
    isPurchase: true,
    remark: 'NEFT 1',
    lineItems: [line(pen, 10, 100), line(rice, 5, 40)],
    payments: [paid(500, bank.id, true)],
  });
  // Ravi: 3 pens and 2 kg rice, 100 in cash; then edited to 4 pens, 1 kg, 200 by bank.
  const sale = await ok('POST', '/api/transactions', {
    customerId: ravi.id,
    transactionDate: DAY,
    lineItems: [line(pen, 3, 118), line(rice, 2, 50)],
    payments: [paid(100)],
  });
  await ok('PUT', `/api/transactions/${sale.id}`, {
    customerId: ravi.id,
    transactionDate: DAY,
    remark: 'UPI 7',
    lineItems: [line(pen, 4, 118), line(rice, 1, 50)],
    payments: [paid(200, bank.id)],
  });
  // A cash sale of one pen, deleted.
  const cashSale = await ok('POST', '/api/transactions', {
    customerId: cash.id,
    transactionDate: DAY,
    lineItems: [line(pen, 1, 118)],
    payments: [paid(118)],
  });
  await ok('DELETE', `/api/transactions/${cashSale.id}`);
  // Meena pays 300 in advance in cash, the next day.
  await ok('POST', '/api/transactions/payment', {
    customerId: meena.id,
    transactionDate: NEXT,
    amount: 300,
    isBankTransaction: false,
    isPaymentMade: false,
  });
  // Expenses: tea in cash, rent by bank.
  await ok('POST', '/api/expenses', {
    expenseItemName: 'Tea',
    amount: 20,
    timeStamp: `${DAY}T11:00:00+05:30`,
    isBankTransaction: false,
    bankAccountId: null,
  });
  await ok('POST', '/api/expenses', {
    expenseItemName: 'Rent',
    amount: 1000,
    timeStamp: `${NEXT}T11:00:00+05:30`,
    isBankTransaction: true,
    bankAccountId: bank.id,
    remark: 'NEFT 2',
  });
  // An estimate of 2 pens to Meena moves nothing until it is converted into a sale.
  const estimate = await ok('POST', '/api/estimates', {
    customerId: meena.id,
    transactionDate: NEXT,
    lineItems: [line(pen, 2, 118)],
  });
  expect(await stockOf('Pen')).toBe(6);
  await ok('POST', `/api/estimates/${estimate.id}/convert`);
  // Meena is deleted: Ravi takes over her documents and her balance.
  await ok('DELETE', `/api/customers/${meena.id}?defaultCustomerId=${ravi.id}`);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function stockOf(name: string): Promise<number> {
  const items = (await ok('GET', '/api/items')) as { name: string; stock: number }[];
  return items.find((i) => i.name === name)!.stock;
}

describe('maintained balances', () => {
  it('agree with the journal and the lines after saves, edits, deletes and conversions', async () => {
    expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
  });

  it('are what the screens show', async () => {
    // Pens: +10 bought, -4 Ravi, -2 converted estimate; the deleted cash sale gave its pen back.
    expect(await stockOf('Pen')).toBe(4);
    expect(await stockOf('Rice')).toBe(4);
    const customers = (await ok('GET', '/api/customers')) as { name: string; balance: number }[];
    // Ravi: 4 × 118 + 50 - 200 paid, plus Meena's -300 advance and her 236 sale.
    expect(customers.find((c) => c.name === 'Ravi')!.balance).toBe(472 + 50 - 200 - 300 + 236);
    expect(customers.find((c) => c.name === 'Supplier')!.balance).toBe(-(1000 + 200) + 500);
    const lists = (await ok('GET', '/api/transactions/autocomplete')) as {
      customers: { name: string; balance: number }[];
      items: { name: string; stock: number }[];
    };
    expect(lists.customers.find((c) => c.name === 'Ravi')!.balance).toBe(258);
    expect(lists.items.find((i) => i.name === 'Pen')!.stock).toBe(4);
    // Cash: -20 tea on the day; +300 Meena's advance the next day.
    expect((await ok('GET', `/api/dashboard?date=${DAY}`)).dailySummary.calculatedCashInHand).toBe(
      -20,
    );
    expect((await ok('GET', `/api/dashboard?date=${NEXT}`)).dailySummary.calculatedCashInHand).toBe(
      280,
    );
  });

  it('are recomputed from the journal by the repair after damage', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update party_balances set balance_paise = balance_paise + 1 where company_id = ${companyId}`,
    );
    await db.execute(sql`delete from item_stock where company_id = ${companyId}`);
    await db.execute(
      sql`delete from money_balances where company_id = ${companyId} and entry_date = ${NEXT}`,
    );
    expect(await stockOf('Pen')).toBe(0);
    const drift = await repairBalances(db, companyId);
    expect(drift.map((d) => d.table).sort()).toEqual([
      'item_stock',
      'money_balances',
      'party_balances',
    ]);
    expect(await balanceDrift(db, companyId)).toEqual([]);
    expect(await stockOf('Pen')).toBe(4);
    expect((await ok('GET', `/api/dashboard?date=${NEXT}`)).dailySummary.calculatedCashInHand).toBe(
      280,
    );
  });
});
