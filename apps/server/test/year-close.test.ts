// Issue 38 part 5: closing the financial year 2025-26 of a shop with sales, purchases,
// expenses, payments and stock. The accountant closes it in May 2026: the books close up to 31
// March, the year's profit moves to the capital account, and the new year's opening trial
// balance is the old year's closing one (income and expenses at zero, capital carrying the
// result, parties, cash, bank and taxes unchanged, stock at the same cost); the old year's
// profit and loss still shows its result; a back-dated write is refused; only the owner
// reopens, with a reason, audited, and the closing journal goes. Rates include GST: 118 at 18%
// is 100 + 9 CGST + 9 SGST; 105 at 5% is 100 + 2.50 + 2.50.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows.ts';
import { itemCosts } from '../src/modules/costing/item-costs.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  setCompanyState,
  unbalancedSources,
} from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let manager: Awaited<ReturnType<typeof inviteAndJoin>>;
let auditor: Awaited<ReturnType<typeof inviteAndJoin>>;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let soapId: number;

type Rows = Record<string, unknown>[];

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  auth = owner.auth,
) =>
  t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function report(url: string): Promise<Record<string, Rows>> {
  const res = await inject('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { datasets: { name: string; rows: Rows }[] };
  return Object.fromEntries(body.datasets.map((d) => [d.name, d.rows]));
}

const trialBalance = (asOf: string) => report(`/api/reports/ledger/trial-balance?asOfDate=${asOf}`);
const profitAndLoss = (start: string, end: string) =>
  report(`/api/reports/ledger/profit-and-loss?startDate=${start}&endDate=${end}`);
const YEAR = ['2025-04-01', '2026-03-31'] as const;

async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await inject(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number };
}

const closeYear = (year: number, auth = manager.auth) =>
  inject('POST', '/api/periods/year-closings', { year }, auth);

let closingTb: Awaited<ReturnType<typeof trialBalance>>;
let yearPl: Awaited<ReturnType<typeof profitAndLoss>>;
let costsBefore: Awaited<ReturnType<typeof itemCosts>>;
let closingId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-10T06:30:00Z');
  owner = await registerAndLogin(t);
  other = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  manager = await inviteAndJoin(t, owner, 'Manager');
  auditor = await inviteAndJoin(t, owner, 'Auditor');
  await setCompanyState(t, companyId, '27');
  const cash = await cashCustomer(t, companyId);
  const asha = await addCustomer(t, companyId, { name: 'Asha Traders', stateCode: '27' });
  const vijay = await addCustomer(t, companyId, { name: 'Vijay Wholesale', stateCode: '27' });
  const soap = await addItem(t, companyId, { name: 'Soap', ratePaise: 11800, group: 'GST 18%' });
  soapId = soap.id;
  const bank = await addBankAccount(t, companyId);
  const line = (quantity: number, rate: number) => ({
    itemId: soap.id,
    quantity,
    rate,
    unitId: soap.unitId,
  });
  const bill = (
    customerId: number,
    date: string,
    lines: unknown[],
    payments: unknown[],
    isPurchase = false,
  ) => ({
    customerId,
    transactionDate: date,
    isPurchase,
    lineItems: lines,
    payments,
    remark: 'NEFT',
  });
  // 10 Apr 2025: 50 soap bought at 59 from Vijay = 2950 (2500 + 450 tax), on credit.
  await ok('POST', '/api/transactions', bill(vijay.id, '2025-04-10', [line(50, 59)], [], true));
  // 15 Jun 2025: 10 soap to Asha = 1180 (1000 + 180 tax); 500 paid into the bank.
  await ok(
    'POST',
    '/api/transactions',
    bill(
      asha.id,
      '2025-06-15',
      [line(10, 118)],
      [{ amount: 500, isBankTransaction: true, bankAccountId: bank.id, isPaymentMade: false }],
    ),
  );
  // 1 Sep 2025: 5 soap in cash = 590 (500 + 90 tax).
  await ok(
    'POST',
    '/api/transactions',
    bill(
      cash.id,
      '2025-09-01',
      [line(5, 118)],
      [{ amount: 590, isBankTransaction: false, isPaymentMade: false }],
    ),
  );
  // 5 Dec 2025: rent 300 from the bank, tea 50 from the cash box.
  await ok('POST', '/api/expenses', {
    expenseItemName: 'Rent',
    amount: 300,
    timeStamp: '2025-12-05T10:00:00+05:30',
    isBankTransaction: true,
    bankAccountId: bank.id,
    remark: 'NEFT',
  });
  await ok('POST', '/api/expenses', {
    expenseItemName: 'Tea',
    amount: 50,
    timeStamp: '2025-12-05T11:00:00+05:30',
    isBankTransaction: false,
  });
  // 10 Feb 2026: Asha pays 200 in cash; 20 Mar 2026: we pay Vijay 150 by bank.
  await ok('POST', '/api/transactions/payment', {
    customerId: asha.id,
    transactionDate: '2026-02-10',
    amount: 200,
    isBankTransaction: false,
    isPaymentMade: false,
  });
  await ok('POST', '/api/transactions/payment', {
    customerId: vijay.id,
    transactionDate: '2026-03-20',
    amount: 150,
    isBankTransaction: true,
    bankAccountId: bank.id,
    isPaymentMade: true,
    remark: 'NEFT',
  });
  // 5 Apr 2026, the new year: 1 soap in cash = 118.
  await ok(
    'POST',
    '/api/transactions',
    bill(
      cash.id,
      '2026-04-05',
      [line(1, 118)],
      [{ amount: 118, isBankTransaction: false, isPaymentMade: false }],
    ),
  );

  closingTb = await trialBalance('2026-03-31');
  yearPl = await profitAndLoss(...YEAR);
  costsBefore = await itemCosts(t.database.db, companyId, '2026-04-01');
}, 240_000);

