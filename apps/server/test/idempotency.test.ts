// A save retried with the same Idempotency-Key (the browser resending a bill when the
// connection comes back) answers the first result and saves once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { expenses, transactions } from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { companyIdOf } from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;

const bill = (amount = 250) => ({
  customerId: 0,
  customerName: 'Walk-in Ravi',
  transactionDate: '2026-05-04',
  isPurchase: false,
  lineItems: [{ itemName: 'Notebook', quantity: 2, rate: amount / 2, unitName: 'No' }],
  payments: [],
});

const expense = {
  expenseItemName: 'Tea',
  amount: 20,
  remark: null,
  timeStamp: '2026-05-04T10:15:00+05:30',
  isBankTransaction: false,
  bankAccountId: null,
};

const post = (url: string, payload: object, key?: string, auth = owner.auth) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const billCount = async (company = companyId) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.companyId, company)))
    .length;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-04T06:00:00Z');
  owner = await registerAndLogin(t);
  other = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
});
afterAll(async () => t?.close());

describe('Idempotency-Key on POST /api/transactions', () => {
  it('answers a retry with the first bill instead of saving a second', async () => {
    const first = await post('/api/transactions', bill(), 'bill-0001');
    expect(first.statusCode).toBe(201);
    const retry = await post('/api/transactions', bill(), 'bill-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await billCount()).toBe(1);
  });

  it('saves once when the retry arrives while the first is still being saved', async () => {
    const [a, b] = await Promise.all([
      post('/api/transactions', bill(300), 'bill-0002'),
      post('/api/transactions', bill(300), 'bill-0002'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await billCount()).toBe(2);
  });

  it('refuses the same key with another bill', async () => {
    const res = await post('/api/transactions', bill(999), 'bill-0001');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      'This Idempotency-Key was already used for a different request.',
    );
    expect(await billCount()).toBe(2);
  });

  it('releases the key of a refused save, so the corrected bill can use it', async () => {
    const refused = await post('/api/transactions', { ...bill(), lineItems: [] }, 'bill-0003');
    expect(refused.statusCode).toBe(400);
    const fixed = await post('/api/transactions', bill(120), 'bill-0003');
    expect(fixed.statusCode).toBe(201);
    expect(await billCount()).toBe(3);
  });

  it('keeps keys per company and saves every request without a key', async () => {
    const theirs = await post('/api/transactions', bill(), 'bill-0001', other.auth);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await billCount(companyIdOf(other.accessToken))).toBe(1);
    await post('/api/transactions', bill(50));
    await post('/api/transactions', bill(50));
    expect(await billCount()).toBe(5);
  });

  it('refuses a key that is not visible text', async () => {
    const res = await post('/api/transactions', bill(), 'has space');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Idempotency-Key must be 1 to 200 visible characters.');
  });

  it('forgets a key after 7 days: the same key then saves a new bill', async () => {
    const before = await billCount();
    const kept = t.clock.now;
    try {
      t.clock.now = new Date(kept.getTime() + 8 * 86_400_000);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: owner.email, password: owner.password },
      });
      const auth = { authorization: `Bearer ${login.json().accessToken}` };
      // bill-0001 was first used with another bill: within 7 days this is a 422.
      const res = await post('/api/transactions', bill(777), 'bill-0001', auth);
      expect(res.statusCode).toBe(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      expect(await billCount()).toBe(before + 1);
      const again = await post('/api/transactions', bill(777), 'bill-0001', auth);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(res.json());
    } finally {
      t.clock.now = kept;
    }
  });
});

describe('Idempotency-Key on POST /api/expenses', () => {
  it('adds the expense once however often it is resent', async () => {
    const first = await post('/api/expenses', expense, 'expense-1');
    const again = await post('/api/expenses', expense, 'expense-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(expenses)
      .where(eq(expenses.companyId, companyId));
    expect(rows).toHaveLength(1);
  });
});
