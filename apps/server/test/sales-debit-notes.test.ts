// Debit notes to customers (issue 36, item 4): a price raised after the sale, against its bill,
// numbered SDN-0001 in its own series, posted like a sale (balanced), in the customer's balance
// and the bill's due, moving no stock; GSTR-1 cdnr with ntty "D" (positive), 3B 3.1(a), table
// 13's "Debit Note" (sales side only), the e-invoice's Typ DBN with the invoice it follows, the
// PDF titled Debit Note; refusals that save nothing; deleting one reverses it.
//
// The arithmetic (ABC Traders, Karnataka 29; rates hold the tax):
//   HSB/24-25/0001 to XYZ Stores (29): 10 tiffins × ₹1,180 (GST 18%) = 11,800.00.
//   SDN-0001 (20-07-2024): ₹118 more per tiffin on all 10 = 1,180.00, tax 1180 × 9/118 = 90.00
//     CGST and SGST each, taxable 1,000.00.
//   HSB/24-25/0002 to Pune Mart (27): 2 tiffins × ₹1,180 (IGST 18%).
//   SDN-0002 (21-07-2024): ₹59 more on the second tiffin line... as an amount of 59.00:
//     IGST 59 × 18/118 = 9.00, taxable 50.00.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companySettings, customers } from '../src/db/schema.ts';
import { createEInvoiceWorld, MH_BUYER_GSTIN } from './einvoice-world.ts';
import { cashCustomer, ledgerBalance, unbalancedSources } from './support/fixtures.ts';

type World = Awaited<ReturnType<typeof createEInvoiceWorld>>;
let w: World;
let local: { id: number; number: string };
let away: { id: number; number: string };
let purchaseId: number;

// GSTR-1 checks GSTINs' check characters: the company and XYZ Stores get valid ones here.
const OWN_GSTIN = '29AABCR1718E1ZL';
const BUYER_GSTIN = '29AAGCG4576J1Z2';

beforeAll(async () => {
  w = await createEInvoiceWorld();
  const { tiffin } = w.items;
  await w.db.update(companies).set({ gstin: OWN_GSTIN }).where(eq(companies.id, w.companyId));
  await w.db
    .update(companySettings)
    .set({ infoGstin: OWN_GSTIN, aatoBand: '5cr_to_10cr' })
    .where(eq(companySettings.companyId, w.companyId));
  await w.db
    .update(customers)
    .set({ gstin: BUYER_GSTIN })
    .where(and(eq(customers.companyId, w.companyId), eq(customers.id, w.customers.xyz.id)));
  const bought = await w.send('POST', '/api/transactions', {
    transactionDate: '2024-07-01',
    isPurchase: true,
    customerId: w.customers.walkIn.id,
    lineItems: [w.line(tiffin, 20, 590)],
  });
  expect(bought.statusCode, bought.body).toBe(201);
  purchaseId = bought.json().id;
  local = await w.sale({ customerId: w.customers.xyz.id, lines: [w.line(tiffin, 10, 1180)] });
  away = await w.sale({ customerId: w.customers.pune.id, lines: [w.line(tiffin, 2, 1180)] });
}, 300_000);
afterAll(async () => w?.close());

const post = (body: object) => w.send('POST', '/api/returns/sales-debit-notes', body);
const get = (url: string) => w.send('GET', url);

const raise = (originalId: number, lines: object[], date = '2024-07-20', extra = {}) => ({
  originalId,
  transactionDate: date,
  lines,
  ...extra,
});

