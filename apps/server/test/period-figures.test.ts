// A period's figures net of credit and debit notes (issue 23, findings 3 and 4): Taxes for a
// month equals GSTR-3B per head, to the paisa; the dashboard's day totals, the daily summary,
// the day's sales, the Sales and Purchases reports, the registers and the sales trend net the
// returns, and show the notes as their own rows where they list documents.
//
// A Maharashtra shop (27AAPFU0939F1ZV), November 2026, shirts at 5% (prices with tax):
//   11-02 INV-0001 Ganesh (27, GSTIN) 10 × 105 = 1050: taxable 1000, CGST = SGST 25.
//   11-03 INV-0002 Kumar (29, no GSTIN) 4 × 105 = 420: taxable 400, IGST 20.
//   11-05 PUR-0001 Surat (24, GSTIN) 20 × 84 = 1680: taxable 1600, IGST 80.
//   11-06 PUR-0002 Ramesh (27, no GSTIN) 10 × 84 = 840: taxable 800, CGST = SGST 20.
//   11-10 INV-0003 Ganesh 2 × 105 = 210: taxable 200, CGST = SGST 5.
//   11-10 CN-0001 Ganesh, 3 of INV-0001: 315, taxable 300, CGST = SGST 7.50.
//   11-10 CN-0002 Kumar, 1 of INV-0002: 105, taxable 100, IGST 5.
//   11-10 DN-0001 Surat, 5 of PUR-0001: 420, taxable 400, IGST 20.
//   11-10 DN-0002 Ramesh, 2 of PUR-0002: 168, taxable 160, CGST = SGST 4.
//   11-10 PUR-0003 Surat 10 × 84 = 840: taxable 800, IGST 40.
// GSTR-3B: output IGST 20 − 5 = 15, CGST = SGST 25 + 5 − 7.50 = 22.50; input (vendors with
// a GSTIN) IGST 80 + 40 − 20 = 100; Ramesh's CGST = SGST 20 − 4 = 16 is not claimable.
// Sales of November: 1680 − 420 = 1260 (taxable 1600 − 400, tax 80 − 20); purchases
// 3360 − 588 = 2772. Day 11-10: sales 210 − 420 = −210, purchases 840 − 588 = 252.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, units } from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf, setCompanyState } from './support/fixtures.ts';
import { COMPANY_GSTIN } from './reports-gst-world.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
const RANGE = 'startDate=2026-11-01&endDate=2026-11-30';
const DAY = '2026-11-10';

