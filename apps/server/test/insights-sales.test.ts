// Sales trend, ABC and ratios, each on its own company so the figures stay independent.
// Rates include tax (the invoice screen's way): ₹354 at GST 18% is ₹300 taxable + ₹54 tax.
// Sales value is the taxable value of goods lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/test-app.ts';
import { registerAndLogin } from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  companyIdOf,
  setCompanyState,
  specialItem,
} from './support/fixtures.ts';
import { bill, insight, insightsWorld, payment, pick } from './insights-world.ts';

let t: TestApp;
let shop: { authorization: string };
let abcShop: { authorization: string };
let ratioShop: { authorization: string };

beforeAll(async () => {
  const world = await insightsWorld();
  t = world.t;
  shop = world.owner.auth;

  // Sales trend: 29/05-31/05 against 01/06-03/06.
  {
    const c = world.companyId;
    const buyer = await addCustomer(t, c, { name: 'Asha Stores' });
    const plain = await addItem(t, c, { name: 'Rice', ratePaise: 0 });
    const taxed = await addItem(t, c, { name: 'Pen', ratePaise: 0, group: 'GST 18%' });
    const roundOff = await specialItem(t, c, 'round_off');
    const sale = (date: string, lines: Parameters<typeof bill>[2]['lines']) =>
      bill(t, shop, { date, customerId: buyer.id, lines });
    await sale('2026-05-28', [{ item: plain, qty: 1, rate: 999 }]); // before both periods
    await sale('2026-05-29', [{ item: plain, qty: 1, rate: 100 }]);
    await sale('2026-05-31', [{ item: plain, qty: 2, rate: 100 }]);
    await sale('2026-05-31', [{ item: plain, qty: 1, rate: 100 }]);
    await sale('2026-06-01', [{ item: taxed, qty: 1, rate: 354 }]); // ₹300 + ₹54 tax
    // ₹250.50 of rice, rounded off by −₹0.50: the round off is not sales.
    await sale('2026-06-03', [
      { item: plain, qty: 1, rate: 250.5 },
      { item: roundOff, qty: 1, rate: -0.5 },
    ]);
    await sale('2026-06-04', [{ item: plain, qty: 1, rate: 999 }]); // after both
  }

  // ABC: April sales of ₹5,000 + ₹3,000 + ₹1,500 + ₹500 = ₹10,000.
  {
    const owner = await registerAndLogin(t);
    abcShop = owner.auth;
    const c = companyIdOf(owner.accessToken);
    const buyer = await addCustomer(t, c, { name: 'Asha Stores' });
    const [p, q, r, s] = await Promise.all(
      ['Pressure cooker', 'Quilt', 'Rug', 'Spoon'].map((name) =>
        addItem(t, c, { name, ratePaise: 0 }),
      ),
    );
    await bill(t, abcShop, {
      date: '2026-04-05',
      customerId: buyer.id,
      lines: [
        { item: s!, qty: 5, rate: 100 },
        { item: q!, qty: 20, rate: 100 },
        { item: p!, qty: 10, rate: 500 },
      ],
    });
    await bill(t, abcShop, {
      date: '2026-04-20',
      customerId: buyer.id,
      lines: [
        { item: r!, qty: 15, rate: 100 },
        { item: q!, qty: 10, rate: 100 },
      ],
    });
    await bill(t, abcShop, {
      date: '2026-05-01',
      customerId: buyer.id,
      lines: [{ item: s!, qty: 100, rate: 100 }], // outside April
    });
  }

  // Ratios, 01/05/2026 to 10/05/2026 (10 days).
  {
    const owner = await registerAndLogin(t);
    ratioShop = owner.auth;
    const c = companyIdOf(owner.accessToken);
    // GST-registered: its purchases' GST is input tax credit, its sales carry GST.
    await setCompanyState(t, c, '27');
    const asha = await addCustomer(t, c, { name: 'Asha' });
    const ravi = await addCustomer(t, c, { name: 'Ravi' });
    const metro = await addCustomer(t, c, { name: 'Metro' });
    const pen = await addItem(t, c, { name: 'Pen', ratePaise: 0, group: 'GST 18%' });
    const book = await addItem(t, c, { name: 'Book', ratePaise: 0 });
    const bag = await addItem(t, c, { name: 'Bag', ratePaise: 0, buyRatePaise: 30000 });
    const buy = (date: string, lines: Parameters<typeof bill>[2]['lines'], paid?: number) =>
      bill(t, ratioShop, { date, customerId: metro.id, isPurchase: true, lines, paid });
    await buy('2026-04-20', [{ item: pen, qty: 100, rate: 11.8 }]); // ₹1,000 + ₹180 tax
    await buy('2026-04-25', [{ item: book, qty: 10, rate: 50 }], 500); // paid
    await bill(t, ratioShop, {
      date: '2026-04-28',
      customerId: ravi.id,
      lines: [{ item: book, qty: 1, rate: 100 }],
    });
    await buy('2026-05-02', [{ item: pen, qty: 100, rate: 14.16 }]); // ₹1,200 + ₹216 tax
    await buy('2026-05-12', [{ item: book, qty: 10, rate: 80 }]); // after the range
    await bill(t, ratioShop, {
      date: '2026-05-03',
      customerId: asha.id,
      lines: [{ item: pen, qty: 50, rate: 23.6 }], // ₹1,000 + ₹180 tax
      paid: 180,
    });
    await bill(t, ratioShop, {
      date: '2026-05-05',
      customerId: asha.id,
      lines: [
        { item: book, qty: 4, rate: 100 },
        { item: bag, qty: 1, rate: 500 },
      ],
      paid: 900,
    });
    await bill(t, ratioShop, {
      date: '2026-05-08',
      customerId: ravi.id,
      lines: [{ item: pen, qty: 10, rate: 23.6 }], // ₹200 + ₹36 tax
    });
    await payment(t, ratioShop, { date: '2026-05-09', customerId: asha.id, amount: 500 });
  }
});

