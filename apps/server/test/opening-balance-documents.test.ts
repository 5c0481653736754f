// Opening balances of parties are never sales or purchases (issue 23, finding 5): entered on
// the invoice screen with the locked Opening Balance line or imported with customers, they are
// a document of their own kind with no number of a GST series; they count in no sales or
// purchase total, report or return, and show in the party's ledger, aging and unpaid list and
// against opening-balance equity in the trial balance.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, companies, transactionLines, transactions, units } from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  companyIdOf,
  ledgerBalance,
  setCompanyState,
  specialItem,
  unbalancedSources,
} from './support/fixtures.ts';
import { csv, uploader } from './imports-world.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let ramesh: { id: number };
let supplier: { id: number };
let opening: { id: number; unitId: number };
let pen: { id: number; unitId: number };

const DAY = '2026-05-04';
const send = sender(
  () => t,
  () => owner.auth,
);
const line = (item: { id: number; unitId: number }, quantity: number, rate: number) => ({
  itemId: item.id,
  quantity,
  rate,
  unitId: item.unitId,
});
const bill = (customerId: number, lineItems: unknown[], isPurchase = false) => ({
  customerId,
  transactionDate: DAY,
  isPurchase,
  lineItems,
  payments: [],
});

type Rows = Record<string, unknown>[];
async function report(path: string): Promise<Record<string, Rows>> {
  const res = await send('GET', `/api/reports/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { datasets: { name: string; rows: Rows }[] };
  return Object.fromEntries(body.datasets.map((d) => [d.name, d.rows]));
}
const settings = async () =>
  (await send('GET', '/api/companysettings')).json() as Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-04T06:00:00Z');
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  await t.database.db
    .update(companies)
    .set({ gstin: '27AAPFU0939F1ZV' })
    .where(eq(companies.id, companyId));
  await t.database.db.update(units).set({ uqc: 'NOS' }).where(eq(units.companyId, companyId));
  ramesh = await addCustomer(t, companyId, { name: 'Ramesh', stateCode: '27' });
  supplier = await addCustomer(t, companyId, { name: 'Wholesale Co', stateCode: '27' });
  const special = await specialItem(t, companyId, 'opening_balance');
  opening = { id: special.id, unitId: special.unitId };
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
});
afterAll(async () => t?.close());

describe('an opening balance entered on the invoice screen', () => {
  let receivableId: number;
  let payableId: number;

  it('is saved as an opening balance with no number, and the invoice series does not move', async () => {
    const res = await send('POST', '/api/transactions', bill(ramesh.id, [line(opening, 1, 1500)]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'opening_balance', isPurchase: false, number: null });
    receivableId = res.json().id;
    const owed = await send(
      'POST',
      '/api/transactions',
      bill(supplier.id, [line(opening, 1, 700)], true),
    );
    expect(owed.statusCode, owed.body).toBe(201);
    expect(owed.json()).toMatchObject({ kind: 'opening_balance', isPurchase: true, number: null });
    payableId = owed.json().id;
    expect([(await settings()).nextInvoiceNumber, (await settings()).nextPurchaseNumber]).toEqual([
      1, 1,
    ]);
    // The next real sale is the first invoice: no number was taken, none is missing.
    const sale = await send('POST', '/api/transactions', bill(ramesh.id, [line(pen, 1, 118)]));
    expect(sale.json().number).toBe('INV-0001');
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: ramesh.id })).toBe(150000 + 11800);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: supplier.id })).toBe(-70000);
    expect(await ledgerBalance(t, companyId, 'OPENING_BALANCE')).toBe(-150000 + 70000);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('is no sale or purchase on the dashboard: its own row, outside the totals', async () => {
    const day = (await send('GET', `/api/dashboard?date=${DAY}`)).json() as {
      dailySummary: { totalSales: number; totalPurchases: number };
      transactions: { transactionId: number; kind: string }[];
    };
    expect(day.dailySummary).toMatchObject({ totalSales: 118, totalPurchases: 0 });
    const kindOf = (id: number) => day.transactions.find((r) => r.transactionId === id)?.kind;
    expect([kindOf(receivableId), kindOf(payableId)]).toEqual(['openingBalance', 'openingBalance']);
  });

  it('is in no sales or purchase report, register or GST return', async () => {
    const range = `startDate=${DAY}&endDate=${DAY}`;
    expect((await report(`sales?${range}`))['sales']!.map((r) => r['number'])).toEqual([
      'INV-0001',
    ]);
    expect((await report(`purchases?${range}`))['purchases']).toEqual([]);
    expect((await report(`registers/sales?${range}`))['register']!.map((r) => r['number'])).toEqual(
      ['INV-0001'],
    );
    expect((await report(`registers/purchases?${range}`))['register']).toEqual([]);
    const gstr1 = await send('GET', '/api/reports/gst/gstr1/json?year=2026&month=5');
    expect(gstr1.statusCode, gstr1.body).toBe(200);
    const docs = gstr1.json().doc_issue?.doc_det?.[0]?.docs as { from: string; totnum: number }[];
    expect(docs).toEqual([
      expect.objectContaining({ from: 'INV-0001', to: 'INV-0001', totnum: 1 }),
    ]);
  });

  it("is in the party's ledger, aging and unpaid list, and in the trial balance", async () => {
    const ledger = await report(
      `customers/ledger?customerId=${ramesh.id}&startDate=${DAY}&endDate=${DAY}`,
    );
    expect(ledger['ledger']!.map((r) => [r['description'], r['debit'], r['balance']])).toEqual([
      ['Opening balance', null, 0],
      ['Opening balance', 1500, 1500],
      ['Sale', 118, 1618],
    ]);
    const aging = await report(`aging/receivables?asOfDate=${DAY}`);
    expect(aging['receivables']!.find((r) => r['customerName'] === 'Ramesh')?.['total']).toBe(1618);
    const payables = await report(`aging/payables?asOfDate=${DAY}`);
    expect(payables['payables']!.find((r) => r['customerName'] === 'Wholesale Co')?.['total']).toBe(
      700,
    );
    const unpaid = await report('customers/unpaid?minBalance=0&top=10');
    expect(unpaid['customers']!.find((r) => r['customerName'] === 'Ramesh')?.['balance']).toBe(
      1618,
    );
    const dayBook = await report(`ledger/day-book?startDate=${DAY}&endDate=${DAY}`);
    expect(
      new Set(
        dayBook['dayBook']!.filter((r) => r['party'] === 'Ramesh').map((r) => r['documentType']),
      ),
    ).toEqual(new Set(['Opening balance', 'Sale']));
    const tb = await report(`ledger/trial-balance?asOfDate=${DAY}`);
    expect(tb['trialBalance']!.find((r) => r['account'] === 'Opening balance')?.['credit']).toBe(
      800,
    );
  });

  it('cannot be returned, nor turned into a bill, nor a bill into one', async () => {
    const ret = await send('GET', `/api/returns/original/${receivableId}`);
    expect(ret.statusCode).toBe(404);
    const toGoods = await send('PUT', `/api/transactions/${receivableId}`, {
      ...bill(ramesh.id, [line(pen, 1, 118)]),
      id: receivableId,
    });
    expect(toGoods.statusCode).toBe(400);
    expect(toGoods.json().detail).toBe(
      'A saved bill cannot become an opening balance, nor an opening balance a bill. Delete it and enter it again.',
    );
    const sale = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.companyId, companyId), eq(transactions.number, 'INV-0001')));
    const toOpening = await send('PUT', `/api/transactions/${sale[0]!.id}`, {
      ...bill(ramesh.id, [line(opening, 1, 118)]),
      id: sale[0]!.id,
    });
    expect(toOpening.statusCode).toBe(400);
    // Its amount may change: it stays an opening balance with no number.
    const changed = await send('PUT', `/api/transactions/${receivableId}`, {
      ...bill(ramesh.id, [line(opening, 1, 1600)]),
      id: receivableId,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      kind: 'opening_balance',
      number: null,
      totals: { amount: 1600 },
    });
  });

  it('is refused beside goods on one bill, and nothing is saved', async () => {
    const before = await t.database.db.$count(transactions, eq(transactions.companyId, companyId));
    const res = await send(
      'POST',
      '/api/transactions',
      bill(ramesh.id, [line(pen, 1, 118), line(opening, 1, 500)]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'An opening balance is not a sale or purchase: save the Opening Balance line on a bill of its own, without other items.',
    );
    expect(await t.database.db.$count(transactions, eq(transactions.companyId, companyId))).toBe(
      before,
    );
  });
});

describe('opening balances imported with customers', () => {
  it('take no invoice or purchase number and count in no sales total', async () => {
    const before = await settings();
    const res = await uploader(t)(owner.auth, 'customers', {
      name: 'customers.csv',
      bytes: csv([
        ['Name', 'Phone', 'GSTIN', 'State', 'Address', 'Opening balance'],
        ['Gupta Stores', '', '', 'Maharashtra', '', '2500'],
        ['Mehta Traders', '', '', 'Karnataka', '', '-300'],
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const docs = await t.database.db
      .select({
        kind: transactions.kind,
        number: transactions.number,
        isPurchase: transactions.isPurchase,
        amount: transactions.amountPaise,
      })
      .from(transactions)
      .where(and(eq(transactions.companyId, companyId), eq(transactions.kind, 'opening_balance')))
      .orderBy(transactions.id);
    expect(docs.slice(-2)).toEqual([
      { kind: 'opening_balance', number: null, isPurchase: false, amount: 250000 },
      { kind: 'opening_balance', number: null, isPurchase: true, amount: 30000 },
    ]);
    const after = await settings();
    expect([after.nextInvoiceNumber, after.nextPurchaseNumber]).toEqual([
      before.nextInvoiceNumber,
      before.nextPurchaseNumber,
    ]);
    const day = (await send('GET', `/api/dashboard?date=${DAY}`)).json();
    expect(day.dailySummary).toMatchObject({ totalSales: 118, totalPurchases: 0 });
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it("are in the audit trail as the invoice screen's are: the rows as written, ids and all", async () => {
    const created = await t.database.db
      .select({ id: transactions.id, customerId: transactions.customerId })
      .from(transactions)
      .where(and(eq(transactions.companyId, companyId), eq(transactions.kind, 'opening_balance')))
      .orderBy(transactions.id);
    const afterOf = async (id: number) => {
      const [entry] = await t.database.db
        .select({ after: auditLog.after, userId: auditLog.userId })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.companyId, companyId),
            eq(auditLog.entity, 'transaction'),
            eq(auditLog.entityId, String(id)),
            eq(auditLog.action, 'create'),
          ),
        );
      return {
        ...(entry!.after as {
          header: Record<string, unknown>;
          lines: Record<string, unknown>[];
          lineTaxes: unknown[];
          payments: unknown[];
        }),
        userId: entry!.userId,
      };
    };
    const typed = await afterOf(created.find((c) => c.customerId === ramesh.id)!.id);
    const imported = created.at(-2)!;
    const trail = await afterOf(imported.id);
    // Both by the owner, with the same parts.
    expect(trail.userId).not.toBeNull();
    expect(trail.userId).toBe(typed.userId);
    expect(Object.keys(trail).sort()).toEqual(Object.keys(typed).sort());
    expect(Object.keys(trail.header).sort()).toEqual(Object.keys(typed.header).sort());
    const lines = await t.database.db
      .select({ id: transactionLines.id, itemName: transactionLines.itemName })
      .from(transactionLines)
      .where(
        and(
          eq(transactionLines.companyId, companyId),
          eq(transactionLines.transactionId, imported.id),
        ),
      );
    expect(trail.lines.map((l) => ({ id: l.id, itemName: l.itemName }))).toEqual(lines);
    expect(trail.header).toMatchObject({ id: imported.id, kind: 'opening_balance', number: null });
    expect([trail.lineTaxes, trail.payments]).toEqual([[], []]);
  });
});

describe("cash in hand's opening balance", () => {
  it("is the cash book's opening row, not a receipt", async () => {
    const saved = await send('PUT', '/api/opening-balances', {
      cashInHand: 25000,
      bankAccounts: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().date).toBe(DAY);
    const paid = await send('POST', '/api/transactions/payment', {
      customerId: ramesh.id,
      transactionDate: DAY,
      amount: 100,
      isPaymentMade: false,
      isBankTransaction: false,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const book = await report(`ledger/cash-book?startDate=${DAY}&endDate=${DAY}`);
    expect(book['summary']).toEqual([
      { opening: 25000, receipts: 100, payments: 0, closing: 25100 },
    ]);
    expect(book['cashBook']).toEqual([
      { date: DAY, opening: 25000, receipts: 100, payments: 0, closing: 25100 },
    ]);
  });
});

describe('migration 0021', () => {
  it('turns the bills made of Opening Balance lines alone into opening balances, keeping their numbers', async () => {
    const db = t.database.db;
    // A bill of the old kind, as an import wrote it before: a sale numbered in the series.
    const [old] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.companyId, companyId), eq(transactions.kind, 'opening_balance')))
      .limit(1);
    await db
      .update(transactions)
      .set({ kind: 'sale', number: 'INV-0900' })
      .where(and(eq(transactions.companyId, companyId), eq(transactions.id, old!.id)));
    const file = readFileSync(
      new URL('../drizzle/0021_opening_balance_kind.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(file));
    const rows = await db
      .select({ id: transactions.id, kind: transactions.kind, number: transactions.number })
      .from(transactions)
      .where(eq(transactions.companyId, companyId));
    expect(rows.find((r) => r.id === old!.id)).toMatchObject({
      kind: 'opening_balance',
      number: 'INV-0900',
    });
    // A real sale stays a sale.
    expect(rows.find((r) => r.number === 'INV-0001')?.kind).toBe('sale');
  });
});
