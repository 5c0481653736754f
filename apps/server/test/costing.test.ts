// One costing rule (issue 23, findings 8 and 9): cost of goods and stock value come from what
// was actually bought, net of debit notes, without the GST that comes back as input tax credit;
// every report and insight that values stock or cost reads the same figure. Today is 15/06/2026.
// Rates include tax (the invoice screen's way).
//
// A registered shop (GSTIN, Maharashtra):
//   Bag (GST 5%, buy rate ₹1,800):
//     01/05 PUR-0001 10 @ ₹1,050 = ₹1,000 + ₹50 tax each
//     02/05 PUR-0002 10 @ ₹2,100 = ₹2,000 + ₹100 tax each
//     03/05 DN-0001  5 of PUR-0002 back: −₹10,000 taxable, −₹500 tax
//     → 15 bags cost ₹10,000 + ₹20,000 − ₹10,000 = ₹20,000: ₹1,333.33 a bag, tax excluded
//     05/05 INV-0001 3 @ ₹2,625 = ₹2,500 + ₹125 tax each
//     06/05 CN-0001  1 of INV-0001 back from the customer
//     → 13 bags on hand, worth 13 × 20,000 ÷ 15 = ₹17,333.33
//   Tile (GST 18%, buy rate ₹590 = ₹500 + ₹90 tax), never bought:
//     05/05 INV-0001 2 @ ₹1,180 = ₹1,000 + ₹180 tax each; costs ₹500 a tile
// Sales net of the return 2 × 2,500 + 2 × 1,000 = ₹7,000; cost 2 × 1,333.33… = ₹2,666.67
// + 2 × ₹500 = ₹3,666.67; gross margin 3,333.33 ÷ 7,000 = 47.62%.
// The same documents in a shop without a GSTIN: purchase tax is its cost, so a bag costs
// (10,500 + 21,000 − 10,500) ÷ 15 = ₹1,400 and a tile its whole buy rate ₹590.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/test-app.ts';
import { registerAndLogin } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf, setCompanyGstin } from './support/fixtures.ts';
import { bill, insight, insightsWorld, pick, type InsightReply } from './insights-world.ts';

let t: TestApp;
let registered: { authorization: string };
let unregistered: { authorization: string };
let registeredBag: number;

async function seed(auth: { authorization: string }, companyId: number) {
  const vendor = await addCustomer(t, companyId, { name: 'Metro Wholesale' });
  const buyer = await addCustomer(t, companyId, { name: 'Asha Stores' });
  const bag = await addItem(t, companyId, {
    name: 'Bag',
    ratePaise: 262500,
    buyRatePaise: 180000,
    group: 'GST 5%',
  });
  const tile = await addItem(t, companyId, {
    name: 'Tile',
    ratePaise: 118000,
    buyRatePaise: 59000,
    group: 'GST 18%',
  });
  const buy = (date: string, rate: number) =>
    bill(t, auth, {
      date,
      customerId: vendor.id,
      isPurchase: true,
      lines: [{ item: bag, qty: 10, rate }],
    });
  await buy('2026-05-01', 1050);
  const second = await buy('2026-05-02', 2100);
  const note = await t.app.inject({
    method: 'POST',
    url: '/api/returns',
    headers: auth,
    payload: {
      originalId: second.id,
      transactionDate: '2026-05-03',
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity: 5 }],
    },
  });
  expect(note.statusCode, note.body).toBe(201);
  const sale = await bill(t, auth, {
    date: '2026-05-05',
    customerId: buyer.id,
    lines: [
      { item: bag, qty: 3, rate: 2625 },
      { item: tile, qty: 2, rate: 1180 },
    ],
  });
  const credit = await t.app.inject({
    method: 'POST',
    url: '/api/returns',
    headers: auth,
    payload: {
      originalId: sale.id,
      transactionDate: '2026-05-06',
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity: 1 }],
    },
  });
  expect(credit.statusCode, credit.body).toBe(201);
  return bag.id;
}

beforeAll(async () => {
  const world = await insightsWorld();
  t = world.t;
  registered = world.owner.auth;
  await setCompanyGstin(t, world.companyId, '27AAPFU0939F1ZV');
  registeredBag = await seed(registered, world.companyId);
  const other = await registerAndLogin(t);
  unregistered = other.auth;
  await seed(unregistered, companyIdOf(other.accessToken));
});

afterAll(() => t.close());

const MAY = 'analytics/ratios?startDate=2026-05-01&endDate=2026-05-31';

function metrics(reply: InsightReply): Record<string, unknown> {
  return Object.fromEntries(reply.datasets[0]!.rows.map((r) => [r['metric'], r['value']]));
}

async function report(auth: { authorization: string }, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/reports/${url}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InsightReply;
}

