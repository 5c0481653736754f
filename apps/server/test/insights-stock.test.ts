// Stock insights on a shop whose answers are known by construction. Today is 15/06/2026.
// No item has a tax group, so every line's taxable value is its amount.
//
//   item    bought                         sold                         stock  cost/unit
//   Rice    100 @ ₹40 (10/01)              70 on 01/06                    30    40
//   Dal      50 @ ₹100 (01/02)              5 on 01/03 (none since)       45   100
//   Oil      10 @ ₹150 (15/01), 10 @ ₹250  never                          20   (1500+2500)/20 = 200
//   Ghee      5 @ ₹500 (01/04)             never                           5   500
//   Salt    260 @ ₹10 (01/04)              60 on 01/06                   200    10
//   Sugar    10 @ ₹45 (01/05)               6 on 10/06                     4    45
//   Tea       2 @ ₹200 (01/05)              5 on 12/06                    -3   200
//   Soap    never (buy rate ₹30)           never                           0    30
//   Repair  a service (SAC 998729)          1 on 12/06                 (no stock: a service)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/test-app.ts';
import { addCustomer, addItem } from './support/fixtures.ts';
import { bill, insight, insightsWorld, pick, type Line } from './insights-world.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  const world = await insightsWorld();
  t = world.t;
  auth = world.owner.auth;
  const c = world.companyId;
  const vendor = await addCustomer(t, c, { name: 'Metro Wholesale' });
  const buyer = await addCustomer(t, c, { name: 'Asha Stores' });
  const item = (name: string, buyRatePaise = 0, hsn?: string) =>
    addItem(t, c, { name, ratePaise: 0, buyRatePaise, hsn });
  const [rice, dal, oil, ghee, salt, sugar, tea] = await Promise.all(
    ['Rice', 'Dal', 'Oil', 'Ghee', 'Salt', 'Sugar', 'Tea'].map((n) => item(n)),
  );
  await item('Soap', 3000);
  const repair = await item('Repair', 0, '998729');
  const buy = (date: string, lines: Line[]) =>
    bill(t, auth, { date, customerId: vendor.id, isPurchase: true, lines });
  const sell = (date: string, lines: Line[]) =>
    bill(t, auth, { date, customerId: buyer.id, lines });

  await buy('2026-01-10', [{ item: rice!, qty: 100, rate: 40 }]);
  await buy('2026-01-15', [{ item: oil!, qty: 10, rate: 150 }]);
  await buy('2026-02-01', [{ item: dal!, qty: 50, rate: 100 }]);
  await buy('2026-02-15', [{ item: oil!, qty: 10, rate: 250 }]);
  await sell('2026-03-01', [{ item: dal!, qty: 5, rate: 120 }]);
  await buy('2026-04-01', [
    { item: ghee!, qty: 5, rate: 500 },
    { item: salt!, qty: 260, rate: 10 },
  ]);
  await buy('2026-05-01', [
    { item: sugar!, qty: 10, rate: 45 },
    { item: tea!, qty: 2, rate: 200 },
  ]);
  await sell('2026-06-01', [
    { item: rice!, qty: 70, rate: 50 },
    { item: salt!, qty: 60, rate: 12 },
  ]);
  await sell('2026-06-10', [{ item: sugar!, qty: 6, rate: 50 }]);
  await sell('2026-06-12', [
    { item: tea!, qty: 5, rate: 250 },
    { item: repair, qty: 1, rate: 800 },
  ]);
});

afterAll(() => t.close());

describe('analytics/slow-moving', () => {
  // 18/03/2026 to 15/06/2026 is 90 days (14 in March, 30, 31, 15).
  const range = 'startDate=2026-03-18&endDate=2026-06-15';

  it('lists items with stock that did not sell in the range, by stock value', async () => {
    const reply = await insight(t, auth, `analytics/slow-moving?${range}`);
    expect(reply.parameters).toEqual({
      startDate: '2026-03-18',
      endDate: '2026-06-15',
      top: 100,
      minQty: 0,
    });
    expect(reply.snapshot).toBeNull();
    // Dal 45 × ₹100 = ₹4,500; Oil 20 × ₹200 = ₹4,000; Ghee 5 × ₹500 = ₹2,500. Soap holds
    // nothing, Tea is below zero, the rest sold in the range.
    expect(pick(reply, ['item', 'stock', 'soldQty', 'lastSold', 'stockValue'])).toEqual([
      { item: 'Dal', stock: 45, soldQty: 0, lastSold: '2026-03-01', stockValue: 4500 },
      { item: 'Oil', stock: 20, soldQty: 0, lastSold: null, stockValue: 4000 },
      { item: 'Ghee', stock: 5, soldQty: 0, lastSold: null, stockValue: 2500 },
    ]);
    // 4,500 + 4,000 + 2,500 = 11,000
    expect(reply.summary).toBe(
      '3 items have not sold in 90 days; ₹11,000 of stock is tied up in them.',
    );
  });

  it('keeps the top N rows but sums every slow item; minQty is inclusive', async () => {
    const top = await insight(t, auth, `analytics/slow-moving?${range}&top=2`);
    expect(pick(top, ['item'])).toEqual([{ item: 'Dal' }, { item: 'Oil' }]);
    expect(top.summary).toBe(
      '3 items have not sold in 90 days; ₹11,000 of stock is tied up in them.',
    );

    // Sugar sold exactly 6: 4 left × ₹45 = ₹180; 11,000 + 180 = 11,180.
    const six = await insight(t, auth, `analytics/slow-moving?${range}&minQty=6`);
    expect(pick(six, ['item', 'soldQty', 'stockValue']).at(-1)).toEqual({
      item: 'Sugar',
      soldQty: 6,
      stockValue: 180,
    });
    expect(six.summary).toBe(
      '4 items sold 6 or fewer in 90 days; ₹11,180 of stock is tied up in them.',
    );
  });
});

