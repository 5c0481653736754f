// GSTR-1 golden tests: the portal upload JSON of a seeded shop (reports-gst-world.ts)
// compared with hand-written files in test/golden/, and the gst/gstr1 report's datasets.
//
// The arithmetic (prices include tax; tax = inclusive × r / (1 + r), rounded to the paisa;
// taxable = inclusive − tax; the company is in Maharashtra, 27):
// July 2024 (B2CL above ₹2,50,000):
//   INV-0001 Patel (24, unregistered) mixer 2,00,000.00 at 18%: IGST 2,00,000 × 18/118 =
//     30,508.474… → 30,508.47; taxable 1,69,491.53; 2,00,000 ≤ 2,50,000 → B2CS INTER 24.
//   INV-0002 Patel mixer 2,95,000.00: IGST 45,000.00 exactly, taxable 2,50,000.00 → B2CL.
//   HSN 8509: qty 2, taxable 1,69,491.53 + 2,50,000 = 4,19,491.53, IGST 75,508.47.
// August 2024 (B2CL above ₹1,00,000):
//   INV-0003 opening balance for Ganesh: not a supply, in no section and not in doc_issue.
//   INV-0004 Ganesh (27AAGCG4576J1Z6, intra), modified from 2 mixers to 3:
//     3 × 1180 = 3540 → CGST = SGST = 3540 × 9/118 = 270.00, taxable 3000.00;
//     10 × 105 = 1050 → CGST = SGST = 1050 × 2.5/105 = 25.00, taxable 1000.00;
//     20 kg rice × 50 = 1000.00 at GST 0% → nil (INTRAB2B); val 3540 + 1050 + 1000 = 5590.
//   INV-0005 Rao (29, inter): bag 5 × 112 = 560 → IGST 60.00, taxable 500.00; repair (SAC
//     998719) 1180 → IGST 180.00, taxable 1000.00; val 1740.
//   INV-0006 UN Office (UIN 0717UNO00157UNO, pos 07): shirt 2 × 105 → IGST 10.00, taxable 200.
//   INV-0007 Patel mixer 1,00,000.01: IGST 10000001 paise × 18/118 = 1525423.88 → 1525424
//     paise = ₹15,254.24, taxable 84,745.77; val above 1,00,000 → B2CL.
//   INV-0008 Patel mixer 1,00,000.00: IGST 1525423.73 → 1525424 paise = ₹15,254.24, taxable
//     84,745.76;
//     not above 1,00,000 → B2CS INTER 24.
//   INV-0009 cash (intra): bag 112 → 6.00 + 6.00 on 100; loose item 105 (no HSN) → 2.50 +
//     2.50 on 100; milk 2 × 30.25 = 60.50 with no GST row → nil (INTRAB2C); round off −0.50;
//     val 112 + 105 + 60.50 − 0.50 = 277.00.
//   INV-0010 deleted → doc_issue cancel 1 (inside INV-0004 … INV-0012).
//   INV-0011 Kumar (29, unregistered): shirt 4 × 105 = 420 → IGST 20.00 on 400 (B2CS INTER
//     29); rice 2 kg = 100.00 nil (INTRB2C).
//   INV-0012 cash: repair 590 → 45.00 + 45.00 on 500.00.
//   HSN (one table before 05/2025): 0401 milk 2 NOS 60.50; 1006 rice 20 + 2 = 22 KGS 1100;
//     4202 bag 5 + 1 = 6, 600, IGST 60, CGST 6, SGST 6; 6205 shirt 10 + 2 + 4 = 16, 1600,
//     IGST 10 + 20 = 30, CGST 25, SGST 25; 8509 mixer 3 + 1 + 1 = 5, 3000 + 84,745.77 +
//     84,745.76 = 1,72,491.53, IGST 30,508.48, CGST 270, SGST 270; 998719 repair NA 0,
//     1500, IGST 180, CGST 45, SGST 45. The loose item (no HSN) is left out with a warning.
// June 2025: INV-0013 Ganesh shirt 105 (hsn_b2b), INV-0014 cash 2 shirts 210 (hsn_b2c).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, users } from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';
import { companyIdOf } from './support/fixtures.ts';
import { COMPANY_GSTIN, golden, gstShop } from './reports-gst-world.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof gstShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await gstShop(t);
});

afterAll(() => t.close());

