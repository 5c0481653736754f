// A GSTR-2B upload written in short transactions (issue 37, gstr2b-staging.ts): its documents
// go in a slice at a time under a generation no reader sees, then become the month's at once.
// Files of 11,000 invoices: several slices (DOCUMENTS_PER_SLICE). The repository is wrapped so that a test can
// act between slices (read the month, start another upload) or make a slice fail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GSTR2B_MESSAGES } from '@hisaab/shared/gstr2b';
import { DOCUMENTS_PER_SLICE } from '../src/modules/gstr2b/gstr2b-staging.ts';
import { companyIdOf, setCompanyGstin } from './support/fixtures.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

const hooks = vi.hoisted(() => ({
  /** Before each slice is written (after the ones before it are committed). */
  beforeSlice: null as null | ((generation: number) => Promise<void>),
  /** Makes the nth slice written from now on fail (inside its transaction). */
  failSlice: 0,
}));
vi.mock('../src/modules/gstr2b/gstr2b.repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/modules/gstr2b/gstr2b.repo.ts')>();
  return {
    ...actual,
    renewClaim: async (...args: Parameters<typeof actual.renewClaim>) => {
      await hooks.beforeSlice?.(args[3]);
      return actual.renewClaim(...args);
    },
    insertDocuments: async (...args: Parameters<typeof actual.insertDocuments>) => {
      await actual.insertDocuments(...args);
      if (hooks.failSlice > 0 && --hooks.failSlice === 0) throw new Error('the disk is full');
    },
  };
});

const COMPANY_GSTIN = '27AAPFU0939F1ZV';
const SUPPLIERS = ['27AABCK1332L1ZN', '27AAGCJ5678Q1ZK'];
const INVOICES = 11_000;
const slices = (documents: number) => Math.ceil(documents / DOCUMENTS_PER_SLICE);

type Auth = Record<string, string>;
let t: TestApp;
let owner: Auth;
let companyId: number;

const day = (i: number) => `${String(1 + (i % 28)).padStart(2, '0')}-10-2026`;

/** A 2B of `count` invoices numbered `{prefix}{n}`, half from each supplier. */
function gstr2b(prefix: string, count = INVOICES, gendt = '14-11-2026', rtnprd = '102026') {
  return {
    data: {
      gstin: COMPANY_GSTIN,
      rtnprd,
      gendt,
      docdata: {
        b2b: SUPPLIERS.map((ctin, s) => ({
          ctin,
          inv: Array.from({ length: count / 2 }, (_, i) => ({
            inum: `${prefix}${s}-${i + 1}`,
            dt: day(i),
            val: 1180,
            txval: 1000,
            cgst: 90,
            sgst: 90,
          })),
        })),
      },
    },
  };
}

const upload = (file: unknown, period = '102026') =>
  t.app.inject({
    method: 'POST',
    url: `/api/gstr2b?period=${period}`,
    headers: owner,
    payload: file as object,
  });

