// GSTR-2B reconciliation (issue 27): BENCH_PURCHASES purchases (default 2,000; one to three
// lines at 18%, 12% and 5%) from 100 registered suppliers, saved one after another through
// POST /api/transactions with the supplier's invoice number and date, as a shop enters them,
// against a 2B of as many documents uploaded through POST /api/gstr2b: 80% of the purchases
// with the same number, 5% with the number written another way, 3% a rupee off in tax (within
// tolerance), 2% dated two days later (mismatched), and 10% invoices the books do not have;
// the other 10% of the purchases are not in 2B. Nothing runs ANALYZE or VACUUM: the bench
// waits for the server's own autovacuum (as gstr1-api.ts does). Then GET /api/gstr2b/{id} (the
// whole reconciliation: the documents, the books' figures through periodLines, the matching
// and the reply) beside a hand-written SQL anchor of the same first pass in the same run: the
// documents full-outer-joined to the month's purchases, each added up from its lines and tax
// lines, by supplier GSTIN and normalised number, classed matched / mismatched / only in 2B /
// only in books. The app's later passes (suggestions) run in JavaScript on what is left.
//
//   npx tsx bench/gstr2b-reconcile.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/gstr2b-reconcile.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { gstinCheckCharacter } from '@hisaab/shared/gstin';
import { ruleFor, tablesDue } from '../apps/server/src/db/autovacuum.ts';
import * as repo from '../apps/server/src/modules/gstr2b/gstr2b.repo.ts';
import { reconcile } from '../apps/server/src/modules/gstr2b/reconcile.ts';
import { fmt, rows, serverNote, startBenchApp, stats, type BenchApp } from './bench-support.ts';

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const COMPANY_GSTIN = '27AAPFU0939F1ZV';
const log = (s: string) => console.log(s);

