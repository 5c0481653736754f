// GSTR-2B, every section of the file (issue 36 item 7) and amounts bounded where they enter
// (issue 37). fixtures/gstr2b-v4-india-compliance.json is india-compliance's v4 sample
// (resilient-tech/india-compliance, india_compliance/gst_india/data/test_gstr_2b_v4_0.json),
// trimmed: its docdata whole (b2b, b2ba, cdnr, cdnra, isd, isda, impg, impgsez, ecom, ecoma
// and itcrev), its itcsumm recomputed from those documents in the sample's layout (the
// sample's own summary holds the same placeholder figures in every cell), cpsumm and the
// rejected documents left out. Every document of the file must be accounted for: kept,
// replaced by an amendment of the same file, or counted in a section that is not read; and
// each section's ITC must equal what the file's own summary says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTR2B_MESSAGES, GSTR2B_SECTIONS } from '@hisaab/shared/gstr2b';
import type { Gstr2bReconciliation, Gstr2bUpload } from '@hisaab/shared/replies/gstr2b';
import { readGstr2b } from '../src/modules/gstr2b/gstr2b-file.ts';
import { companyIdOf, setCompanyGstin } from './support/fixtures.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

type Json = Record<string, unknown>;
const V4 = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, 'fixtures', 'gstr2b-v4-india-compliance.json'),
    'utf8',
  ),
) as { data: { gstin: string; itcsumm: Record<string, Record<string, Json>>; docdata: Json } };
const HEADS = ['igst', 'cgst', 'sgst', 'cess'] as const;

/** The file's documents, counted here without the reader: each entry of a document list. */
function documentsIn(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, x) => n + documentsIn(x), 0);
  if (!node || typeof node !== 'object') return 0;
  const o = node as Json;
  for (const k of ['inv', 'nt', 'doclist', 'boe'])
    if (Array.isArray(o[k])) return (o[k] as []).length;
  const nested = Object.values(o).filter(Array.isArray);
  return nested.length > 0 ? documentsIn(nested) : 1;
}

/**
 * A section's ITC as the file's summary states it, in paise: its cells in every group of
 * itcavl (or itcunavl), credit notes (the othersup group, and cdnrrev for cdnr) taken off.
 */
function fromSummary(section: string, kind: 'itcavl' | 'itcunavl') {
  const out = { igst: 0, cgst: 0, sgst: 0, cess: 0 };
  for (const [group, cells] of Object.entries(V4.data.itcsumm[kind] ?? {})) {
    const sign = group === 'othersup' ? -1 : 1;
    for (const key of [section, `${section}rev`]) {
      const cell = cells[key] as Record<string, number> | undefined;
      if (cell) for (const h of HEADS) out[h] += sign * Math.round(cell[h]! * 100);
    }
  }
  return out;
}

// The reader is async (it lets other requests in between slices of documents).
const V4_FILE = await readGstr2b(V4);

