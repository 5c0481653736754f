// Golden sales and purchase registers over the seeded month of support/report-month.ts: one
// row per document with its stored GST split, worked out by hand below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { seedReportMonth, type SeededMonth } from './support/report-month.ts';

let t: TestApp;
let m: SeededMonth;
let other: Awaited<ReturnType<typeof registerAndLogin>>;

type Row = Record<string, unknown>;

const get = (url: string, auth = m.owner.auth) =>
  t.app.inject({ method: 'GET', url: `/api/reports/${url}`, headers: auth });

async function register(url: string, auth = m.owner.auth) {
  const res = await get(url, auth);
  expect(res.statusCode, res.body).toBe(200);
  const [rows, totals] = res.json().datasets as { name: string; rows: Row[] }[];
  expect([rows!.name, totals!.name]).toEqual(['register', 'totals']);
  return { rows: rows!.rows, totals: totals!.rows };
}

const MONEY = [
  'taxableValue',
  'cgst',
  'sgst',
  'igst',
  'cess',
  'otherTax',
  'adjustments',
  'total',
] as const;

/** A row's money columns in order: taxable, CGST, SGST, IGST, cess, other, adjustments, total. */
const money = (r: Row) => MONEY.map((k) => r[k]);

/** Taxable + taxes + adjustments − total, in paise: 0 on every row. */
const offByPaise = (r: Row) =>
  MONEY.slice(0, -1).reduce((sum, k) => sum + Math.round(Number(r[k]) * 100), 0) -
  Math.round(Number(r['total']) * 100);

beforeAll(async () => {
  t = await createTestApp();
  m = await seedReportMonth(t);
  other = await registerAndLogin(t);
});
afterAll(() => t?.close());

describe('registers/sales', () => {
  it('has one row per April invoice with its GST split; payments, the deleted and May bills are not in it', async () => {
    const { rows, totals } = await register(
      'registers/sales?startDate=2026-04-01&endDate=2026-04-30',
    );
    expect(
      rows.map((r) => [r['number'], r['date'], r['customerName'], r['gstin'], r['placeOfSupply']]),
    ).toEqual([
      ['INV-0002', '2026-04-03', 'Patil Traders', '27AAPFU0939F1ZV', '27-Maharashtra'],
      ['INV-0003', '2026-04-05', 'Karnataka Retail', '29AABCR1718E1ZL', '29-Karnataka'],
      // Cash and Ramesh have no state: the place of supply is the company's own
      ['INV-0004', '2026-04-08', 'Cash', null, '27-Maharashtra'],
      ['INV-0005', '2026-04-10', 'Ramesh', null, '27-Maharashtra'],
      ['INV-0007', '2026-04-28', 'Karnataka Retail', '29AABCR1718E1ZL', '29-Karnataka'],
    ]);
    expect(rows.map(money)).toEqual([
      // 10 Soap (1000 + 90 + 90) + 20 Rice (1000 + 25 + 25) = 2230
      [2000, 115, 115, 0, 0, 0, 0, 2230],
      // 5 Soap inter-state: 500 + 90 IGST
      [500, 0, 0, 90, 0, 0, 0, 590],
      // 3 Soap (300 + 27 + 27) + 1 Rice (50 + 1.25 + 1.25), round off −0.50: the taxable
      // value is the goods' only (350), the round off an adjustment
      [350, 28.25, 28.25, 0, 0, 0, -0.5, 406],
      // Modified to 4 Soap: 400 + 36 + 36
      [400, 36, 36, 0, 0, 0, 0, 472],
      // 10 Rice inter-state (500 + 25 IGST), discount −25
      [500, 0, 0, 25, 0, 0, -25, 500],
    ]);
    expect(rows.map(offByPaise)).toEqual([0, 0, 0, 0, 0]);
    expect(rows[0]!['transactionId']).toBe(m.ids['INV-0002']);
    // 2000 + 500 + 350 + 400 + 500 = 3750; CGST 115 + 28.25 + 36 = 179.25; IGST 90 + 25;
    // adjustments −0.50 − 25; 3750 + 179.25 × 2 + 115 − 25.50 = 4198
    expect(totals).toEqual([
      {
        documents: 5,
        taxableValue: 3750,
        cgst: 179.25,
        sgst: 179.25,
        igst: 115,
        cess: 0,
        otherTax: 0,
        adjustments: -25.5,
        total: 4198,
      },
    ]);
  });

  it('leaves out an opening balance: it is no sale (issue 23)', async () => {
    const { rows } = await register('registers/sales?startDate=2026-01-01&endDate=2026-01-31');
    expect(rows).toEqual([]);
  });
});

