// A busy month's GSTR-1 on books as a shop has them (issue 24): BENCH_INVOICES sales (default
// 10,000; three lines each, at 18, 12 and 5%) saved one after another through the real API over
// financial year 2025-26, about a fifth of them in January 2026 (2,067 of 10,000), with
// customers and items made through the API too. Nothing runs ANALYZE or VACUUM: the server's
// own autovacuum (apps/server/src/db/autovacuum.ts; PostgreSQL's on a server) does what it does
// while the bills are saved, and the bench waits for its next check, as a shop's server would
// have had it. Then January's GSTR-1 (report and JSON) beside its hand-written SQL anchor.
//
//   npx tsx bench/gstr1-api.ts                     # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/gstr1-api.ts
//
// BENCH_URLS=pg=postgres://…:5432/postgres,citus=postgres://…:9700/postgres seeds a company the
// same way on each server (one after another; BENCH_SEED_PARALLEL=1 seeds them at once) and then
// times every server's report and anchor case by case in the same run. BENCH_SAVE_CLIENTS (1)
// saves with that many concurrent clients (the numbers then follow the dates only roughly).
// BENCH_SEED=sql writes reports.ts's year instead (set-based SQL, 1–5 lines a bill, payments,
// purchases, expenses; BENCH_INVOICES sales, January about a twelfth): minutes, not hours, for
// 100k on a server whose saves are slow.
// BENCH_PROFILE=N: after the figures, N more requests of each case under the V8 CPU profiler,
// summarised by function and file (this process's thread: the server's work, not the database's).
import os from 'node:os';
import { ruleFor, tablesDue } from '../apps/server/src/db/autovacuum.ts';
import {
  benchTargets,
  fmt,
  rows,
  serverNote,
  startBenchApp,
  stats,
  type BenchApp,
} from './bench-support.ts';
import { profiled } from './cpu-profile.ts';
import { measureCase, monthArgs, reportCases } from './report-cases.ts';
import { SELLER_STATE, seedMasters } from './seed-masters.ts';
import { seedYear, settle } from './seed-year.ts';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const SAVE_CLIENTS = Number(process.env.BENCH_SAVE_CLIENTS ?? 1);
/** BENCH_SEED=sql: the year of reports.ts (seed-masters.ts, seed-year.ts) instead of the API. */
const SQL_SEED = process.env.BENCH_SEED === 'sql';
/** January's share: 2,067 of 10,000, the month Frappe Books was measured with. */
const MONTH_SHARE = 0.2067;
const log = (s: string) => console.log(s);

