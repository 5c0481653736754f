// Issue 27, GST e-invoice: the IRP JSON of a stored B2B bill (the worked example of
// shared/domain/EINVOICE.md reproduced exactly, inter-state and a credit note pinned as golden
// files), every rule the generator checks failing once, the bills never sent (B2C, nil/exempt
// only, own GSTIN), the IRP's reply read back and printed, and a bill with an IRN refused every
// edit and delete; other companies' ids 404, the Auditor reads only, bad input changes nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, addDays } from '@hisaab/shared/format';
import type { TransactionReply } from '@hisaab/shared/replies/transactions';
import { auditLog, companySettings, customers, eInvoices, transactions } from '../src/db/schema.ts';
import { buildIrpInvoice, type EInvoiceCompany } from '../src/modules/einvoice/irp-json.ts';
import { positiveNote } from '@hisaab/shared/print/note-print';
import { inviteAndJoin } from './support/test-app.ts';
import { einvoiceSchemaErrors, expectEInvoiceSchemaValid } from './support/einvoice-schema.ts';
import {
  createEInvoiceWorld,
  fakeJwt,
  IRN,
  irpReply,
  SELLER_GSTIN,
  BUYER_GSTIN,
} from './einvoice-world.ts';

type World = Awaited<ReturnType<typeof createEInvoiceWorld>>;
let w: World;
let intra: { id: number; number: string; transactionDate: string };
let inter: { id: number; number: string; transactionDate: string };
let b2c: { id: number; number: string };
let exempt: { id: number; number: string };
let selfBill: { id: number; number: string };

const GOLDEN = path.join(import.meta.dirname, 'golden');
function golden(name: string, actual: unknown) {
  const file = path.join(GOLDEN, name);
  if (process.env['UPDATE_GOLDEN']) writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

// Every e-invoice file the routes hand out here passes NIC's schema (issue 36).
const EINVOICE_FILE = /^\/api\/einvoice(\?month=|\/transactions\/\d+\/json$)/;

beforeAll(async () => {
  w = await createEInvoiceWorld();
  const { tiffin, tea, rice } = w.items;
  intra = await w.sale({
    customerId: w.customers.xyz.id,
    lines: [w.line(tiffin, 10, 1180), w.line(tea, 20, 262.5)],
  });
  inter = await w.sale({
    customerId: w.customers.pune.id,
    lines: [w.line(tiffin, 2, 1180), w.line(w.items.rope, 3, 112)],
    date: '2024-07-20',
  });
  b2c = await w.sale({ customerId: w.customers.walkIn.id, lines: [w.line(tiffin, 1, 1180)] });
  exempt = await w.sale({ customerId: w.customers.xyz.id, lines: [w.line(rice, 4, 50)] });
  selfBill = await w.sale({ customerId: w.customers.self.id, lines: [w.line(tiffin, 1, 1180)] });
});
afterAll(async () => w?.close());

async function get(url: string, auth?: Record<string, string>) {
  const res = await w.send('GET', url, undefined, auth);
  if (res.statusCode === 200 && EINVOICE_FILE.test(url)) expectEInvoiceSchemaValid(res.json());
  return res;
}

describe('NIC’s e-invoice schema (INV-01 1.1)', () => {
  const files = readdirSync(GOLDEN).filter((f) => /^einvoice-.*\.json$/.test(f));

  it.each(files)('passes the golden file %s', (file) => {
    expectEInvoiceSchemaValid(JSON.parse(readFileSync(path.join(GOLDEN, file), 'utf8')));
  });

  it('is a real validator: it names what breaks it', () => {
    const invoice = JSON.parse(readFileSync(path.join(GOLDEN, files[0]!), 'utf8'));
    invoice.ItemList[0].HsnCd = 9024090;
    invoice.BuyerDtls.Em = "o'neil@example.com";
    delete invoice.ValDtls.TotInvVal;
    expect(einvoiceSchemaErrors(invoice)).toEqual([
      '/BuyerDtls/Em must match pattern "^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9.-]+$"',
      '/ItemList/0/HsnCd must be string',
      "/ValDtls must have required property 'TotInvVal'",
    ]);
  });
});
const enable = (on: boolean) => w.send('PUT', '/api/companysettings', { eInvoicingEnabled: on });

describe('the e-invoicing setting', () => {
  it('is off at first: no JSON until the company turns it on', async () => {
    const res = await get(`/api/einvoice/transactions/${intra.id}/json`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/E-invoicing is off/);
  });

  it('is saved in company settings and audited; the Auditor cannot change it', async () => {
    const auditor = await inviteAndJoin(w.t, w.owner, 'Auditor');
    const refused = await w.send(
      'PUT',
      '/api/companysettings',
      { eInvoicingEnabled: true },
      auditor.auth,
    );
    expect(refused.statusCode).toBe(403);
    const res = await enable(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().eInvoicingEnabled).toBe(true);
    expect(res.json().ewayBillThreshold).toBe(50000);
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, w.companyId), eq(auditLog.entity, 'companySettings')));
    expect(audit.at(-1)).toMatchObject({
      before: { aatoBand: 'up_to_5cr' },
      after: { aatoBand: '5cr_to_10cr' },
    });
    expect(res.json()).toMatchObject({ aatoBand: '5cr_to_10cr', turnoverAbove5Cr: true });
  });
});

