// GSTR-1's self-checks, each catching a fault planted straight into the database (and undone
// afterwards), over August 2024 of the seeded shop in reports-gst-world.ts. Errors block the
// JSON download (400 with the list); the one warning of the clean month does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { gstShop } from './reports-gst-world.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof gstShop>>;
let c: number;

interface Check {
  severity: string;
  check: string;
  message: string;
  number: string | null;
  transactionId: number | null;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await gstShop(t);
  c = shop.companyId;
});

afterAll(() => t.close());

async function checks(): Promise<Check[]> {
  const res = await shop.get('/api/reports/gst/gstr1?startDate=2024-08-01&endDate=2024-08-31');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().datasets.find((d: { name: string }) => d.name === 'checks').rows;
}
const errors = async () => (await checks()).filter((x) => x.severity === 'error');
const download = () => shop.get('/api/reports/gst/gstr1/json?year=2024&month=8');

/** Plants a fault, runs the assertions, and puts the data back. */
async function planted(fault: SQL | SQL[], undo: SQL | SQL[], assert: () => Promise<void>) {
  for (const q of [fault].flat()) await shop.exec(q);
  try {
    await assert();
  } finally {
    for (const q of [undo].flat()) await shop.exec(q);
  }
}

const bill = (number: string) =>
  sql`(select id from transactions where company_id = ${c} and number = ${number})`;
const lineOf = (number: string, item: string) =>
  sql`(select id from transaction_lines where company_id = ${c}
        and transaction_id = ${bill(number)} and item_name = ${item})`;

describe('the clean month', () => {
  it('has no errors; the missing HSN of a cash sale is only a warning', async () => {
    expect(await errors()).toEqual([]);
    expect((await checks()).map((x) => [x.severity, x.number])).toEqual([['warning', 'INV-0009']]);
    expect((await download()).statusCode).toBe(200);
  });
});

