// Customer, exception and expense insights on one shop. Today is 15/06/2026. No tax groups:
// a bill's total is its lines' amounts. Rice has HSN 1006, Biscuit none.
//
//   Gupta   27/11/2025 ₹1,000 unpaid                           (200 days ago)
//   Bose    16/12/2025 ₹200 paid on the bill                   (181 days ago)
//   Singh   17/12/2025 ₹300 paid on the bill                   (180 days ago)
//   Mehta   01/04/2026 ₹1,000 (₹300 paid on it), 20/05 ₹500, 01/06 ₹400 (Rice ₹100 +
//           Biscuit ₹300); a payment of ₹200 on 05/06
//   Khan    opening balance ₹750 on 01/06 (no goods: not a sale)
//   Verma   22/06/2026 ₹300 paid: dated next week
//   Metro   (vendor) 02/06 10 Biscuit @ ₹20; 16/06 1 Rice @ ₹100: dated tomorrow
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/test-app.ts';
import { addCustomer, addItem, specialItem } from './support/fixtures.ts';
import { bill, expense, insight, insightsWorld, payment, pick } from './insights-world.ts';

let t: TestApp;
let auth: { authorization: string };
const numbers: Record<string, string> = {};

beforeAll(async () => {
  const world = await insightsWorld();
  t = world.t;
  auth = world.owner.auth;
  const c = world.companyId;
  const rice = await addItem(t, c, { name: 'Rice', ratePaise: 0, hsn: '1006' });
  const biscuit = await addItem(t, c, { name: 'Biscuit', ratePaise: 0 });
  const opening = await specialItem(t, c, 'opening_balance');
  const party = (name: string) => addCustomer(t, c, { name, phone: '98765 43210' });
  const [gupta, bose, singh, mehta, khan, verma, metro] = await Promise.all(
    ['Gupta', 'Bose', 'Singh', 'Mehta', 'Khan', 'Verma', 'Metro'].map(party),
  );
  const sale = async (
    key: string,
    customer: { id: number },
    date: string,
    rupees: number,
    paid?: number,
  ) => {
    const saved = await bill(t, auth, {
      date,
      customerId: customer.id,
      lines: [{ item: rice, qty: 1, rate: rupees }],
      paid,
    });
    numbers[key] = saved.number;
  };
  await sale('gupta', gupta!, '2025-11-27', 1000);
  await sale('bose', bose!, '2025-12-16', 200, 200);
  await sale('singh', singh!, '2025-12-17', 300, 300);
  await sale('mehta1', mehta!, '2026-04-01', 1000, 300);
  await sale('mehta2', mehta!, '2026-05-20', 500);
  const m3 = await bill(t, auth, {
    date: '2026-06-01',
    customerId: mehta!.id,
    lines: [
      { item: rice, qty: 1, rate: 100 },
      { item: biscuit, qty: 1, rate: 300 },
    ],
  });
  numbers['mehta3'] = m3.number;
  await bill(t, auth, {
    date: '2026-06-01',
    customerId: khan!.id,
    lines: [{ item: opening, qty: 1, rate: 750 }],
  });
  await payment(t, auth, { date: '2026-06-05', customerId: mehta!.id, amount: 200 });
  await sale('verma', verma!, '2026-06-22', 300, 300);
  const p1 = await bill(t, auth, {
    date: '2026-06-02',
    customerId: metro!.id,
    isPurchase: true,
    lines: [{ item: biscuit, qty: 10, rate: 20 }],
  });
  numbers['metro1'] = p1.number;
  const p2 = await bill(t, auth, {
    date: '2026-06-16',
    customerId: metro!.id,
    isPurchase: true,
    lines: [{ item: rice, qty: 1, rate: 100 }],
  });
  numbers['metro2'] = p2.number;

  // Expenses. Electricity: 1,000, 1,200, 800 in March-May (average 1,000), June 1,600.
  // Rent: ₹20,000 in April and May 2025, then ₹5,000 a month June 2025 - May 2026, June 7,600.
  // Tea: 100 in February, 300 in May (average of the months it occurred: 200), June 300.
  // Repairs: only in June.
  const spend = (item: string, date: string, amount: number) =>
    expense(t, auth, { item, amount, date });
  await spend('Electricity', '2026-03-10', 1000);
  await spend('Electricity', '2026-04-10', 1200);
  await spend('Electricity', '2026-05-10', 800);
  await spend('Electricity', '2026-06-05', 1000);
  await spend('Electricity', '2026-06-10', 600);
  await spend('Rent', '2025-04-05', 20000);
  await spend('Rent', '2025-05-05', 20000);
  for (let m = 0; m < 12; m++) {
    const month = ((5 + m) % 12) + 1; // June 2025 … May 2026
    const year = month >= 6 ? 2025 : 2026;
    await spend('Rent', `${year}-${String(month).padStart(2, '0')}-05`, 5000);
  }
  await spend('Rent', '2026-06-05', 7600);
  await spend('Tea', '2026-02-10', 100);
  await spend('Tea', '2026-05-10', 300);
  await spend('Tea', '2026-06-10', 300);
  await spend('Repairs', '2026-06-08', 2000);
});

