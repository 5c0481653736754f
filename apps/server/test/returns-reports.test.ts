// Credit and debit notes in the reports and GST returns (issue 16): the registers' own
// datasets, the customer ledger, the day book, the HSN summary (negative), GSTR-1 cdnr, cdnur,
// b2cs and nil net of them, HSN net of them, doc_issue, GSTR-1 checks, and GSTR-3B net.
//
// A Maharashtra shop (27AAPFU0939F1ZV), November 2026 (B2CL above ₹1,00,000), prices with tax:
//   INV-0001 Ganesh (27AAGCG4576J1Z6): 10 shirts × 105 = 1050 at 5% → CGST = SGST 25.00,
//     taxable 1000; 10 rice × 50 = 500 at 0% (nil, INTRAB2B); val 1550.
//   INV-0002 Patel (24, unregistered): mixer 1,18,000 at 18% → IGST 18,000, taxable 1,00,000;
//     val above 1,00,000 → B2CL.
//   INV-0003 Kumar (29, unregistered): 4 shirts × 105 = 420 → IGST 20, taxable 400 → B2CS.
//   PUR-0001 Surat Textiles (24AAQCA8719H1ZC): 20 shirts × 84 = 1680 → IGST 80, taxable 1600.
//   CN-0001 Ganesh, 3 of 10 shirts: 315 → CGST = SGST 7.50, taxable 300 (cdnr); 2 of 10 rice:
//     100 nil (INTRAB2B 500 − 100 = 400); val 415.
//   CN-0002 Patel, the mixer: 1,18,000, IGST 18,000, taxable 1,00,000; its invoice was B2CL
//     and inter-state → cdnur B2CL, pos 24.
//   CN-0003 Kumar, 1 of 4 shirts: 105 → IGST 5, taxable 100 → B2CS INTER 29 5% is 300, 15.
//   CN-0004 Ganesh, 1 shirt, deleted → doc_issue credit notes CN-0001…CN-0004, 1 cancelled.
//   DN-0001 Surat, 5 of 20 shirts: 420 → IGST 20, taxable 400.
//   HSN B2B: 1006 rice 10 − 2 = 8, 400; 6205 shirt 10 − 3 = 7, 700, CGST = SGST 17.50.
//   HSN B2C: 6205 4 − 1 = 3, 300, IGST 15; 8509 1 − 1 = 0 and nothing left: left out.
//   GSTR-3B 3.1(a): taxable 1000 + 1,00,000 + 400 − 300 − 1,00,000 − 100 = 1000, IGST
//     18,020 − 18,005 = 15, CGST = SGST 25 − 7.50 = 17.50; 3.1(c) 400; 3.2 unregistered: 29
//     300 / 15 (24 is all returned); 4(A)(5) IGST 80 − 20 = 60.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, units } from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf, setCompanyState } from './support/fixtures.ts';
import { COMPANY_GSTIN, golden } from './reports-gst-world.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
const ids: Record<string, number> = {};
const RANGE = 'startDate=2026-11-01&endDate=2026-11-30';

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: owner.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function post(url: string, payload: unknown): Promise<{ id: number; number: string }> {
  const res = await send('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; number: string };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-24T06:30:00Z');
  owner = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  await t.database.db
    .update(companies)
    .set({ gstin: COMPANY_GSTIN })
    .where(eq(companies.id, companyId));
  await t.database.db
    .update(units)
    .set({ uqc: 'NOS' })
    .where(and(eq(units.companyId, companyId), eq(units.name, 'No')));
  const shirt = await addItem(t, companyId, {
    name: 'Shirt',
    ratePaise: 10500,
    group: 'GST 5%',
    hsn: '6205',
  });
  const mixer = await addItem(t, companyId, {
    name: 'Mixer Grinder',
    ratePaise: 11800000,
    group: 'GST 18%',
    hsn: '8509',
  });
  const rice = await addItem(t, companyId, {
    name: 'Rice',
    ratePaise: 5000,
    group: 'GST 0%',
    hsn: '1006',
  });
  const ganesh = await addCustomer(t, companyId, {
    name: 'Ganesh Traders',
    gstin: '27AAGCG4576J1Z6',
  });
  const patel = await addCustomer(t, companyId, { name: 'Patel Bros', stateCode: '24' });
  const kumar = await addCustomer(t, companyId, { name: 'Kumar', stateCode: '29' });
  const surat = await addCustomer(t, companyId, {
    name: 'Surat Textiles',
    gstin: '24AAQCA8719H1ZC',
  });
  ids['ganesh'] = ganesh.id;
  const line = (item: { id: number; unitId: number }, quantity: number, rate: number) => ({
    itemId: item.id,
    quantity,
    rate,
    unitId: item.unitId,
  });
  const bill = (customerId: number, date: string, lineItems: unknown[], isPurchase = false) =>
    post('/api/transactions', { customerId, transactionDate: date, isPurchase, lineItems });
  const inv1 = await bill(ganesh.id, '2026-11-02', [line(shirt, 10, 105), line(rice, 10, 50)]);
  const inv2 = await bill(patel.id, '2026-11-03', [line(mixer, 1, 118000)]);
  const inv3 = await bill(kumar.id, '2026-11-04', [line(shirt, 4, 105)]);
  const pur1 = await bill(surat.id, '2026-11-05', [line(shirt, 20, 84)], true);
  const giveBack = (originalId: number, date: string, lines: [number, number][]) =>
    post('/api/returns', {
      originalId,
      transactionDate: date,
      refundMode: 'adjust',
      lines: lines.map(([lineNo, quantity]) => ({ lineNo, quantity })),
    });
  const cn1 = await giveBack(inv1.id, '2026-11-10', [
    [1, 3],
    [2, 2],
  ]);
  ids['cn1'] = cn1.id;
  await giveBack(inv2.id, '2026-11-12', [[1, 1]]);
  await giveBack(inv3.id, '2026-11-15', [[1, 1]]);
  await giveBack(pur1.id, '2026-11-16', [[1, 5]]);
  const cn4 = await giveBack(inv1.id, '2026-11-18', [[1, 1]]);
  expect(cn4.number).toBe('CN-0004');
  expect((await send('DELETE', `/api/returns/${cn4.id}`)).statusCode).toBe(204);
});
afterAll(async () => t?.close());

