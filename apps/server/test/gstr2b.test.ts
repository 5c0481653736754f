// GSTR-2B reconciliation (issue 27), end to end through the API: a Maharashtra shop's October
// 2026 purchases against the sample 2B in fixtures/gstr2b-102026.json (current shape, amounts
// on the document) and fixtures/gstr2b-102026-items.json (the older shape, per-item amounts).
// Every purchase is Pen at ₹1,180 inclusive of 18% GST, from a supplier in the same state:
// per unit ₹1,000 taxable, ₹90 CGST, ₹90 SGST. The expected categories, worked by hand:
//   KW/101  2 units, 05/10; 2B CGST 180.50, SGST 179.80 (within ±₹1)      → matched
//   KW/0102 1 unit,  08/10; 2B "KW-102", same amounts                   → suggested (form)
//   KW/103  3 units, 10/10; 2B dated 12/10, CGST/SGST 300 (books 270)    → mismatched: date, tax
//   JA-77   1 unit,  15/10 (Joshi); not in 2B                           → in books, not in 2B
//   JA-80   4 units, 20/10 (Joshi); 2B "R-5580" 22/10, same amounts     → suggested (residual)
//   DN-0001 debit note, 1 unit of KW/103 back, 26/10; 2B credit note KCN/9 → suggested
//   2B only: KW/104A (b2ba amending KW/104), JA-99, RT/77 (ITC not available) → in 2B only
// The other company bought KW/104A from the same GSTIN: it never matches here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGstr2b } from '../src/modules/gstr2b/gstr2b-file.ts';
import { multipart } from './support/company-books.ts';
import {
  addCustomer,
  addItem,
  companyIdOf,
  gstinOfState,
  setCompanyGstin,
} from './support/fixtures.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

const COMPANY_GSTIN = '27AAPFU0939F1ZV';
const KALE = '27AABCK1332L1ZN';
const JOSHI = '27AAGCJ5678Q1ZK';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const CURRENT = JSON.parse(fixture('gstr2b-102026.json').toString('utf8'));
const ITEMS = JSON.parse(fixture('gstr2b-102026-items.json').toString('utf8'));

type Auth = Record<string, string>;
let t: TestApp;
let owner: Auth;
let auditor: Auth;
let other: Auth;
let companyId: number;
const bills: Record<string, number> = {};
let otherBill: number;

