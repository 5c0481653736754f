// Golden receivables and payables aging over the seeded month of support/report-month.ts.
// Each document nets to what was left unpaid on it; later payments settle the oldest bills
// first; ages are days from the bill date to the As Of date (current = 0 days).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { seedReportMonth, type SeededMonth } from './support/report-month.ts';

let t: TestApp;
let m: SeededMonth;
let other: Awaited<ReturnType<typeof registerAndLogin>>;

type Row = Record<string, unknown>;

const get = (url: string, auth = m.owner.auth) =>
  t.app.inject({ method: 'GET', url: `/api/reports/${url}`, headers: auth });

const KEYS = ['customerName', 'current', 'd1to30', 'd31to60', 'd61to90', 'over90', 'total'];

async function aging(side: 'receivables' | 'payables', asOfDate: string, auth = m.owner.auth) {
  const res = await get(`aging/${side}?asOfDate=${asOfDate}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  const [parties, totals] = res.json().datasets as { name: string; rows: Row[] }[];
  expect([parties!.name, totals!.name]).toEqual([side, 'totals']);
  return {
    rows: parties!.rows.map((r) => KEYS.map((k) => r[k])),
    totals: totals!.rows,
    raw: parties!.rows,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  m = await seedReportMonth(t);
  other = await registerAndLogin(t);
});
afterAll(() => t?.close());

describe('aging/receivables', () => {
  it('as of 3 May: current, 1–30 (30 days included) and over 90', async () => {
    const { rows, totals, raw } = await aging('receivables', '2026-05-03');
    expect(rows).toEqual([
      // Opening balance of 10 Jan: 21 + 28 + 31 + 30 + 3 = 113 days; INV-0005 (472 − 100) 23 days
      ['Ramesh', 0, 372, 0, 0, 1500, 1872],
      // INV-0008 of today is current; INV-0003 (28 days) 590 + INV-0007 (5 days) 500
      ['Karnataka Retail', 118, 1090, 0, 0, 0, 1208],
      // INV-0002 left 1230; the ₹500 of 20 April settles it down to 730; 3 Apr → 3 May = 30 days
      ['Patil Traders', 0, 730, 0, 0, 0, 730],
    ]);
    expect(raw[0]!['customerId']).toBe(m.customers.ramesh);
    // 372 + 1090 + 730 = 2192; 1872 + 1208 + 730 = 3810
    expect(totals).toEqual([
      {
        parties: 3,
        current: 118,
        d1to30: 2192,
        d31to60: 0,
        d61to90: 0,
        over90: 1500,
        total: 3810,
      },
    ]);
  });

  it('as of 10 June: payments settle the oldest bills first', async () => {
    const { rows, totals } = await aging('receivables', '2026-06-10');
    expect(rows).toEqual([
      // 151 days; INV-0005: 30 (to 10 May) + 31 = 61 days
      ['Ramesh', 0, 0, 0, 372, 1500, 1872],
      // 3 Apr → 10 Jun = 68 days
      ['Patil Traders', 0, 0, 0, 730, 0, 730],
      // The ₹700 of 10 May clears INV-0003 (590) and 110 of INV-0007, leaving 390 (43 days)
      // and INV-0008's 118 (38 days)
      ['Karnataka Retail', 0, 0, 508, 0, 0, 508],
    ]);
    expect(totals).toEqual([
      { parties: 3, current: 0, d1to30: 0, d31to60: 508, d61to90: 1102, over90: 1500, total: 3110 },
    ]);
  });

  it('ignores documents after the date; 90 days is 61–90, 91 is over 90', async () => {
    const tenth = await aging('receivables', '2026-04-10');
    expect(tenth.rows).toEqual([
      // 10 Jan → 10 Apr = 90 days; INV-0005 of the day is current
      ['Ramesh', 372, 0, 0, 1500, 0, 1872],
      // The ₹500 of 20 April has not been paid yet
      ['Patil Traders', 0, 1230, 0, 0, 0, 1230],
      ['Karnataka Retail', 0, 590, 0, 0, 0, 590],
    ]);
    const eleventh = await aging('receivables', '2026-04-11');
    expect(eleventh.rows[0]).toEqual(['Ramesh', 0, 372, 0, 0, 1500, 1872]);
    // Before any bill: nobody owes anything.
    const early = await aging('receivables', '2026-01-09');
    expect(early.rows).toEqual([]);
    expect(early.totals[0]).toMatchObject({ parties: 0, total: 0 });
  });
});

describe('aging/payables', () => {
  it('shows what we owe, positive, by age', async () => {
    // PUR-0001 left 7080 − 5000 = 2080 (1 → 24 Apr: 23 days); the ₹1000 of 25 April not yet
    expect((await aging('payables', '2026-04-24')).rows).toEqual([
      ['Gujarat Supplies', 0, 2080, 0, 0, 0, 2080],
    ]);
    // Local Wholesale was paid in full; the customers owe us, so they are not payables
    const end = await aging('payables', '2026-04-30');
    expect(end.rows).toEqual([['Gujarat Supplies', 0, 1080, 0, 0, 0, 1080]]);
    expect(end.totals).toEqual([
      { parties: 1, current: 0, d1to30: 1080, d31to60: 0, d61to90: 0, over90: 0, total: 1080 },
    ]);
    // 1 Apr → 1 Jul = 30 + 31 + 30 = 91 days
    expect((await aging('payables', '2026-07-01')).rows).toEqual([
      ['Gujarat Supplies', 0, 0, 0, 0, 1080, 1080],
    ]);
  });
});

describe('parameters and tenancy', () => {
  it('needs an As Of date', async () => {
    for (const url of [
      'aging/receivables',
      'aging/payables?asOfDate=',
      'aging/receivables?asOfDate=2026-02-30',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe('Please select As Of date.');
    }
  });

  it('shows another company nothing', async () => {
    expect((await aging('receivables', '2026-06-10', other.auth)).rows).toEqual([]);
    expect((await aging('payables', '2026-06-10', other.auth)).rows).toEqual([]);
  });
});