type Sheet = { datasets: { name: string; title: string; rows: Record<string, unknown>[] }[] };
async function sheet(url: string): Promise<Sheet> {
  const res = await send('GET', `/api/reports/${url}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Sheet;
}
const dataset = (s: Sheet, name: string) => s.datasets.find((d) => d.name === name)!;

describe('GSTR-1 with credit and debit notes', () => {
  it('the portal JSON equals the hand-written gstr1-cdn-112026.json', async () => {
    const res = await send('GET', '/api/reports/gst/gstr1/json?year=2026&month=11');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(golden('gstr1-cdn-112026.json'));
    expect(res.body).not.toMatch(/\d\.\d{3}/);
  });

  it('shows cdnr and cdnur as tables, notes in the documents issued, and no errors', async () => {
    const r = await sheet(`gst/gstr1?${RANGE}`);
    expect(dataset(r, 'cdnr').rows).toEqual([
      expect.objectContaining({
        ctin: '27AAGCG4576J1Z6',
        number: 'CN-0001',
        originalNumber: 'INV-0001',
        originalDate: '2026-11-02',
        noteValue: 415,
        rate: 5,
        taxableValue: 300,
        cgst: 7.5,
        sgst: 7.5,
      }),
    ]);
    expect(dataset(r, 'cdnur').rows).toEqual([
      expect.objectContaining({ number: 'CN-0002', pos: '24', taxableValue: 100000, igst: 18000 }),
    ]);
    expect(dataset(r, 'docs').rows.map((d) => [d['documentType'], d['from'], d['to']])).toEqual([
      // DN-0001 returns a purchase: no outward debit note (issue 42).
      ['Invoices for outward supply', 'INV-0001', 'INV-0003'],
      ['Credit Note', 'CN-0001', 'CN-0004'],
    ]);
    expect(dataset(r, 'checks').rows.filter((c) => c['severity'] === 'error')).toEqual([]);
  });
});

describe('GSTR-3B net of the notes', () => {
  it('3.1, 3.2 and 4 take the returns off', async () => {
    const res = await send('GET', '/api/reports/gst/gstr3b/json?year=2026&month=11');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.sup_details.osup_det).toEqual({
      txval: 1000,
      iamt: 15,
      camt: 17.5,
      samt: 17.5,
      csamt: 0,
    });
    expect(body.sup_details.osup_nil_exmp).toEqual({ txval: 400 });
    expect(body.inter_sup.unreg_details).toEqual([{ pos: '29', txval: 300, iamt: 15 }]);
    expect(body.itc_elg.itc_avl[4]).toEqual({ ty: 'OTH', iamt: 60, camt: 0, samt: 0, csamt: 0 });
  });
});

describe('the books', () => {
  it('the sales register has a Credit notes dataset; the purchase register Debit notes', async () => {
    const sales = await sheet(`registers/sales?${RANGE}`);
    const notes = dataset(sales, 'notes');
    expect(notes.title).toBe('Credit notes');
    expect(notes.rows.map((r) => [r['number'], r['originalNumber'], r['total']])).toEqual([
      ['CN-0001', 'INV-0001', 415],
      ['CN-0002', 'INV-0002', 118000],
      ['CN-0003', 'INV-0003', 105],
    ]);
    expect(notes.rows[0]).toMatchObject({ taxableValue: 400, cgst: 7.5, sgst: 7.5, igst: 0 });
    expect(dataset(sales, 'noteTotals').rows[0]).toMatchObject({
      documents: 3,
      taxableValue: 100500,
      igst: 18005,
      total: 118520,
    });
    // The invoices' own register is as it was.
    expect(dataset(sales, 'register').rows).toHaveLength(3);
    const purchases = await sheet(`registers/purchases?${RANGE}`);
    expect(dataset(purchases, 'notes').title).toBe('Debit notes');
    expect(dataset(purchases, 'notes').rows).toEqual([
      expect.objectContaining({ number: 'DN-0001', taxableValue: 400, igst: 20, total: 420 }),
    ]);
  });

  it('the customer ledger and the day book name the credit note', async () => {
    const ledger = await sheet(`customers/ledger?customerId=${ids['ganesh']}&${RANGE}`);
    expect(
      dataset(ledger, 'ledger').rows.map((r) => [r['number'], r['description'], r['credit']]),
    ).toEqual([
      [null, 'Opening balance', null],
      ['INV-0001', 'Sale', 0],
      ['CN-0001', 'Credit note', 415],
    ]);
    expect(dataset(ledger, 'ledger').rows.at(-1)!['balance']).toBe(1550 - 415);
    const dayBook = await sheet(`ledger/day-book?${RANGE}`);
    const cn = dataset(dayBook, 'dayBook').rows.filter((r) => r['number'] === 'CN-0001');
    expect(cn.map((r) => r['documentType'])).toEqual(cn.map(() => 'Credit note'));
    expect(cn.reduce((s, r) => s + Number(r['debit'] ?? 0), 0)).toBe(415);
  });

  it('the HSN summary shows the returns as negative rows beside the sales', async () => {
    const hsn = await sheet(`gst/hsn-summary?${RANGE}`);
    const notes = dataset(hsn, 'notes');
    expect(notes.title).toBe('Credit notes (goods taken back)');
    expect(
      notes.rows.map((r) => [r['hsn'], r['quantity'], r['taxableValue'], r['totalValue']]),
    ).toEqual([
      ['1006', -2, -100, -100],
      ['6205', -4, -400, -420],
      ['8509', -1, -100000, -118000],
    ]);
    const bought = await sheet(`gst/hsn-summary?${RANGE}&isPurchase=true`);
    expect(dataset(bought, 'notes').rows).toEqual([
      expect.objectContaining({ hsn: '6205', quantity: -5, taxableValue: -400, igst: -20 }),
    ]);
  });
});