describe('cost of goods sold (Business ratios)', () => {
  it('is the average cost actually paid, net of debit notes, without recoverable GST', async () => {
    const m = metrics(await insight(t, registered, MAY));
    expect(m['Sales value, before tax (₹)']).toBe(7000);
    expect(m['Cost of goods sold (₹)']).toBe(3666.67);
    expect(m['Gross profit (₹)']).toBe(3333.33);
    expect(m['Gross margin (%)']).toBe(47.62);
  });

  it('includes purchase GST when the company cannot recover it (no GSTIN)', async () => {
    const m = metrics(await insight(t, unregistered, MAY));
    // Bag 2 × 1,400 = 2,800; Tile 2 × 590 = 1,180.
    expect(m['Cost of goods sold (₹)']).toBe(3980);
  });
});

describe('stock value and quantity', () => {
  it('is the same in the Stock report, the item list and the stock insights, and says how', async () => {
    const stock = await report(registered, 'stock?includeZero=true');
    const rows = pick(stock, ['itemName', 'stock', 'unitCost', 'stockValue']);
    // Tile: 2 sold, never bought: −2 on hand, −2 × ₹500.
    expect(rows).toEqual([
      { itemName: 'Bag', stock: 13, unitCost: 1333.33, stockValue: 17333.33 },
      { itemName: 'Tile', stock: -2, unitCost: 500, stockValue: -1000 },
    ]);
    const valueColumn = stock.datasets[0]!.columns.find((c) => c.key === 'stockValue');
    expect(valueColumn?.label).toBe('Stock value excl. GST');
    const unitColumn = stock.datasets[0]!.columns.find((c) => c.key === 'unitCost');
    expect(unitColumn?.label).toBe('Average cost excl. GST');

    const items = await t.app.inject({ method: 'GET', url: '/api/items', headers: registered });
    const listed = (items.json() as { id: number; name: string; stock: number }[]).filter((i) =>
      ['Bag', 'Tile'].includes(i.name),
    );
    expect(listed.map((i) => [i.name, i.stock])).toEqual([
      ['Bag', 13],
      ['Tile', -2],
    ]);
    expect(listed[0]!.id).toBe(registeredBag);

    // 2 bags sold (net) in the last 60 days: 13 × 60 ÷ 2 = 390 days of cover.
    const over = await insight(t, registered, 'analytics/overstock');
    expect(pick(over, ['item', 'stock', 'soldQty', 'daysCover', 'stockValue'])).toEqual([
      { item: 'Bag', stock: 13, soldQty: 2, daysCover: '390', stockValue: 17333.33 },
    ]);
    expect(over.datasets[0]!.columns.find((c) => c.key === 'stockValue')?.label).toBe(
      'Stock value excl. GST',
    );
    expect(over.summary).toContain('₹17,333.33 is tied up in them');
    const slow = await insight(
      t,
      registered,
      'analytics/slow-moving?startDate=2026-06-01&endDate=2026-06-15',
    );
    expect(pick(slow, ['item', 'stock', 'stockValue'])).toEqual([
      { item: 'Bag', stock: 13, stockValue: 17333.33 },
    ]);
  });

  it('values stock with its purchase GST when the company cannot recover it', async () => {
    const stock = await report(unregistered, 'stock');
    expect(pick(stock, ['itemName', 'stock', 'stockValue'])).toEqual([
      { itemName: 'Bag', stock: 13, stockValue: 18200 },
      { itemName: 'Tile', stock: -2, stockValue: -1180 },
    ]);
    expect(stock.datasets[0]!.columns.find((c) => c.key === 'stockValue')?.label).toBe(
      'Stock value incl. GST',
    );
    const over = await insight(t, unregistered, 'analytics/overstock');
    expect(pick(over, ['item', 'stockValue'])).toEqual([{ item: 'Bag', stockValue: 18200 }]);
  });
});

describe("the issue's 32 bags", () => {
  it('are worth ₹54,857.14 in the Stock report and in Overstock alike, not ₹57,600', async () => {
    // 32 bags bought at ₹1,800 with GST 5%: ₹57,600 paid, ₹54,857.14 of it for the goods.
    const owner = await registerAndLogin(t);
    const c = companyIdOf(owner.accessToken);
    await setCompanyGstin(t, c, '27AAPFU0939F1ZV');
    const vendor = await addCustomer(t, c, { name: 'Metro Wholesale' });
    const bag = await addItem(t, c, {
      name: 'Cement',
      ratePaise: 0,
      buyRatePaise: 180000,
      group: 'GST 5%',
    });
    await bill(t, owner.auth, {
      date: '2026-05-01',
      customerId: vendor.id,
      isPurchase: true,
      lines: [{ item: bag, qty: 32, rate: 1800 }],
    });
    const stock = await report(owner.auth, 'stock');
    expect(pick(stock, ['itemName', 'stock', 'stockValue'])).toEqual([
      { itemName: 'Cement', stock: 32, stockValue: 54857.14 },
    ]);
    const over = await insight(t, owner.auth, 'analytics/overstock');
    expect(pick(over, ['item', 'stock', 'stockValue'])).toEqual([
      { item: 'Cement', stock: 32, stockValue: 54857.14 },
    ]);
  });
});