afterAll(() => t.close());

describe('analytics/inactive-customers', () => {
  it('lists customers without a sale for more than 180 days, or who owe without buying', async () => {
    const reply = await insight(t, auth, 'analytics/inactive-customers');
    expect(reply.parameters).toEqual({ inactiveDays: 180, top: 100 });
    // Singh's last sale is exactly 180 days ago: not older than 180. Mehta and Verma bought
    // recently; Metro only sells to us. By balance, highest first.
    expect(pick(reply, ['customer', 'lastSale', 'daysInactive', 'balance'])).toEqual([
      { customer: 'Gupta', lastSale: '2025-11-27', daysInactive: 200, balance: 1000 },
      { customer: 'Khan', lastSale: null, daysInactive: null, balance: 750 },
      { customer: 'Bose', lastSale: '2025-12-16', daysInactive: 181, balance: 0 },
    ]);
    expect(reply.summary).toBe(
      '3 customers have not bought in 180 days; together they owe ₹1,750.',
    );
    const longer = await insight(t, auth, 'analytics/inactive-customers?inactiveDays=199&top=1');
    expect(pick(longer, ['customer'])).toEqual([{ customer: 'Gupta' }]);
    // Gupta (200 days) and Khan (never bought, owes) are both inactive; top 1 shows one.
    expect(longer.summary).toBe(
      '2 customers have not bought in 199 days; together they owe ₹1,750.',
    );
  });
});

describe('analytics/ar-due', () => {
  it('settles payments against the oldest bills first and lists what is past due', async () => {
    const reply = await insight(t, auth, 'analytics/ar-due?asOfDate=2026-06-15');
    expect(reply.parameters).toEqual({ asOfDate: '2026-06-15', dueDays: 30 });
    // Mehta owes 1,000 − 300 + 500 + 400 − 200 = 1,400. Newest first: 01/06 ₹400 and
    // 20/05 ₹500 are unpaid (not yet due), leaving 500 on the 01/04 bill: 75 days − 30 = 45
    // days overdue. Gupta: 200 − 30 = 170 days. Khan's opening balance is 14 days old.
    expect(
      pick(reply, ['number', 'customer', 'billAmount', 'unpaid', 'dueDate', 'overdueDays']),
    ).toEqual([
      {
        number: numbers['gupta'],
        customer: 'Gupta',
        billAmount: 1000,
        unpaid: 1000,
        dueDate: '2025-12-27',
        overdueDays: 170,
      },
      {
        number: numbers['mehta1'],
        customer: 'Mehta',
        billAmount: 1000,
        unpaid: 500,
        dueDate: '2026-05-01',
        overdueDays: 45,
      },
    ]);
    expect(typeof reply.datasets[0]!.rows[0]!['transactionId']).toBe('number');
    expect(reply.summary).toBe(
      '₹1,500 is overdue on 2 bills from 2 customers; the oldest is 170 days past due.',
    );
  });

  it('reads balances as of the date asked', async () => {
    const reply = await insight(t, auth, 'analytics/ar-due?asOfDate=2026-05-31&dueDays=0');
    // On 31/05 Mehta owes 1,000 − 300 + 500 = 1,200: 500 on 20/05 (11 days), 700 on 01/04
    // (60 days). Gupta 185 days.
    expect(pick(reply, ['customer', 'unpaid', 'overdueDays'])).toEqual([
      { customer: 'Gupta', unpaid: 1000, overdueDays: 185 },
      { customer: 'Mehta', unpaid: 700, overdueDays: 60 },
      { customer: 'Mehta', unpaid: 500, overdueDays: 11 },
    ]);
  });
});