afterAll(() => t.close());

describe('analytics/sales-trend', () => {
  it('puts each day beside the same day of the period just before, with totals', async () => {
    const reply = await insight(
      t,
      shop,
      'analytics/sales-trend?currentStart=2026-06-01&currentEnd=2026-06-03',
    );
    const keys = ['day', 'currentDate', 'currentSales', 'currentBills'];
    const previous = ['previousDate', 'previousSales', 'previousBills'];
    expect(pick(reply, [...keys, ...previous])).toEqual([
      {
        day: 1,
        currentDate: '2026-06-01',
        currentSales: 300,
        currentBills: 1,
        previousDate: '2026-05-29',
        previousSales: 100,
        previousBills: 1,
      },
      {
        day: 2,
        currentDate: '2026-06-02',
        currentSales: 0,
        currentBills: 0,
        previousDate: '2026-05-30',
        previousSales: 0,
        previousBills: 0,
      },
      {
        day: 3,
        currentDate: '2026-06-03',
        currentSales: 250.5,
        currentBills: 1,
        previousDate: '2026-05-31',
        previousSales: 300,
        previousBills: 2,
      },
    ]);
    // Current 300 + 250.50 = 550.50; previous 100 + 300 = 400; change 150.50 = 37.625% → 37.6.
    expect(reply.datasets[1]!.rows).toEqual([
      {
        currentStart: '2026-06-01',
        currentEnd: '2026-06-03',
        currentSales: 550.5,
        currentBills: 2,
        previousStart: '2026-05-29',
        previousEnd: '2026-05-31',
        previousSales: 400,
        previousBills: 3,
        change: 150.5,
        changePct: 37.6,
      },
    ]);
    expect(reply.summary).toBe(
      'Sales of ₹550.50 from 01/06/2026 to 03/06/2026, up 37.6% on ₹400 in the 3 days before.',
    );
  });

  it('says so when the previous period had no sales', async () => {
    const reply = await insight(
      t,
      shop,
      'analytics/sales-trend?currentStart=2026-05-28&currentEnd=2026-05-28',
    );
    expect(reply.datasets[1]!.rows[0]!['changePct']).toBeNull();
    expect(reply.summary).toBe('Sales of ₹999 on 28/05/2026; there were none in the day before.');
  });
});

