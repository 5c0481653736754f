// The free period and what happens after it (spec sections 1 and 9, issue 12): 180 unlimited
// days after the registration day, then a company without a plan keeps reading, printing and
// exporting its books but cannot write; a plan opens them again for its year.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildErrorMessage, isSafeServerMessage } from '@hisaab/shared/messages';
import { auditLog, expenses, journalLines, transactions } from '../src/db/schema.ts';
import { inviteAndJoin } from './support/test-app.ts';
import { createPlansWorld, type PlansWorld } from './plans-world.ts';

// 00:30 on 21 November in India is still 20 November in UTC: the day counted is India's.
const REGISTERED_AT = '2026-11-21T00:30:00';
const LAST_FREE_DAY = '2027-05-20'; // 21/11/2026 + 180 days
const TRIAL_ENDED =
  'Your free trial ended on 20/05/2027. Choose a plan in Settings → Plans to keep billing; your books stay readable and exportable.';

let w: PlansWorld;
let manager: { email: string };
let firstSale: { id: number; number: string };
let paymentId: number;
let expenseId: number;

beforeAll(async () => {
  w = await createPlansWorld({ registeredAt: REGISTERED_AT });
  manager = await inviteAndJoin(w.t, { auth: w.auth }, 'Manager');
  const sale = await w.saveSale({
    payments: [{ amount: 200, isBankTransaction: false, isPaymentMade: false }],
  });
  expect(sale.statusCode, sale.body).toBe(201);
  firstSale = sale.json();
  paymentId = sale.json().payments[0].id;
  const expense = await w.send('POST', '/api/expenses', {
    expenseItemName: 'Tea',
    amount: 20,
    remark: null,
    timeStamp: '2026-11-21T10:15:00+05:30',
    isBankTransaction: false,
    bankAccountId: null,
  });
  expect(expense.statusCode, expense.body).toBe(201);
  expenseId = expense.json().id;
});
afterAll(async () => w?.close());

const rowCounts = async () => {
  const db = w.t.database.db;
  const n = async (table: typeof transactions | typeof expenses | typeof journalLines) =>
    Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    transactions: await n(transactions),
    expenses: await n(expenses),
    journalLines: await n(journalLines),
    audit: Number((await db.select({ n: count() }).from(auditLog))[0]!.n),
  };
};

describe('the free period', () => {
  it('gives a new company 180 unlimited days after its registration day (in India)', async () => {
    expect(await w.subscription()).toEqual({
      plan: 'none',
      status: 'trial',
      trialEndsOn: LAST_FREE_DAY,
      trialDaysLeft: 180,
      periodStartsOn: null,
      periodEndsOn: null,
      periodDaysLeft: null,
      extraInvoiceBlocks: 0,
      extraSeats: 0,
      users: { used: 2, allowed: null },
      invoices: { used: 1, allowed: null },
      blocked: [],
      message: null,
      salesContact: 'sales@hisaab.app',
    });
  });

  it('still records everything on day 180, its last minute included', async () => {
    await w.setToday(LAST_FREE_DAY, '23:59');
    const sub = await w.subscription();
    expect(sub).toMatchObject({ status: 'trial', trialDaysLeft: 0, blocked: [] });
    expect((await w.saveSale()).statusCode).toBe(201);
    expect((await w.subscription()).invoices).toEqual({ used: 2, allowed: null });
  });
});

