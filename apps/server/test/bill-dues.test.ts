// What is due on a bill (issue 23, finding 1): one figure, from one function, on the invoice
// screen, the PDF ("Balance Due", the UPI QR), the Sales and Purchases reports, the day's sales,
// the dashboard, aging, the unpaid list and the overdue insight.
//
// The worked example (company in Maharashtra, items without tax):
//   INV-0001 to Ravi: Rice ₹4,200 + Oil ₹41,700 = ₹45,900, ₹20,000 received on it → ₹25,900.
//   CN-0001 takes the rice back, adjusted to the balance → ₹21,700 due.
//   A later payment-only receipt of ₹21,700 → nothing due, and no QR.
// Then a party with two bills and a payment-only receipt (FIFO: the oldest bill first), a note
// refunded in cash (changes nothing) and a supplier's part-paid purchase.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { duesNowSql } from '../src/bookkeeping/bill-dues.ts';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  companyIdOf,
  ledgerBalance,
  setCompanyState,
} from './support/fixtures.ts';

const DAY = '2026-11-20';
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let dir: string;
const ids: Record<string, number> = {};
type Item = { id: number; unitId: number };
let rice: Item;
let oil: Item;

const send = sender(
  () => t,
  () => owner.auth,
);

async function ok(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await send(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

async function sell(
  customerId: number,
  lines: [Item, number][],
  paid = 0,
  opts: { date?: string; isPurchase?: boolean } = {},
): Promise<number> {
  const body = await ok('POST', '/api/transactions', {
    customerId,
    transactionDate: opts.date ?? DAY,
    isPurchase: opts.isPurchase ?? false,
    lineItems: lines.map(([item, rate]) => ({
      itemId: item.id,
      quantity: 1,
      rate,
      unitId: item.unitId,
    })),
    payments: paid ? [{ amount: paid, isBankTransaction: false }] : [],
  });
  return body.id as number;
}

const pay = (customerId: number, amount: number, isPaymentMade = false) =>
  ok('POST', '/api/transactions/payment', {
    customerId,
    transactionDate: DAY,
    amount,
    isPaymentMade,
  });

const giveBack = (originalId: number, refundMode: 'cash' | 'adjust') =>
  ok('POST', '/api/returns', {
    originalId,
    transactionDate: DAY,
    refundMode,
    lines: [{ lineNo: 1, quantity: 1 }],
  });

const pending = async (id: number) =>
  (await ok('GET', `/api/transactions/${id}`)).totals.pending as number;

async function pdfText(id: number): Promise<string> {
  const rendered = await ok('POST', `/api/files/transaction/${id}/html-to-pdf`, {
    htmlContent: '<p/>',
  });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/files/public/${rendered.publicAccessCode}`,
  });
  const file = path.join(dir, `${id}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

type Row = Record<string, unknown>;
async function report(url: string): Promise<Row[][]> {
  const body = await ok('GET', `/api/reports/${url}`);
  return (body.datasets as { rows: Row[] }[]).map((d) => d.rows);
}
const range = `startDate=2026-11-01&endDate=2026-11-30`;

async function reportPending(name: 'sales' | 'purchases', id: number) {
  const [rows] = await report(`${name}?${range}`);
  return rows!.find((r) => r['transactionId'] === id)!['pending'];
}

async function dashboardPending(id: number) {
  const body = await ok('GET', `/api/dashboard?date=${DAY}`);
  const rows = body.transactions as { transactionId: number; pendingAmount: number }[];
  return rows.find((r) => r.transactionId === id)!.pendingAmount;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  dir = mkdtempSync(path.join(tmpdir(), 'hisaab-dues-'));
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  await ok('PUT', '/api/companysettings', { upiId: 'shop@okaxis' });
  for (const name of ['Ravi', 'Meena', 'Anil', 'Supplier'])
    ids[name] = (await addCustomer(t, companyId, { name, stateCode: '27' })).id;
  rice = await addItem(t, companyId, { name: 'Rice', ratePaise: 420000 });
  oil = await addItem(t, companyId, { name: 'Oil', ratePaise: 4170000 });
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('what is due on a bill', () => {
  it('counts a credit note adjusted to the balance and a later receipt, everywhere', async () => {
    const inv = await sell(
      ids['Ravi']!,
      [
        [rice, 4200],
        [oil, 41700],
      ],
      20000,
    );
    expect(await pending(inv)).toBe(25900);
    await giveBack(inv, 'adjust');

    expect(await pending(inv)).toBe(21700);
    const text = await pdfText(inv);
    expect(text).toMatch(/Balance Due\s+₹21,700\.00/);
    expect(text).toContain('Scan to pay ₹21,700.00');
    expect(await reportPending('sales', inv)).toBe(21700);
    expect(await dashboardPending(inv)).toBe(21700);
    const [daily] = await report(`sales/daily-total?date=${DAY}`);
    expect(daily!.find((r) => r['transactionId'] === inv)!['pending']).toBe(21700);

    await pay(ids['Ravi']!, 21700);
    expect(await pending(inv)).toBe(0);
    const paidText = await pdfText(inv);
    expect(paidText).toMatch(/Balance Due\s+₹0\.00/);
    expect(paidText).not.toContain('Scan to pay');
    expect(await reportPending('sales', inv)).toBe(0);
    expect(await dashboardPending(inv)).toBe(0);
  });

  it('settles the oldest bill first with a receipt; a cash refund changes nothing', async () => {
    const first = await sell(ids['Meena']!, [[oil, 10000]], 0, { date: '2026-11-10' });
    const second = await sell(ids['Meena']!, [[oil, 6000]], 1000);
    await pay(ids['Meena']!, 4000);
    expect([await pending(first), await pending(second)]).toEqual([6000, 5000]);
    const refunded = await sell(ids['Anil']!, [
      [rice, 4200],
      [oil, 800],
    ]);
    await giveBack(refunded, 'cash');
    expect(await pending(refunded)).toBe(5000);
  });

  it('shows what the company still owes on a part-paid purchase', async () => {
    const bill = await sell(ids['Supplier']!, [[oil, 30000]], 0, { isPurchase: true });
    await pay(ids['Supplier']!, 12000, true);
    expect(await pending(bill)).toBe(18000);
    expect(await reportPending('purchases', bill)).toBe(18000);
  });

  it("agrees per party: bills' dues = ledger = unpaid list = aging total", async () => {
    const [sales] = await report(`sales?${range}`);
    const [purchases] = await report(`purchases?${range}`);
    const [unpaid] = await report('customers/unpaid?minBalance=0&top=100');
    const [receivables] = await report(`aging/receivables?asOfDate=${DAY}`);
    const [payables] = await report(`aging/payables?asOfDate=${DAY}`);
    for (const name of ['Ravi', 'Meena', 'Anil', 'Supplier']) {
      const id = ids[name]!;
      const ledger = (await ledgerBalance(t, companyId, 'PARTY', { partyId: id })) / 100;
      const bills = [...sales!, ...purchases!].filter((r) => r['customerName'] === name);
      const dues = bills.reduce((s, r) => s + Number(r['pending']), 0);
      const screens = await Promise.all(bills.map((r) => pending(Number(r['transactionId']))));
      expect(
        screens.reduce((s, v) => s + v, 0),
        name,
      ).toBeCloseTo(dues, 2);
      expect(dues, name).toBeCloseTo(Math.abs(ledger), 2);
      const aged = (ledger >= 0 ? receivables : payables)!.find((r) => r['customerId'] === id);
      expect(Number(aged?.['total'] ?? 0), name).toBeCloseTo(Math.abs(ledger), 2);
      const listed = unpaid!.find((r) => r['customerId'] === id);
      expect(Number(listed?.['balance'] ?? 0), name).toBeCloseTo(Math.max(ledger, 0), 2);
    }
  });

  it("reads a saved bill's due from what came after it, not from the day's earlier bills", async () => {
    // A busy till: one party's bills of a day, each save answering its due. Reading every
    // earlier bill of the day made 16 tills on one party slow to 31 saves a second.
    const busy = await addCustomer(t, companyId, { name: 'Busy Counter' });
    let last = 0;
    for (let i = 0; i < 120; i++)
      last = await sell(busy.id, [[rice, 100]], 0, { date: '2026-11-25' });
    expect(await pending(last)).toBe(100);
    const plan = (await t.database.db.execute(
      sql`explain (analyze, format json) ${duesNowSql(companyId, [last])}`,
    )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const raw = plan.rows[0]!['QUERY PLAN'];
    type Node = {
      'Actual Rows': number;
      'Actual Loops': number;
      Plans?: Node[];
      // Citus: the coordinator's Custom Scan holds the plans its workers ran.
      'Distributed Query'?: { Job: { Tasks: { 'Remote Plan': { Plan: Node }[][] }[] } };
    };
    const root = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Node }[];
    const remote = (n: Node): Node[] =>
      (n['Distributed Query']?.Job.Tasks ?? []).flatMap((task) =>
        task['Remote Plan'].flat().map((p) => p.Plan),
      );
    const produced = (n: Node): number =>
      n['Actual Rows'] * n['Actual Loops'] +
      [...(n.Plans ?? []), ...remote(n)].reduce((a, c) => a + produced(c), 0);
    // The day's 120 bills have 240 party lines; the last bill alone needs a handful of rows.
    expect(produced(root[0]!.Plan)).toBeLessThan(60);
    // 120 saves one after another: on Citus, whose save still commits on both workers (two-phase,
    // docs/citus-findings.md), they took over 30 s (76 s once) on a busy 2-core machine.
  }, 120_000);
});