describe('analytics/abc', () => {
  const april = 'startDate=2026-04-01&endDate=2026-04-30';

  it('classes items by the cumulative share before them, against the 0.8 and 0.95 cuts', async () => {
    const reply = await insight(t, abcShop, `analytics/abc?${april}`);
    expect(reply.parameters).toMatchObject({ aCut: 0.8, bCut: 0.95 });
    // 5,000 starts at 0%: A; 3,000 starts at 50%: A; 1,500 starts at 80%, not below the A cut:
    // B; 500 starts at 95%, not below the B cut: C.
    expect(
      pick(reply, ['item', 'quantity', 'salesValue', 'sharePct', 'cumulativePct', 'class']),
    ).toEqual([
      {
        item: 'Pressure cooker',
        quantity: 10,
        salesValue: 5000,
        sharePct: 50,
        cumulativePct: 50,
        class: 'A',
      },
      {
        item: 'Quilt',
        quantity: 30,
        salesValue: 3000,
        sharePct: 30,
        cumulativePct: 80,
        class: 'A',
      },
      { item: 'Rug', quantity: 15, salesValue: 1500, sharePct: 15, cumulativePct: 95, class: 'B' },
      { item: 'Spoon', quantity: 5, salesValue: 500, sharePct: 5, cumulativePct: 100, class: 'C' },
    ]);
    expect(reply.summary).toBe(
      'A: 2 items, 80% of sales; B: 1 item, 15% of sales; C: 1 item, 5% of sales.',
    );
  });

  it('keeps an item in a class while the share before it is below the cut', async () => {
    const reply = await insight(t, abcShop, `analytics/abc?${april}&aCut=0.79&bCut=0.94`);
    // Quilt starts at 50% < 79%: A, though it ends at 80%; Rug starts at 80% ≥ 79% but < 94%:
    // B; Spoon starts at 95% ≥ 94%: C.
    expect(pick(reply, ['class'])).toEqual([
      { class: 'A' },
      { class: 'A' },
      { class: 'B' },
      { class: 'C' },
    ]);
  });

  it('puts the biggest seller in A even when it alone is above the A cut', async () => {
    // Issue 23: one item was 84% of sales and A had no item at all.
    const owner = await registerAndLogin(t);
    const c = companyIdOf(owner.accessToken);
    const buyer = await addCustomer(t, c, { name: 'Asha Stores' });
    const [cement, sand, brick] = await Promise.all(
      ['Cement', 'Sand', 'Brick'].map((name) => addItem(t, c, { name, ratePaise: 0 })),
    );
    await bill(t, owner.auth, {
      date: '2026-04-10',
      customerId: buyer.id,
      lines: [
        { item: cement!, qty: 84, rate: 100 },
        { item: sand!, qty: 10, rate: 100 },
        { item: brick!, qty: 6, rate: 100 },
      ],
    });
    const reply = await insight(t, owner.auth, `analytics/abc?${april}`);
    // Cement starts at 0%: A. Sand starts at 84% (≥ 80%, < 95%): B. Brick starts at 94%: B.
    expect(pick(reply, ['item', 'sharePct', 'cumulativePct', 'class'])).toEqual([
      { item: 'Cement', sharePct: 84, cumulativePct: 84, class: 'A' },
      { item: 'Sand', sharePct: 10, cumulativePct: 94, class: 'B' },
      { item: 'Brick', sharePct: 6, cumulativePct: 100, class: 'B' },
    ]);
    expect(reply.summary).toBe(
      'A: 1 item, 84% of sales; B: 2 items, 16% of sales; C: 0 items, 0% of sales.',
    );
  });
});