describe('GET /api/reports/gst/gstr1/json', () => {
  it.each([
    [2024, 8, 'gstr1-082024.json'],
    [2024, 7, 'gstr1-072024.json'],
    [2025, 6, 'gstr1-062025.json'],
  ])('%i-%i equals the hand-written %s', async (year, month, file) => {
    const res = await shop.get(`/api/reports/gst/gstr1/json?year=${year}&month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const mm = String(month).padStart(2, '0');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${COMPANY_GSTIN}_GSTR1_${mm}${year}.json"`,
    );
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(golden(file));
    // Amounts as JSON numbers with at most 2 decimals.
    expect(res.body).not.toMatch(/\d\.\d{3}/);
  });

  it('asks for the year and month, and needs the company GSTIN', async () => {
    for (const url of [
      '/api/reports/gst/gstr1/json',
      '/api/reports/gst/gstr1/json?year=2024',
      '/api/reports/gst/gstr1/json?year=2024&month=13',
      '/api/reports/gst/gstr3b/json?month=8',
    ]) {
      const res = await shop.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe('Please select year and month.');
    }
    const other = await registerAndLogin(t);
    const noGstin = await shop.get('/api/reports/gst/gstr1/json?year=2024&month=8', other.auth);
    expect(noGstin.statusCode).toBe(400);
    expect(noGstin.json().detail).toBe(
      'The company has no GSTIN: it files no GST returns and its bills carry no GST. Enter the GSTIN in Company settings once registered.',
    );
    // Another company's return holds none of this shop's bills: the header only.
    await t.database.db
      .update(companies)
      .set({ gstin: '29AABCR1718E1ZL', stateCode: '29' })
      .where(eq(companies.id, companyIdOf(other.accessToken)));
    const empty = await shop.get('/api/reports/gst/gstr1/json?year=2024&month=8', other.auth);
    expect(empty.json()).toEqual({
      gstin: '29AABCR1718E1ZL',
      fp: '082024',
      version: 'GST3.2.4',
      hash: 'hash',
    });
  });

  it('refuses callers without a token or without a reports role; an Auditor may download', async () => {
    const url = '/api/reports/gst/gstr1/json?year=2024&month=8';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const auditor = await inviteAndJoin(t, shop.owner, 'Auditor');
    expect((await shop.get(url, auditor.auth)).statusCode).toBe(200);
    await t.database.db.update(users).set({ roles: [] }).where(eq(users.email, auditor.email));
    // Written behind the app's back: servers trust what they read of a user for 2 s.
    t.clock.advanceSeconds(3);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: auditor.email, password: 'Joinme123' },
    });
    const noRole = { authorization: `Bearer ${login.json().accessToken as string}` };
    expect((await shop.get(url, noRole)).statusCode).toBe(403);
    expect((await shop.get(url.replace('gstr1', 'gstr3b'), noRole)).statusCode).toBe(403);
  });
});

describe('GET /api/reports/gst/gstr1', () => {
  it('shows the sections as tables, in rupees, with the checks', async () => {
    const res = await shop.get('/api/reports/gst/gstr1?startDate=2024-08-01&endDate=2024-08-31');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const set = (name: string) =>
      body.datasets.find((d: { name: string }) => d.name === name) as {
        rows: Record<string, unknown>[];
      };
    expect(body.datasets.map((d: { name: string }) => d.name)).toEqual([
      'b2b',
      'b2cl',
      'b2cs',
      'exp',
      'cdnr',
      'cdnur',
      'nil',
      'hsn',
      'docs',
      'checks',
    ]);
    // One row per invoice per rate: INV-0004 at 5% and 18%, INV-0005 at 12% and 18%, INV-0006.
    expect(set('b2b').rows.map((r) => [r['number'], r['rate'], r['taxableValue']])).toEqual([
      ['INV-0004', 5, 1000],
      ['INV-0004', 18, 3000],
      ['INV-0005', 12, 500],
      ['INV-0005', 18, 1000],
      ['INV-0006', 5, 200],
    ]);
    expect(set('b2cl').rows).toEqual([
      expect.objectContaining({
        number: 'INV-0007',
        invoiceValue: 100000.01,
        taxableValue: 84745.77,
        igst: 15254.24,
        pos: '24',
      }),
    ]);
    expect(set('b2cs').rows[3]).toEqual({
      supplyType: 'INTER',
      pos: '24',
      rate: 18,
      taxableValue: 84745.76,
      igst: 15254.24,
      cgst: 0,
      sgst: 0,
      cess: 0,
    });
    expect(set('nil').rows.map((r) => r['nilRated'])).toEqual([0, 1000, 100, 60.5]);
    // The report keeps the B2B and B2C tables apart: rice 20 kg to Ganesh, 2 kg to Kumar.
    expect(
      set('hsn')
        .rows.filter((r) => r['hsn'] === '1006')
        .map((r) => [r['table'], r['uqc'], r['quantity'], r['taxableValue']]),
    ).toEqual([
      ['B2B', 'KGS', 20, 1000],
      ['B2C', 'KGS', 2, 100],
    ]);
    expect(set('docs').rows).toEqual([
      {
        documentType: 'Invoices for outward supply',
        from: 'INV-0004',
        to: 'INV-0012',
        total: 9,
        cancelled: 1,
        netIssued: 8,
      },
    ]);
    // The one finding: a warning, naming the bill to open; it does not block the download.
    expect(set('checks').rows).toEqual([
      {
        severity: 'warning',
        check: 'HSN code missing',
        message:
          'Bill INV-0009: item Loose Item has no HSN/SAC code, so it is left out of the HSN ' +
          'summary. Add it to the item and save the bill again.',
        number: 'INV-0009',
        transactionId: expect.any(Number),
      },
    ]);
  });
});