interface Month {
  upload: { id: number; documentCount: number; generatedOn: string };
  categories: { category: string; count: number }[];
  rows: { document: { number: string; docKey: string } | null; actions: { action: string }[] }[];
}
async function month(id: number, query = 'category=missingInBooks&take=1000'): Promise<Month> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/gstr2b/${id}?${query}`,
    headers: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Month;
}
/** A document's row of the month ("in 2B, not in books"), page by page. */
async function rowOf(id: number, number: string) {
  for (let skip = 0; skip < 20_000; skip += 1000) {
    const m = await month(id, `category=missingInBooks&take=1000&skip=${skip}`);
    const row = m.rows.find((r) => r.document?.number === number);
    if (row || m.rows.length < 1000) return row ?? null;
  }
  return null;
}
const inBooksOnly = (m: Month) => m.categories.find((c) => c.category === 'missingInBooks')!.count;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
/** The company's documents by generation, and the month's current generation. */
async function stored() {
  const byGeneration = await rows<{ generation: number; n: number }>(sql`
    select generation, count(*)::int as n from gstr2b_documents
    where company_id = ${companyId} group by generation order by generation`);
  const [u] = await rows<{ current: number | null; last: number }>(sql`
    select current_generation as current, last_generation as last from gstr2b_uploads
    where company_id = ${companyId} and period = '102026'`);
  return { byGeneration, current: u?.current ?? null };
}
const auditCount = async () =>
  (
    await rows<{ n: number }>(sql`
      select count(*)::int as n from audit_log where company_id = ${companyId} and entity = 'gstr2b'`)
  )[0]!.n;

/**
 * An upload of the month that claimed a generation two hours ago and wrote a slice of 100
 * documents (numbered from `prefix`), then its server stopped: nobody sees it. Answers its id.
 */
async function stoppedUpload(prefix: string): Promise<number> {
  const repo = await import('../src/modules/gstr2b/gstr2b.repo.ts');
  const { readGstr2b } = await import('../src/modules/gstr2b/gstr2b-file.ts');
  const { uploadId: id, generation } = await repo.claimGeneration(
    t.database.db,
    {
      companyId,
      period: '102026',
      gstin: COMPANY_GSTIN,
      generatedOn: null,
      documentCount: 0,
      sections: [],
      uploadedBy: null,
      uploadedAt: new Date(),
    },
    new Date(Date.now() - 2 * 3600_000),
  );
  const leftover = (await readGstr2b(gstr2b(prefix, 100))).documents;
  await repo.insertDocuments(t.database.db, companyId, id, generation, leftover);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const o = await registerAndLogin(t, { companyName: 'Sharma Traders' });
  owner = o.auth;
  companyId = companyIdOf(o.accessToken);
  await setCompanyGstin(t, companyId, COMPANY_GSTIN);
}, 300_000);
afterAll(async () => t?.close());
beforeEach(() => {
  hooks.beforeSlice = null;
  hooks.failSlice = 0;
});

describe('a GSTR-2B upload written a slice at a time', () => {
  let uploadId: number;

  it('the month is not listed while its first upload is written, then shows all of it', async () => {
    const listed: unknown[] = [];
    hooks.beforeSlice = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/gstr2b', headers: owner });
      listed.push(res.json());
    };
    const res = await upload(gstr2b('A'));
    expect(res.statusCode, res.body).toBe(201);
    uploadId = res.json().id;
    // Before each slice, the list had no month yet.
    expect(listed).toEqual(Array(slices(INVOICES)).fill([]));
    expect(inBooksOnly(await month(uploadId))).toBe(INVOICES);
    const s = await stored();
    expect(s.byGeneration).toEqual([{ generation: s.current, n: INVOICES }]);
  }, 120_000);

  it('replaces an earlier upload: a reader meanwhile sees the earlier documents only; afterwards only the new ones are stored, and the actions are kept', async () => {
    const doc = (await rowOf(uploadId, 'A0-7'))!.document!;
    const act = await t.app.inject({
      method: 'POST',
      url: `/api/gstr2b/${uploadId}/actions`,
      headers: owner,
      payload: { action: 'follow_up', docKey: doc.docKey, transactionId: null },
    });
    expect(act.statusCode, act.body).toBe(201);

    // The new file: A0-1 … A0-7 again, the rest new (B…), fewer invoices.
    const next = gstr2b('B', 9_000, '20-11-2026');
    next.data.docdata.b2b[0]!.inv.splice(0, 7, ...gstr2b('A').data.docdata.b2b[0]!.inv.slice(0, 7));
    const seen: { count: number; numbers: string[]; generatedOn: string }[] = [];
    hooks.beforeSlice = async () => {
      const m = await month(uploadId, 'category=missingInBooks&take=10');
      seen.push({
        count: inBooksOnly(m),
        numbers: m.rows.map((r) => r.document!.number.slice(0, 1)),
        generatedOn: m.upload.generatedOn,
      });
    };
    const res = await upload(next);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: uploadId, documentCount: 9_000 });
    // Before each slice of the new file (those before it written already), the month is the
    // earlier upload, whole.
    expect(seen).toEqual(
      Array.from({ length: slices(9_000) }, () => ({
        count: INVOICES,
        numbers: Array(10).fill('A'),
        generatedOn: '2026-11-14',
      })),
    );

    hooks.beforeSlice = null;
    expect(inBooksOnly(await month(uploadId))).toBe(9_000);
    const kept = (await rowOf(uploadId, 'A0-7'))!;
    expect(kept.actions.map((a) => a.action)).toEqual(['follow_up']);
    expect(await rowOf(uploadId, 'A0-8')).toBe(null);
    const s = await stored();
    expect(s.byGeneration).toEqual([{ generation: s.current, n: 9_000 }]);
    expect(await auditCount()).toBe(2);
  }, 120_000);

  it('a failure while writing leaves the earlier upload as it was, and no document of the new one', async () => {
    const before = await stored();
    const audit = await auditCount();
    hooks.failSlice = 2;
    const res = await upload(gstr2b('C'));
    expect(res.statusCode, res.body).toBe(500);
    const m = await month(uploadId);
    expect([inBooksOnly(m), m.upload.documentCount, m.upload.generatedOn]).toEqual([
      9_000,
      9_000,
      '2026-11-20',
    ]);
    expect(m.rows.some((r) => r.document!.number.startsWith('C'))).toBe(false);
    expect(await stored()).toEqual(before);
    expect(await auditCount()).toBe(audit);
  }, 120_000);

  it("a failure while writing a month's first upload leaves no month", async () => {
    hooks.failSlice = 2;
    const res = await upload(gstr2b('D', INVOICES, '14-10-2026', '092026'), '092026');
    expect(res.statusCode, res.body).toBe(500);
    const list = await t.app.inject({ method: 'GET', url: '/api/gstr2b', headers: owner });
    expect(list.json().map((u: { period: string }) => u.period)).toEqual(['102026']);
    const [left] = await rows<{ uploads: number; documents: number }>(sql`
      select (select count(*) from gstr2b_uploads where company_id = ${companyId} and period = '092026')::int as uploads,
             (select count(*) from gstr2b_documents d join gstr2b_uploads u
               on u.company_id = d.company_id and u.id = d.upload_id
              where d.company_id = ${companyId} and u.period = '092026')::int as documents`);
    expect(left).toEqual({ uploads: 0, documents: 0 });
  }, 120_000);

  it('two uploads of the month at once: the later one is kept whole, the other answers 409', async () => {
    // Each waits before its first slice until both have claimed a generation.
    const claimed = new Set<number>();
    let bothClaimed: () => void = () => undefined;
    const both = new Promise<void>((resolve) => (bothClaimed = resolve));
    hooks.beforeSlice = async (generation) => {
      claimed.add(generation);
      if (claimed.size >= 2) bothClaimed();
      await Promise.race([both, new Promise((r) => setTimeout(r, 10_000))]);
    };
    const [e, f] = await Promise.all([upload(gstr2b('E')), upload(gstr2b('F', 10_000))]);
    const statuses = [e.statusCode, f.statusCode];
    expect(statuses.sort()).toEqual([201, 409]);
    const [won, lost] = e.statusCode === 201 ? [e, f] : [f, e];
    expect(lost.json().detail).toBe(GSTR2B_MESSAGES.replacedMeanwhile);
    const count = won === e ? INVOICES : 10_000;
    const letter = won === e ? 'E' : 'F';
    const m = await month(uploadId);
    expect([inBooksOnly(m), m.upload.documentCount]).toEqual([count, count]);
    expect(m.rows.every((r) => r.document!.number.startsWith(letter))).toBe(true);
    const s = await stored();
    expect(s.byGeneration).toEqual([{ generation: s.current, n: count }]);
  }, 120_000);

  it("what a stopped upload left is deleted by the company's next upload", async () => {
    const before = await stored();
    expect(await stoppedUpload('G')).toBe(uploadId);
    expect(inBooksOnly(await month(uploadId))).toBe(before.byGeneration[0]!.n);
    // The next upload of the company, another month.
    const res = await upload(gstr2b('H', 10, '14-12-2026', '112026'), '112026');
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored()).toEqual({
      byGeneration: [...before.byGeneration, { generation: 1, n: 10 }].sort(
        (a, b) => a.generation - b.generation,
      ),
      current: before.current,
    });
  }, 120_000);

  it('what a stopped upload left is deleted when the embedded database is opened again', async () => {
    const { cleanLeftovers, lostBefore } = await import('../src/modules/gstr2b/gstr2b-staging.ts');
    const before = await stored();
    await stoppedUpload('J');
    // What the server runs at start on PGlite (gstr2b.routes.ts): every company's.
    expect(await cleanLeftovers(t.database.db, null, lostBefore('pglite'))).toBe(100);
    expect(await stored()).toEqual(before);
  });
});
