// The insights tests' world: an app whose clock says 15 June 2026, 12:00 in India, an owner
// (Admin) signed in, and helpers that post bills, payments and expenses through the real API.
import { expect } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { companyIdOf, setCompanyState } from './support/fixtures.ts';

export const TODAY = '2026-06-15';

export async function insightsWorld() {
  const t = await createTestApp();
  // 06:30 UTC is 12:00 in India: "today" is TODAY whatever the machine's zone.
  t.clock.now = new Date(`${TODAY}T06:30:00.000Z`);
  const owner = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  // GST-registered, so its sales carry GST (a company without a GSTIN collects none).
  await setCompanyState(t, companyId, '27');
  return { t, owner, companyId };
}

type Auth = { authorization: string };
export interface Line {
  item: { id: number; unitId: number };
  qty: number;
  /** rupees, tax included (the invoice screen's rates include tax) */
  rate: number;
}

/** Saves a sale (or a purchase) dated `date`; `paid` rupees paid on the bill itself. */
export async function bill(
  t: TestApp,
  auth: Auth,
  b: { date: string; customerId: number; lines: Line[]; isPurchase?: boolean; paid?: number },
): Promise<{ id: number; number: string }> {
  const isPurchase = b.isPurchase ?? false;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: auth,
    payload: {
      customerId: b.customerId,
      transactionDate: b.date,
      isPurchase,
      lineItems: b.lines.map((l) => ({
        itemId: l.item.id,
        quantity: l.qty,
        rate: l.rate,
        unitId: l.item.unitId,
      })),
      payments: b.paid
        ? [{ amount: b.paid, isBankTransaction: false, isPaymentMade: isPurchase }]
        : [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A payment received from (or made to) a party, not tied to a bill. */
export async function payment(
  t: TestApp,
  auth: Auth,
  p: { date: string; customerId: number; amount: number; isPaymentMade?: boolean },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactions/payment',
    headers: auth,
    payload: {
      customerId: p.customerId,
      transactionDate: p.date,
      amount: p.amount,
      isBankTransaction: false,
      isPaymentMade: p.isPaymentMade ?? false,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

export async function expense(
  t: TestApp,
  auth: Auth,
  e: { item: string; amount: number; date: string },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers: auth,
    payload: { expenseItemName: e.item, amount: e.amount, timeStamp: e.date },
  });
  expect([200, 201], res.body).toContain(res.statusCode);
}

export interface InsightReply {
  report: string;
  parameters: Record<string, unknown>;
  summary: string;
  snapshot: null;
  datasets: {
    name: string;
    columns: { key: string; label: string; kind: string }[];
    rows: Record<string, unknown>[];
  }[];
}

/** GET an insight as JSON, expecting 200. */
export async function insight(t: TestApp, auth: Auth, url: string): Promise<InsightReply> {
  const res = await t.app.inject({ method: 'GET', url: `/api/reports/${url}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The rows of a dataset (the first by default) reduced to the keys asked for. */
export function pick(reply: InsightReply, keys: string[], dataset = 0) {
  return reply.datasets[dataset]!.rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));
}