async function cpuMs(f: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function call(bench: BenchApp, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await bench.app.inject({
    method,
    url,
    headers: await bench.auth(),
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; name: string; unitId?: number };
}

/** FY 2025-26's days: January 2026's get MONTH_SHARE of the bills, the rest share the others. */
function billDates(n: number): string[] {
  const inMonth = Math.round(n * MONTH_SHARE);
  const days: string[] = [];
  for (let d = Date.UTC(2025, 3, 1); d <= Date.UTC(2026, 2, 31); d += 86_400_000) {
    days.push(new Date(d).toISOString().slice(0, 10));
  }
  const january = days.filter((d) => d.startsWith('2026-01'));
  const others = days.filter((d) => !d.startsWith('2026-01'));
  const dates = [
    ...Array.from(
      { length: inMonth },
      (_, i) => january[Math.floor((i * january.length) / inMonth)]!,
    ),
    ...Array.from(
      { length: n - inMonth },
      (_, i) => others[Math.floor((i * others.length) / (n - inMonth))]!,
    ),
  ];
  return dates.sort(); // a shop saves its bills day by day
}

interface Seeded {
  label: string;
  bench: BenchApp;
  customers: number[];
}

/** A company on one server: items and customers through the API, then INVOICES sales. */
async function seed(label: string, url: string | null): Promise<Seeded> {
  const bench = await startBenchApp(url ? { serverUrl: url } : {});
  try {
    const say = (s: string) => log(`${label}: ${s}`);
    say(
      `${url ? await serverNote(bench.db) : 'PGlite'}; ${INVOICES} sales ${SQL_SEED ? 'by the SQL seeding of reports.ts' : `through the API by ${SAVE_CLIENTS} client(s)`}; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    if (SQL_SEED) {
      const t = performance.now();
      const m = await seedMasters(bench.db, bench.companyId, bench.userId, {
        customers: 2000,
        vendors: 100,
      });
      const counts = await seedYear(
        bench.db,
        m,
        { fy: 2025, invoices: INVOICES, purchases: INVOICES / 10, expenses: INVOICES / 20 },
        () => undefined,
      );
      await settle(bench.db, say);
      say(`seeded ${JSON.stringify(counts)} in ${((performance.now() - t) / 1000).toFixed(0)} s`);
      return { label, bench, customers: [m.heavyCustomerId] };
    }
    const units = (await (
      await bench.app.inject({ method: 'GET', url: '/api/units', headers: await bench.auth() })
    ).json()) as { id: number }[];
    const groups = (await (
      await bench.app.inject({
        method: 'GET',
        url: '/api/taxes/groups',
        headers: await bench.auth(),
      })
    ).json()) as { id: number; name: string }[];
    const group = (name: string) => groups.find((g) => g.name === name)!.id;
    const items: { id: number; unitId: number; rate: number }[] = [];
    for (let i = 0; i < 30; i++) {
      const rate = 50 + 10 * i;
      const item = await call(bench, 'POST', '/api/items', {
        Name: `Item ${i}`,
        UnitId: units[0]!.id,
        Rate: rate,
        HsnSacCode: ['3401', '1006', '0902'][i % 3],
        taxGroupId: group(['GST 18%', 'GST 12%', 'GST 5%'][i % 3]!),
      });
      items.push({ id: item.id, unitId: units[0]!.id, rate });
    }
    // GSTINs of Maharashtra (same state: CGST + SGST) and Karnataka (IGST) buyers, and walk-ins.
    const gstins = ['27AAPFU0939F1ZV', '29AABCR1718E1ZL', null];
    const customers: number[] = [];
    for (let i = 0; i < 60; i++) {
      const gstin = gstins[i % 3];
      const c = await call(bench, 'POST', '/api/customers', {
        Name: `Customer ${i}`,
        ...(gstin ? { GSTIN: gstin } : {}),
      });
      customers.push(c.id);
    }

    const t0 = performance.now();
    const dates = billDates(INVOICES);
    let next = 0;
    let done = 0;
    const saveNext = async (i: number, date: string) => {
      await call(bench, 'POST', '/api/transactions', {
        customerId: customers[i % customers.length],
        transactionDate: date,
        isPurchase: false,
        lineItems: [0, 1, 2].map((k) => {
          const item = items[(i + k * 7) % items.length]!;
          return {
            itemId: item.id,
            quantity: 1 + ((i + k) % 4),
            rate: item.rate,
            unitId: item.unitId,
          };
        }),
        payments: [],
      });
      if (++done % 2000 === 0)
        say(`  ${done} saved, ${(done / ((performance.now() - t0) / 1000)).toFixed(0)} a second`);
    };
    await Promise.all(
      Array.from({ length: SAVE_CLIENTS }, async () => {
        while (next < dates.length) {
          const i = next++;
          await saveNext(i, dates[i]!);
        }
      }),
    );
    say(
      `saved ${INVOICES} sales in ${((performance.now() - t0) / 1000).toFixed(0)} s (${(INVOICES / ((performance.now() - t0) / 1000)).toFixed(0)} a second)`,
    );

    // As the server would have it: its next check (at most a minute on PGlite; autovacuum's
    // naptime on PostgreSQL) has run. Waits until nothing is due, at most two minutes.
    const t1 = performance.now();
    // The rule the server applies to this kind of database (PGlite: inserts are only analyzed).
    const rule = ruleFor(bench.database.kind);
    for (
      let due = await tablesDue(bench.db, rule);
      due.length > 0;
      due = await tablesDue(bench.db, rule)
    ) {
      if (performance.now() - t1 > 120_000) {
        say(`  still due after 2 minutes: ${due.map((d) => d.table).join(', ')}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const analyzed = await rows<{ relname: string; last: string | null }>(
      bench.db,
      `select relname, coalesce(last_analyze, last_autoanalyze)::text as last from pg_stat_user_tables
       where relname in ('transactions', 'journal_lines', 'transaction_lines') order by 1`,
    );
    say(
      `waited ${((performance.now() - t1) / 1000).toFixed(0)} s for the server's autovacuum: ${JSON.stringify(analyzed)}`,
    );

    return { label, bench, customers };
  } catch (error) {
    await bench.close();
    throw error;
  }
}

async function main() {
  const targets = benchTargets();
  const seeded: Seeded[] = [];
  try {
    if (process.env.BENCH_SEED_PARALLEL) {
      const all = await Promise.allSettled(targets.map((t) => seed(t.label, t.url)));
      for (const r of all) if (r.status === 'fulfilled') seeded.push(r.value);
      for (const r of all) if (r.status === 'rejected') throw r.reason;
    } else for (const t of targets) seeded.push(await seed(t.label, t.url));

    log(`${new Date().toISOString()} load ${os.loadavg()[0]!.toFixed(1)}`);
    const cases = new Map<string, { s: Seeded; args: ReturnType<typeof monthArgs> }>();
    for (const s of seeded) {
      const [month] = await rows<{ n: number }>(
        s.bench.db,
        `select count(*)::int as n from transactions where company_id = ${s.bench.companyId}
         and kind = 'sale' and transaction_date between '2026-01-01' and '2026-01-31'`,
      );
      log(`${s.label}: January 2026: ${month!.n} sales`);
      const period = { year: 2026, month: 1, customerId: s.customers[0]! };
      cases.set(s.label, { s, args: monthArgs(period, s.bench.companyId, SELLER_STATE) });
    }
    log(
      '| database | case | report p50 ms | p95 | anchor p50 ms | ratio | report CPU ms | anchor CPU ms |',
    );
    log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    const period0 = { year: 2026, month: 1, customerId: 0 };
    for (const label0 of reportCases(period0)
      .cases.map((c) => c.label)
      .filter((l) => /^gst\/gstr1(\/json)?$/.test(l))) {
      for (const { s, args } of cases.values()) {
        const bench = s.bench;
        const period = { year: 2026, month: 1, customerId: s.customers[0]! };
        const c = reportCases(period).cases.find((x) => x.label === label0)!;
        const r = await measureCase(bench, c, args, RUNS);
        if (!r.report) throw new Error(`${s.label} ${c.label}: ${r.error}`);
        if (r.error) log(`  ${s.label} ${c.label}: ${r.error}`);
        const anchor = r.anchor ? fmt(r.anchor.p50) : '—';
        const ratio = r.anchor ? `${(r.report.p50 / r.anchor.p50).toFixed(2)}×` : '—';
        // CPU time of this process (PGlite runs inside it): the cost whatever else the machine
        // runs; median of five, report and anchor alternated.
        const query = r.anchor ? c.anchor?.(args) : undefined;
        const reportCpu: number[] = [];
        const anchorCpu: number[] = [];
        for (let i = 0; i < 5; i++) {
          const auth = await bench.auth();
          reportCpu.push(
            await cpuMs(() => bench.app.inject({ method: 'GET', url: c.url, headers: auth })),
          );
          if (query) anchorCpu.push(await cpuMs(() => rows(bench.db, query)));
        }
        const cpu = (xs: number[]) => (xs.length ? fmt(stats(xs).p50) : '—');
        log(
          `| ${s.label} | ${c.label} | ${fmt(r.report.p50)} | ${fmt(r.report.p95)} | ${anchor} | ${ratio} | ${cpu(reportCpu)} | ${cpu(anchorCpu)} |`,
        );
        const profileRuns = Number(process.env.BENCH_PROFILE ?? 0);
        if (profileRuns > 0) {
          const auth = await bench.auth();
          await profiled(
            async () => {
              for (let i = 0; i < profileRuns; i++)
                await bench.app.inject({ method: 'GET', url: c.url, headers: auth });
            },
            profileRuns,
            `${c.label} request`,
            20,
            log,
          );
        }
      }
    }

    // After the figures: how long one table's upkeep holds the database (PGlite runs one
    // statement at a time, so a request arriving meanwhile waits this long at most).
    for (const s of seeded) {
      for (const table of ['journal_lines', 'transaction_lines', 'transactions']) {
        const timedMs = async (statement: string) => {
          const t = performance.now();
          await rows(s.bench.db, statement);
          return fmt(performance.now() - t);
        };
        const analyze = await timedMs(`analyze ${table}`);
        const vacuum = await timedMs(`vacuum (analyze) ${table}`);
        log(`  ${s.label} ${table}: analyze ${analyze} ms, vacuum (analyze) ${vacuum} ms`);
      }
    }
  } finally {
    for (const s of seeded) await s.bench.close();
  }
}

await main();
