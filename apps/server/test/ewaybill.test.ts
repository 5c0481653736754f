// Issue 27, e-way bill: a bill's transport details (validated, audited, isolated, Auditor
// read-only), the portal's bulk JSON (the worked example of shared/domain/EWAYBILL.md
// reproduced exactly), every check before the file leaves failing once, units as UQC (unknown
// → OTH, said), the ₹50,000 reminder and its configurable threshold, and the EWB number on the
// PDF.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionReply } from '@hisaab/shared/replies/transactions';
import { auditLog, eWayBills } from '../src/db/schema.ts';
import { buildEWayBill } from '../src/modules/ewaybill/ewaybill-json.ts';
import type { EWayBillRow } from '../src/modules/ewaybill/ewaybill.repo.ts';
import { inviteAndJoin } from './support/test-app.ts';
import { expectEInvoiceSchemaValid } from './support/einvoice-schema.ts';
import { createEInvoiceWorld, SELLER_GSTIN } from './einvoice-world.ts';

type World = Awaited<ReturnType<typeof createEInvoiceWorld>>;
let w: World;
let intra: { id: number; number: string };
let big: { id: number; number: string };

const GOLDEN = path.join(import.meta.dirname, 'golden');
function golden(name: string, actual: unknown) {
  const file = path.join(GOLDEN, name);
  if (process.env['UPDATE_GOLDEN']) writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

beforeAll(async () => {
  w = await createEInvoiceWorld();
  intra = await w.sale({
    customerId: w.customers.xyz.id,
    lines: [w.line(w.items.tiffin, 10, 1180), w.line(w.items.tea, 20, 262.5)],
  });
  big = await w.sale({
    customerId: w.customers.pune.id,
    lines: [w.line(w.items.tiffin, 50, 1180), w.line(w.items.rope, 5, 112)],
    date: '2024-07-20',
  });
});
afterAll(async () => w?.close());

const get = (url: string, auth?: Record<string, string>) => w.send('GET', url, undefined, auth);
const put = (id: number, body: unknown, auth?: Record<string, string>) =>
  w.send('PUT', `/api/ewaybill/transactions/${id}`, body, auth);

describe('transport details on a bill', () => {
  it('are saved, read back and audited', async () => {
    const res = await put(intra.id, {
      transMode: '1',
      vehicleNo: 'ka 01 ab 1234',
      vehicleType: 'R',
      distanceKm: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transport).toMatchObject({
      transMode: '1',
      vehicleNo: 'KA01AB1234',
      distanceKm: 12,
      ewbNo: null,
    });
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, w.companyId), eq(auditLog.entity, 'e_way_bill')));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it.each([
    [{ vehicleNo: 'KA-01 AB 1234 5678 99' }, 'vehicleNo', /Vehicle number/],
    [{ vehicleNo: 'KA@1' }, 'vehicleNo', /Vehicle number/],
    [{ transporterId: '12345' }, 'transporterId', /GSTIN or TRANSIN/],
    [{ distanceKm: 4001 }, 'distanceKm', /0 to 4000/],
    [{ distanceKm: -1 }, 'distanceKm', /0 to 4000/],
    [{ distanceKm: 1.5 }, 'distanceKm', /whole number/],
    [{ transMode: '5' }, 'transMode', /1 Road, 2 Rail, 3 Air or 4 Ship/],
    [{ vehicleType: 'X' }, 'vehicleType', /R \(Regular\) or O/],
    [{ transDocNo: 'LR 12 with spaces!' }, 'transDocNo', /up to 15/],
    [{ ewbNo: '12345' }, 'ewbNo', /12 digits/],
    [{ validUntil: '2024-07-20' }, 'ewbNo', /e-way bill number with its validity/],
  ])('refuses %j with a 400 and changes nothing', async (body, field, message) => {
    const before = await w.db.select().from(eWayBills).where(eq(eWayBills.companyId, w.companyId));
    const res = await put(intra.id, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors[field])).toMatch(message);
    const after = await w.db.select().from(eWayBills).where(eq(eWayBills.companyId, w.companyId));
    expect(after).toEqual(before);
  });

  it('another company gets 404; the Auditor reads but cannot save', async () => {
    expect((await get(`/api/ewaybill/transactions/${intra.id}`, w.other.auth)).statusCode).toBe(
      404,
    );
    expect((await put(intra.id, { distanceKm: 5 }, w.other.auth)).statusCode).toBe(404);
    expect(
      (await get(`/api/ewaybill/transactions/${intra.id}/json`, w.other.auth)).statusCode,
    ).toBe(404);
    const auditor = await inviteAndJoin(w.t, w.owner, 'Auditor');
    expect((await get(`/api/ewaybill/transactions/${intra.id}`, auditor.auth)).statusCode).toBe(
      200,
    );
    expect((await put(intra.id, { distanceKm: 5 }, auditor.auth)).statusCode).toBe(403);
    const [row] = await w.db.select().from(eWayBills).where(eq(eWayBills.companyId, w.companyId));
    expect(row!.distanceKm).toBe(12);
  });
});

