// GSTR-3B and the HSN summary over the seeded shop of reports-gst-world.ts (August 2024).
//
// The arithmetic (see reports-gst-gstr1.test.ts for each sale's tax):
// 3.1(a) taxable sales, nil-rated lines left out:
//   taxable 1000 + 3000 (INV-0004) + 500 + 1000 (INV-0005) + 200 (INV-0006) + 84,745.77
//     (INV-0007) + 84,745.76 (INV-0008) + 100 + 100 (INV-0009) + 400 (INV-0011) + 500
//     (INV-0012) = 1,76,291.53;
//   IGST 60 + 180 + 10 + 15,254.24 + 15,254.24 + 20 = 30,778.48;
//   CGST = SGST 25 + 270 + 6 + 2.50 + 45 = 348.50.
// 3.1(c) nil-rated: rice 1000 (INV-0004) + milk 60.50 (INV-0009) + rice 100 (INV-0011) = 1160.50.
// 3.2 unregistered, inter-state, by place of supply: 24 → 84,745.77 + 84,745.76 = 1,69,491.53
//   with IGST 30,508.48; 29 → 400 with IGST 20. UIN holders: 07 → 200 with IGST 10.
// 4 ITC (OTH), purchase bills whose vendor has a GSTIN:
//   Mumbai Wholesale (27, intra) 5 mixers × 1180 = 5900 → CGST = SGST = 450, taxable 5000;
//   Surat Textiles (24, inter) 20 shirts × 105 = 2100 → IGST 100, taxable 2000, and 10 kg rice
//   × 50 = 500 nil-rated (table 5, inter-state);
//   Local Kirana has no GSTIN: its 10 bags (CGST = SGST = 60) give no credit.
//   → IGST 100, CGST 450, SGST 450. Payments and the expense appear nowhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { COMPANY_GSTIN, golden, gstShop } from './reports-gst-world.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof gstShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await gstShop(t);
});

afterAll(() => t.close());

type Dataset = { name: string; rows: Record<string, unknown>[] };

describe('GSTR-3B', () => {
  it('downloads the hand-written JSON for August 2024', async () => {
    const res = await shop.get('/api/reports/gst/gstr3b/json?year=2024&month=8');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${COMPANY_GSTIN}_GSTR3B_082024.json"`,
    );
    expect(res.json()).toEqual(golden('gstr3b-082024.json'));
  });

  it('shows tables 3.1, 3.2, 4, 5 and 6.1 as datasets', async () => {
    const res = await shop.get('/api/reports/gst/gstr3b?startDate=2024-08-01&endDate=2024-08-31');
    expect(res.statusCode, res.body).toBe(200);
    const sets = res.json().datasets as Dataset[];
    expect(sets.map((d) => d.name)).toEqual(['3.1', '3.2', '4', '5', '6.1']);
    const [outward, inter, itc, inward] = sets as [Dataset, Dataset, Dataset, Dataset];
    expect(outward.rows[0]).toMatchObject({
      taxableValue: 176291.53,
      igst: 30778.48,
      cgst: 348.5,
      sgst: 348.5,
      cess: 0,
    });
    expect(outward.rows[2]).toMatchObject({ taxableValue: 1160.5, igst: 0 });
    expect(inter.rows).toEqual([
      { category: 'Unregistered persons', pos: '24', taxableValue: 169491.53, igst: 30508.48 },
      { category: 'Unregistered persons', pos: '29', taxableValue: 400, igst: 20 },
      { category: 'UIN holders', pos: '07', taxableValue: 200, igst: 10 },
    ]);
    expect(itc.rows[4]).toEqual({
      details: '(A)(5) All other ITC',
      igst: 100,
      cgst: 450,
      sgst: 450,
      cess: 0,
    });
    expect(itc.rows[6]).toMatchObject({ igst: 100, cgst: 450, sgst: 450 });
    expect(inward.rows[0]).toMatchObject({ interState: 500, intraState: 0 });
  });
});

describe('HSN summary', () => {
  const row = (
    hsn: string | null,
    description: string,
    uqc: string,
    quantity: number,
    rate: number,
    taxes: [number, number, number, number],
    totalValue: number,
  ) => {
    const [taxableValue, igst, cgst, sgst] = taxes;
    return {
      hsn,
      description,
      uqc,
      quantity,
      rate,
      taxableValue,
      igst,
      cgst,
      sgst,
      cess: 0,
      totalValue,
    };
  };

  it('sales: one row per HSN + rate + UQC, services in NA, lines without HSN last', async () => {
    const res = await shop.get(
      '/api/reports/gst/hsn-summary?startDate=2024-08-01&endDate=2024-08-31',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datasets[0].rows).toEqual([
      row('0401', 'Milk', 'NOS', 2, 0, [60.5, 0, 0, 0], 60.5),
      row('1006', 'Rice', 'KGS', 22, 0, [1100, 0, 0, 0], 1100),
      // 5 bags inter-state + 1 intra: 600 + 60 + 6 + 6 = 672 = 560 + 112.
      row('4202', 'Leather Bag', 'NOS', 6, 12, [600, 60, 6, 6], 672),
      // 1050 + 210 + 420 = 1680.
      row('6205', 'Shirt', 'NOS', 16, 5, [1600, 30, 25, 25], 1680),
      // 3540 + 1,00,000.01 + 1,00,000 = 2,03,540.01.
      row('8509', 'Mixer Grinder', 'NOS', 5, 18, [172491.53, 30508.48, 270, 270], 203540.01),
      row('998719', 'Repair Service', 'NA', 0, 18, [1500, 180, 45, 45], 1770),
      row(null, 'Loose Item', 'NOS', 1, 5, [100, 0, 2.5, 2.5], 105),
    ]);
  });

  it('purchases with isPurchase=true', async () => {
    const res = await shop.get(
      '/api/reports/gst/hsn-summary?startDate=2024-08-01&endDate=2024-08-31&isPurchase=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datasets[0].rows).toEqual([
      row('1006', 'Rice', 'KGS', 10, 0, [500, 0, 0, 0], 500),
      row('4202', 'Leather Bag', 'NOS', 10, 12, [1000, 0, 60, 60], 1120),
      row('6205', 'Shirt', 'NOS', 20, 5, [2000, 100, 0, 0], 2100),
      row('8509', 'Mixer Grinder', 'NOS', 5, 18, [5000, 0, 450, 450], 5900),
    ]);
  });

  it('exports as CSV (streamed through a cursor) and saves as a snapshot', async () => {
    const base = '/api/reports/gst/hsn-summary?startDate=2024-08-01&endDate=2024-08-31';
    const csv = await shop.get(`${base}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      'gst-hsn-summary-2024-08-01-2024-08-31.csv',
    );
    expect(csv.body).toContain('998719,Repair Service,NA');
    const saved = await shop.get(
      '/api/reports/gst/gstr1?startDate=2024-08-01&endDate=2024-08-31&save=true&name=Aug',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const reopened = await shop.get(`/api/reports/snapshots/${saved.json().snapshot.id as string}`);
    expect(reopened.json().datasets).toEqual(saved.json().datasets);
  });
});