async function call(bench: BenchApp, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await bench.app.inject({
    method,
    url,
    headers: await bench.auth(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** A valid GSTIN of Maharashtra for supplier `i` (PAN AAACS{i:4}K). */
function supplierGstin(i: number): string {
  const first14 = `27AAACS${String(i).padStart(4, '0')}K1Z`;
  return first14 + gstinCheckCharacter(first14)!;
}

const anchorSql = (companyId: number, uploadId: number) => sql`
  with bills as (
    select t.id, upper(btrim(c.gstin)) as gstin,
      ltrim(upper(regexp_replace(t.supplier_invoice_number, '[[:space:]/-]+', '', 'g')), '0') as key,
      coalesce(t.supplier_invoice_date, t.transaction_date) as dt,
      (select sum(l.taxable_paise) from transaction_lines l
        where l.company_id = ${companyId} and l.transaction_id = t.id) as txval,
      (select sum(x.amount_paise) filter (where x.component = 'IGST') from transaction_line_taxes x
        where x.company_id = ${companyId} and x.transaction_id = t.id) as iamt,
      (select sum(x.amount_paise) filter (where x.component = 'CGST') from transaction_line_taxes x
        where x.company_id = ${companyId} and x.transaction_id = t.id) as camt,
      (select sum(x.amount_paise) filter (where x.component in ('SGST', 'UTGST')) from transaction_line_taxes x
        where x.company_id = ${companyId} and x.transaction_id = t.id) as samt
    from transactions t
    join customers c on c.company_id = ${companyId} and c.id = t.customer_id
    where t.company_id = ${companyId} and t.kind = 'purchase'
      and t.transaction_date between '2026-10-01' and '2026-10-31'
      and nullif(btrim(c.gstin), '') is not null
  ),
  docs as (
    select * from gstr2b_documents
    where company_id = ${companyId} and upload_id = ${uploadId} and doc_type = 'invoice'
      and generation = (select current_generation from gstr2b_uploads
        where company_id = ${companyId} and id = ${uploadId})
  )
  select case
      when d.id is null then 'missingIn2b'
      when b.id is null then 'missingInBooks'
      when d.doc_date = b.dt and abs(d.taxable_paise - b.txval) <= 100
        and abs(d.igst_paise - coalesce(b.iamt, 0)) <= 100
        and abs(d.cgst_paise - coalesce(b.camt, 0)) <= 100
        and abs(d.sgst_paise - coalesce(b.samt, 0)) <= 100 then 'matched'
      else 'mismatched' end as category,
    count(*)::int as n
  from docs d
  full join bills b on b.gstin = d.supplier_gstin and b.key = d.number_key
  group by 1 order by 1`;

async function main() {
  const bench = await startBenchApp();
  try {
    log(
      `${process.env.DATABASE_URL ? await serverNote(bench.db) : 'PGlite'}; ${PURCHASES} purchases; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ${new Date().toISOString()}`,
    );
    const groups = (await call(bench, 'GET', '/api/taxes/groups')).json() as {
      id: number;
      name: string;
    }[];
    const units = (await call(bench, 'GET', '/api/units')).json() as { id: number }[];
    const items: { id: number; rate: number; bp: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const [name, bp] = (
        [
          ['GST 18%', 1800],
          ['GST 12%', 1200],
          ['GST 5%', 500],
        ] as const
      )[i % 3]!;
      const rate = 100 + 25 * i;
      const item = (
        await call(bench, 'POST', '/api/items', {
          name: `Stock ${i}`,
          unitId: units[0]!.id,
          rate,
          buyRate: rate,
          taxGroupId: groups.find((g) => g.name === name)!.id,
        })
      ).json() as { id: number };
      items.push({ id: item.id, rate, bp });
    }
    const suppliers: { id: number; gstin: string }[] = [];
    for (let i = 0; i < 100; i++) {
      const gstin = supplierGstin(i + 1);
      const c = (
        await call(bench, 'POST', '/api/customers', { name: `Supplier ${i + 1}`, gstin })
      ).json() as { id: number };
      suppliers.push({ id: c.id, gstin });
    }

    // The month's purchases, day by day, as the counter saves them.
    const t0 = performance.now();
    const saved: { id: number; supplier: number; number: string; date: string }[] = [];
    for (let i = 0; i < PURCHASES; i++) {
      const supplier = i % suppliers.length;
      const date = `2026-10-${String(1 + Math.floor((i * 30) / PURCHASES)).padStart(2, '0')}`;
      const number = `S${supplier + 1}/26-27/${String(1000 + i).padStart(5, '0')}`;
      const lines = 1 + (i % 3);
      const res = await call(bench, 'POST', '/api/transactions', {
        customerId: suppliers[supplier]!.id,
        transactionDate: date,
        isPurchase: true,
        supplierInvoiceNumber: number,
        supplierInvoiceDate: date,
        lineItems: Array.from({ length: lines }, (_, k) => {
          const item = items[(i + k * 5) % items.length]!;
          return {
            itemId: item.id,
            quantity: 1 + ((i + k) % 5),
            rate: item.rate,
            unitId: units[0]!.id,
          };
        }),
        payments: [],
      });
      saved.push({ id: (res.json() as { id: number }).id, supplier, number, date });
    }
    log(`saved ${PURCHASES} purchases in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

    // The 2B: the books' own figures (read back as the screen would show them), varied.
    const figures = await rows<{
      id: number;
      txval: string;
      iamt: string;
      camt: string;
      samt: string;
    }>(
      bench.db,
      sql`select t.id, sum(l.taxable_paise) as txval,
          coalesce((select sum(x.amount_paise) from transaction_line_taxes x where x.company_id = t.company_id and x.transaction_id = t.id and x.component = 'IGST'), 0) as iamt,
          coalesce((select sum(x.amount_paise) from transaction_line_taxes x where x.company_id = t.company_id and x.transaction_id = t.id and x.component = 'CGST'), 0) as camt,
          coalesce((select sum(x.amount_paise) from transaction_line_taxes x where x.company_id = t.company_id and x.transaction_id = t.id and x.component = 'SGST'), 0) as samt
        from transactions t join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
        where t.company_id = ${bench.companyId} and t.kind = 'purchase' group by t.company_id, t.id`,
    );
    const byId = new Map(figures.map((f) => [Number(f.id), f]));
    const rupees = (p: number) => p / 100;
    const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
    const bySupplier = new Map<number, object[]>();
    const add = (s: number, doc: object) => {
      const list = bySupplier.get(s) ?? [];
      list.push(doc);
      bySupplier.set(s, list);
    };
    let n = 0;
    for (const [i, p] of saved.entries()) {
      const r = i % 100;
      if (r >= 90) continue; // 10%: not in 2B
      const f = byId.get(p.id)!;
      let cgst = Number(f.camt);
      let number = p.number;
      let date = p.date;
      if (r < 5)
        number = number.replace('/0', '/'); // its zero padding dropped: another form
      else if (r < 8)
        cgst += 60; // 60 paise off: within ±₹1
      else if (r < 10)
        date = `2026-10-${String(Math.min(31, Number(date.slice(8)) + 2)).padStart(2, '0')}`;
      const txval = Number(f.txval);
      const igst = Number(f.iamt);
      const sgst = Number(f.samt);
      add(p.supplier, {
        inum: number,
        typ: 'R',
        dt: dmy(date),
        val: rupees(txval + igst + cgst + sgst),
        pos: '27',
        rev: 'N',
        itcavl: 'Y',
        rsn: '',
        diffprcnt: 1,
        txval: rupees(txval),
        igst: rupees(igst),
        cgst: rupees(cgst),
        sgst: rupees(sgst),
        cess: 0,
      });
      n++;
    }
    for (let i = 0; n < PURCHASES; i++, n++) {
      add(i % 100, {
        inum: `X${i + 1}`,
        typ: 'R',
        dt: '15-10-2026',
        val: 1180,
        pos: '27',
        rev: 'N',
        itcavl: 'Y',
        txval: 1000,
        igst: 0,
        cgst: 90,
        sgst: 90,
        cess: 0,
      });
    }
    const file = {
      data: {
        gstin: COMPANY_GSTIN,
        rtnprd: '102026',
        gendt: '14-11-2026',
        docdata: {
          b2b: [...bySupplier].map(([s, inv]) => ({
            ctin: suppliers[s]!.gstin,
            trdnm: `Supplier ${s + 1}`,
            supprd: '102026',
            inv,
          })),
        },
      },
    };
    const up = await timed(() => call(bench, 'POST', '/api/gstr2b?period=102026', file));
    const uploadId = (up.value.json() as { id: number; documentCount: number }).id;
    log(
      `uploaded a 2B of ${n} documents (${(JSON.stringify(file).length / 1024).toFixed(0)} KB) in ${fmt(up.ms)} ms`,
    );

    // As the server would have it: its own autovacuum's next check has run.
    const t1 = performance.now();
    // The rule the server applies to this kind of database (PGlite: inserts are only analyzed).
    const rule = ruleFor(bench.database.kind);
    for (
      let due = await tablesDue(bench.db, rule);
      due.length > 0;
      due = await tablesDue(bench.db, rule)
    ) {
      if (performance.now() - t1 > 120_000) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    log(`waited ${((performance.now() - t1) / 1000).toFixed(0)} s for the server's autovacuum`);

    const app: number[] = [];
    const anchor: number[] = [];
    const exportMs: number[] = [];
    let appCounts = '';
    let anchorCounts = '';
    for (let run = 0; run < RUNS; run++) {
      const a = await timed(() => call(bench, 'GET', `/api/gstr2b/${uploadId}`));
      app.push(a.ms);
      const categories = (a.value.json() as { categories: { category: string; count: number }[] })
        .categories;
      appCounts = categories.map((c) => `${c.category} ${c.count}`).join(', ');
      const b = await timed(() =>
        rows<{ category: string; n: number }>(bench.db, anchorSql(bench.companyId, uploadId)),
      );
      anchor.push(b.ms);
      anchorCounts = b.value.map((r) => `${r.category} ${r.n}`).join(', ');
      exportMs.push(
        (await timed(() => call(bench, 'GET', `/api/gstr2b/${uploadId}/export?format=xlsx`))).ms,
      );
    }
    // Where the request's time goes: the two reads and the matching, each on its own.
    const parts = { documents: [] as number[], bills: [] as number[], match: [] as number[] };
    const generation = (await repo.currentGeneration(bench.db, bench.companyId, uploadId))!;
    for (let run = 0; run < RUNS; run++) {
      const d = await timed(() =>
        repo.documentsOf(bench.db, bench.companyId, uploadId, generation),
      );
      const b = await timed(() =>
        repo.billsOf(bench.db, bench.companyId, {
          from: '2026-07-01',
          to: '2026-11-10',
          periodStart: '2026-10-01',
          periodEnd: '2026-10-31',
        }),
      );
      const m = await timed(async () => reconcile(d.value, b.value, []));
      parts.documents.push(d.ms);
      parts.bills.push(b.ms);
      parts.match.push(m.ms);
    }
    log(
      `parts p50: documents ${fmt(stats(parts.documents).p50)} ms, bills (periodLines) ${fmt(stats(parts.bills).p50)} ms, matching ${fmt(stats(parts.match).p50)} ms`,
    );
    const s = stats(app);
    const sa = stats(anchor);
    const se = stats(exportMs);
    log(`app:    ${appCounts}`);
    log(`anchor: ${anchorCounts} (first pass only: by number key, no suggestions)`);
    log(`| case | p50 ms | p95 ms | anchor p50 ms | ratio |`);
    log(
      `| GET /api/gstr2b/{id} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(sa.p50)} | ${(s.p50 / sa.p50).toFixed(2)}× |`,
    );
    log(`| export xlsx | ${fmt(se.p50)} | ${fmt(se.p95)} | — | — |`);
    log(`load ${os.loadavg()[0]!.toFixed(1)} at the end`);
  } finally {
    await bench.close();
  }
}

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await f();
  return { ms: performance.now() - start, value };
}

await main();