afterAll(() => t?.close());

describe('before closing', () => {
  it('the year made 1500 - 2500 - 300 - 50 = -1350: a loss', () => {
    expect(yearPl['totals']).toEqual([
      { totalIncome: 1500, totalExpenses: 2850, netProfit: -1350 },
    ]);
  });

  it('refuses the Auditor, a year not ended, and closes nothing', async () => {
    expect((await closeYear(2025, auditor.auth)).statusCode).toBe(403);
    const notEnded = await closeYear(2026);
    expect(notEnded.statusCode).toBe(400);
    expect(notEnded.body).toContain('The year 2026-27 ends on 31/03/2027');
    const state = (await inject('GET', '/api/periods')).json();
    expect(state.yearClosings).toEqual([]);
    expect(state.booksClosedTo).toBeNull();
  });
});

describe('closing 2025-26', () => {
  beforeAll(async () => {
    const res = await closeYear(2025);
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json();
    expect(state.booksClosedTo).toBe('2026-03-31');
    expect(state.yearClosings).toMatchObject([
      { year: 2025, label: '2025-26', result: -1350, reopenedAt: null },
    ]);
    closingId = state.yearClosings[0].id;
  });

  it("opens the new year with the old year's closing balances, income and expenses in capital", async () => {
    const after = await trialBalance('2026-03-31');
    const opening = await trialBalance('2026-04-01');
    expect(opening).toEqual(after);
    const kept = (closingTb['trialBalance'] as Rows).filter(
      (r) => r['group'] !== 'Income' && r['group'] !== 'Expenses',
    );
    // The loss is a debit of the capital account; every other balance as it closed.
    expect(opening['trialBalance']).toEqual([
      ...kept,
      { group: 'Equity', account: 'Capital account', debit: 1350, credit: null },
    ]);
    expect(opening['totals']).toEqual([expect.objectContaining({ difference: 0 })]);
    expect(kept).toEqual(
      expect.arrayContaining([
        { group: 'Assets', account: 'Cash', debit: 590 - 50 + 200, credit: null },
        { group: 'Assets', account: 'Sundry debtors: Asha Traders', debit: 480, credit: null },
        {
          group: 'Liabilities',
          account: 'Sundry creditors: Vijay Wholesale',
          debit: null,
          credit: 2800,
        },
      ]),
    );
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it("shows the closed year's end both ways: capital after closing, its own result before", async () => {
    const after = await trialBalance('2026-03-31');
    expect(after['trialBalance']).toEqual(
      expect.arrayContaining([
        { group: 'Equity', account: 'Capital account', debit: 1350, credit: null },
      ]),
    );
    expect((after['trialBalance'] as Rows).some((r) => r['group'] === 'Income')).toBe(false);
    // Before the closing entry: the year's income and expenses as they stood, no capital.
    const res = await inject(
      'GET',
      '/api/reports/ledger/trial-balance?asOfDate=2026-03-31&beforeClosing=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    const before = res.json() as { datasets: { name: string; title: string; rows: Rows }[] };
    expect(before.datasets[0]!.title).toBe(
      "Trial balance as of 2026-03-31, before the year's closing entry",
    );
    expect(before.datasets.map((d) => d.rows)).toEqual([
      closingTb['trialBalance'],
      closingTb['totals'],
    ]);
    expect(closingTb['trialBalance']).toEqual(
      expect.arrayContaining([{ group: 'Income', account: 'Sales', debit: null, credit: 1500 }]),
    );
    // The profit and loss of the closed year is its own result, as before closing.
    expect(await profitAndLoss(...YEAR)).toEqual(yearPl);
    // A later year's trial balance keeps the earlier year closed: the choice is its own year's.
    const later = await report(
      '/api/reports/ledger/trial-balance?asOfDate=2026-04-30&beforeClosing=true',
    );
    expect(later).toEqual(await trialBalance('2026-04-30'));
  });

  it('keeps the closing in the kept openings of 2026-27, read by the new year', async () => {
    const april = await trialBalance('2026-04-30');
    const [capital] = await queryRows<{ amount: string }>(
      t.database.db,
      sql`select amount_paise::text as amount from kept_ledger_openings
          where company_id = ${companyId} and year_start = '2026-04-01' and account = 'CAPITAL'`,
    );
    expect(Number(capital!.amount)).toBe(135000);
    expect(april['trialBalance']).toEqual(
      expect.arrayContaining([
        { group: 'Equity', account: 'Capital account', debit: 1350, credit: null },
        { group: 'Income', account: 'Sales', debit: null, credit: 100 },
      ]),
    );
  });

  it("leaves the old year's profit and loss as it was, and the new year's its own", async () => {
    expect(await profitAndLoss(...YEAR)).toEqual(yearPl);
    const april = await profitAndLoss('2026-04-01', '2026-04-30');
    expect(april['totals']).toEqual([{ totalIncome: 100, totalExpenses: 0, netProfit: 100 }]);
  });

  it('keeps the stock at its cost', async () => {
    const after = await itemCosts(t.database.db, companyId, '2026-04-01');
    expect(after.unitCost(soapId)).toBe(costsBefore.unitCost(soapId));
    expect(after.costOf(soapId, 35_000)).toBe(costsBefore.costOf(soapId, 35_000));
    expect(after.unitCost(soapId)).toBeGreaterThan(0);
  });

  it('shows the closing journal in the day book of 31 March', async () => {
    const book = await report(
      '/api/reports/ledger/day-book?startDate=2026-03-31&endDate=2026-03-31',
    );
    const rows = book['dayBook'] as Rows;
    expect(rows.map((r) => r['documentType'])).toEqual(rows.map(() => 'Year closing'));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'Sales', debit: 1500 }),
        expect.objectContaining({ account: 'Capital account', debit: 1350 }),
      ]),
    );
  });

  it('refuses a back-dated write, reopening its books, and closing it or an earlier year again', async () => {
    const late = await inject('POST', '/api/expenses', {
      expenseItemName: 'Tea',
      amount: 10,
      timeStamp: '2026-03-30T10:00:00+05:30',
      isBankTransaction: false,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('The books are closed up to 31/03/2026');
    const books = await inject('PUT', '/api/periods/books-closed', {
      closedTo: '2026-02-28',
      reason: 'A missed bill',
    });
    expect(books.statusCode).toBe(409);
    expect(books.json().detail).toContain('The year 2025-26 is closed');
    expect((await closeYear(2025)).statusCode).toBe(409);
    const earlier = await closeYear(2024, owner.auth);
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().detail).toContain('reopen it first');
  });
});