describe('each check catches its planted fault', () => {
  it('a unit without a UQC: named, never silently OTH, and the HSN table no longer adds up', async () => {
    await planted(
      sql`update units set uqc = null where company_id = ${c} and name = 'No'`,
      sql`update units set uqc = 'NOS' where company_id = ${c} and name = 'No'`,
      async () => {
        const list = await errors();
        // Unit No is on INV-0004, 0005, 0006, 0007, 0008, 0009 and 0011 (INV-0012 has only
        // the repair service, whose SAC code reports NA): 7 bills.
        expect(list).toContainEqual({
          severity: 'error',
          check: 'Unit code (UQC)',
          message:
            'Unit No has no GST unit code (UQC); set one in Units. Used on INV-0004 and 6 other bills.',
          number: 'INV-0004',
          transactionId: expect.any(Number),
          // The screen offers the codes beside this message and saves the unit.
          unitId: expect.any(Number),
          unitName: 'No',
        });
        // Left in the table: rice 1000 + 100 (KGS) and repair 1500 (NA) = 2600; the sections
        // come to 1,77,452.03 (1,76,291.53 taxable + 1160.50 nil) less the loose item's 100.
        expect(list.map((x) => x.message)).toContain(
          'Taxable value: the HSN summary adds up to ₹2,600.00 but the sections, less ₹100.00 ' +
            'of lines without an HSN code, come to ₹1,77,352.03. Lines whose unit has no UQC ' +
            'are missing from it.',
        );
        // UQC, and the HSN sums of taxable value, IGST, CGST and SGST: 5 errors.
        expect(list).toHaveLength(5);
        const res = await download();
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe('GSTR-1 has 5 errors to fix before it can be downloaded.');
        expect(res.json().checks).toHaveLength(6);
      },
    );
  });

  it("a registered buyer's line without an HSN code is an error", async () => {
    await planted(
      sql`update transaction_lines set hsn_sac_code = null where company_id = ${c} and id = ${lineOf('INV-0005', 'Leather Bag')}`,
      sql`update transaction_lines set hsn_sac_code = '4202' where company_id = ${c} and id = ${lineOf('INV-0005', 'Leather Bag')}`,
      async () => {
        expect(await errors()).toEqual([
          {
            severity: 'error',
            check: 'HSN code missing',
            message:
              'Bill INV-0005: item Leather Bag, sold to registered buyer Rao Stores, has no ' +
              'HSN/SAC code. Add it to the item and save the bill again.',
            number: 'INV-0005',
            transactionId: expect.any(Number),
          },
        ]);
        const res = await download();
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe('GSTR-1 has 1 error to fix before it can be downloaded.');
      },
    );
  });

  it('HSN codes need 4 digits, or 6 when turnover is above ₹5 crore', async () => {
    await planted(
      sql`update transaction_lines set hsn_sac_code = '85' where company_id = ${c} and id = ${lineOf('INV-0004', 'Mixer Grinder')}`,
      sql`update transaction_lines set hsn_sac_code = '8509' where company_id = ${c} and id = ${lineOf('INV-0004', 'Mixer Grinder')}`,
      async () => {
        expect((await errors()).map((x) => x.message)).toEqual([
          'Bill INV-0004: item Mixer Grinder has HSN/SAC code 85; the portal needs 4 to 8 ' +
            'digits. Correct the item and save the bill again.',
        ]);
      },
    );
    await planted(
      sql`update company_settings set aato_band = '5cr_to_10cr' where company_id = ${c}`,
      sql`update company_settings set aato_band = 'up_to_5cr' where company_id = ${c}`,
      async () => {
        const list = await errors();
        // 4-digit codes by bill and item: INV-0004 mixer, shirt, rice; INV-0005 bag; INV-0006
        // shirt; INV-0007 mixer; INV-0008 mixer; INV-0009 bag, milk; INV-0011 shirt, rice = 11.
        // The repair service's 998719 has 6.
        expect(list).toHaveLength(11);
        expect(list[0]!.message).toBe(
          'Bill INV-0004: item Mixer Grinder has HSN/SAC code 8509; the portal needs 6 to 8 ' +
            'digits (turnover above ₹5 crore). Correct the item and save the bill again.',
        );
      },
    );
  });

  it('invoice numbers typed by hand that break the portal pattern', async () => {
    const renames: [string, string][] = [
      ['INV-0011', 'INV 0011'],
      ['INV-0012', '0000'],
      ['INV-0006', 'INV/2024-25/000006'],
    ];
    const rename = (pairs: [string, string][]) =>
      pairs.map(
        ([from, to]) =>
          sql`update transactions set number = ${to} where company_id = ${c} and number = ${from}`,
      );
    await planted(rename(renames), rename(renames.map(([a, b]) => [b, a])), async () => {
      expect((await errors()).map((x) => [x.check, x.number, x.message])).toEqual([
        [
          'Invoice number format',
          'INV/2024-25/000006',
          'Invoice number INV/2024-25/000006 has 18 characters; GST allows at most 16.',
        ],
        [
          'Invoice number format',
          'INV 0011',
          'Invoice number INV 0011 may contain only letters, digits, - and /.',
        ],
        [
          'Invoice number format',
          '0000',
          'Invoice number 0000 is all zeros; the portal refuses it.',
        ],
      ]);
    });
  });

  it('invoice numbers unique within the financial year', async () => {
    // INV-0002 (July 2024, FY 2024-25) retyped as inv-0011 clashes with August's INV-0011;
    // INV-0013 (June 2025, FY 2025-26) retyped as inv-0004 is another year's series: allowed.
    await planted(
      [
        sql`update transactions set number = 'inv-0011' where company_id = ${c} and number = 'INV-0002'`,
        sql`update transactions set number = 'inv-0004' where company_id = ${c} and number = 'INV-0013'`,
      ],
      [
        sql`update transactions set number = 'INV-0002' where company_id = ${c} and number = 'inv-0011'`,
        sql`update transactions set number = 'INV-0013' where company_id = ${c} and number = 'inv-0004'`,
      ],
      async () => {
        expect(await errors()).toEqual([
          {
            severity: 'error',
            check: 'Invoice number unique',
            message:
              'Invoice number INV-0011 is used by 2 bills in financial year 2024-25; the portal ' +
              'takes each number once a year. Give the others new numbers.',
            number: 'INV-0011',
            transactionId: expect.any(Number),
          },
        ]);
      },
    );
  });

  it("a B2B customer's GSTIN with a wrong check character", async () => {
    await planted(
      sql`update customers set gstin = '27AAGCG4576J1Z8' where company_id = ${c} and name = 'Ganesh Traders'`,
      sql`update customers set gstin = '27AAGCG4576J1Z6' where company_id = ${c} and name = 'Ganesh Traders'`,
      async () => {
        expect((await errors()).map((x) => [x.check, x.number, x.message])).toEqual([
          [
            'Customer GSTIN',
            'INV-0004',
            'GSTIN 27AAGCG4576J1Z8 of customer Ganesh Traders is not valid: GSTIN check ' +
              'character is wrong (expected 6). Correct it in Customers (first used on INV-0004).',
          ],
        ]);
      },
    );
  });

  it('CGST differing from SGST on an intra-state bill (and from the books)', async () => {
    const sgst = sql`company_id = ${c} and component = 'SGST' and line_id = ${lineOf('INV-0004', 'Mixer Grinder')}`;
    await planted(
      sql`update transaction_line_taxes set amount_paise = amount_paise + 1 where ${sgst}`,
      sql`update transaction_line_taxes set amount_paise = amount_paise - 1 where ${sgst}`,
      async () => {
        expect((await errors()).map((x) => x.message)).toEqual([
          // SGST 348.50 + 0.01 in the return; the ledger still holds 348.50.
          "SGST/UTGST: the return's sections add up to ₹348.51 but the sales books for the " +
            'period show ₹348.50 (difference ₹0.01). Open the sales register and save the bill ' +
            'that differs again.',
          'Bill INV-0004: CGST ₹270.00 and SGST ₹270.01 at 18% differ; on an intra-state bill ' +
            'they must be equal. Open the bill and save it again.',
        ]);
      },
    );
  });

  it('sections that no longer add up to the books name both amounts', async () => {
    const line = sql`company_id = ${c} and id = ${lineOf('INV-0004', 'Mixer Grinder')}`;
    await planted(
      sql`update transaction_lines set taxable_paise = taxable_paise + 100 where ${line}`,
      sql`update transaction_lines set taxable_paise = taxable_paise - 100 where ${line}`,
      async () => {
        expect((await errors()).map((x) => x.message)).toEqual([
          // 1,77,452.03 + 1.00 in the sections against 1,77,452.03 posted to SALES.
          "Taxable value: the return's sections add up to ₹1,77,453.03 but the sales books for " +
            'the period show ₹1,77,452.03 (difference ₹1.00). Open the sales register and save ' +
            'the bill that differs again.',
        ]);
      },
    );
  });

  it('tax heads that do not match the place of supply, and rates the portal refuses', async () => {
    await planted(
      [
        sql`update transactions set place_of_supply = '29' where company_id = ${c} and number = 'INV-0012'`,
        sql`update transaction_line_taxes set tax_rate_bp = 700 where company_id = ${c} and transaction_id = ${bill('INV-0006')}`,
      ],
      [
        sql`update transactions set place_of_supply = '27' where company_id = ${c} and number = 'INV-0012'`,
        sql`update transaction_line_taxes set tax_rate_bp = 500 where company_id = ${c} and transaction_id = ${bill('INV-0006')}`,
      ],
      async () => {
        expect((await errors()).map((x) => [x.number, x.message])).toEqual([
          [
            'INV-0012',
            'Bill INV-0012 charges CGST/SGST although its place of supply 29 is another state ' +
              '(IGST is due). Open the bill and save it again.',
          ],
          ['INV-0006', 'Bill INV-0006: GST rate 7% is not a rate the portal accepts.'],
        ]);
      },
    );
  });

  it('a negative line on a B2B invoice (goods returned as a minus line)', async () => {
    const line = sql`company_id = ${c} and id = ${lineOf('INV-0005', 'Leather Bag')}`;
    await planted(
      sql`update transaction_lines set taxable_paise = -taxable_paise where ${line}`,
      sql`update transaction_lines set taxable_paise = -taxable_paise where ${line}`,
      async () => {
        // The bag line's 500.00 became −500.00 (the ledger still says +500.00).
        expect((await errors()).map((x) => [x.check, x.number, x.message])).toContainEqual([
          'Negative value',
          'INV-0005',
          'Bill INV-0005 has a negative taxable value -₹500.00 at 12%; the portal takes goods ' +
            'returned on a credit note, not as a minus line. Open the bill.',
        ]);
      },
    );
  });

  it('the company GSTIN: missing or invalid', async () => {
    await planted(
      sql`update companies set gstin = '27AAPFU0939F1ZO' where id = ${c}`,
      sql`update companies set gstin = '27AAPFU0939F1ZV' where id = ${c}`,
      async () => {
        expect((await errors()).map((x) => x.message)).toEqual([
          "The company's GSTIN 27AAPFU0939F1ZO is not valid: GSTIN check character is wrong " +
            '(expected V).',
        ]);
      },
    );
    await planted(
      sql`update companies set gstin = null where id = ${c}`,
      sql`update companies set gstin = '27AAPFU0939F1ZV' where id = ${c}`,
      async () => {
        // Without a GSTIN there is no return at all (issue 23, finding 6): the screen says why.
        const res = await shop.get(
          '/api/reports/gst/gstr1?startDate=2024-08-01&endDate=2024-08-31',
        );
        expect(res.statusCode).toBe(400);
        expect((res.json() as { detail: string }).detail).toBe(
          'The company has no GSTIN: it files no GST returns and its bills carry no GST. Enter the GSTIN in Company settings once registered.',
        );
      },
    );
  });
});
