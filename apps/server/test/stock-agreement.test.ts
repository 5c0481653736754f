// Stock quantity and value have one home each (issue 23): after random sequences of purchases,
// sales, estimates, credit and debit notes and deletes, every goods item shows the same
// quantity in the item list, the Stock report and the stock insights, the same value in the
// Stock report, Slow-moving and Overstock, and the maintained stock agrees with the lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceDrift } from '../src/bookkeeping/balances.ts';
import type { TestApp } from './support/test-app.ts';
import { addCustomer, addItem, setCompanyGstin } from './support/fixtures.ts';
import { TODAY, insightsWorld, pick, type InsightReply } from './insights-world.ts';

let t: TestApp;
let auth: { authorization: string };
let companyId: number;
type Item = Awaited<ReturnType<typeof addItem>>;
let goods: Item[];
let vendorId: number;
let buyerId: number;

beforeAll(async () => {
  const world = await insightsWorld();
  t = world.t;
  auth = world.owner.auth;
  companyId = world.companyId;
  await setCompanyGstin(t, companyId, '27AAPFU0939F1ZV');
  vendorId = (await addCustomer(t, companyId, { name: 'Metro Wholesale' })).id;
  buyerId = (await addCustomer(t, companyId, { name: 'Asha Stores' })).id;
  goods = [
    await addItem(t, companyId, {
      name: 'Bag',
      ratePaise: 0,
      buyRatePaise: 105000,
      group: 'GST 5%',
    }),
    await addItem(t, companyId, {
      name: 'Tile',
      ratePaise: 0,
      buyRatePaise: 59000,
      group: 'GST 18%',
    }),
    await addItem(t, companyId, { name: 'Rope', ratePaise: 0, buyRatePaise: 3333 }),
  ];
});

afterAll(() => t.close());

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

async function send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
}

async function json(url: string): Promise<InsightReply> {
  const res = await send('GET', `/api/reports/${url}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** How many of each kind of document the sequences made (each kind must have happened). */
const made = { bill: 0, estimate: 0, note: 0, delete: 0 };

async function runSequence(next: () => number, steps: number) {
  const pickOf = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const bills: { id: number; isPurchase: boolean }[] = [];
  for (let step = 0; step < steps; step += 1) {
    const roll = next();
    const item = pickOf(goods);
    const qty = 1 + Math.floor(next() * 9) + (next() < 0.3 ? 0.5 : 0);
    const rate = 10 + Math.floor(next() * 3000) / 7;
    const date = `2026-0${1 + Math.floor(next() * 5)}-1${Math.floor(next() * 9)}`;
    const lineItems = [
      { itemId: item.id, quantity: qty, rate: Number(rate.toFixed(2)), unitId: item.unitId },
    ];
    if (roll < 0.6) {
      const isPurchase = roll < 0.3;
      const res = await send('POST', '/api/transactions', {
        customerId: isPurchase ? vendorId : buyerId,
        transactionDate: date,
        isPurchase,
        lineItems,
        payments: [],
      });
      expect(res.statusCode, res.body).toBe(201);
      bills.push({ id: res.json().id, isPurchase });
      made.bill += 1;
    } else if (roll < 0.72) {
      const res = await send('POST', '/api/estimates', {
        customerId: buyerId,
        transactionDate: date,
        lineItems,
      });
      expect(res.statusCode, res.body).toBe(201);
      made.estimate += 1;
    } else if (roll < 0.92 && bills.length > 0) {
      // Take back part of what is left on a bill (a credit or a debit note).
      const bill = pickOf(bills);
      const original = await send('GET', `/api/returns/original/${bill.id}`);
      expect(original.statusCode, original.body).toBe(200);
      const line = (original.json() as { lines: { lineNo: number; returnable: number }[] })
        .lines[0];
      if (!line || line.returnable <= 0) continue;
      const quantity = Math.max(0.5, Math.floor(line.returnable * next() * 2) / 2);
      const res = await send('POST', '/api/returns', {
        originalId: bill.id,
        transactionDate: TODAY,
        refundMode: 'adjust',
        lines: [{ lineNo: line.lineNo, quantity: Math.min(quantity, line.returnable) }],
      });
      expect(res.statusCode, res.body).toBe(201);
      made.note += 1;
    } else if (bills.length > 0) {
      const [bill] = bills.splice(Math.floor(next() * bills.length), 1);
      const res = await send('DELETE', `/api/transactions/${bill!.id}`);
      // A bill with notes against it may refuse to go; either way nothing half-changes.
      expect([204, 400, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 204) made.delete += 1;
    }
  }
}

async function expectAgreement() {
  const listed = (await send('GET', '/api/items')).json() as { name: string; stock: number }[];
  const listStock = Object.fromEntries(
    listed.filter((i) => goods.some((g) => g.name === i.name)).map((i) => [i.name, i.stock]),
  );
  const report = await json('stock?includeZero=true');
  const reportRows = pick(report, ['itemName', 'stock', 'stockValue']);
  expect(Object.fromEntries(reportRows.map((r) => [r['itemName'], r['stock']]))).toEqual(listStock);
  const reportValue = Object.fromEntries(reportRows.map((r) => [r['itemName'], r['stockValue']]));
  const total = reportRows.reduce((s, r) => s + Math.round(Number(r['stockValue']) * 100), 0);
  expect(Math.round(Number(report.datasets[1]!.rows[0]!['stockValue']) * 100)).toBe(total);

  // Slow-moving over a range with every item in stock (no minimum sold quantity is too high).
  const slow = await json(
    'analytics/slow-moving?startDate=2026-01-01&endDate=2026-06-15&minQty=1000000',
  );
  // Overstock looking back on today only, when nothing is sold (bills are dated January to
  // May; notes of today only take back): every item with stock is beyond any cover.
  const over = await json('analytics/overstock?lookbackDays=1&maxDaysCover=1&minStock=0');
  const inStock = Object.entries(listStock)
    .filter(([, qty]) => qty > 0)
    .map(([name]) => name)
    .sort();
  for (const insight of [slow, over]) {
    const rows = pick(insight, ['item', 'stock', 'stockValue']);
    expect(rows.map((r) => r['item']).sort()).toEqual(inStock);
    for (const r of rows) {
      expect(r['stock'], `${String(r['item'])} quantity`).toBe(listStock[String(r['item'])]);
      expect(r['stockValue'], `${String(r['item'])} value`).toBe(reportValue[String(r['item'])]);
    }
  }
  expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
}

describe('stock agreement', () => {
  it('holds after every random sequence of documents', async () => {
    const next = random(23);
    for (let round = 0; round < 4; round += 1) {
      await runSequence(next, 12);
      await expectAgreement();
    }
    for (const [kind, count] of Object.entries(made)) expect(count, kind).toBeGreaterThan(0);
  });
});