describe('exceptions/future-invoices', () => {
  it('lists documents dated after today plus the tolerance', async () => {
    const reply = await insight(t, auth, 'exceptions/future-invoices');
    expect(pick(reply, ['date', 'type', 'number', 'customer', 'total', 'daysAhead'])).toEqual([
      {
        date: '2026-06-16',
        type: 'Purchase',
        number: numbers['metro2'],
        customer: 'Metro',
        total: 100,
        daysAhead: 1,
      },
      {
        date: '2026-06-22',
        type: 'Sale',
        number: numbers['verma'],
        customer: 'Verma',
        total: 300,
        daysAhead: 7,
      },
    ]);
    expect(reply.summary).toBe(
      '2 documents are dated after 15/06/2026 (today): check their dates.',
    );
    const tolerant = await insight(t, auth, 'exceptions/future-invoices?toleranceDays=1');
    expect(pick(tolerant, ['customer'])).toEqual([{ customer: 'Verma' }]);
    expect(tolerant.summary).toBe('1 document is dated after 16/06/2026: check its date.');
  });
});

describe('exceptions/missing-hsn', () => {
  const june = 'startDate=2026-06-01&endDate=2026-06-15';

  it('lists goods lines billed without an HSN/SAC code', async () => {
    const reply = await insight(t, auth, `exceptions/missing-hsn?${june}`);
    // Mehta's Rice line has 1006; Khan's opening balance is money, not goods.
    expect(pick(reply, ['date', 'number', 'customer', 'item', 'quantity', 'taxableValue'])).toEqual(
      [
        {
          date: '2026-06-01',
          number: numbers['mehta3'],
          customer: 'Mehta',
          item: 'Biscuit',
          quantity: 1,
          taxableValue: 300,
        },
      ],
    );
    expect(reply.summary).toBe(
      '1 line on 1 sale bill has no HSN/SAC code; give 1 item a code in Settings.',
    );
    const purchases = await insight(t, auth, `exceptions/missing-hsn?${june}&isPurchase=true`);
    expect(pick(purchases, ['number', 'customer', 'quantity', 'taxableValue'])).toEqual([
      { number: numbers['metro1'], customer: 'Metro', quantity: 10, taxableValue: 200 },
    ]);
  });
});

describe('analytics/expense-anomalies', () => {
  it('flags items more than 50% above their average of earlier months', async () => {
    const reply = await insight(t, auth, 'analytics/expense-anomalies?year=2026&month=6');
    expect(reply.parameters).toEqual({ year: 2026, month: 6, thresholdPct: 50 });
    // Electricity 1,600 vs 1,000: +60%. Rent 7,600 vs the latest 12 months at 5,000: +52%
    // (averaging all 14 months, 100,000 ÷ 14 = 7,142.86, would hide it). Tea 300 vs 200 is
    // exactly +50%: not more. Repairs has no earlier month.
    expect(
      pick(reply, ['expenseItem', 'monthTotal', 'average', 'monthsAveraged', 'abovePct']),
    ).toEqual([
      {
        expenseItem: 'Electricity',
        monthTotal: 1600,
        average: 1000,
        monthsAveraged: 3,
        abovePct: 60,
      },
      { expenseItem: 'Rent', monthTotal: 7600, average: 5000, monthsAveraged: 12, abovePct: 52 },
    ]);
    // 600 + 2,600 above the averages
    expect(reply.summary).toBe(
      '2 expense items in June 2026 are more than 50% above their average month; ₹3,200 more than usual.',
    );
    const lower = await insight(
      t,
      auth,
      'analytics/expense-anomalies?year=2026&month=6&thresholdPct=40',
    );
    expect(pick(lower, ['expenseItem'])).toEqual([
      { expenseItem: 'Electricity' },
      { expenseItem: 'Rent' },
      { expenseItem: 'Tea' },
    ]);
  });
});