describe('reading every section of a v4 file', () => {
  const file = V4_FILE;
  const total = documentsIn(Object.values(V4.data.docdata));

  it('accounts for every document: kept, replaced by its amendment, or in a section named unread', () => {
    expect(total).toBe(21);
    const counted = file.sections.reduce((n, s) => n + s.documents, 0);
    expect(counted).toBe(total);
    const read = file.sections.filter((s) => s.read);
    const replaced = read.reduce((n, s) => n + s.replaced, 0);
    expect(file.documents.length + replaced).toBe(read.reduce((n, s) => n + s.documents, 0));
    expect(file.documents.length).toBe(12);
    expect(file.sections.find((s) => s.section === 'itcrev')).toMatchObject({
      read: false,
      documents: 4,
    });
    const bySection = Object.fromEntries(file.sections.map((s) => [s.section, s.documents]));
    expect(bySection).toMatchObject({
      b2b: 1,
      b2ba: 1,
      cdnr: 1,
      cdnra: 1,
      ecom: 2,
      ecoma: 2,
      isd: 6,
      isda: 1,
      impg: 1,
      impgsez: 1,
    });
  });

  it("gives each section the ITC the file's own summary states", () => {
    for (const section of GSTR2B_SECTIONS) {
      const s = file.sections.find((x) => x.section === section)!;
      expect(s.itcAvailable, section).toEqual(fromSummary(section, 'itcavl'));
      expect(s.itcNotAvailable, section).toEqual(fromSummary(section, 'itcunavl'));
    }
  });

  it('keeps the e-commerce invoices with ITC available, and the ISD credit and imports', () => {
    const ecom = file.documents.filter((d) => d.section === 'ecoma');
    expect(ecom.map((d) => [d.number, d.itcAvailable, d.igstPaise])).toEqual([
      ['doc1', 'Y', 18300],
      ['E123', 'Y', 18300],
    ]);
    const kinds = file.documents.map((d) => `${d.section}:${d.docType}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'isda:invoice',
        'isd:credit_note',
        'impg:bill_of_entry',
        'impgsez:bill_of_entry',
      ]),
    );
  });
});

describe('a v4 file uploaded and reconciled', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await registerAndLogin(t, { companyName: 'Sample Imports' });
    auth = owner.auth;
    companyId = companyIdOf(owner.accessToken);
    await setCompanyGstin(t, companyId, V4.data.gstin);
  }, 120_000);
  afterAll(async () => t?.close());

  const upload = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/gstr2b?period=032020',
      headers: auth,
      payload: payload as object,
    });

  it('names every section with its documents and ITC, in the upload and the month', async () => {
    const res = await upload(V4);
    expect(res.statusCode, res.body).toBe(201);
    const u = res.json() as Gstr2bUpload;
    expect(u.documentCount).toBe(12);
    expect(u.sections.reduce((n, s) => n + s.documents, 0)).toBe(21);
    expect(u.sections.find((s) => s.section === 'ecom')).toEqual({
      section: 'ecom',
      read: true,
      documents: 2,
      replaced: 2,
      itcAvailable: { igst: 366, cgst: 0, sgst: 0, cess: 0 },
      itcNotAvailable: { igst: 0, cgst: 0, sgst: 0, cess: 0 },
    });
    expect(u.sections.find((s) => s.section === 'itcrev')?.read).toBe(false);

    const month = await t.app.inject({ method: 'GET', url: `/api/gstr2b/${u.id}`, headers: auth });
    expect(month.statusCode, month.body).toBe(200);
    const r = month.json() as Gstr2bReconciliation;
    expect(r.upload.sections).toEqual(u.sections);
    // The e-commerce invoices reconcile as suppliers' invoices: none is in these books.
    const missing = r.rows.filter((x) => x.category === 'missingInBooks');
    expect(missing.map((x) => x.document!.number)).toEqual(
      expect.arrayContaining(['doc1', 'E123']),
    );
    // ISD credit and bills of entry are listed with their ITC; ISDI S9002 is not eligible.
    const others = r.categories.find((c) => c.category === 'isdAndImports')!;
    expect(others.count).toBe(8);
    expect(others.itcAtStake).toBe(1240 + 123.52 + 123.52);
    expect(r.rows.filter((x) => x.category === 'isdAndImports').every((x) => !x.bill)).toBe(true);
  });

  it('refuses amounts that add up past what integer paise can hold, with a 400, saving nothing', async () => {
    // The rows only: PostgreSQL's result object carries fields of the statement besides them.
    const documentRows = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from gstr2b_documents where company_id = ${companyId}`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await documentRows();
    const inv = (inum: string, extra: Json) => ({
      inum,
      dt: '01-03-2020',
      val: 1,
      pos: '01',
      rev: 'N',
      itcavl: 'Y',
      ...extra,
    });
    const big = 90071992547409.91;
    const file = (invs: Json[]) => ({
      data: {
        gstin: V4.data.gstin,
        rtnprd: '032020',
        docdata: { b2b: [{ ctin: '27AABCE2207R1Z5', inv: invs }] },
      },
    });
    const items = file([inv('BIG-1', { items: [{ txval: big }, { txval: big }] })]);
    const across = file([inv('BIG-1', { txval: big }), inv('BIG-2', { txval: big })]);
    for (const payload of [items, across]) {
      const res = await upload(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ detail: GSTR2B_MESSAGES.amountsTooLarge });
    }
    expect(await documentRows()).toEqual(before);
  });
});