describe('registers/purchases', () => {
  it('has one row per purchase bill; the payment made is not one', async () => {
    const { rows, totals } = await register(
      'registers/purchases?startDate=2026-04-01&endDate=2026-04-30',
    );
    expect(
      rows.map((r) => [
        r['number'],
        r['customerName'],
        r['gstin'],
        r['placeOfSupply'],
        ...money(r),
      ]),
    ).toEqual([
      // 100 Soap @ 70.80 from Gujarat: 6000 + 1080 IGST
      [
        'PUR-0001',
        'Gujarat Supplies',
        '24AAQCA8719H1ZC',
        '24-Gujarat',
        6000,
        0,
        0,
        1080,
        0,
        0,
        0,
        7080,
      ],
      // 200.5 Rice @ 42 = 8421, 5% inclusive: tax 8421 × 5/105 = 401, halves 200.50
      ['PUR-0002', 'Local Wholesale', null, '27-Maharashtra', 8020, 200.5, 200.5, 0, 0, 0, 0, 8421],
    ]);
    expect(rows.map(offByPaise)).toEqual([0, 0]);
    expect(totals).toEqual([
      {
        documents: 2,
        taxableValue: 14020,
        cgst: 200.5,
        sgst: 200.5,
        igst: 1080,
        cess: 0,
        otherTax: 0,
        adjustments: 0,
        total: 15501,
      },
    ]);
  });
});

describe('totals', () => {
  it("are the same figures whether added up from the reply's rows or exported on their own", async () => {
    const range = 'startDate=2026-04-01&endDate=2026-04-30';
    const { totals } = await register(`registers/purchases?${range}`);
    // The reply adds up the rows it fetched; an export of the totals alone runs one statement.
    const csv = await get(`registers/purchases?${range}&format=csv&dataset=totals`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFDocuments,Taxable value,CGST,SGST/UTGST,IGST,Cess,Other tax,Adjustments,Total',
      '2,14020.00,200.50,200.50,1080.00,0.00,0.00,0.00,15501.00',
    ]);
    expect(totals[0]).toMatchObject({ documents: 2, taxableValue: 14020, total: 15501 });
  });
});

describe('parameters and tenancy', () => {
  it('needs a range, in order', async () => {
    for (const [url, message] of [
      ['registers/sales', 'Please select start and end dates.'],
      ['registers/purchases?startDate=2026-04-01', 'Please select start and end dates.'],
      [
        'registers/sales?startDate=2026-04-30&endDate=2026-04-01',
        'Start date must be before end date.',
      ],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe(message);
    }
  });

  it('shows another company nothing, with zero totals', async () => {
    const { rows, totals } = await register(
      'registers/sales?startDate=2026-01-01&endDate=2026-12-31',
      other.auth,
    );
    expect(rows).toEqual([]);
    expect(totals[0]).toMatchObject({ documents: 0, taxableValue: 0, total: 0 });
  });

  it('exports the register as CSV with the totals as a list of its own', async () => {
    const res = await get('registers/sales?startDate=2026-04-01&endDate=2026-04-30&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'registers-sales-2026-04-01-2026-04-30.csv',
    );
    expect(res.body).toContain(
      'INV-0004,2026-04-08,Cash,,27-Maharashtra,350.00,28.25,28.25,0.00,0.00,0.00,-0.50,406.00',
    );
    const totals = res.body.split('\r\n\r\n')[1]!.split('\r\n');
    expect(totals.slice(0, 3)).toEqual([
      'Totals',
      'Documents,Taxable value,CGST,SGST/UTGST,IGST,Cess,Other tax,Adjustments,Total',
      '5,3750.00,179.25,179.25,115.00,0.00,0.00,-25.50,4198.00',
    ]);
  });
});