async function documents(): Promise<number> {
  const result = (await w.db.execute(
    sql`select count(*)::int as n from transactions where company_id = ${w.companyId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

async function stockOf(name: string): Promise<number> {
  const items = (await get('/api/items')).json() as { name: string; stock: number }[];
  return items.find((i) => i.name === name)!.stock;
}

async function gstr3b() {
  const res = await get('/api/reports/gst/gstr3b/json?year=2024&month=7');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sup_details.osup_det as Record<string, number>;
}

let first: { id: number; number: string };
let second: { id: number; number: string };
let before3b: Record<string, number>;

describe('a debit note to a customer', () => {
  it('raises the price of a sale: SDN-0001, the line’s own taxes, balanced, in the balance', async () => {
    before3b = await gstr3b();
    const xyzBefore = await ledgerBalance(w.t, w.companyId, 'PARTY', {
      partyId: w.customers.xyz.id,
    });
    const salesBefore = await ledgerBalance(w.t, w.companyId, 'SALES');
    const taxBefore = await ledgerBalance(w.t, w.companyId, 'TAX_OUTPUT');
    const stockBefore = await stockOf('Steel Tiffin Box');
    const res = await post(
      raise(local.id, [{ lineNo: 1, rate: 118 }], '2024-07-20', { remark: 'Price revised' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(res.json()).toMatchObject({
      kind: 'sales_debit_note',
      title: 'Debit Note',
      number: 'SDN-0001',
      transactionDate: '2024-07-20',
      customerName: 'XYZ Stores',
      original: { id: local.id, number: local.number, transactionDate: '2024-07-15' },
      remark: 'Price revised',
      refundMode: 'adjust',
      amount: 1180,
      tax: 180,
      taxable: 1000,
      refunded: 0,
      lines: [
        {
          lineNo: 1,
          originalLineNo: 1,
          itemName: 'Steel Tiffin Box',
          quantity: 0,
          rate: 118,
          taxable: 1000,
          tax: 180,
          amount: 1180,
        },
      ],
      taxes: [
        { component: 'CGST', rateBp: 900, taxable: 1000, amount: 90 },
        { component: 'SGST', rateBp: 900, taxable: 1000, amount: 90 },
      ],
    });
    // Posted like a sale: the customer owes 1,180.00 more, sales and output tax credited.
    expect(await ledgerBalance(w.t, w.companyId, 'PARTY', { partyId: w.customers.xyz.id })).toBe(
      xyzBefore + 118000,
    );
    expect(await ledgerBalance(w.t, w.companyId, 'SALES')).toBe(salesBefore - 100000);
    expect(await ledgerBalance(w.t, w.companyId, 'TAX_OUTPUT')).toBe(taxBefore - 18000);
    expect(await unbalancedSources(w.t)).toEqual([]);
    // No goods move on a price raised.
    expect(await stockOf('Steel Tiffin Box')).toBe(stockBefore);
    // The bill's due counts it; the bill lists it among its notes (positive).
    const bill = (await get(`/api/transactions/${local.id}`)).json();
    expect(bill.totals.pending).toBe(12980);
    const returnable = (await get(`/api/returns/original/${local.id}`)).json();
    expect(returnable.notes).toEqual([
      {
        id: first.id,
        kind: 'sales_debit_note',
        number: 'SDN-0001',
        transactionDate: '2024-07-20',
        amount: 1180,
      },
    ]);
    // Nothing was taken back: all 10 can still be returned.
    expect(returnable.lines[0]).toMatchObject({ sold: 10, returned: 0, returnable: 10 });
  });

  it('takes the next number of its own series; an amount is taxed at the bill line’s IGST', async () => {
    const res = await post(raise(away.id, [{ lineNo: 1, amount: 59 }], '2024-07-21'));
    expect(res.statusCode, res.body).toBe(201);
    second = res.json();
    expect(res.json()).toMatchObject({
      number: 'SDN-0002',
      amount: 59,
      taxable: 50,
      tax: 9,
      taxes: [{ component: 'IGST', rateBp: 1800, taxable: 50, amount: 9 }],
    });
    expect(await unbalancedSources(w.t)).toEqual([]);
  });

  it('is listed with the notes, and opened like one', async () => {
    const list = (await get('/api/returns?kind=sales_debit_note')).json();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      kind: 'sales_debit_note',
      number: 'SDN-0002',
      amount: 59,
      refunded: 0,
      original: { id: away.id, number: away.number },
    });
    const all = (await get('/api/returns')).json();
    expect(all.items.map((i: { number: string }) => i.number)).toContain('SDN-0001');
    const view = (await get(`/api/transactions/${first.id}`)).json();
    expect(view).toMatchObject({ kind: 'sales_debit_note', isPurchase: false });
  });

  it('is in GSTR-1 cdnr with note type D, positive, and in table 13 as a debit note', async () => {
    const res = await get('/api/reports/gst/gstr1/json?year=2024&month=7');
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    expect(json.cdnr).toEqual([
      {
        ctin: MH_BUYER_GSTIN,
        nt: [
          {
            ntty: 'D',
            nt_num: 'SDN-0002',
            nt_dt: '21-07-2024',
            val: 59,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 50, rt: 18, iamt: 9, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: BUYER_GSTIN,
        nt: [
          {
            ntty: 'D',
            nt_num: 'SDN-0001',
            nt_dt: '20-07-2024',
            val: 1180,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 1000, rt: 18, camt: 90, samt: 90, csamt: 0 } }],
          },
        ],
      },
    ]);
    const docs = json.doc_issue.doc_det as { doc_num: number; doc_typ: string; docs: unknown[] }[];
    expect(docs.find((d) => d.doc_num === 4)).toEqual({
      doc_num: 4,
      doc_typ: 'Debit Note',
      docs: [{ num: 1, from: 'SDN-0001', to: 'SDN-0002', totnum: 2, cancel: 0, net_issue: 2 }],
    });
  });

  it('adds to GSTR-3B 3.1(a)', async () => {
    const after = await gstr3b();
    expect(after['txval']).toBeCloseTo(before3b['txval']! + 1050, 2);
    expect(after['camt']).toBeCloseTo(before3b['camt']! + 90, 2);
    expect(after['samt']).toBeCloseTo(before3b['samt']! + 90, 2);
    expect(after['iamt']).toBeCloseTo(before3b['iamt']! + 9, 2);
  });

  it('goes to the IRP as a DBN naming the invoice it follows', async () => {
    const res = await get(`/api/einvoice/transactions/${first.id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    const invoice = Array.isArray(json) ? json[0] : json;
    expect(invoice.DocDtls).toEqual({ Typ: 'DBN', No: 'SDN-0001', Dt: '20/07/2024' });
    expect(invoice.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: local.number, InvDt: '15/07/2024' }],
    });
    expect(invoice.ItemList[0]).toMatchObject({
      HsnCd: '73239390',
      AssAmt: 1000,
      CgstAmt: 90,
      SgstAmt: 90,
      TotItemVal: 1180,
    });
    expect(invoice.ValDtls).toMatchObject({ AssVal: 1000, TotInvVal: 1180 });
  });

  it('prints as a Debit Note naming the invoice and its date', async () => {
    const res = await get(`/api/files/transaction/${first.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sdn-')), 'note.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('DEBIT NOTE');
    expect(text).toContain('Note No. SDN-0001');
    expect(text).toContain(`Original Invoice ${local.number}`);
    expect(text).toContain('Invoice Date 15/07/2024');
    expect(text).toContain('Debit Note Total ₹1,180.00');
    expect(text).not.toMatch(/TAX INVOICE|-\s?₹?1,180\.00/);
  });
});

describe('refusals', () => {
  const cases: [string, object, number, RegExp][] = [
    ['no line', raise(1, []), 400, /raise something/],
    ['a raise of 0', raise(1, [{ lineNo: 1, amount: 0 }]), 400, /greater than 0/],
    ['both a rate and an amount', raise(1, [{ lineNo: 1, rate: 1, amount: 5 }]), 400, /not both/],
    ['neither', raise(1, [{ lineNo: 1 }]), 400, /either a raise per unit/],
    [
      'a quantity with an amount',
      raise(1, [{ lineNo: 1, amount: 5, quantity: 2 }]),
      400,
      /goes with/,
    ],
  ];
  it.each(cases)('%s', async (_, body, status, message) => {
    const before = await documents();
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.body).toMatch(message);
    expect(await documents()).toBe(before);
  });

  it('refuses a purchase, a date before the bill, more than was sold, another line, the cash customer', async () => {
    const before = await documents();
    const purchase = await post(raise(purchaseId, [{ lineNo: 1, amount: 10 }]));
    expect(purchase.statusCode).toBe(400);
    expect(purchase.json().detail).toMatch(/against a sale, not a purchase/);
    const early = await post(raise(local.id, [{ lineNo: 1, amount: 10 }], '2024-07-14'));
    expect(early.statusCode).toBe(400);
    expect(early.body).toMatch(/cannot be dated before its bill \(15\/07\/2024\)/);
    const many = await post(raise(local.id, [{ lineNo: 1, rate: 1, quantity: 11 }]));
    expect(many.statusCode).toBe(400);
    expect(many.json().detail).toMatch(/at most 10/);
    const noLine = await post(raise(local.id, [{ lineNo: 9, amount: 10 }]));
    expect(noLine.statusCode).toBe(400);
    const missing = await post(raise(999999, [{ lineNo: 1, amount: 10 }]));
    expect(missing.statusCode).toBe(404);
    const cash = await w.send('POST', '/api/transactions', {
      transactionDate: '2024-07-15',
      isPurchase: false,
      customerId: (await cashCustomer(w.t, w.companyId)).id,
      lineItems: [w.line(w.items.tiffin, 1, 1180)],
      payments: [{ amount: 1180, isBankTransaction: false }],
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const counted = await documents();
    const toCash = await post(raise(cash.json().id, [{ lineNo: 1, amount: 10 }]));
    expect(toCash.statusCode).toBe(400);
    expect(toCash.json().detail).toMatch(/cash customer has no balance/);
    expect(await documents()).toBe(counted);
    const tiny = await post(raise(local.id, [{ lineNo: 1, rate: 0.01, quantity: 0.001 }]));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().detail).toMatch(/₹0.00/);
    expect(await documents()).toBe(before + 1);
  });
});

describe('numbering and deleting', () => {
  it('follows the format set in Settings', async () => {
    const settings = (await get('/api/companysettings')).json();
    expect(settings).toMatchObject({
      salesDebitNoteNumberFormat: 'SDN-{0000}',
      nextSalesDebitNoteNumber: 3,
    });
    const put = await w.send('PUT', '/api/companysettings', {
      salesDebitNoteNumberFormat: 'DBN/{FY}/{000}',
      nextSalesDebitNoteNumber: 7,
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await post(raise(local.id, [{ lineNo: 1, amount: 11.8 }], '2024-07-25'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().number).toMatch(/^DBN\/.+\/\d{3}$/);
  });

  it('is deleted like a note: its postings go, the balance is back', async () => {
    const xyzBefore = await ledgerBalance(w.t, w.companyId, 'PARTY', {
      partyId: w.customers.xyz.id,
    });
    const res = await w.send('DELETE', `/api/returns/${first.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await ledgerBalance(w.t, w.companyId, 'PARTY', { partyId: w.customers.xyz.id })).toBe(
      xyzBefore - 118000,
    );
    expect(await unbalancedSources(w.t)).toEqual([]);
    // A note is never edited.
    const edit = await w.send('PUT', `/api/transactions/${second.id}`, {
      transactionDate: '2024-07-21',
      isPurchase: false,
      customerId: w.customers.pune.id,
      lineItems: [w.line(w.items.tiffin, 1, 1)],
    });
    expect(edit.statusCode).toBe(409);
  });
});