describe('analytics/ratios', () => {
  it('computes each ratio from the stored lines and the ledger', async () => {
    const reply = await insight(
      t,
      ratioShop,
      'analytics/ratios?startDate=2026-05-01&endDate=2026-05-10',
    );
    expect(reply.datasets[0]!.columns.map((c) => c.key)).toEqual(['metric', 'value']);
    // Sales value: Pen 1,000 + 200, Book 400, Bag 500 = 2,100; tax 180 + 36 = 216.
    // Cost (tax excluded, costing.test.ts): Pen 60 × (1,000 + 1,200) ÷ 200 = 60 × 11 = 660 (the
    // 12/05 purchase is after the range); Book 4 × 50 = 200; Bag never bought, no tax group:
    // 1 × its buy rate 300. Total 1,160.
    // Bills: 1,180 + 900 + 236 = 2,316, paid on them 180 + 900 = 1,080, credit 1,236.
    // Ledger on 10/05: Asha 1,180 + 900 − 180 − 900 − 500 = 500; Ravi 100 + 236 = 336;
    // receivables 836. Metro −1,180 − 1,416 (the book purchase was paid) = payables 2,596.
    expect(
      Object.fromEntries(reply.datasets[0]!.rows.map((r) => [r['metric'], r['value']])),
    ).toEqual({
      'Sales value, before tax (₹)': 2100,
      'Cost of goods sold (₹)': 1160,
      'Gross profit (₹)': 940,
      'Gross margin (%)': 44.76, // 940 ÷ 2,100 = 44.7619%
      'Tax share of sales billed (%)': 9.33, // 216 ÷ 2,316 = 9.3264%
      'Cash sales, paid on the bill (₹)': 1080,
      'Credit sales, left to pay later (₹)': 1236,
      'Cash sales (%)': 46.63, // 1,080 ÷ 2,316 = 46.632%
      'Credit sales (%)': 53.37, // 1,236 ÷ 2,316 = 53.368%
      'Receivables on 10/05/2026 (₹)': 836,
      'Receivable days': 3.6, // 836 ÷ 2,316 × 10 = 3.61
      'Payables on 10/05/2026 (₹)': 2596,
      'Payable days': 18.3, // 2,596 ÷ 1,416 purchases billed in the range × 10 = 18.33
      'Sale bills': 3,
      'Average bill value, with tax (₹)': 772, // 2,316 ÷ 3
      'Bills per day': 0.3, // 3 ÷ 10
    });
    // A metric with a date in it keeps its key and the date beside the row, for the Hindi
    // screen and export (issue 39): its English was no catalogue key.
    const at = reply.datasets[0]!.rows.findIndex(
      (r) => r['metric'] === 'Payables on 10/05/2026 (₹)',
    );
    expect(
      (reply.datasets[0] as { cellTexts?: (Record<string, unknown> | null)[] }).cellTexts?.[at],
    ).toEqual({ metric: { key: 'Payables on {{date}} (₹)', values: { date: '10/05/2026' } } });
    expect(reply.summary).toBe(
      'Gross margin 44.76% on sales of ₹2,100 from 01/05/2026 to 10/05/2026; customers take 3.6 days to pay; you take 18.3 days to pay vendors.',
    );
  });

  it('leaves ratios blank for a period without bills', async () => {
    const reply = await insight(
      t,
      ratioShop,
      'analytics/ratios?startDate=2026-01-01&endDate=2026-01-31',
    );
    const value = (m: string) => reply.datasets[0]!.rows.find((r) => r['metric'] === m)?.['value'];
    expect(value('Gross margin (%)')).toBeNull();
    expect(value('Average bill value, with tax (₹)')).toBeNull();
    expect(value('Sale bills')).toBe(0);
    expect(reply.summary).toBe('No sales from 01/01/2026 to 31/01/2026.');
  });
});