async function send(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  auth = owner,
) {
  return t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function upload(file: unknown, auth = owner, query = '?period=102026') {
  const form = multipart(
    {},
    {
      name: 'GSTR2B.json',
      type: 'application/json',
      bytes: Buffer.isBuffer(file) ? file : Buffer.from(JSON.stringify(file)),
    },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/gstr2b${query}`,
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

async function purchase(
  auth: Auth,
  supplierId: number,
  item: { id: number; unitId: number },
  qty: number,
  date: string,
  number: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: auth,
    payload: {
      customerId: supplierId,
      transactionDate: date,
      isPurchase: true,
      supplierInvoiceNumber: number,
      supplierInvoiceDate: date,
      lineItems: [{ itemId: item.id, quantity: qty, rate: 1180, unitId: item.unitId }],
      payments: [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function counts(company: number) {
  const rows = (await t.database.db.execute(sql`
    select (select count(*) from gstr2b_uploads where company_id = ${company})::int as uploads,
           (select count(*) from gstr2b_documents where company_id = ${company})::int as documents,
           (select count(*) from audit_log where company_id = ${company})::int as audit`)) as unknown as {
    rows: { uploads: number; documents: number; audit: number }[];
  };
  return rows.rows[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  const o = await registerAndLogin(t, { companyName: 'Sharma Traders' });
  owner = o.auth;
  companyId = companyIdOf(o.accessToken);
  await setCompanyGstin(t, companyId, COMPANY_GSTIN);
  auditor = (await inviteAndJoin(t, o, 'Auditor')).auth;
  const kale = await addCustomer(t, companyId, { name: 'Kale Wholesale', gstin: KALE });
  const joshi = await addCustomer(t, companyId, {
    name: 'Joshi Agencies',
    gstin: JOSHI,
    phone: '98200 11223',
  });
  const pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 118000, group: 'GST 18%' });
  bills['KW/101'] = await purchase(owner, kale.id, pen, 2, '2026-10-05', 'KW/101');
  bills['KW/0102'] = await purchase(owner, kale.id, pen, 1, '2026-10-08', 'KW/0102');
  bills['KW/103'] = await purchase(owner, kale.id, pen, 3, '2026-10-10', 'KW/103');
  bills['JA-77'] = await purchase(owner, joshi.id, pen, 1, '2026-10-15', 'JA-77');
  bills['JA-80'] = await purchase(owner, joshi.id, pen, 4, '2026-10-20', 'JA-80');
  const note = await send('POST', '/api/returns', {
    originalId: bills['KW/103'],
    transactionDate: '2026-10-26',
    refundMode: 'adjust',
    lines: [{ lineNo: 1, quantity: 1 }],
  });
  expect(note.statusCode, note.body).toBe(201);
  bills['DN'] = (note.json() as { id: number }).id;

  const b = await registerAndLogin(t, { companyName: 'Other Co' });
  other = b.auth;
  const otherId = companyIdOf(b.accessToken);
  await setCompanyGstin(t, otherId, gstinOfState('24'));
  const otherKale = await addCustomer(t, otherId, { name: 'Kale Wholesale', gstin: KALE });
  const otherPen = await addItem(t, otherId, { name: 'Pen', ratePaise: 70800, group: 'GST 18%' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: other,
    payload: {
      customerId: otherKale.id,
      transactionDate: '2026-10-14',
      isPurchase: true,
      supplierInvoiceNumber: 'KW/104A',
      supplierInvoiceDate: '2026-10-14',
      lineItems: [{ itemId: otherPen.id, quantity: 1, rate: 708, unitId: otherPen.unitId }],
      payments: [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  otherBill = (res.json() as { id: number }).id;
}, 300_000);
afterAll(async () => t?.close());

describe('reading the 2B file', () => {
  it('reads the current shape and the older per-item shape into the same documents', async () => {
    const a = await readGstr2b(CURRENT);
    const b = await readGstr2b(ITEMS);
    expect(b).toEqual(a);
    expect(a.period).toBe('102026');
    expect(a.generatedOn).toBe('2026-11-14');
    const byNumber = Object.fromEntries(a.documents.map((d) => [d.number, d]));
    // The amendment stands in for the original it names.
    expect(Object.keys(byNumber).sort()).toEqual(
      ['JA-99', 'KCN/9', 'KW-102', 'KW/101', 'KW/103', 'KW/104A', 'R-5580', 'RT/77'].sort(),
    );
    expect(byNumber['KW/104A']).toMatchObject({ section: 'b2ba', amendsNumber: 'KW/104' });
    expect(byNumber['KW/101']).toMatchObject({
      taxablePaise: 200000,
      cgstPaise: 18050,
      sgstPaise: 17980,
      docDate: '2026-10-05',
      itcAvailable: 'Y',
    });
    // A supplier's credit note counts against the credit, as a debit note does in the books.
    expect(byNumber['KCN/9']).toMatchObject({
      docType: 'credit_note',
      taxablePaise: -100000,
      cgstPaise: -9000,
    });
    expect(byNumber['RT/77']).toMatchObject({
      igstPaise: 27000,
      itcAvailable: 'N',
      itcReason: 'C',
    });
  });
});

describe('a month reconciled', () => {
  let uploadId: number;
  type Row = {
    category: string;
    document: { number: string; docKey: string } | null;
    bill: { id: number; number: string | null; supplierInvoiceNumber: string | null } | null;
    differences: string[];
    reason: string | null;
    itcAtStake: number;
    decided: string | null;
    actions: { id: number; action: string }[];
  };
  const load = async (auth = owner) => {
    const res = await send('GET', `/api/gstr2b/${uploadId}`, undefined, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      categories: { category: string; count: number; itcAtStake: number }[];
      rows: Row[];
    };
  };
  const pairs = (rows: Row[], category: string) =>
    rows
      .filter((r) => r.category === category)
      .map((r) => [
        r.document?.number ?? null,
        r.bill?.supplierInvoiceNumber ?? r.bill?.number ?? null,
      ])
      .sort();

  it('uploads the month (multipart) and sorts every document into its category', async () => {
    const res = await upload(CURRENT);
    expect(res.statusCode, res.body).toBe(201);
    uploadId = res.json().id;
    expect(res.json()).toMatchObject({ period: '102026', gstin: COMPANY_GSTIN, documentCount: 8 });
    const { rows, categories } = await load();
    expect(pairs(rows, 'matched')).toEqual([['KW/101', 'KW/101']]);
    expect(pairs(rows, 'mismatched')).toEqual([['KW/103', 'KW/103']]);
    expect(rows.find((r) => r.category === 'mismatched')!.differences).toEqual(['date', 'tax']);
    expect(pairs(rows, 'suggested')).toEqual([
      ['KCN/9', 'DN-0001'],
      ['KW-102', 'KW/0102'],
      ['R-5580', 'JA-80'],
    ]);
    const reasons = Object.fromEntries(
      rows.filter((r) => r.category === 'suggested').map((r) => [r.document!.number, r.reason]),
    );
    expect(reasons['KW-102']).toBe(
      'Same GSTIN and amounts; the number differs only in form (KW-102 in 2B, KW/0102 in books).',
    );
    expect(reasons['R-5580']).toBe(
      'Same GSTIN and amounts, dates 22/10/2026 and 20/10/2026 (2 days apart); the numbers differ (R-5580 in 2B, JA-80 in books).',
    );
    expect(rows.find((r) => r.document?.number === 'KW-102')!.differences).toEqual(['numberForm']);
    // KW/104A: the other company bought it from the same GSTIN, which never counts here.
    expect(pairs(rows, 'missingInBooks')).toEqual([
      ['JA-99', null],
      ['KW/104A', null],
      ['RT/77', null],
    ]);
    expect(pairs(rows, 'missingIn2b')).toEqual([[null, 'JA-77']]);
    // ITC at stake: the 2B's tax (RT/77's is not available: none), the books' for JA-77.
    expect(categories).toEqual([
      { category: 'matched', count: 1, itcAtStake: 360.3 },
      { category: 'mismatched', count: 1, itcAtStake: 600 },
      { category: 'suggested', count: 3, itcAtStake: 720 },
      { category: 'missingInBooks', count: 3, itcAtStake: 1008 },
      { category: 'missingIn2b', count: 1, itcAtStake: 180 },
      { category: 'isdAndImports', count: 0, itcAtStake: 0 },
    ]);
  });

  it('refuses a wrong file with a plain 400 and saves nothing', async () => {
    const before = await counts(companyId);
    const cases: [unknown, string, string?][] = [
      [
        Buffer.from('not json at all'),
        'This file is not JSON. Download the GSTR-2B JSON from the GST portal and upload it.',
      ],
      [
        { data: { gstin: COMPANY_GSTIN, ret_period: '102026', b2b: [] } },
        'This is not a GSTR-2B file: it has no 2B return period and documents. Download the GSTR-2B JSON from the GST portal.',
      ],
      [
        { data: { ...CURRENT.data, gstin: '29AAFCR4849R1ZC' } },
        "This GSTR-2B is for GSTIN 29AAFCR4849R1ZC, not your company's GSTIN 27AAPFU0939F1ZV.",
      ],
      [
        CURRENT,
        'This GSTR-2B is for October 2026, not September 2026 as chosen.',
        '?period=092026',
      ],
      [
        {
          data: {
            ...CURRENT.data,
            docdata: { b2b: [{ ctin: KALE, inv: [{ inum: 'X1', dt: '31-02-2026', val: 1 }] }] },
          },
        },
        'This GSTR-2B file could not be read: docdata.b2b[0].inv[0].dt: "31-02-2026" is not a date as DD-MM-YYYY.',
      ],
    ];
    for (const [file, message, query] of cases) {
      const res = await upload(file, owner, query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toBe(message);
    }
    const raw = await send('POST', '/api/gstr2b', { hello: 'world' });
    expect(raw.statusCode).toBe(400);
    expect(await counts(companyId)).toEqual(before);
  });

  it('records actions in the audit trail and keeps them when the month is uploaded again', async () => {
    const { rows } = await load();
    const r5580 = rows.find((r) => r.document?.number === 'R-5580')!;
    const accept = await send('POST', `/api/gstr2b/${uploadId}/actions`, {
      action: 'accept',
      docKey: r5580.document!.docKey,
      transactionId: r5580.bill!.id,
    });
    expect(accept.statusCode, accept.body).toBe(201);
    const again = await send('POST', `/api/gstr2b/${uploadId}/actions`, {
      action: 'accept',
      docKey: r5580.document!.docKey,
      transactionId: r5580.bill!.id,
    });
    expect([again.statusCode, again.json().id]).toEqual([200, accept.json().id]);
    const follow = await send('POST', `/api/gstr2b/${uploadId}/actions`, {
      action: 'follow_up',
      transactionId: bills['JA-77'],
    });
    expect(follow.statusCode, follow.body).toBe(201);
    // A manual link: JA-99 (2B) to JA-77 is not proposed by anything, the user pairs them.
    const ja99 = rows.find((r) => r.document?.number === 'JA-99')!;
    const link = await send('POST', `/api/gstr2b/${uploadId}/actions`, {
      action: 'link',
      docKey: ja99.document!.docKey,
      transactionId: bills['KW/0102'],
    });
    expect(link.statusCode, link.body).toBe(201);
    await send('DELETE', `/api/gstr2b/${uploadId}/actions/${link.json().id}`);
    const trail = (await t.database.db.execute(sql`
      select action, entity_id, after ->> 'action' as what from audit_log
      where company_id = ${companyId} and entity = 'gstr2b_action' order by id`)) as unknown as {
      rows: { action: string; entity_id: string; what: string | null }[];
    };
    expect(trail.rows.map((r) => [r.action, r.what])).toEqual([
      ['create', 'accept'],
      ['create', 'follow_up'],
      ['create', 'link'],
      ['delete', null],
    ]);

    const afterActions = await load();
    const accepted = afterActions.rows.find((r) => r.document?.number === 'R-5580')!;
    expect([accepted.category, accepted.decided, accepted.reason]).toEqual([
      'matched',
      'accept',
      'Accepted by you.',
    ]);

    // Regenerated: JA-99 is gone; the accepted pair and the follow-up still apply.
    const regenerated = structuredClone(CURRENT);
    regenerated.data.gendt = '20-11-2026';
    regenerated.data.docdata.b2b[1].inv = regenerated.data.docdata.b2b[1].inv.filter(
      (i: { inum: string }) => i.inum !== 'JA-99',
    );
    const re = await upload(regenerated);
    expect(re.statusCode, re.body).toBe(201);
    expect(re.json()).toMatchObject({ id: uploadId, documentCount: 7, generatedOn: '2026-11-20' });
    const reloaded = await load();
    const kept = reloaded.rows.find((r) => r.document?.number === 'R-5580')!;
    expect([kept.category, kept.decided]).toEqual(['matched', 'accept']);
    const ja77 = reloaded.rows.find((r) => r.bill?.id === bills['JA-77'])!;
    expect([ja77.category, ja77.actions.map((a) => a.action)]).toEqual([
      'missingIn2b',
      ['follow_up'],
    ]);
    expect(reloaded.rows.some((r) => r.document?.number === 'JA-99')).toBe(false);
    const uploads = (await t.database.db.execute(sql`
      select action, before ->> 'documentCount' as before, after ->> 'documentCount' as after
      from audit_log where company_id = ${companyId} and entity = 'gstr2b' order by id`)) as unknown as {
      rows: { action: string; before: string | null; after: string }[];
    };
    expect(uploads.rows).toEqual([
      { action: 'create', before: null, after: '8' },
      { action: 'update', before: '8', after: '7' },
    ]);
  });

  it('parses the older shape to the same reconciliation', async () => {
    const res = await upload(ITEMS);
    expect(res.statusCode, res.body).toBe(201);
    const { categories } = await load();
    // JA-99 is back; R-5580 stays accepted (matched).
    expect(categories.map((c) => [c.category, c.count])).toEqual([
      ['matched', 2],
      ['mismatched', 1],
      ['suggested', 2],
      ['missingInBooks', 3],
      ['missingIn2b', 1],
      ['isdAndImports', 0],
    ]);
  });

  it('lets the Auditor read and export but not upload or act', async () => {
    expect((await load(auditor)).rows.length).toBeGreaterThan(0);
    expect(
      (await send('GET', `/api/gstr2b/${uploadId}/export?format=csv`, undefined, auditor))
        .statusCode,
    ).toBe(200);
    expect((await upload(CURRENT, auditor)).statusCode).toBe(403);
    const act = await send(
      'POST',
      `/api/gstr2b/${uploadId}/actions`,
      { action: 'follow_up', transactionId: bills['KW/101'] },
      auditor,
    );
    expect(act.statusCode).toBe(403);
  });

  it("keeps companies apart: another company's upload and bills answer 404", async () => {
    expect((await send('GET', `/api/gstr2b/${uploadId}`, undefined, other)).statusCode).toBe(404);
    expect(
      (await send('GET', `/api/gstr2b/${uploadId}/export?format=csv`, undefined, other)).statusCode,
    ).toBe(404);
    const act = await send(
      'POST',
      `/api/gstr2b/${uploadId}/actions`,
      { action: 'follow_up', transactionId: otherBill },
      other,
    );
    expect(act.statusCode).toBe(404);
    const mine = await send('POST', `/api/gstr2b/${uploadId}/actions`, {
      action: 'follow_up',
      transactionId: otherBill,
    });
    expect([mine.statusCode, mine.json().detail]).toEqual([404, 'That purchase was not found.']);
    expect((await send('GET', '/api/gstr2b', undefined, other)).json()).toEqual([]);
  });

  it('exports CSV and XLSX with every category', async () => {
    const csv = await send('GET', `/api/gstr2b/${uploadId}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${COMPANY_GSTIN}_GSTR2B_reconciliation_102026.csv"`,
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Matched');
    expect(lines[1]).toContain('Supplier GSTIN,Supplier,Document,Number in 2B,Date in 2B');
    expect(lines).toContain(
      `${KALE},Kale Wholesale,Invoice,KW/101,2026-10-05,2000.00,360.30,Y,PUR-0001,KW/101,2026-10-05,2000.00,360.00,,,360.30,`,
    );
    expect(lines).toContain(
      `${JOSHI},Joshi Agencies,Invoice,,,,,,PUR-0004,JA-77,2026-10-15,1000.00,180.00,,,180.00,Follow up`,
    );
    // A title with a comma is quoted, as any CSV cell.
    for (const title of [
      'Mismatched',
      'Suggested matches',
      '"In 2B, not in books"',
      '"In books, not in 2B"',
      'ISD credit and imports',
    ])
      expect(lines).toContain(title);
    const xlsx = await send('GET', `/api/gstr2b/${uploadId}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Matched',
      'Mismatched',
      'Suggested matches',
      'In 2B, not in books',
      'In books, not in 2B',
      'ISD credit and imports',
    ]);
    const mismatched = book.getWorksheet('Mismatched')!;
    expect(mismatched.getRow(2).getCell(4).value).toBe('KW/103');
    expect(mismatched.getRow(2).getCell(14).value).toBe('Date, Tax');
  });

  it("writes the supplier's message with a wa.me link", async () => {
    const res = await send('GET', `/api/gstr2b/${uploadId}/suppliers/${JOSHI}/message`);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m.text).toBe(
      [
        'Dear Joshi Agencies,',
        `These documents you issued to us (GSTIN ${COMPANY_GSTIN}) are not in our GSTR-2B for October 2026:`,
        '- Invoice JA-77 dated 15/10/2026: value ₹1,180.00, tax ₹180.00',
        `Please file them in your GSTR-1/IFF with our GSTIN ${COMPANY_GSTIN}, so that we can claim the input tax credit. Thank you.`,
      ].join('\n'),
    );
    expect(m.whatsappUrl).toBe(`https://wa.me/919820011223?text=${encodeURIComponent(m.text)}`);
    const none = await send('GET', `/api/gstr2b/${uploadId}/suppliers/${KALE}/message`);
    expect(none.statusCode).toBe(404);
  });

  it("writes the supplier's message in the caller's language", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/gstr2b/${uploadId}/suppliers/${JOSHI}/message`,
      headers: { ...owner, 'accept-language': 'hi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m.text.split('\n')).toEqual([
      'प्रिय Joshi Agencies,',
      `आपके द्वारा हमें (GSTIN ${COMPANY_GSTIN}) जारी किए गए ये दस्तावेज़ अक्टूबर 2026 के हमारे GSTR-2B में नहीं हैं:`,
      '- बिल JA-77, तारीख़ 15/10/2026: मूल्य ₹1,180.00, कर ₹180.00',
      `कृपया इन्हें हमारे GSTIN ${COMPANY_GSTIN} के साथ अपने GSTR-1/IFF में भरें, ताकि हम इनपुट टैक्स क्रेडिट ले सकें। धन्यवाद।`,
    ]);
    expect(m.subject).toBe('अक्टूबर 2026 के GSTR-2B में छूटे बिल');
    expect(m.whatsappUrl).toBe(`https://wa.me/919820011223?text=${encodeURIComponent(m.text)}`);
  });
});
