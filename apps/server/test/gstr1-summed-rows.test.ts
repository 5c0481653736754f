// GSTR-1's statement adds up B2C small and nil-rated rows itself (issue 41 part 4): its return
// must be the very return built from every invoice's rows, as before. Each month of the shop of
// reports-gst-world.ts, a month of mixed bills (exports, SEZ, deemed exports, reverse charge,
// B2C large and small, nil-rated, round off), and the same with faults planted on B2C small
// bills, are built both ways and compared whole: sections, HSN table, checks and table 13.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Message } from '@hisaab/shared/i18n/messages';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { addCustomer } from './support/fixtures.ts';
import { gstShop } from './reports-gst-world.ts';
import type { DbOrTx } from '../src/db/client.ts';
import { inReturnSnapshot, loadGstProfile } from '../src/modules/reports/gst/gst-common.ts';
import { loadGstr1Data } from '../src/modules/reports/gst/gstr1-data.ts';
import { saleLineGroups } from '../src/modules/reports/gst/gstr1-lines.ts';
import { noSummedRows } from '../src/modules/reports/gst/gstr1-rows.ts';
import { buildSections, hsnTable } from '../src/modules/reports/gst/gstr1-sections.ts';
import { gstr1Checks } from '../src/modules/reports/gst/gstr1-checks.ts';
import { docIssue } from '../src/modules/reports/gst/gstr1-docs.ts';
import { buildGstr1 } from '../src/modules/reports/gst/gstr1-return.ts';
import { withAmendedAsFiled } from '../src/modules/reports/gst/amendments-data.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof gstShop>>;
let c: number;

/** GSTR-1 as it was built before: every invoice's rows read and sorted in JavaScript. */
async function fromEveryRow(db: DbOrTx, start: string, end: string) {
  return inReturnSnapshot(db, async (tx) => {
    const profile = await loadGstProfile(tx, c);
    const loaded = await loadGstr1Data(tx, c, profile, start, end);
    const all = await saleLineGroups(tx, c, profile, start, end);
    const issued = new Map<number, string | null>();
    for (const r of all.invoiceRows) issued.set(r.transactionId, r.number);
    const data = await withAmendedAsFiled(tx, c, profile, start, end, {
      ...loaded,
      ...all,
      summed: noSummedRows(),
      issued: [...issued].map(([transactionId, number]) => ({ transactionId, number })),
    });
    const sections = buildSections(data.invoiceRows, data.notes.rows, profile, data.reverseCharge);
    const hsn = hsnTable(data.hsnRows, data.notes.hsnRows);
    const checks = gstr1Checks({ profile, data, sections, hsn });
    return { loaded, all, issued, sections, hsn, checks, docs: docIssue(data) };
  });
}

async function bothWays(start: string, end: string) {
  const db = t.database.db;
  const before = await fromEveryRow(db, start, end);
  const now = await buildGstr1(db, c, start, end);
  expect(now.sections).toEqual(before.sections);
  expect(now.hsn).toEqual(before.hsn);
  expect(now.checks).toEqual(before.checks);
  expect(now.docs).toEqual(before.docs);
  // The parts read alike, and the invoices issued are every bill with a supply line.
  const { loaded, all } = before;
  expect(loaded.hsnRows).toEqual(all.hsnRows);
  expect(loaded.lineProblems).toEqual(all.lineProblems);
  expect(loaded.unitProblems).toEqual(all.unitProblems);
  expect(loaded.issued).toEqual(
    [...before.issued].map(([transactionId, number]) => ({ transactionId, number })),
  );
  return { before, now };
}

/** Numbers of the bills whose rows the statement returned one by one. */
const rowBills = (loaded: { invoiceRows: { number: string | null }[] }) => [
  ...new Set(loaded.invoiceRows.map((r) => r.number)),
];

async function planted(fault: SQL[], undo: SQL[], assert: () => Promise<void>) {
  for (const q of fault) await shop.exec(q);
  try {
    await assert();
  } finally {
    for (const q of undo) await shop.exec(q);
  }
}

const bill = (number: string) =>
  sql`(select id from transactions where company_id = ${c} and number = ${number})`;