describe('reopening 2025-26', () => {
  it('is for the owner, with a reason; another company finds nothing', async () => {
    const url = `/api/periods/year-closings/${closingId}/reopen`;
    expect((await inject('POST', url, { reason: 'A missed bill' }, manager.auth)).statusCode).toBe(
      403,
    );
    expect((await inject('POST', url, {})).statusCode).toBe(400);
    expect((await inject('POST', url, { reason: 'Not mine' }, other.auth)).statusCode).toBe(404);
  });

  it('reverses the closing journal and is audited; the books stay closed', async () => {
    const res = await inject('POST', `/api/periods/year-closings/${closingId}/reopen`, {
      reason: 'The CA found a missed purchase bill',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      booksClosedTo: '2026-03-31',
      yearClosings: [{ id: closingId, reopenReason: 'The CA found a missed purchase bill' }],
    });
    expect(await trialBalance('2026-04-01')).toEqual(closingTb);
    expect(await profitAndLoss(...YEAR)).toEqual(yearPl);
    const again = await inject('POST', `/api/periods/year-closings/${closingId}/reopen`, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    const audit = await queryRows<{ entity: string; action: string; after: unknown }>(
      t.database.db,
      sql`select entity, action, after from audit_log where company_id = ${companyId}
          and entity in ('yearClosing', 'booksClosed') order by id`,
    );
    expect(audit).toEqual([
      { entity: 'booksClosed', action: 'update', after: { closedTo: '2026-03-31', reason: null } },
      {
        entity: 'yearClosing',
        action: 'create',
        after: { year: '2025-26', resultPaise: -135000, closedTo: '2026-03-31' },
      },
      {
        entity: 'yearClosing',
        action: 'update',
        after: expect.objectContaining({ reopenReason: 'The CA found a missed purchase bill' }),
      },
    ]);
    // The owner may now reopen the books, and close the year again.
    const books = await inject('PUT', '/api/periods/books-closed', {
      closedTo: '2026-02-28',
      reason: 'The missed bill',
    });
    expect(books.statusCode, books.body).toBe(200);
    const closed = await closeYear(2025);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().yearClosings[0]).toMatchObject({ result: -1350, reopenedAt: null });
  });
});