describe('day 181 without a plan', () => {
  beforeAll(async () => {
    await w.setToday('2027-05-21', '00:01');
  });

  it('refuses every write with 402 and a message that says why and where to choose a plan', async () => {
    const before = await rowCounts();
    const refused = [
      await w.saveSale(),
      await w.send('PUT', `/api/transactions/${firstSale.id}`, w.saleBody({ remark: 'changed' })),
      await w.send('DELETE', `/api/transactions/${firstSale.id}`),
      await w.send('POST', '/api/transactions/payment', {
        customerId: w.customer.id,
        transactionDate: '2027-05-21',
        amount: 100,
        isBankTransaction: false,
        isPaymentMade: false,
      }),
      await w.send('DELETE', `/api/transactions/payment/${paymentId}`),
      await w.send('POST', '/api/expenses', {
        expenseItemName: 'Tea',
        amount: 20,
        remark: null,
        timeStamp: '2027-05-21T10:15:00+05:30',
        isBankTransaction: false,
        bankAccountId: null,
      }),
      await w.send('POST', '/api/expenses', {
        id: expenseId,
        expenseItemName: 'Tea',
        amount: 25,
        remark: null,
        timeStamp: '2026-11-21T10:15:00+05:30',
        isBankTransaction: false,
        bankAccountId: null,
      }),
      await w.send('DELETE', `/api/expenses/${expenseId}`),
      await w.send('POST', '/api/account/invite-user', {
        email: 'late@example.com',
        role: 'Auditor',
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(402);
      expect(res.json()).toEqual({
        title: 'Plan needed',
        detail: TRIAL_ENDED,
        errors: { plan: [TRIAL_ENDED] },
        blocked: 'documents',
        code: 'plan_limit',
        values: { lastDay: '20/05/2027' },
      });
    }
    // The web shows the built message only when it is safe; this one is.
    expect(isSafeServerMessage(buildErrorMessage(402, refused[0]!.json()))).toBe(true);
    // Nothing already recorded was touched, and nothing half-written stayed.
    expect(await rowCounts()).toEqual(before);
    const kept = await w.send('GET', `/api/transactions/${firstSale.id}`);
    expect(kept.json()).toMatchObject({ number: firstSale.number, remark: null });
    expect(kept.json().payments).toHaveLength(1);
  });

  it('tells any user of the company where it stands', async () => {
    const login = await w.t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: manager.email, password: 'Joinme123' },
    });
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plan: 'none',
      status: 'trial-ended',
      trialDaysLeft: 0,
      users: { used: 2, allowed: 0 },
      invoices: { used: 2, allowed: 0 },
      blocked: ['documents'],
      message: TRIAL_ENDED,
    });
  });

  it('keeps the books readable, printable and exportable', async () => {
    const bill = await w.send('GET', `/api/transactions/${firstSale.id}`);
    expect(bill.statusCode).toBe(200);
    expect(bill.json().totals).toMatchObject({ amount: 500, paid: 200, pending: 300 });
    const day = await w.send('GET', '/api/dashboard?date=2026-11-21');
    expect(day.statusCode).toBe(200);
    const spent = await w.send('GET', '/api/expenses?date=2026-11-21');
    expect(spent.json().map((e: { amount: number }) => e.amount)).toEqual([20]);

    const pdf = await w.send('POST', `/api/files/transaction/${firstSale.id}/html-to-pdf`, {
      htmlContent: '<html><body>print</body></html>',
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const file = await w.t.app.inject({
      method: 'GET',
      url: `/api/files/public/${pdf.json().publicAccessCode}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const csv = await w.send(
      'GET',
      '/api/reports/sales?startDate=2026-11-01&endDate=2027-05-31&format=csv',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(firstSale.number);
    const books = await w.send('GET', '/api/reports/ledger/trial-balance?asOfDate=2027-05-21');
    expect(books.statusCode).toBe(200);
  });
});

describe('a plan', () => {
  it('bought after the free period starts its year that day and opens the books again', async () => {
    const { subscription } = await w.setPlan({ plan: 'basic' });
    expect(subscription).toMatchObject({
      plan: 'basic',
      status: 'active',
      periodStartsOn: '2027-05-21',
      periodEndsOn: '2028-05-20',
      periodDaysLeft: 365,
      users: { used: 2, allowed: 1 },
      invoices: { used: 0, allowed: 365 },
    });
    // Two users on a one-user plan: both keep signing in; only a new invitation is refused.
    expect(subscription.blocked).toEqual(['seats']);
    expect((await w.saveSale()).statusCode).toBe(201);
    const edit = await w.send(
      'PUT',
      `/api/transactions/${firstSale.id}`,
      w.saleBody({ remark: 'changed' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    // The two invoices of the free period do not count against the plan year.
    expect((await w.subscription()).invoices).toEqual({ used: 1, allowed: 365 });
  });

  it('ends on the last day of its year: read-only again the day after', async () => {
    await w.setToday('2028-05-20', '23:00');
    expect((await w.saveSale()).statusCode).toBe(201);
    await w.setToday('2028-05-21', '09:00');
    const res = await w.saveSale();
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toBe(
      'Your Basic plan ended on 20/05/2028. Renew it in Settings → Plans to keep billing; your books stay readable and exportable.',
    );
    expect(await w.subscription()).toMatchObject({ status: 'expired', blocked: ['documents'] });
    const audit = await w.t.database.db.execute(
      sql`select count(*)::int as n from audit_log where entity = 'subscription' and company_id = ${w.companyId}`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