describe('analytics/overstock', () => {
  it('finds stock beyond 90 days of cover at the last 60 days of sales', async () => {
    const reply = await insight(t, auth, 'analytics/overstock');
    expect(reply.parameters).toEqual({ lookbackDays: 60, maxDaysCover: 90, minStock: 1 });
    // Lookback 17/04 to 15/06. Salt: 200 ÷ (60 sold ÷ 60 days) = 200 days > 90.
    // Rice: 30 ÷ (70 ÷ 60) = 25.7 days; Sugar: 4 ÷ (6 ÷ 60) = 40 days: both fine.
    // Dal, Oil and Ghee sold nothing in the lookback: infinite cover.
    expect(pick(reply, ['item', 'stock', 'soldQty', 'daysCover', 'stockValue'])).toEqual([
      { item: 'Dal', stock: 45, soldQty: 0, daysCover: 'No sales in 60 days', stockValue: 4500 },
      { item: 'Oil', stock: 20, soldQty: 0, daysCover: 'No sales in 60 days', stockValue: 4000 },
      { item: 'Ghee', stock: 5, soldQty: 0, daysCover: 'No sales in 60 days', stockValue: 2500 },
      { item: 'Salt', stock: 200, soldQty: 60, daysCover: '200', stockValue: 2000 },
    ]);
    // 4,500 + 4,000 + 2,500 + 200 × ₹10 = 13,000
    expect(reply.summary).toBe(
      '4 items hold more than 90 days of stock at the rate they sold in the last 60 days; ₹13,000 is tied up in them.',
    );
  });

  it('is strict at maxDaysCover and applies minStock', async () => {
    // Salt has exactly 200 days: not above 200. Ghee (5) is below a min stock of 10.
    const reply = await insight(t, auth, 'analytics/overstock?maxDaysCover=200&minStock=10');
    expect(pick(reply, ['item'])).toEqual([{ item: 'Dal' }, { item: 'Oil' }]);
    const justBelow = await insight(t, auth, 'analytics/overstock?maxDaysCover=199&minStock=10');
    expect(pick(justBelow, ['item', 'daysCover']).at(-1)).toEqual({
      item: 'Salt',
      daysCover: '200',
    });
  });
});

describe('analytics/low-stock', () => {
  it('lists goods at or below the threshold, lowest first; services hold no stock', async () => {
    const reply = await insight(t, auth, 'analytics/low-stock');
    expect(reply.parameters).toEqual({ threshold: 5 });
    // Ghee at exactly 5 is included; Repair (a service) and the special items are not.
    expect(pick(reply, ['item', 'stock', 'lastBought', 'lastSold'])).toEqual([
      { item: 'Tea', stock: -3, lastBought: '2026-05-01', lastSold: '2026-06-12' },
      { item: 'Soap', stock: 0, lastBought: null, lastSold: null },
      { item: 'Sugar', stock: 4, lastBought: '2026-05-01', lastSold: '2026-06-10' },
      { item: 'Ghee', stock: 5, lastBought: '2026-04-01', lastSold: null },
    ]);
    expect(reply.summary).toBe('4 items are at or below 5 in stock; 2 of them have run out.');
    const three = await insight(t, auth, 'analytics/low-stock?threshold=0');
    expect(pick(three, ['item'])).toEqual([{ item: 'Tea' }, { item: 'Soap' }]);
  });
});

describe('exceptions/negative-stock', () => {
  it('lists items sold beyond what was bought', async () => {
    const reply = await insight(t, auth, 'exceptions/negative-stock');
    // Tea: bought 2, sold 5.
    expect(pick(reply, ['item', 'unit', 'stock'])).toEqual([
      { item: 'Tea', unit: 'No', stock: -3 },
    ]);
    expect(reply.summary).toBe(
      '1 item shows stock below zero: a purchase is probably missing or a sale was entered twice.',
    );
  });
});
