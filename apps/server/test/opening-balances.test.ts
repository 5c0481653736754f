// Opening balances (issue 15): cash in hand and each bank account open with a balance posted to
// the opening-balance equity account, dated the start of the books, editable, in the reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';
import {
  addBankAccount,
  companyIdOf,
  ledgerBalance,
  unbalancedSources,
} from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let hdfc: { id: number };
let axis: { id: number };

const send = (method: 'GET' | 'PUT', url: string, payload?: unknown, auth = owner.auth) =>
  t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-04-10T06:00:00Z');
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  hdfc = await addBankAccount(t, companyId, 'HDFC Bank');
  axis = await addBankAccount(t, companyId, 'Axis Bank');
});
afterAll(async () => t?.close());

async function report(url: string) {
  const res = await send('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { datasets: { name: string; rows: Record<string, unknown>[] }[] };
  return Object.fromEntries(body.datasets.map((d) => [d.name, d.rows])) as Record<
    string,
    Record<string, unknown>[]
  >;
}

describe('opening balances', () => {
  it('start empty', async () => {
    const res = await send('GET', '/api/opening-balances');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ date: null, cashInHand: 0, bankAccounts: [], version: 1 });
  });

  it('post cash and bank balances against the opening-balance account, dated the start of the books', async () => {
    const res = await send('PUT', '/api/opening-balances', {
      cashInHand: 2500.5,
      bankAccounts: [
        { bankAccountId: hdfc.id, amount: 100000 },
        { bankAccountId: axis.id, amount: -3000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2026-04-10',
      cashInHand: 2500.5,
      bankAccounts: [
        { bankAccountId: hdfc.id, amount: 100000 },
        { bankAccountId: axis.id, amount: -3000 },
      ],
      version: 2,
    });
    expect(await ledgerBalance(t, companyId, 'CASH')).toBe(250050);
    expect(await ledgerBalance(t, companyId, 'BANK', { bankAccountId: hdfc.id })).toBe(10000000);
    expect(await ledgerBalance(t, companyId, 'BANK', { bankAccountId: axis.id })).toBe(-300000);
    expect(await ledgerBalance(t, companyId, 'OPENING_BALANCE')).toBe(
      -(250050 + 10000000 - 300000),
    );
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('show in the dashboard cash, the cash book and a balanced trial balance', async () => {
    const day = (await send('GET', '/api/dashboard?date=2026-04-10')).json();
    expect(day.dailySummary.calculatedCashInHand).toBe(2500.5);
    // The opening cash is the opening row, never a receipt (issue 23, finding 11): for a
    // period starting on the books' start, before it, and after it.
    for (const start of ['2026-04-10', '2026-04-01', '2026-04-11']) {
      const book = await report(
        `/api/reports/ledger/cash-book?startDate=${start}&endDate=2026-04-30`,
      );
      expect(book.summary, start).toEqual([
        { opening: 2500.5, receipts: 0, payments: 0, closing: 2500.5 },
      ]);
      expect(book.cashBook, start).toEqual([]);
    }
    // Before the books began there was no cash.
    const before = await report(
      '/api/reports/ledger/cash-book?startDate=2026-03-01&endDate=2026-03-31',
    );
    expect(before.summary).toEqual([{ opening: 0, receipts: 0, payments: 0, closing: 0 }]);
    const tb = await report('/api/reports/ledger/trial-balance?asOfDate=2026-04-30');
    expect(tb.totals![0]!.difference).toBe(0);
    const opening = tb.trialBalance!.find((r) => r.account === 'Opening balance');
    expect(opening?.credit).toBe(2500.5 + 100000 - 3000);
  });

  it('can be edited: a later save replaces the balances', async () => {
    const res = await send('PUT', '/api/opening-balances', {
      cashInHand: '1000',
      bankAccounts: [{ bankAccountId: hdfc.id, amount: 5000 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2026-04-10',
      cashInHand: 1000,
      bankAccounts: [{ bankAccountId: hdfc.id, amount: 5000 }],
      version: 3,
    });
    expect(await ledgerBalance(t, companyId, 'BANK', { bankAccountId: axis.id })).toBe(0);
    expect(await ledgerBalance(t, companyId, 'CASH')).toBe(100000);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it("refuses bad input, another company's account and an Auditor", async () => {
    const negative = await send('PUT', '/api/opening-balances', {
      cashInHand: -1,
      bankAccounts: [],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().detail).toBe('Cash in hand cannot be negative.');
    const other = await registerAndLogin(t);
    const theirs = await addBankAccount(t, companyIdOf(other.accessToken));
    const foreign = await send('PUT', '/api/opening-balances', {
      cashInHand: 0,
      bankAccounts: [{ bankAccountId: theirs.id, amount: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send('GET', '/api/opening-balances', undefined, other.auth)).json()).toEqual({
      date: null,
      cashInHand: 0,
      bankAccounts: [],
      version: 1,
    });
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    expect((await send('GET', '/api/opening-balances', undefined, auditor.auth)).statusCode).toBe(
      200,
    );
    const refused = await send(
      'PUT',
      '/api/opening-balances',
      { cashInHand: 5, bankAccounts: [] },
      auditor.auth,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Only Admin/Manager can change opening balances.');
  });
});