describe('the bulk JSON', () => {
  it('reproduces the worked example exactly', async () => {
    const res = await get(`/api/ewaybill/transactions/${intra.id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ewaybill-HSB-24-25-0001.json"',
    );
    golden('ewaybill-intra-state.json', res.json());
  });

  it('sends an unknown unit as OTH, IGST inter-state, and the month holds both bills', async () => {
    await put(big.id, { transMode: '1', vehicleNo: 'MH12CD3456', distanceKm: 840 });
    const one = await get(`/api/ewaybill/transactions/${big.id}/json`);
    expect(one.statusCode, one.body).toBe(200);
    const bill = one.json().billLists[0];
    expect(bill).toMatchObject({
      toStateCode: 27,
      igstValue: 9060,
      cgstValue: 0,
      transDistance: 840,
    });
    expect(bill.itemList[1]).toMatchObject({ qtyUnit: 'OTH', igstRate: 12 });
    const month = await get('/api/ewaybill?month=2024-07');
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().version).toBe('1.0.0621');
    expect(month.json().billLists.map((b: { docNo: string }) => b.docNo)).toEqual([
      intra.number,
      big.number,
    ]);
  });

  it('takes GST at 40%, a slab since 22-09-2025, as GSTR-1 does (issue 36)', async () => {
    const bill = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.drink, 5, 140)],
      date: '2025-10-06',
    });
    await put(bill.id, { transMode: '1', vehicleNo: 'KA01AB1234', distanceKm: 12 });
    const res = await get(`/api/ewaybill/transactions/${bill.id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().billLists[0]).toMatchObject({ cgstValue: 100, sgstValue: 100 });
    expect(res.json().billLists[0].itemList[0]).toMatchObject({ cgstRate: 20, sgstRate: 20 });
  });

  it('makes a nil-rated-only sale a bill of supply (BIL), as india-compliance (issue 36)', async () => {
    const bill = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.rice, 40, 50)],
      date: '2024-06-10',
    });
    await put(bill.id, { transMode: '1', vehicleNo: 'KA01AB1234', distanceKm: 12 });
    const res = await get(`/api/ewaybill/transactions/${bill.id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().billLists[0]).toMatchObject({
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'BIL',
      totalValue: 2000,
      cgstValue: 0,
      sgstValue: 0,
    });
  });

  it('refuses the month, listing each bill’s problem, when one fails', async () => {
    const far = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.tiffin, 1, 1180)],
      date: '2024-07-22',
    });
    await put(far.id, { transMode: '2', distanceKm: 300 });
    const res = await get('/api/ewaybill?month=2024-07');
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([
      `${far.number}: Rail transport needs the transport document number.`,
    ]);
    await put(far.id, { transDocNo: 'RR-5521', distanceKm: 8 });
    expect((await get('/api/ewaybill?month=2024-07')).statusCode).toBe(200);
  });

  // Each check on the stored view, one change at a time (the builder is pure).
  let base: TransactionReply;
  const company = {
    name: 'ABC Traders',
    address: '5th Block, Kuvempu Layout, Bengaluru 560001',
    phone: null,
    email: null,
    gstin: SELLER_GSTIN,
    pan: null,
    stateCode: '29',
    invoicePrintMode: 0,
    gstScheme: 'regular' as const,
    upiId: null,
    upiPayeeName: null,
  };
  const road: EWayBillRow = {
    companyId: 1,
    transactionId: 1,
    transMode: '1',
    vehicleNo: 'KA01AB1234',
    vehicleType: 'R',
    transporterId: null,
    transporterName: null,
    transDocNo: null,
    transDocDate: null,
    distanceKm: 12,
    ewbNo: null,
    validUntil: null,
    updatedBy: null,
    updatedAt: new Date(),
    version: 1,
  };
  const problemsOf = (view: TransactionReply, t: EWayBillRow | null = road, c = {}) =>
    buildEWayBill({
      view,
      company: { ...company, ...c },
      transport: t,
      units: new Map(),
      today: '2024-07-31',
    }).problems.map(String); // their English (Messages, translated as a reply is sent)

  beforeAll(async () => {
    base = (await get(`/api/transactions/${intra.id}`)).json();
    expect(problemsOf(base)).toEqual([]);
  });

  it.each<[string, () => TransactionReply, EWayBillRow | null, object, RegExp]>([
    ['no transport', () => base, null, {}, /add the transport details/],
    [
      'road without vehicle',
      () => base,
      { ...road, vehicleNo: null },
      {},
      /road transport needs the vehicle number/,
    ],
    [
      'air without document',
      () => base,
      { ...road, transMode: '3' },
      {},
      /Air transport needs the transport document number/,
    ],
    [
      'ship without both',
      () => base,
      { ...road, transMode: '4', vehicleNo: null },
      {},
      /ship transport needs/,
    ],
    ['no distance', () => base, { ...road, distanceKm: null }, {}, /enter the distance/],
    [
      'same PIN over 100 km',
      () => ({
        ...base,
        customer: { ...base.customer, address: 'Kuvempu Layout, Bengaluru 560001' },
      }),
      { ...road, distanceKm: 150 },
      {},
      /1 to 100 km/,
    ],
    [
      'document date before the bill',
      () => base,
      { ...road, transDocDate: '2024-07-01' },
      {},
      /transport document date is before the bill date/,
    ],
    [
      'bill in the future',
      () => ({ ...base, transactionDate: '2024-08-05' }),
      road,
      {},
      /date is in the future/,
    ],
    [
      'only services',
      () => ({ ...base, lineItems: base.lineItems.map((l) => ({ ...l, hsnSacCode: '998314' })) }),
      road,
      {},
      /no goods/,
    ],
    [
      'own GSTIN',
      () => ({ ...base, customer: { ...base.customer, gstin: SELLER_GSTIN } }),
      road,
      {},
      /your own GSTIN/,
    ],
    [
      'values above the total',
      () => ({ ...base, totals: { ...base.totals, amount: 17000 } }),
      road,
      {},
      /more than the bill total 17000/,
    ],
    [
      'IGST within the state',
      () => ({
        ...base,
        lineItems: base.lineItems.map((l) => ({
          ...l,
          taxes: [{ ...l.taxes[0]!, component: 'IGST' as const, rate: 18 }],
        })),
      }),
      road,
      {},
      /charges IGST within the state/,
    ],
    [
      'rate not a slab',
      () => ({
        ...base,
        lineItems: base.lineItems.map((l) => ({
          ...l,
          taxes: l.taxes.map((t) => ({ ...t, rate: 8 })),
        })),
      }),
      road,
      {},
      /GST at 16%, which is not a GST slab/,
    ],
    [
      'bad HSN',
      () => ({
        ...base,
        lineItems: base.lineItems.map((l, i) => (i === 0 ? { ...l, hsnSacCode: '73' } : l)),
      }),
      road,
      {},
      /HSN code of 4, 6 or 8 digits/,
    ],
    [
      'address with a character the portal refuses',
      () => ({ ...base, customer: { ...base.customer, address: '7th Block; Bengaluru 560004' } }),
      road,
      {},
      /has ";", which the portal does not accept/,
    ],
    [
      'address without PIN',
      () => ({ ...base, customer: { ...base.customer, address: '7th Block, Bengaluru' } }),
      road,
      {},
      /has no 6-digit PIN code/,
    ],
    [
      'short party name',
      () => ({ ...base, customer: { ...base.customer, name: 'XY' } }),
      road,
      {},
      /party name must have at least 3/,
    ],
    [
      'number the portal refuses',
      () => ({ ...base, number: 'HSB 24 0001' }),
      road,
      {},
      /must be 1 to 16 letters/,
    ],
    [
      'more than 250 different HSN, unit and rate lines',
      () => ({
        ...base,
        lineItems: Array.from({ length: 251 }, (_, i) => ({
          ...base.lineItems[0]!,
          hsnSacCode: String(73230000 + i),
        })),
      }),
      road,
      {},
      /has 251 different HSN, unit and rate lines even when grouped; the portal takes at most 250/,
    ],
  ])('%s', (_name, view, t, c, message) => {
    const problems = problemsOf(view(), t, c);
    expect(problems.join('\n')).toMatch(message);
  });

  it('a purchase of nil-rated goods only is a bill of supply too; a taxed line keeps INV', () => {
    const docType = (view: TransactionReply) =>
      buildEWayBill({ view, company, transport: road, units: new Map(), today: '2024-07-31' }).bill[
        'docType'
      ];
    const nil = (l: TransactionReply['lineItems'][number]) => ({
      ...l,
      taxAmount: 0,
      taxes: [],
    });
    expect(docType(base)).toBe('INV');
    const mixed = { ...base, lineItems: [base.lineItems[0]!, nil(base.lineItems[1]!)] };
    expect(docType(mixed)).toBe('INV');
    const purchase = { ...base, kind: 'purchase' as const, isPurchase: true };
    expect(docType(purchase)).toBe('INV');
    expect(docType({ ...purchase, lineItems: base.lineItems.map(nil) })).toBe('BIL');
  });

  it('sends HSN codes as text, keeping the leading 0 of tea (09024090) (issue 36)', () => {
    const teaFirst: TransactionReply = {
      ...base,
      lineItems: [base.lineItems[1]!, base.lineItems[0]!],
    };
    const { bill, problems } = buildEWayBill({
      view: teaFirst,
      company,
      transport: road,
      units: new Map(),
      today: '2024-07-31',
    });
    expect(problems).toEqual([]);
    expect(bill['mainHsnCode']).toBe('09024090');
    const items = bill['itemList'] as { hsnCode: unknown }[];
    expect(items.map((it) => it.hsnCode)).toEqual(['09024090', '73239390']);
    expect(JSON.stringify(bill)).toContain('"hsnCode":"09024090"');
  });

  it('groups more than 250 item lines by HSN, unit and rate, the totals unchanged', () => {
    // 300 lines: 150 times each of the worked example's two lines, the bill 150 times as big.
    const view: TransactionReply = {
      ...base,
      lineItems: Array.from({ length: 300 }, (_, i) => base.lineItems[i % 2]!),
      totals: { ...base.totals, amount: base.totals.amount * 150 },
    };
    const { bill, problems, notes } = buildEWayBill({
      view,
      company,
      transport: road,
      units: new Map(),
      today: '2024-07-31',
    });
    expect(problems).toEqual([]);
    expect(String(notes.at(-1))).toBe(
      `${base.number}: its 300 item lines are sent as 2, one per HSN, unit and rate (the portal takes at most 250).`,
    );
    const items = bill['itemList'] as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      itemNo: 1,
      productName: 'Steel Tiffin Box + 149 more',
      hsnCode: '73239390',
      quantity: 1500,
      taxableAmount: 1_500_000,
      cgstRate: 9,
      sgstRate: 9,
    });
    expect(items[1]).toMatchObject({ itemNo: 2, hsnCode: '09024090', taxableAmount: 750_000 });
    // The lines still add up to the header's taxable value.
    expect(bill['totalValue']).toBe(2_250_000);
    expect(items.reduce((sum, it) => sum + (it['taxableAmount'] as number), 0)).toBe(
      bill['totalValue'],
    );
  });
});

describe('the ₹50,000 reminder', () => {
  it('shows above the threshold until the EWB number is recorded', async () => {
    const before = (await get(`/api/ewaybill/transactions/${big.id}`)).json();
    expect(before).toMatchObject({ consignmentValue: 59560, threshold: 50000, reminder: true });
    const small = (await get(`/api/ewaybill/transactions/${intra.id}`)).json();
    expect(small.reminder).toBe(false);
    const res = await put(big.id, { ewbNo: '1512 3456 7890', validUntil: '2024-07-25' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reminder: false, transport: { ewbNo: '151234567890' } });
  });

  it('follows the company threshold', async () => {
    const set = await w.send('PUT', '/api/companysettings', { ewayBillThreshold: 10000 });
    expect(set.statusCode, set.body).toBe(200);
    const small = (await get(`/api/ewaybill/transactions/${intra.id}`)).json();
    expect(small).toMatchObject({ threshold: 10000, reminder: true });
    const bad = await w.send('PUT', '/api/companysettings', { ewayBillThreshold: -5 });
    expect(bad.statusCode).toBe(400);
    await w.send('PUT', '/api/companysettings', { ewayBillThreshold: 50000 });
  });

  it('a bill with its EWB number recorded leaves the month file', async () => {
    const month = await get('/api/ewaybill?month=2024-07');
    expect(month.json().billLists.map((b: { docNo: string }) => b.docNo)).not.toContain(big.number);
  });

  it('prints the EWB number and validity on the PDF', async () => {
    const pdf = await get(`/api/files/transaction/${big.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ewb-pdf-')), 'bill.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('E-way Bill No. 151234567890');
    expect(text).toContain('EWB Valid Until 25/07/2024');
  });
});

