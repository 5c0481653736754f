// Export to Tally, the GST details TallyPrime 3 and later read (issue 36 item 8, issue 37):
// each party's dated GST registration (LEDGSTREGDETAILS.LIST) and mailing details
// (LEDMAILINGDETAILS.LIST) beside the flat PARTYGSTIN / LEDSTATENAME older releases read; a
// purchase's supplier invoice date (REFERENCEDATE beside REFERENCE); a credit or debit note's
// original bill (REFERENCE and REFERENCEDATE, and its Agst Ref bill allocation); and a month
// with a ₹0 line (a free sample) that exports instead of answering 500.
// The month: company in Maharashtra (27), prices include 18% GST.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import { addItem, companyIdOf, gstinOfState, setCompanyState } from './support/fixtures.ts';

const DAY = '2026-11-20';
const MONTH = 'from=2026-11-01&to=2026-11-30';
const GOLDEN_DIR = path.join(import.meta.dirname, 'golden', 'tally');

/** As tally-export.test.ts: UPDATE_GOLDEN=1 rewrites the file. */
function expectGolden(file: string, actual: string) {
  const at = path.join(GOLDEN_DIR, file);
  if (process.env['UPDATE_GOLDEN']) writeFileSync(at, actual);
  expect(actual).toBe(readFileSync(at, 'utf8'));
}

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let pen: { id: number; unitId: number };

const send = sender(
  () => t,
  () => owner.auth,
);