const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
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
  const ganesh = await addCustomer(t, companyId, {
    name: 'Ganesh Traders',
    gstin: '27AAGCG4576J1Z6',
  });
  const kumar = await addCustomer(t, companyId, { name: 'Kumar', stateCode: '29' });
  const surat = await addCustomer(t, companyId, {
    name: 'Surat Textiles',
    gstin: '24AAQCA8719H1ZC',
  });
  const ramesh = await addCustomer(t, companyId, { name: 'Ramesh Kirana', stateCode: '27' });
  const bill = (
    customerId: number,
    date: string,
    quantity: number,
    rate: number,
    isPurchase: boolean,
  ) =>
    post('/api/transactions', {
      customerId,
      transactionDate: date,
      isPurchase,
      lineItems: [{ itemId: shirt.id, quantity, rate, unitId: shirt.unitId }],
    });
  const giveBack = (originalId: number, quantity: number) =>
    post('/api/returns', {
      originalId,
      transactionDate: DAY,
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity }],
    });
  const inv1 = await bill(ganesh.id, '2026-11-02', 10, 105, false);
  const inv2 = await bill(kumar.id, '2026-11-03', 4, 105, false);
  const pur1 = await bill(surat.id, '2026-11-05', 20, 84, true);
  const pur2 = await bill(ramesh.id, '2026-11-06', 10, 84, true);
  await bill(ganesh.id, DAY, 2, 105, false);
  expect((await giveBack(inv1.id, 3)).number).toBe('CN-0001');
  expect((await giveBack(inv2.id, 1)).number).toBe('CN-0002');
  expect((await giveBack(pur1.id, 5)).number).toBe('DN-0001');
  expect((await giveBack(pur2.id, 2)).number).toBe('DN-0002');
  await bill(surat.id, DAY, 10, 84, true);
});
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
type Sheet = { datasets: { name: string; title: string; columns: Row[]; rows: Row[] }[] };
async function sheet(url: string): Promise<Sheet> {
  const res = await send('GET', `/api/reports/${url}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Sheet;
}
const dataset = (s: Sheet, name: string) => {
  const d = s.datasets.find((x) => x.name === name);
  if (!d) throw new Error(`no dataset ${name} in ${s.datasets.map((x) => x.name).join(', ')}`);
  return d;
};
const round2 = (n: number) => Math.round(n * 100) / 100;

describe('Taxes for a month = GSTR-3B', () => {
  it('output, input and net per head equal GSTR-3B 3.1(a) and 4(A)(5), to the paisa', async () => {
    const g = (await send('GET', '/api/reports/gst/gstr3b/json?year=2026&month=11')).json();
    const out = g.sup_details.osup_det;
    const itc = g.itc_elg.itc_avl[4];
    expect(out).toMatchObject({ txval: 1200, iamt: 15, camt: 22.5, samt: 22.5 });
    expect(itc).toMatchObject({ iamt: 100, camt: 0, samt: 0 });

    const monthly = await sheet('taxes/monthly?year=2026&month=11');
    const net = new Map(dataset(monthly, 'net').rows.map((r) => [r['component'], r]));
    const head = (component: string) => net.get(component) ?? { output: 0, input: 0, net: 0 };
    for (const [component, o, i] of [
      ['IGST', out.iamt, itc.iamt],
      ['CGST', out.camt, itc.camt],
      ['SGST', out.samt, itc.samt],
    ] as const) {
      expect(head(component), component).toMatchObject({ output: o, input: i, net: round2(o - i) });
    }
  });

  it('the per-rate rows net the notes and add up to the net; unclaimable input is its own row', async () => {
    const monthly = await sheet('taxes/monthly?year=2026&month=11');
    const rows = dataset(monthly, 'taxes').rows.map((r) => [
      r['side'],
      r['component'],
      r['rate'],
      r['taxableValue'],
      r['tax'],
    ]);
    expect(rows).toEqual([
      ['Output', 'CGST', 2.5, 900, 22.5],
      ['Output', 'SGST', 2.5, 900, 22.5],
      ['Output', 'IGST', 5, 300, 15],
      ['Input', 'IGST', 5, 2000, 100],
      ['Input not claimable (vendor without GSTIN)', 'CGST', 2.5, 640, 16],
      ['Input not claimable (vendor without GSTIN)', 'SGST', 2.5, 640, 16],
    ]);
    // No unclaimable tax inside the net's input.
    const net = dataset(monthly, 'net').rows;
    expect(net.find((r) => r['component'] === 'CGST')).toMatchObject({ input: 0, net: 22.5 });
  });
});

describe('sales and purchases of a period, net of the notes', () => {
  it('the dashboard day totals and the daily summary net the day’s notes', async () => {
    const res = await send('GET', `/api/dashboard?date=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.dailySummary).toMatchObject({ totalSales: -210, totalPurchases: 252 });
    const summary = await sheet(`daily-summary?date=${DAY}`);
    const metric = (m: string) =>
      dataset(summary, 'summary').rows.find((r) => r['metric'] === m)!['amount'];
    expect(metric('Net sales')).toBe(-210);
    expect(metric('Net purchases')).toBe(252);
    // The notes are rows of the day's list, negative, with their own kind.
    const notes = (body.transactions as Row[]).filter((r) => /^(CN|DN)-/.test(String(r['number'])));
    expect(notes.map((r) => [r['number'], r['kind'], r['totalAmount']])).toEqual([
      ['CN-0001', 'creditNote', -315],
      ['CN-0002', 'creditNote', -105],
      ['DN-0001', 'debitNote', -420],
      ['DN-0002', 'debitNote', -168],
    ]);
  });

  it('the dashboard day totals equal the Sales and Purchases reports for that day', async () => {
    const day = (await send('GET', `/api/dashboard?date=${DAY}`)).json().dailySummary;
    const one = `startDate=${DAY}&endDate=${DAY}`;
    const netOf = async (report: string, label: string) =>
      dataset(await sheet(`${report}?${one}`), 'totals').rows.find((r) => r['figure'] === label)!;
    expect((await netOf('sales', 'Net sales'))['total']).toBe(day.totalSales);
    expect((await netOf('purchases', 'Net purchases'))['total']).toBe(day.totalPurchases);
  });

  it('the Sales report lists the credit notes as negative rows; totals net them', async () => {
    const s = await sheet(`sales?${RANGE}`);
    expect(dataset(s, 'sales').rows.map((r) => [r['number'], r['document'], r['total']])).toEqual([
      ['INV-0001', 'Sale', 1050],
      ['INV-0002', 'Sale', 420],
      ['INV-0003', 'Sale', 210],
      ['CN-0001', 'Credit note', -315],
      ['CN-0002', 'Credit note', -105],
    ]);
    expect(dataset(s, 'totals').rows).toEqual([
      { figure: 'Sales', taxableValue: 1600, tax: 80, total: 1680 },
      { figure: 'Returns (credit notes)', taxableValue: -400, tax: -20, total: -420 },
      { figure: 'Net sales', taxableValue: 1200, tax: 60, total: 1260 },
    ]);
    expect(dataset(s, 'byMonth').rows).toEqual([
      expect.objectContaining({ month: '2026-11', taxableValue: 1200, tax: 60, total: 1260 }),
    ]);
  });

  it('the Purchases report lists the debit notes as negative rows; totals net them', async () => {
    const p = await sheet(`purchases?${RANGE}`);
    expect(dataset(p, 'purchases').rows.map((r) => [r['number'], r['total']])).toEqual([
      ['PUR-0001', 1680],
      ['PUR-0002', 840],
      ['DN-0001', -420],
      ['DN-0002', -168],
      ['PUR-0003', 840],
    ]);
    expect(dataset(p, 'totals').rows.at(-1)).toEqual({
      figure: 'Net purchases',
      taxableValue: 2640,
      tax: 132,
      total: 2772,
    });
  });

  it('the day’s sales list the day’s credit notes and total net of them', async () => {
    const d = await sheet(`sales/daily-total?date=${DAY}`);
    expect(dataset(d, 'sales').rows.map((r) => [r['number'], r['total']])).toEqual([
      ['INV-0003', 210],
      ['CN-0001', -315],
      ['CN-0002', -105],
    ]);
    expect(dataset(d, 'totals').rows[0]).toMatchObject({ total: -210 });
  });

  it('the registers end with the net of the invoices and the notes', async () => {
    const s = await sheet(`registers/sales?${RANGE}`);
    expect(dataset(s, 'net').rows.at(-1)).toEqual({
      figure: 'Net sales',
      taxableValue: 1200,
      tax: 60,
      total: 1260,
    });
    const p = await sheet(`registers/purchases?${RANGE}`);
    expect(dataset(p, 'net').rows.at(-1)).toMatchObject({ figure: 'Net purchases', total: 2772 });
  });

  it('item-wise sales take back what the credit notes returned', async () => {
    const items = dataset(await sheet(`items/sales?${RANGE}`), 'items').rows;
    // 10 + 4 + 2 − 3 − 1 shirts; taxable 1600 − 400; three sale bills.
    expect(items).toEqual([
      expect.objectContaining({ itemName: 'Shirt', quantity: 12, taxableValue: 1200, bills: 3 }),
    ]);
  });

  it('the sales trend nets the credit notes of each day', async () => {
    const res = await send(
      'GET',
      `/api/reports/analytics/sales-trend?currentStart=2026-11-01&currentEnd=2026-11-30`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const totals = (res.json() as Sheet).datasets.find((d) => d.name === 'totals')!.rows[0]!;
    expect(totals).toMatchObject({ currentSales: 1200, currentBills: 3 });
  });

  it('GSTR-1 table 13 lists the credit notes issued, never a purchase return (issue 42)', async () => {
    const docs = dataset(await sheet(`gst/gstr1?${RANGE}`), 'docs').rows;
    // DN-0001 and DN-0002 return purchases: the supplier's credit notes, not our outward debit
    // notes.
    expect(docs.filter((r) => r['documentType'] === 'Debit Note')).toEqual([]);
    expect(docs.filter((r) => r['documentType'] === 'Credit Note')).toEqual([
      expect.objectContaining({ from: 'CN-0001', to: 'CN-0002', total: 2 }),
    ]);
  });

  it('ABC reads the same net sales as item-wise sales and the trend (issue 42)', async () => {
    const res = await send('GET', `/api/reports/analytics/abc?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as Sheet).datasets.find((d) => d.name === 'abc')!.rows;
    // 10 + 4 + 2 − 3 − 1 shirts, ₹1,200 taxable: not the 16 and ₹1,600 the bills alone say.
    expect(rows).toEqual([
      expect.objectContaining({ item: 'Shirt', quantity: 12, salesValue: 1200, class: 'A' }),
    ]);
  });
});
