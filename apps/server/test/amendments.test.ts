// Issue 38 part 3: amending a filed supply. October 2026's GSTR-1 and GSTR-3B are filed; in
// December the owner or the accountant amends a B2B sale (its GSTIN, place and value), a large
// B2C sale, a small B2C sale, a credit note and a debit note to the customer. December's GSTR-1 reports b2ba, b2cla, b2csa and
// cdnra exactly; October's GSTR-1 and GSTR-3B computed again are still what was filed; December's
// GSTR-3B carries the difference. Prices include 5% tax: a ₹105 shirt is ₹100 + ₹5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows.ts';
import { lockedShop, moveClock as moveShopClock } from './support/locked-shop.ts';
import { addCustomer } from './support/fixtures.ts';

let shop: Awaited<ReturnType<typeof lockedShop>>;
const send: (typeof shop)['send'] = (...args) => shop.send(...args);

type Doc = { id: number; number: string; version: number };
let karnataka: { id: number };
let delhi: { id: number };
let walkIn: { id: number };
let large: Doc;
let small: Doc;
let second: Doc;
let note: Doc;
let debitNote: Doc;
let october1: string;
let october3b: string;

const gstr1 = async (month: number) => {
  const res = await send('GET', `/api/reports/gst/gstr1/json?year=2026&month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
const gstr3b = async (month: number) => {
  const res = await send('GET', `/api/reports/gst/gstr3b/json?year=2026&month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** A sale's body: `quantity` shirts to a customer on a date. */
const sale = (customerId: number, date: string, quantity: number, id?: number) => ({
  ...shop.bill(date, quantity, id ? { id } : {}),
  customerId,
});

const postSale = async (customerId: number, date: string, quantity: number): Promise<Doc> => {
  const res = await send('POST', '/api/transactions', sale(customerId, date, quantity));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

const amendmentCount = async () => {
  const [row] = await queryRows<{ n: number }>(
    shop.t.database.db,
    sql`select count(*)::int as n from amendments where company_id = ${shop.companyId}`,
  );
  return Number(row!.n);
};

/** After the clock moves the tokens have expired: each user logs in again (same headers object). */
const moveClock = (iso: string) => moveShopClock(shop, iso);

const version = async (id: number) =>
  (await send('GET', `/api/transactions/${id}`)).json().version as number;

beforeAll(async () => {
  shop = await lockedShop();
  const { companyId, t } = shop;
  karnataka = await addCustomer(t, companyId, { name: 'Rao Stores', gstin: '29AABCR1718E1ZL' });
  delhi = await addCustomer(t, companyId, { name: 'Delhi Buyer', stateCode: '07' });
  walkIn = await addCustomer(t, companyId, { name: 'Ravi', stateCode: '27' });
  large = await postSale(delhi.id, '2026-10-14', 1000);
  small = await postSale(walkIn.id, '2026-10-16', 3);
  second = await postSale(shop.ganesh.id, '2026-10-18', 4);
  const returned = await send('POST', '/api/returns', {
    originalId: second.id,
    transactionDate: '2026-10-20',
    refundMode: 'adjust',
    lines: [{ lineNo: 1, quantity: 1 }],
  });
  expect(returned.statusCode, returned.body).toBe(201);
  note = returned.json();
  const raisedNote = await send('POST', '/api/returns/sales-debit-notes', {
    originalId: second.id,
    transactionDate: '2026-10-22',
    lines: [{ lineNo: 1, rate: 10.5 }],
  });
  expect(raisedNote.statusCode, raisedNote.body).toBe(201);
  debitNote = raisedNote.json();
  october1 = await gstr1(10);
  october3b = await gstr3b(10);
  for (const returnType of ['gstr1', 'gstr3b']) {
    const filed = await send('POST', '/api/reports/gst/filings', {
      returnType,
      year: 2026,
      month: 10,
      filedOn: '2026-11-11',
      arn: 'AA271126012345X',
    });
    expect(filed.statusCode, filed.body).toBe(201);
  }
  // December: the amendments are made, and reported, in it.
  await moveClock('2026-12-05T06:30:00Z');
}, 240_000);

afterAll(async () => {
  await shop?.t.close();
});

describe('amending a filed sale', () => {
  it('leaves the ordinary edit refused, refuses the Auditor, and saves nothing', async () => {
    const { october } = shop;
    const edit = await send(
      'PUT',
      `/api/transactions/${october.id}`,
      sale(karnataka.id, '2026-10-12', 3, october.id),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toContain('GSTR-1 for October 2026 is filed');
    const auditor = await send(
      'POST',
      `/api/transactions/${october.id}/amend`,
      { ...sale(karnataka.id, '2026-10-12', 3, october.id), reason: 'GSTIN was wrong' },
      shop.auditor.auth,
    );
    expect(auditor.statusCode).toBe(403);
    const noReason = await send('POST', `/api/transactions/${october.id}/amend`, {
      ...sale(karnataka.id, '2026-10-12', 3, october.id),
    });
    expect(noReason.statusCode).toBe(400);
    expect(await version(october.id)).toBe(october.version);
    expect(await amendmentCount()).toBe(0);
  });

  it('refuses a change that moves the invoice to another table or month, saving nothing', async () => {
    const { october } = shop;
    const toB2c = await send('POST', `/api/transactions/${october.id}/amend`, {
      ...sale(walkIn.id, '2026-10-12', 2, october.id),
      reason: 'Sold to Ravi',
    });
    expect(toB2c.statusCode).toBe(400);
    expect(toB2c.json().detail).toContain('another table of GSTR-1');
    const toNovember = await send('POST', `/api/transactions/${october.id}/amend`, {
      ...sale(shop.ganesh.id, '2026-11-02', 2, october.id),
      reason: 'Wrong date',
    });
    expect(toNovember.statusCode).toBe(400);
    expect(await version(october.id)).toBe(october.version);
    expect(await amendmentCount()).toBe(0);
    expect(await gstr1(10)).toBe(october1);
  });

  it('amends the GSTIN, place and value of a B2B invoice: b2ba exact, October as filed', async () => {
    const { october } = shop;
    const res = await send('POST', `/api/transactions/${october.id}/amend`, {
      ...sale(karnataka.id, '2026-10-12', 3, october.id),
      reason: 'Billed to the wrong buyer: Rao Stores took 3 shirts',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: october.number, customerId: karnataka.id });
    const december = JSON.parse(await gstr1(12));
    expect(december.b2ba).toEqual([
      {
        ctin: '29AABCR1718E1ZL',
        inv: [
          {
            oinum: october.number,
            oidt: '12-10-2026',
            inum: october.number,
            idt: '12-10-2026',
            val: 315,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 501, itm_det: { txval: 300, rt: 5, iamt: 15, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(december.b2b).toBeUndefined();
    // October computed again is byte for byte what was filed; so is its GSTR-3B.
    expect(await gstr1(10)).toBe(october1);
    expect(await gstr3b(10)).toBe(october3b);
    // December's GSTR-3B: the difference, 300 IGST-taxed less 200 CGST/SGST-taxed.
    const threeB = JSON.parse(await gstr3b(12));
    expect(threeB.sup_details.osup_det).toEqual({
      txval: 100,
      iamt: 15,
      camt: -5,
      samt: -5,
      csamt: 0,
    });
    const audit = await queryRows<{ after: { reason: string; amendmentPeriod: string } }>(
      shop.t.database.db,
      sql`select after from audit_log where company_id = ${shop.companyId}
          and entity = 'amendment'`,
    );
    expect(audit.map((a) => a.after)).toMatchObject([
      { reason: 'Billed to the wrong buyer: Rao Stores took 3 shirts', amendmentPeriod: '2026-12' },
    ]);
  });

  it('amends a large B2C invoice (the accountant) into b2cla and a small one into b2csa', async () => {
    const byManager = await send(
      'POST',
      `/api/transactions/${large.id}/amend`,
      { ...sale(delhi.id, '2026-10-14', 1100, large.id), reason: '1100 shirts were sent' },
      shop.manager.auth,
    );
    expect(byManager.statusCode, byManager.body).toBe(200);
    const b2cs = await send('POST', `/api/transactions/${small.id}/amend`, {
      ...sale(walkIn.id, '2026-10-16', 5, small.id),
      reason: 'Five shirts, not three',
    });
    expect(b2cs.statusCode, b2cs.body).toBe(200);
    const december = JSON.parse(await gstr1(12));
    expect(december.b2cla).toEqual([
      {
        pos: '07',
        inv: [
          {
            oinum: large.number,
            oidt: '14-10-2026',
            inum: large.number,
            idt: '14-10-2026',
            val: 115500,
            itms: [{ num: 501, itm_det: { txval: 110000, rt: 5, iamt: 5500, csamt: 0 } }],
          },
        ],
      },
    ]);
    // October's B2C small figures at Maharashtra 5% as now revised: 5 shirts, not 3.
    expect(december.b2csa).toEqual([
      {
        omon: '102026',
        sply_ty: 'INTRA',
        typ: 'OE',
        pos: '27',
        itms: [{ rt: 5, txval: 500, camt: 12.5, samt: 12.5, csamt: 0 }],
      },
    ]);
    expect(await gstr1(10)).toBe(october1);
    expect(await gstr3b(10)).toBe(october3b);
  });

  it('amends a credit note into cdnra, and December’s GSTR-3B carries every difference', async () => {
    const res = await send('POST', `/api/returns/${note.id}/amend`, {
      originalId: second.id,
      transactionDate: '2026-10-20',
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity: 2 }],
      reason: 'Two shirts came back',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: note.number, amount: 210 });
    const december = JSON.parse(await gstr1(12));
    expect(december.cdnra).toEqual([
      {
        ctin: '27AAGCG4576J1Z6',
        nt: [
          {
            ont_num: note.number,
            ont_dt: '20-10-2026',
            ntty: 'C',
            nt_num: note.number,
            nt_dt: '20-10-2026',
            val: 210,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 501, itm_det: { txval: 200, rt: 5, camt: 5, samt: 5, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(await gstr1(10)).toBe(october1);
    expect(await gstr3b(10)).toBe(october3b);
    // +100 (B2B) + 10,000 (B2CL) + 200 (B2CS) − 100 (the note took back one more shirt).
    const threeB = JSON.parse(await gstr3b(12));
    expect(threeB.sup_details.osup_det).toEqual({
      txval: 10200,
      iamt: 515,
      camt: -2.5,
      samt: -2.5,
      csamt: 0,
    });
    expect(threeB.inter_sup.unreg_details).toEqual([{ pos: '07', txval: 10000, iamt: 500 }]);
    expect(await amendmentCount()).toBe(4);
    // The GSTR-1 screen lists them, table by table, with the original number and date.
    const report = await send(
      'GET',
      '/api/reports/gst/gstr1?startDate=2026-12-01&endDate=2026-12-31',
    );
    expect(report.statusCode, report.body).toBe(200);
    const table = report.json().datasets.find((d: { name: string }) => d.name === 'amendments') as {
      rows: Record<string, unknown>[];
    };
    expect(table.rows.map((r) => [r['section'], r['originalNumber'], r['taxableValue']])).toEqual([
      ['B2BA', shop.october.number, 300],
      ['B2CLA', large.number, 110000],
      ['CDNRA', note.number, 200],
      ['B2CSA', null, 500],
    ]);
  });

  it('amends a debit note to a customer into cdnra (ntty D), after the credit note', async () => {
    const wrongRoute = await send('POST', `/api/returns/${debitNote.id}/amend`, {
      originalId: second.id,
      transactionDate: '2026-10-22',
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity: 1 }],
      reason: 'Not a credit note',
    });
    expect(wrongRoute.statusCode).toBe(400);
    const res = await send('POST', `/api/returns/sales-debit-notes/${debitNote.id}/amend`, {
      originalId: second.id,
      transactionDate: '2026-10-22',
      lines: [{ lineNo: 1, rate: 21 }],
      reason: 'The raise was ₹21 a shirt',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: debitNote.number, amount: 84 });
    const december = JSON.parse(await gstr1(12));
    expect(december.cdnra[0].nt.map((n: { ntty: string; nt_num: string }) => n.ntty)).toEqual([
      'C',
      'D',
    ]);
    expect(december.cdnra[0].nt[1]).toEqual({
      ont_num: debitNote.number,
      ont_dt: '22-10-2026',
      ntty: 'D',
      nt_num: debitNote.number,
      nt_dt: '22-10-2026',
      val: 84,
      pos: '27',
      rchrg: 'N',
      inv_typ: 'R',
      itms: [{ num: 501, itm_det: { txval: 80, rt: 5, camt: 2, samt: 2, csamt: 0 } }],
    });
    expect(await gstr1(10)).toBe(october1);
    expect(await gstr3b(10)).toBe(october3b);
  });

  it('refuses after 30 November after the financial year, saving nothing', async () => {
    await moveClock('2027-12-01T06:30:00Z');
    const before = await version(small.id);
    const late = await send('POST', `/api/transactions/${small.id}/amend`, {
      ...sale(walkIn.id, '2026-10-16', 6, small.id),
      reason: 'Six shirts',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toContain('Record a credit or debit note instead');
    expect(await version(small.id)).toBe(before);
    expect(await amendmentCount()).toBe(5);
  });
});