describe('the IRP JSON of a stored bill', () => {
  it('reproduces the worked intra-state example, with its payment details', async () => {
    const res = await get(`/api/einvoice/transactions/${intra.id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="einvoice-HSB-24-25-0001.json"',
    );
    expect(intra.number).toBe('HSB/24-25/0001');
    golden('einvoice-intra-state.json', res.json());
  });

  it('charges IGST only inter-state, the unknown unit as OTH (and says so)', async () => {
    const res = await get(`/api/einvoice/transactions/${inter.id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    golden('einvoice-inter-state.json', res.json());
    const status = (await get(`/api/einvoice/transactions/${inter.id}`)).json();
    expect(status).toMatchObject({ enabled: true, eligible: true, problems: [], locked: false });
    expect(status.notes[0]).toMatch(/"Gaddi" .* sent as OTH/);
  });

  it('makes a credit note a CRN with positive amounts naming the invoice', async () => {
    const cn = await w.send('POST', '/api/returns', {
      originalId: inter.id,
      transactionDate: '2024-07-25',
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(cn.statusCode, cn.body).toBe(201);
    const res = await get(`/api/einvoice/transactions/${cn.json().id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    golden('einvoice-credit-note.json', res.json());
  });

  it('takes GST at 40%, a slab since 22-09-2025, as GSTR-1 does (issue 36)', async () => {
    const bill = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.drink, 5, 140)],
      date: '2025-10-06',
    });
    const res = await get(`/api/einvoice/transactions/${bill.id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ItemList[0]).toMatchObject({
      HsnCd: '22021010',
      AssAmt: 500,
      GstRt: 40,
      CgstAmt: 100,
      SgstAmt: 100,
      TotItemVal: 700,
    });
  });

  it('gives the payment details the bill knows: paid and still due (issue 36)', async () => {
    const bill = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.tiffin, 1, 1180)],
      date: '2025-10-07',
      payments: [{ amount: 500, isBankTransaction: false, isPaymentMade: false }],
    });
    const res = await get(`/api/einvoice/transactions/${bill.id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().PayDtls).toEqual({ PaidAmt: 500, PaymtDue: 680 });
    // An unpaid bill: all of it due (the worked example's golden file); a credit note: none.
    const unpaid = (await get(`/api/einvoice/transactions/${intra.id}/json`)).json();
    expect(unpaid.PayDtls).toEqual({ PaidAmt: 0, PaymtDue: 17050 });
  });

  it('puts the month’s eligible bills in one array, never B2C, exempt or own-GSTIN bills', async () => {
    const res = await get('/api/einvoice?month=2024-07');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="einvoice-2024-07.json"');
    const docs = (res.json() as { DocDtls: { No: string; Typ: string } }[]).map(
      (d) => `${d.DocDtls.Typ} ${d.DocDtls.No}`,
    );
    expect(docs).toEqual(['INV HSB/24-25/0001', 'INV HSB/24-25/0002', 'CRN CN-0001']);
    for (const left of [b2c, exempt, selfBill]) expect(docs.join()).not.toContain(left.number);
  });

  it.each([
    ['b2c', /B2C bill/],
    ['exempt', /only nil-rated or exempt items/],
    ['self', /your own GSTIN/],
  ])('refuses the %s bill with the reason', async (which, reason) => {
    const bill = { b2c, exempt, self: selfBill }[which]!;
    const res = await get(`/api/einvoice/transactions/${bill.id}/json`);
    expect(res.statusCode).toBe(422);
    expect(res.json().problems[0]).toMatch(reason);
    const status = (await get(`/api/einvoice/transactions/${bill.id}`)).json();
    expect(status.eligible).toBe(false);
    expect(status.reason).toMatch(reason);
  });
});

describe('the rules checked before a file leaves', () => {
  it('a 4-digit HSN at this turnover stops the month, listing it in plain words', async () => {
    const bad = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.shortHsn, 1, 118)],
      date: '2024-08-02',
    });
    const good = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.tiffin, 1, 1180)],
      date: '2024-08-03',
    });
    const res = await get('/api/einvoice?month=2024-08');
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([
      `${bad.number}: HSN 7418 on line 1 (Brass Lamp) must have 6 or 8 digits for your turnover.`,
    ]);
    expect((await get(`/api/einvoice/transactions/${good.id}/json`)).statusCode).toBe(200);
  });

  it('a party address without a PIN code is named', async () => {
    await w.db
      .update(customers)
      .set({ address: 'Somewhere in Pune' })
      .where(and(eq(customers.companyId, w.companyId), eq(customers.id, w.customers.pune.id)));
    const res = await get(`/api/einvoice/transactions/${inter.id}/json`);
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([
      `${inter.number}: the address of the customer Pune Mart has no 6-digit PIN code.`,
    ]);
    await w.db
      .update(customers)
      .set({ address: '12 FC Road\nShivajinagar, Pune 411005' })
      .where(and(eq(customers.companyId, w.companyId), eq(customers.id, w.customers.pune.id)));
  });

  it('a PIN outside its state stops the bill and the month, naming the PIN and the state', async () => {
    await w.db
      .update(customers)
      .set({ address: '12 FC Road\nShivajinagar, Pune 560005' })
      .where(and(eq(customers.companyId, w.companyId), eq(customers.id, w.customers.pune.id)));
    const sentence = `${inter.number}: the PIN 560005 of the customer Pune Mart is not a PIN of Maharashtra (state 27): correct the address or the GSTIN/state.`;
    const one = await get(`/api/einvoice/transactions/${inter.id}/json`);
    expect(one.statusCode).toBe(422);
    expect(one.json().problems).toEqual([sentence]);
    const month = await get('/api/einvoice?month=2024-07');
    expect(month.statusCode).toBe(422);
    expect(month.json().problems).toContain(sentence);
    await w.db
      .update(customers)
      .set({ address: '12 FC Road\nShivajinagar, Pune 411005' })
      .where(and(eq(customers.companyId, w.companyId), eq(customers.id, w.customers.pune.id)));
    expect((await get(`/api/einvoice/transactions/${inter.id}/json`)).statusCode).toBe(200);
  });

  it('at ₹10 crore or more, a bill more than 30 days old is refused in the bill and the month', async () => {
    const set = (aatoBand: string) => w.send('PUT', '/api/companysettings', { aatoBand });
    expect((await set('10cr_or_more')).statusCode).toBe(200);
    const sentence = `${intra.number}: its date 15/07/2024 is more than 30 days ago: at a turnover (AATO) of ₹10 crore or more the IRP refuses it.`;
    const one = await get(`/api/einvoice/transactions/${intra.id}/json`);
    expect(one.statusCode).toBe(422);
    expect(one.json().detail).toBe(sentence);
    const month = await get('/api/einvoice?month=2024-07');
    expect(month.statusCode).toBe(422);
    expect(month.json().problems).toContain(sentence);
    // A bill of today passes.
    const fresh = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.tiffin, 1, 1180)],
      date: todayInIndia(),
    });
    expect((await get(`/api/einvoice/transactions/${fresh.id}/json`)).statusCode).toBe(200);
    await w.send('DELETE', `/api/transactions/${fresh.id}`);
    expect((await set('5cr_to_10cr')).statusCode).toBe(200);
    expect((await get(`/api/einvoice/transactions/${intra.id}/json`)).statusCode).toBe(200);
  });

  // Each rule on the stored view, changed one way at a time (the builder is pure).
  let base: TransactionReply;
  const company: EInvoiceCompany = {
    name: 'ABC Traders',
    address: '5th Block, Kuvempu Layout, Bengaluru 560001',
    phone: null,
    email: null,
    gstin: SELLER_GSTIN,
    pan: null,
    stateCode: '29',
    invoicePrintMode: 0,
    gstScheme: 'regular',
    upiId: null,
    upiPayeeName: null,
    aatoBand: '5cr_to_10cr',
  };
  const build = (view: TransactionReply, c: Partial<EInvoiceCompany> = {}) => {
    const built = buildIrpInvoice({
      view,
      company: { ...company, ...c },
      units: new Map(),
      today: '2024-07-31',
    });
    // What may leave (no problem) passes NIC's schema.
    if (built.problems.length === 0) expectEInvoiceSchemaValid(built.invoice);
    return built;
  };
  // The problems' English (they are Messages, translated as a reply is sent).
  const problemsOf = (view: TransactionReply, c: Partial<EInvoiceCompany> = {}) =>
    build(view, c).problems.map(String);
  const withLine = (patch: object, i = 0): TransactionReply => ({
    ...base,
    lineItems: base.lineItems.map((l, n) => (n === i ? { ...l, ...patch } : l)),
  });

  beforeAll(async () => {
    base = (await get(`/api/transactions/${intra.id}`)).json();
    expect(problemsOf(base)).toEqual([]);
  });

  it.each<[string, () => TransactionReply, Partial<EInvoiceCompany>, RegExp]>([
    ['number starting with 0', () => ({ ...base, number: '0HSB/1' }), {}, /does not suit the IRP/],
    ['number over 16', () => ({ ...base, number: 'HSB/24-25/000000001' }), {}, /does not suit/],
    ['number with a space', () => ({ ...base, number: 'HSB 1' }), {}, /does not suit/],
    ['date in the future', () => ({ ...base, transactionDate: '2024-08-01' }), {}, /future/],
    ['no HSN', () => withLine({ hsnSacCode: null }), {}, /has no HSN\/SAC code/],
    [
      'HSN of 5 digits',
      () => withLine({ hsnSacCode: '73239' }),
      { aatoBand: 'up_to_5cr' },
      /must have 4, 6 or 8 digits/,
    ],
    [
      'rate the IRP refuses',
      () => withLine({ taxes: base.lineItems[0]!.taxes.map((t) => ({ ...t, rate: 10 })) }),
      {},
      /GST at 20%/,
    ],
    [
      'IGST within the state',
      () =>
        withLine({
          taxes: [{ ...base.lineItems[0]!.taxes[0]!, component: 'IGST', rate: 18, amount: 1800 }],
        }),
      {},
      /charges IGST, but the place of supply is your own state/,
    ],
    [
      'CGST to another state',
      () => ({ ...base, placeOfSupply: '27' }),
      {},
      /charges CGST\/SGST, but the place of supply is another state/,
    ],
    [
      'tax not the rate',
      () =>
        withLine({
          taxes: base.lineItems[0]!.taxes.map((t) => ({ ...t, amount: 800 })),
          taxAmount: 1600,
        }),
      {},
      /the tax 1600 is not 18% of 10000/,
    ],
    [
      'taxes not adding up',
      () => withLine({ taxAmount: 1700 }),
      {},
      /do not add up to its tax amount/,
    ],
    [
      'total not adding up',
      () => ({ ...base, totals: { ...base.totals, amount: 17100 } }),
      {},
      /do not add up to the total 17100/,
    ],
    [
      'round off over ₹99.99',
      () => ({
        ...base,
        lineItems: [
          ...base.lineItems,
          {
            ...base.lineItems[0]!,
            specialKind: 'round_off' as const,
            itemName: 'Round Off',
            amount: 150,
            taxes: [],
          },
        ],
        totals: { ...base.totals, amount: 17200 },
      }),
      {},
      /round off 150 is more than/,
    ],
    [
      'quote in an item name',
      () => withLine({ itemName: 'Tiffin "Deluxe"' }),
      {},
      /remove " and \\ from the item name/,
    ],
    ['goods without quantity', () => withLine({ quantity: 0 }), {}, /has no quantity/],
    [
      'customer name too short',
      () => ({ ...base, customer: { ...base.customer, name: 'XY' } }),
      {},
      /customer name must be 3 to 100/,
    ],
    [
      'no customer address',
      () => ({ ...base, customer: { ...base.customer, address: null } }),
      {},
      /add the address of the customer/,
    ],
    [
      'town too short',
      () => ({ ...base, customer: { ...base.customer, address: '7th Block, BL 560004' } }),
      {},
      /town in the address .* \("BL"\) must be 3 to 100/,
    ],
    [
      'customer PIN of another state',
      () => ({ ...base, customer: { ...base.customer, address: '7th Block, Bengaluru 411004' } }),
      {},
      /the PIN 411004 of the customer XYZ Stores is not a PIN of Karnataka \(state 29\)/,
    ],
    [
      'company PIN of another state',
      () => base,
      { address: '5th Block, Kuvempu Layout, Bengaluru 110001' },
      /the PIN 110001 of your company is not a PIN of Karnataka \(state 29\)/,
    ],
    ['no company GSTIN', () => base, { gstin: null }, /your company has no GSTIN/],
    ['composition scheme', () => base, { gstScheme: 'composition' }, /composition taxpayer/],
    [
      'company address without PIN',
      () => base,
      { address: 'Kuvempu Layout, Bengaluru' },
      /address of your company has no 6-digit PIN/,
    ],
  ])('%s', (_name, view, c, message) => {
    const v = view();
    const problems = problemsOf(v, c);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(message);
    // Each problem names the bill first.
    expect(problems[0]!.startsWith(`${v.number}: `)).toBe(true);
  });

  // The schema's own limits the rules above did not see: each is either refused with a reason
  // or sent in a form the schema takes (issue 36).
  // A note's stored amounts are negative: positiveNote turns the sale's around.
  const creditNote = (returnOf: string | null): TransactionReply =>
    positiveNote({
      ...base,
      kind: 'credit_note',
      number: 'CN-0009',
      returnOf: { id: 1, number: returnOf, transactionDate: '2024-07-01' },
    });
  it.each<[string, () => TransactionReply, Partial<EInvoiceCompany>, RegExp | null]>([
    [
      'an e-mail the schema refuses is left out',
      () => ({ ...base, customer: { ...base.customer, email: "o'neil@example.com" } }),
      {},
      null,
    ],
    ['a plain e-mail is sent', () => base, { email: 'accounts+gst@abc-traders.in' }, null],
    [
      'an HSN of zeros',
      () => withLine({ hsnSacCode: '00000000' }),
      {},
      /HSN 00000000 on line 1 \(Steel Tiffin Box\) is only zeros/,
    ],
    [
      'a credit note for an invoice numbered "7"',
      () => creditNote('7'),
      {},
      /the number "7" of the invoice it returns does not suit the IRP/,
    ],
    [
      'a credit note for an invoice numbered with a space',
      () => creditNote('INV 12'),
      {},
      /the number "INV 12" of the invoice it returns does not suit the IRP/,
    ],
    ['a credit note for INV/12', () => creditNote('INV/12'), {}, null],
  ])('%s', (_name, view, c, message) => {
    const { invoice, problems } = build(view(), c);
    if (message) expect(problems.join('\n')).toMatch(message);
    else {
      expect(problems).toEqual([]);
      expectEInvoiceSchemaValid(invoice);
    }
  });

  it('counts the 30 days from the bill date to today, only at ₹10 crore or more', () => {
    const at = (transactionDate: string, aatoBand: EInvoiceCompany['aatoBand']) =>
      problemsOf({ ...base, transactionDate }, { aatoBand });
    expect(at('2024-07-01', '10cr_or_more')).toEqual([]);
    expect(at('2024-06-30', '5cr_to_10cr')).toEqual([]);
    expect(at('2024-06-30', '10cr_or_more')).toEqual([
      `${base.number}: its date 30/06/2024 is more than 30 days ago: at a turnover (AATO) of ₹10 crore or more the IRP refuses it.`,
    ]);
  });

  it('a future date on a stored bill is refused by the route as well', async () => {
    const future = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.tiffin, 1, 1180)],
      date: addDays(todayInIndia(), 0),
    });
    await w.db
      .update(transactions)
      .set({ transactionDate: addDays(todayInIndia(), 2) })
      .where(and(eq(transactions.companyId, w.companyId), eq(transactions.id, future.id)));
    const res = await get(`/api/einvoice/transactions/${future.id}/json`);
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([`${future.number}: the date is in the future.`]);
    await w.send('DELETE', `/api/transactions/${future.id}`);
  });
});

describe('the IRP reply read back', () => {
  const post = (id: number, body: unknown, auth?: Record<string, string>) =>
    w.send('POST', `/api/einvoice/transactions/${id}/irn`, body, auth);

  it('refuses a reply for another bill, seller or a bad IRN, storing nothing', async () => {
    const other = await post(intra.id, {
      reply: irpReply({ number: 'HSB/24-25/0099', date: '2024-07-15' }),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toBe(
      'The reply is for document HSB/24-25/0099, not HSB/24-25/0001.',
    );
    const seller = await post(intra.id, {
      reply: irpReply({ number: intra.number, date: '2024-07-15' }, IRN, '27AAPFU0939F1ZV'),
    });
    expect(seller.json().detail).toMatch(/seller GSTIN 27AAPFU0939F1ZV is not yours/);
    const wrongDate = await post(intra.id, {
      reply: irpReply({ number: intra.number, date: '2024-07-16' }),
    });
    expect(wrongDate.json().detail).toMatch(
      /date 16\/07\/2024 is not the bill's date 15\/07\/2024/,
    );
    const short = await post(intra.id, {
      irn: 'abc123',
      ackNo: '1124',
      ackDate: '2024-07-15 11:20:00',
      signedQr: 'not-a-jwt',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.irn).toEqual(['The IRN must be 64 characters, 0-9 and a-f.']);
    expect(short.json().errors.signedQr[0]).toMatch(/signed QR code/);
    expect((await post(intra.id, {})).statusCode).toBe(400);
    expect((await post(intra.id, { reply: 'not json {' })).json().detail).toBe(
      'The IRP reply is not JSON.',
    );
    const stored = await w.db.select().from(eInvoices).where(eq(eInvoices.companyId, w.companyId));
    expect(stored).toEqual([]);
  });

  it('the Auditor cannot record it; another company cannot see the bill', async () => {
    const auditor = await inviteAndJoin(w.t, w.owner, 'Auditor');
    const reply = { reply: irpReply({ number: intra.number, date: '2024-07-15' }) };
    expect((await post(intra.id, reply, auditor.auth)).statusCode).toBe(403);
    expect((await get(`/api/einvoice/transactions/${intra.id}`, auditor.auth)).statusCode).toBe(
      200,
    );
    expect((await post(intra.id, reply, w.other.auth)).statusCode).toBe(404);
    expect((await get(`/api/einvoice/transactions/${intra.id}`, w.other.auth)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/einvoice/transactions/${intra.id}/json`, w.other.auth)).statusCode,
    ).toBe(404);
  });

  it('stores the uploaded reply (audited) and shows it in the status', async () => {
    const res = await post(intra.id, {
      reply: JSON.stringify(irpReply({ number: intra.number, date: '2024-07-15' })),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      irn: IRN,
      ackNo: '112410012345678',
      ackDate: '2024-07-15 11:20:00',
      status: 'active',
    });
    const status = (await get(`/api/einvoice/transactions/${intra.id}`)).json();
    expect(status.locked).toBe(true);
    expect(status.eInvoice.irn).toBe(IRN);
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, w.companyId), eq(auditLog.entity, 'e_invoice')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('create');
    const again = await post(intra.id, {
      reply: irpReply({ number: intra.number, date: '2024-07-15' }),
    });
    expect(again.statusCode).toBe(409);
  });

  it('takes the four fields pasted instead', async () => {
    const qr = fakeJwt({
      SellerGstin: SELLER_GSTIN,
      BuyerGstin: BUYER_GSTIN,
      DocNo: inter.number,
      DocDt: '20/07/2024',
      Irn: 'b'.repeat(64),
    });
    const res = await post(inter.id, {
      irn: 'B'.repeat(64),
      ackNo: 1124100123,
      ackDate: '2024-07-20 09:00:00',
      signedQr: qr,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().irn).toBe('b'.repeat(64));
  });

  it('leaves the bill out of the month file once it has an IRN', async () => {
    const res = await get('/api/einvoice?month=2024-07');
    const docs = (res.json() as { DocDtls: { No: string } }[]).map((d) => d.DocDtls.No);
    expect(docs).toEqual(['CN-0001']);
  });

  it('prints the IRN, Ack No, Ack Date and the signed QR on the PDF', async () => {
    const pdf = await get(`/api/files/transaction/${intra.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'einv-pdf-'));
    const file = path.join(dir, 'bill.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(`IRN: ${IRN}`);
    expect(text).toContain('Ack No.: 112410012345678');
    expect(text).toContain('Ack Date: 15/07/2024 11:20:00');
  });
});

describe('a bill with an IRN', () => {
  const refusal = 'This invoice has an IRN. Cancel it with a credit note instead.';

  it('cannot be edited, its payments changed or deleted: 409 and nothing changes', async () => {
    const before = (await get(`/api/transactions/${intra.id}`)).json() as TransactionReply;
    const edit = await w.send('PUT', `/api/transactions/${intra.id}`, {
      id: intra.id,
      transactionDate: '2024-07-15',
      isPurchase: false,
      customerId: w.customers.xyz.id,
      lineItems: [w.line(w.items.tiffin, 1, 1180)],
      payments: [],
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().detail).toBe(refusal);
    const del = await w.send('DELETE', `/api/transactions/${intra.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe(refusal);
    const after = (await get(`/api/transactions/${intra.id}`)).json() as TransactionReply;
    expect(after).toEqual(before);
  });

  it('a credit note with an IRN cannot be deleted through returns either', async () => {
    const notes = (await get('/api/returns')).json() as { items: { id: number; number: string }[] };
    const cn = notes.items.find((n) => n.number === 'CN-0001')!;
    const qr = fakeJwt({
      SellerGstin: SELLER_GSTIN,
      DocNo: 'CN-0001',
      DocDt: '25/07/2024',
      Irn: 'c'.repeat(64),
    });
    const res = await w.send('POST', `/api/einvoice/transactions/${cn.id}/irn`, {
      irn: 'c'.repeat(64),
      ackNo: '99',
      ackDate: '2024-07-25 10:00:00',
      signedQr: qr,
    });
    expect(res.statusCode, res.body).toBe(201);
    const del = await w.send('DELETE', `/api/returns/${cn.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe(refusal);
  });

  it('opens again once its cancellation on the portal is recorded', async () => {
    const bad = await w.send('POST', `/api/einvoice/transactions/${inter.id}/cancel`, {
      reason: '9',
    });
    expect(bad.statusCode).toBe(400);
    const res = await w.send('POST', `/api/einvoice/transactions/${inter.id}/cancel`, {
      reason: '2',
      remark: 'Wrong quantity',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: '2 Data entry mistake: Wrong quantity',
    });
    const status = (await get(`/api/einvoice/transactions/${inter.id}`)).json();
    expect(status.locked).toBe(false);
    const twice = await w.send('POST', `/api/einvoice/transactions/${inter.id}/cancel`, {
      reason: '2',
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('bad input', () => {
  it.each([
    '/api/einvoice?month=2024-13',
    '/api/einvoice?month=July',
    '/api/einvoice',
    '/api/einvoice/transactions/abc',
    '/api/einvoice/transactions/0/json',
  ])('GET %s is a 400', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
  });

  it('an unknown bill is a 404', async () => {
    expect((await get('/api/einvoice/transactions/999999')).statusCode).toBe(404);
    expect(
      (await get('/api/einvoice/transactions/99999999999/json')).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('a month with nothing to send says so', async () => {
    const res = await get('/api/einvoice?month=2023-01');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/No bill of 2023-01 needs an e-invoice/);
  });

  it('turning e-invoicing off refuses the files again', async () => {
    await enable(false);
    expect((await get(`/api/einvoice/transactions/${exempt.id}/json`)).statusCode).toBe(409);
    const [s] = await w.db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, w.companyId));
    expect(s!.aatoBand).toBe('up_to_5cr');
    await enable(true);
  });
});

describe('in Hindi (issue 28)', () => {
  const hi = () => ({ ...w.owner.auth, 'accept-language': 'hi' });
  beforeAll(async () => {
    await enable(true);
  });

  it('gives the reason, the problems and the refusal in Hindi, names and numbers kept', async () => {
    const b2c = await get(`/api/einvoice/transactions/${exempt.id}`, hi());
    expect(b2c.statusCode, b2c.body).toBe(200);
    expect(b2c.json().reason).toBe(
      `${exempt.number} में सिर्फ़ शून्य-दर या छूट वाले आइटम हैं: ऐसे बिल IRP पर नहीं भेजे जाते।`,
    );
    const bad = await w.sale({
      customerId: w.customers.xyz.id,
      lines: [w.line(w.items.shortHsn, 1, 118)],
      date: '2024-09-02',
    });
    const res = await get(`/api/einvoice/transactions/${bad.id}/json`, hi());
    expect(res.statusCode).toBe(422);
    const sentence = `${bad.number}: लाइन 1 (Brass Lamp) का HSN 7418 आपके टर्नओवर पर 6 या 8 अंकों का होना चाहिए।`;
    expect(res.json()).toMatchObject({
      title: 'फ़ाइल नहीं बन सकती',
      detail: sentence,
      problems: [sentence],
    });
    await w.send('DELETE', `/api/transactions/${bad.id}`);
    const month = await get('/api/einvoice?month=2023-01', hi());
    expect(month.json().detail).toBe('2023-01 के किसी बिल को ई-इनवॉइस की ज़रूरत नहीं है।');
  });
});