async function created(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

const customer = async (name: string, extra: Record<string, unknown> = {}) =>
  created(await send('POST', '/api/customers', { name, ...extra }));

const line = (qty: number, rate: number) => ({
  itemId: pen.id,
  quantity: qty,
  rate,
  unitId: pen.unitId,
});

async function download(query = MONTH) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/exports/tally?${query}`,
    headers: owner.auth,
  });
  return res;
}

/** The text of the one element `tag` whose NAME / VOUCHERNUMBER is `name`. */
function block(xml: string, tag: 'LEDGER' | 'VOUCHER', name: string): string {
  const re = new RegExp(`<${tag} [^>]*>[\\s\\S]*?</${tag}>`, 'g');
  const found = [...xml.matchAll(re)].map((m) => m[0]);
  const hit = found.find((b) =>
    tag === 'LEDGER'
      ? b.startsWith(`<LEDGER NAME="${name}"`)
      : b.includes(`<VOUCHERNUMBER>${name}</VOUCHERNUMBER>`),
  );
  if (!hit) throw new Error(`no ${tag} ${name} in the file`);
  return hit;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  owner = await registerAndLogin(t, { companyName: 'Details Traders' });
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
}, 120_000);
afterAll(async () => t?.close());

describe('a ₹0 line (issue 37)', () => {
  it('exports a month with a free sample on a sale instead of answering 500', async () => {
    const ravi = await customer('Zero Line Buyer', { stateCode: '27' });
    await created(
      await send('POST', '/api/transactions', {
        customerId: ravi.id,
        transactionDate: '2026-11-03',
        lineItems: [line(1, 118), line(2, 0)],
      }),
    );
    await created(
      await send('POST', '/api/transactions', {
        customerId: ravi.id,
        transactionDate: '2026-11-04',
        lineItems: [line(1, 0)],
      }),
    );
    const res = await download('from=2026-11-03&to=2026-11-04');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.match(/<VOUCHER /g)).toHaveLength(2);
    // The ₹0 bill alone: its sales line against the party's, both 0.00.
    const alone = [...res.body.matchAll(/<VOUCHER [\s\S]*?<\/VOUCHER>/g)][1]![0];
    expect(
      [...alone.matchAll(/<LEDGERNAME>([^<]+)<\/LEDGERNAME>[\s\S]*?<AMOUNT>([^<]+)</g)].map((m) => [
        m[1],
        m[2],
      ]),
    ).toEqual([
      ['Zero Line Buyer', '0.00'],
      ['Sales GST 18%', '0.00'],
    ]);
  });
});

describe('parties, purchases and notes as TallyPrime 3 reads them', () => {
  let xml: string;
  let saleNumber: string;
  beforeAll(async () => {
    const supplier = await customer('Karnataka Supplies', {
      gstin: gstinOfState('29'),
      address: '12 MG Road\nBengaluru 560001',
    });
    const walkIn = await customer('Local Buyer', { stateCode: '27', address: 'Shop 4, Pune' });
    const sale = await created(
      await send('POST', '/api/transactions', {
        customerId: walkIn.id,
        transactionDate: '2026-11-10',
        lineItems: [line(10, 118)],
      }),
    );
    const saleRes = await send('GET', `/api/transactions/${sale.id}`);
    saleNumber = (saleRes.json() as { number: string }).number;
    const purchase = await created(
      await send('POST', '/api/transactions', {
        customerId: supplier.id,
        transactionDate: DAY,
        isPurchase: true,
        supplierInvoiceNumber: 'KS/55',
        supplierInvoiceDate: '2026-11-18',
        lineItems: [line(20, 59)],
      }),
    );
    for (const originalId of [sale.id, purchase.id]) {
      await created(
        await send('POST', '/api/returns', {
          originalId,
          transactionDate: '2026-11-25',
          refundMode: 'adjust',
          lines: [{ lineNo: 1, quantity: 2 }],
        }),
      );
    }
    const res = await download('from=2026-11-10&to=2026-11-25');
    expect(res.statusCode, res.body).toBe(200);
    xml = res.body;
  });

  it('gives a registered party its dated GST registration and mailing details, and keeps the flat tags', () => {
    const ledger = block(xml, 'LEDGER', 'Karnataka Supplies');
    const gstin = gstinOfState('29');
    expect(ledger).toContain(`<PARTYGSTIN>${gstin}</PARTYGSTIN>`);
    expect(ledger).toContain('<LEDSTATENAME>Karnataka</LEDSTATENAME>');
    expect(ledger).toContain(
      [
        '<LEDGSTREGDETAILS.LIST>',
        '<APPLICABLEFROM>20170701</APPLICABLEFROM>',
        '<GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE>',
        '<STATE>Karnataka</STATE>',
        '<PLACEOFSUPPLY>Karnataka</PLACEOFSUPPLY>',
        `<GSTIN>${gstin}</GSTIN>`,
        '</LEDGSTREGDETAILS.LIST>',
      ].join('\n'),
    );
    expect(ledger).toContain(
      [
        '<LEDMAILINGDETAILS.LIST>',
        '<APPLICABLEFROM>20170701</APPLICABLEFROM>',
        '<MAILINGNAME>Karnataka Supplies</MAILINGNAME>',
        '<ADDRESS.LIST TYPE="String">',
        '<ADDRESS>12 MG Road</ADDRESS>',
        '<ADDRESS>Bengaluru 560001</ADDRESS>',
        '</ADDRESS.LIST>',
        '<STATE>Karnataka</STATE>',
        '<COUNTRY>India</COUNTRY>',
        '<PINCODE>560001</PINCODE>',
        '</LEDMAILINGDETAILS.LIST>',
      ].join('\n'),
    );
  });

  it('writes the registered party as its golden file says', () => {
    expectGolden('party-ledger.xml', block(xml, 'LEDGER', 'Karnataka Supplies') + '\n');
  });

  it('marks a party without a GSTIN Unregistered, with its state', () => {
    const ledger = block(xml, 'LEDGER', 'Local Buyer');
    expect(ledger).not.toContain('<GSTIN>');
    expect(ledger).not.toContain('<PARTYGSTIN>');
    expect(ledger).toContain(
      [
        '<LEDGSTREGDETAILS.LIST>',
        '<APPLICABLEFROM>20170701</APPLICABLEFROM>',
        '<GSTREGISTRATIONTYPE>Unregistered</GSTREGISTRATIONTYPE>',
        '<STATE>Maharashtra</STATE>',
        '<PLACEOFSUPPLY>Maharashtra</PLACEOFSUPPLY>',
        '</LEDGSTREGDETAILS.LIST>',
      ].join('\n'),
    );
    expect(ledger).toContain('<ADDRESS>Shop 4, Pune</ADDRESS>');
    expect(ledger).not.toContain('<PINCODE>');
  });

  it("dates a purchase's reference with the supplier's invoice date", () => {
    const purchase = block(xml, 'VOUCHER', 'PUR-0001');
    expect(purchase).toContain(
      '<REFERENCE>KS/55</REFERENCE>\n<REFERENCEDATE>20261118</REFERENCEDATE>',
    );
  });

  it('points a credit note at the sale it returns: reference, its date and Agst Ref', () => {
    const note = block(xml, 'VOUCHER', 'CN-0001');
    expect(note).toContain(
      `<REFERENCE>${saleNumber}</REFERENCE>\n<REFERENCEDATE>20261110</REFERENCEDATE>`,
    );
    expect(note).toContain(`<NAME>${saleNumber}</NAME>\n<BILLTYPE>Agst Ref</BILLTYPE>`);
  });

  it("points a debit note at the supplier's invoice it returns", () => {
    const note = block(xml, 'VOUCHER', 'DN-0001');
    expect(note).toContain('<REFERENCE>KS/55</REFERENCE>\n<REFERENCEDATE>20261118</REFERENCEDATE>');
    expect(note).toContain('<NAME>KS/55</NAME>\n<BILLTYPE>Agst Ref</BILLTYPE>');
  });
});