beforeAll(async () => {
  t = await createTestApp();
  shop = await gstShop(t);
  c = shop.companyId;
  // January 2025: one of each kind of supply, the unregistered ones in several states.
  const { shirt, mixer, bag, rice, roundOff } = shop.items;
  const line = (i: { id: number; unitId: number }, quantity: number, rate: number) => ({
    itemId: i.id,
    quantity,
    rate,
    unitId: i.unitId,
  });
  const goa = await addCustomer(t, c, { name: 'Goa Walk-in', stateCode: '30' });
  const pune = await addCustomer(t, c, { name: 'Pune Walk-in', stateCode: '27' });
  const sez = await addCustomer(t, c, { name: 'SEZ Unit', gstin: '29AABCR1718E1ZL' });
  const overseas = await addCustomer(t, c, { name: 'Overseas Buyer' });
  const { ganesh, patel, kumar, cash } = shop.customers;
  const bills: [{ id: number }, string, ReturnType<typeof line>[], object?][] = [
    [pune, '2025-01-02', [line(shirt, 3, 105), line(rice, 2, 50), line(roundOff, 1, -0.15)]],
    [goa, '2025-01-03', [line(bag, 2, 112), line(shirt, 1, 105)]],
    [goa, '2025-01-04', [line(mixer, 1, 150000)]], // above ₹1,00,000: B2CL
    [kumar, '2025-01-05', [line(rice, 4, 50)]], // nil-rated only, inter-state B2C
    [ganesh, '2025-01-06', [line(rice, 1, 50), line(shirt, 1, 105)]], // nil row of a B2B bill
    [ganesh, '2025-01-07', [line(shirt, 2, 105)], { reverseCharge: true }],
    [patel, '2025-01-08', [line(bag, 1, 112)], { placeOfSupply: '24' }],
    [
      overseas,
      '2025-01-09',
      [line(mixer, 1, 1000)],
      {
        supplyType: 'export_with_tax',
        exportDetails: {
          shippingBillNumber: '1234567',
          shippingBillDate: '2025-01-09',
          portCode: 'INBOM4',
        },
      },
    ],
    [sez, '2025-01-10', [line(shirt, 1, 105)], { supplyType: 'sez_with_tax' }],
    [ganesh, '2025-01-11', [line(shirt, 1, 105)], { supplyType: 'deemed_export' }],
    [cash, '2025-01-12', [line(bag, 3, 112), line(rice, 1, 50)]],
  ];
  for (const [customer, date, lineItems, extra] of bills) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: shop.owner.auth,
      payload: {
        customerId: customer.id,
        transactionDate: date,
        isPurchase: false,
        lineItems,
        payments: [],
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});

afterAll(() => t.close());

describe('GSTR-1 from summed rows equals GSTR-1 from every row', () => {
  it.each([
    ['2024-07-01', '2024-07-31'],
    ['2024-08-01', '2024-08-31'],
    ['2025-06-01', '2025-06-30'],
    ['2025-01-01', '2025-01-31'],
    ['2024-07-01', '2025-06-30'],
  ])('%s to %s', async (start, end) => {
    const { before, now } = await bothWays(start, end);
    expect(now.sections.b2cs.length).toBeGreaterThan(0);
    // Fewer rows came back than every invoice's.
    expect(before.loaded.invoiceRows.length).toBeLessThan(before.all.invoiceRows.length);
  });

  it('returns B2C small bills added up, and a bill a check lists row by row', async () => {
    const { before } = await bothWays('2024-08-01', '2024-08-31');
    // INV-0008, 0009, 0011 and 0012 are B2C small: summed, not returned.
    expect(rowBills(before.loaded)).toEqual(['INV-0004', 'INV-0005', 'INV-0006', 'INV-0007']);
    const sgst = sql`company_id = ${c} and component = 'SGST' and transaction_id = ${bill('INV-0009')}`;
    await planted(
      [sql`update transaction_line_taxes set amount_paise = amount_paise + 1 where ${sgst}`],
      [sql`update transaction_line_taxes set amount_paise = amount_paise - 1 where ${sgst}`],
      async () => {
        const { before: planted, now } = await bothWays('2024-08-01', '2024-08-31');
        expect(rowBills(planted.loaded)).toContain('INV-0009');
        expect(now.checks.map((x) => x.number)).toContain('INV-0009');
      },
    );
  });

  it('faults planted on B2C small bills are found as before', async () => {
    // One fault a bill, each caught by one test of the statement alone: CGST on an inter-state
    // bill, CGST differing from SGST, a rate the portal refuses, a place of supply it does not
    // take (the bill stays inter-state and charges IGST).
    const taxes = (n: string) => sql`company_id = ${c} and transaction_id = ${bill(n)}`;
    const pos = (n: string, code: string) =>
      sql`update transactions set place_of_supply = ${code} where company_id = ${c} and number = ${n}`;
    await planted(
      [
        sql`update transaction_line_taxes set component = 'CGST' where ${taxes('INV-0008')} and component = 'IGST'`,
        sql`update transaction_line_taxes set amount_paise = amount_paise + 1 where ${taxes('INV-0009')} and component = 'SGST'`,
        sql`update transaction_line_taxes set tax_rate_bp = tax_rate_bp + 1 where ${taxes('INV-0012')}`,
        pos('INV-0011', '98'),
      ],
      [
        sql`update transaction_line_taxes set component = 'IGST' where ${taxes('INV-0008')} and component = 'CGST'`,
        sql`update transaction_line_taxes set amount_paise = amount_paise - 1 where ${taxes('INV-0009')} and component = 'SGST'`,
        sql`update transaction_line_taxes set tax_rate_bp = tax_rate_bp - 1 where ${taxes('INV-0012')}`,
        pos('INV-0011', '29'),
      ],
      async () => {
        const { now } = await bothWays('2024-08-01', '2024-08-31');
        expect(now.checks.map((x) => [(x.check as Message).key, x.number])).toEqual(
          expect.arrayContaining([
            ['Tax matches place of supply', 'INV-0008'],
            ['CGST equals SGST', 'INV-0009'],
            ['GST rate', 'INV-0012'],
            ['Place of supply', 'INV-0011'],
          ]),
        );
      },
    );
    // Reverse charge on a B2C small bill (the save refuses it): its tax is taken out of the
    // books' comparison only if its rows come back.
    await planted(
      [
        sql`update transactions set reverse_charge = true where company_id = ${c} and number = 'INV-0009'`,
      ],
      [
        sql`update transactions set reverse_charge = false where company_id = ${c} and number = 'INV-0009'`,
      ],
      async () => {
        const { now } = await bothWays('2024-08-01', '2024-08-31');
        expect(now.sections.reverseChargeTax.camt).toBeGreaterThan(0);
      },
    );
  });
});