describe('bad input', () => {
  it.each(['/api/ewaybill?month=2024-00', '/api/ewaybill', '/api/ewaybill/transactions/x'])(
    'GET %s is a 400',
    async (url) => expect((await get(url)).statusCode).toBe(400),
  );
  it('an unknown bill is a 404; a body that is not an object is a 400', async () => {
    expect((await get('/api/ewaybill/transactions/987654')).statusCode).toBe(404);
    expect((await put(intra.id, [1, 2])).statusCode).toBe(400);
  });
});

describe('the reads both portals share (platform/portal-routes.ts)', () => {
  beforeAll(async () => {
    await w.send('PUT', '/api/companysettings', { aatoBand: '5cr_to_10cr' });
    await put(intra.id, { transMode: '1', vehicleNo: 'KA01AB1234', distanceKm: 12 });
  });

  it.each(['/api/einvoice', '/api/ewaybill'])(
    '%s: signed in only, every role reads, the month checked, files as no-store JSON downloads',
    async (base) => {
      expect(
        (await w.send('GET', `${base}/transactions/${intra.id}`, undefined, {})).statusCode,
      ).toBe(401);
      expect((await w.send('GET', `${base}?month=2024-07`, undefined, {})).statusCode).toBe(401);
      const auditor = await inviteAndJoin(w.t, w.owner, 'Auditor');
      const status = await w.send(
        'GET',
        `${base}/transactions/${intra.id}`,
        undefined,
        auditor.auth,
      );
      expect(status.statusCode, status.body).toBe(200);
      const badMonth = await get(`${base}?month=2024-13`);
      expect(badMonth.statusCode).toBe(400);
      expect(badMonth.json().detail).toBe('Month must be YYYY-MM.');
      expect((await get(`${base}/transactions/abc/json`)).statusCode).toBe(400);
      expect((await get(`${base}/transactions/999999/json`)).statusCode).toBe(404);
      const file = await get(`${base}/transactions/${intra.id}/json`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['cache-control']).toBe('no-store');
      expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="e.+\.json"$/);
      if (base === '/api/einvoice') expectEInvoiceSchemaValid(file.json());
    },
  );
});
