// Report speed at 100,000 invoices a year: seeds a realistic financial year straight into the
// database (set-based SQL), checks the seeded rows against bills saved through the API, then
// times every registered report over one month through the real HTTP path beside a
// hand-written SQL anchor for the same figures (ratio = report p50 ÷ anchor p50). Then any
// candidate indexes, the same with PostgreSQL's JIT off, a year's register as CSV/XLSX/JSON
// (time, peak memory), and the same month again after three earlier years of history (JIT off,
// then on). Prints markdown tables; not a test. BENCH_PHASES picks phases (see README).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reports.ts
import { writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fmt, rows, setJit, startBenchApp, type BenchApp } from './bench-support.ts';
import { compareTable, exportTable, phaseTable, problems, yearsTable } from './report-tables.ts';
import { seedMasters, SELLER_STATE, type Masters } from './seed-masters.ts';
import { fyRange, seedYear, settle } from './seed-year.ts';
import { checkSeedAgainstApp } from './seed-check.ts';
import {
  measureCase,
  measureHttpFloor,
  monthArgs,
  reportCases,
  writePlans,
  type CaseResult,
  type Period,
} from './report-cases.ts';
import { CANDIDATE_INDEXES, createCandidates } from './candidate-indexes.ts';
import { measureYearExports, type ExportResult } from './year-exports.ts';

const env = process.env;
const INVOICES = Number(env.BENCH_INVOICES ?? 100_000);
const RUNS = Number(env.BENCH_RUNS ?? 15);
const FY = Number(env.BENCH_FY ?? 2025);
const HISTORY_YEARS = Number(env.BENCH_HISTORY_YEARS ?? 3);
const PHASES = new Set(
  (env.BENCH_PHASES ?? 'base,candidates,nojit,exports,history,history-jit').split(','),
);
const ONLY = env.BENCH_ONLY ? new RegExp(env.BENCH_ONLY) : null;
const PLANS_DIR = env.BENCH_PLANS_DIR ?? path.join(tmpdir(), 'hisaab-bench-plans');
const OUT = env.BENCH_OUT ?? path.join(tmpdir(), 'hisaab-bench-reports.json');
// The measured month: January of the financial year's second calendar year (BENCH_MONTH picks
// another month of that financial year: 4 is its April).
const monthOfFy = (month: number) => ({ year: month >= 4 ? FY : FY + 1, month });
const PERIOD_MONTH = monthOfFy(Number(env.BENCH_MONTH ?? 1));
// With BENCH_EACH_YEAR=1 the history phase measures after every earlier year it adds (1 → 1 +
// BENCH_HISTORY_YEARS years), and BENCH_ALSO_MONTH (say 4) measures that month too, as
// "<report> (month 4)": issue 41's reads that must not grow with the company's age.
const EACH_YEAR = env.BENCH_EACH_YEAR === '1';
const ALSO_MONTH = env.BENCH_ALSO_MONTH ? Number(env.BENCH_ALSO_MONTH) : null;

const log = (s: string) => console.log(s);
const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

async function seedFinancialYear(bench: BenchApp, m: Masters, fy: number) {
  const t0 = performance.now();
  log(
    `seeding FY ${fyRange(fy).label}: ${INVOICES} sales, ${INVOICES / 10} purchases, ${INVOICES / 20} expenses`,
  );
  const counts = await seedYear(
    bench.db,
    m,
    { fy, invoices: INVOICES, purchases: INVOICES / 10, expenses: INVOICES / 20 },
    (s) => (env.BENCH_VERBOSE ? log(s) : undefined),
  );
  log(`  ${JSON.stringify(counts)} in ${secs(t0)}`);
  return counts;
}

async function measureAll(bench: BenchApp, period: Period, phase: string, suffix = '') {
  const { cases, skipped } = reportCases(period);
  const floor = await measureHttpFloor(bench, RUNS);
  log(`  HTTP floor (unknown report name, no SQL): ${fmt(floor.p50)} ms`);
  const args = monthArgs(period, bench.companyId, SELLER_STATE);
  const results: CaseResult[] = [];
  for (const plain of cases) {
    if (ONLY && !ONLY.test(plain.label)) continue;
    const c = { ...plain, label: plain.label + suffix };
    const r = await measureCase(bench, c, args, RUNS);
    results.push(r);
    const took = r.report
      ? `${fmt(r.report.p50)} ms (anchor ${r.anchor ? fmt(r.anchor.p50) : '—'})`
      : '';
    log(`  ${c.label}: ${[took, r.error].filter(Boolean).join(' ')}`);
    if (r.report && env.BENCH_PLANS !== '0') {
      const slug = c.label.replace(/[^a-z0-9]+/gi, '-');
      await writePlans(bench, c, args, path.join(PLANS_DIR, phase, `${slug}.txt`));
    }
  }
  return { results, skipped, floorMs: floor.p50 };
}

const bench = await startBenchApp();
const report: Record<string, unknown> = {};
try {
  const mem = `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
  log(`# Hisaab report benchmark, ${new Date().toISOString()}`);
  log(
    `database ${bench.database.kind}; ${os.cpus().length} cores, ${mem}; node ${process.version}`,
  );
  const t0 = performance.now();
  const m = await seedMasters(bench.db, bench.companyId, bench.userId, {
    customers: 2000,
    vendors: 100,
  });
  report.seed1 = await seedFinancialYear(bench, m, FY);
  await settle(bench.db, log);
  log(`seeded in ${secs(t0)}`);
  const mismatches = await checkSeedAgainstApp(bench, m);
  log(
    `seed check against bills saved through the API: ${mismatches.length ? mismatches.join('; ') : 'alike'}`,
  );
  const period: Period = { ...PERIOD_MONTH, customerId: m.heavyCustomerId };

  const pg = bench.database.kind === 'postgres';
  const phase = async (title: string, dir: string) => {
    log(`\n## ${title}`);
    const r = await measureAll(bench, period, dir);
    if (ALSO_MONTH !== null) {
      const also = { ...period, ...monthOfFy(ALSO_MONTH) };
      const a = await measureAll(bench, also, `${dir}-m${ALSO_MONTH}`, ` (month ${ALSO_MONTH})`);
      r.results.push(...a.results);
    }
    report[dir] = r;
    return r;
  };
  const byYears: { title: string; results: CaseResult[] }[] = [];
  let base: CaseResult[] = [];
  if (PHASES.has('base')) {
    const r = await phase('One year (schema as migrated)', '1y');
    base = r.results;
    byYears.push({ title: '1 year', results: base });
    log(`\n${phaseTable(base, r.floorMs)}\n\n${problems(base, r.skipped)}`);
  }
  if (PHASES.has('candidates') && CANDIDATE_INDEXES.length > 0) {
    await createCandidates(bench.db, log);
    const r = await phase('One year, with the candidate indexes', '1y-candidates');
    log(`\n${compareTable(['schema', 'candidates'], base, r.results)}`);
    base = r.results;
  }
  // PostgreSQL compiles a statement whose estimated cost passes jit_above_cost; for a report's
  // short statements that compile time is most of the run. Measured both ways.
  let noJit: CaseResult[] = base;
  if (PHASES.has('nojit') && pg) {
    log(`\njit for new sessions: ${await setJit(bench.db, false)}`);
    const r = await phase('One year, JIT off', '1y-nojit');
    noJit = r.results;
    log(`\n${compareTable(['JIT on', 'JIT off'], base, noJit)}`);
  }
  if (PHASES.has('exports')) {
    log('\n## A year of sales as one download');
    const { start, end } = fyRange(FY);
    const exports: ExportResult[] = await measureYearExports(bench, { start, end });
    report.exports = exports;
    log(exportTable(exports));
  }
  if (PHASES.has('history') && HISTORY_YEARS > 0) {
    const years = `${HISTORY_YEARS + 1} years`;
    log(`\n## The same month after ${HISTORY_YEARS} earlier years of history`);
    const t1 = performance.now();
    for (let y = 1; y <= HISTORY_YEARS; y++) {
      report[`seed-${FY - y}`] = await seedFinancialYear(bench, m, FY - y);
      if (EACH_YEAR && y < HISTORY_YEARS) {
        await settle(bench.db, log);
        const r = await phase(`${y + 1} years`, `${y + 1}y`);
        byYears.push({ title: `${y + 1} years`, results: r.results });
      }
    }
    await settle(bench.db, log);
    log(`history seeded in ${secs(t1)}`);
    const jitOff = PHASES.has('nojit') && pg;
    const r = await phase(`${years}${jitOff ? ', JIT off' : ''}`, `${HISTORY_YEARS + 1}y`);
    byYears.push({ title: years, results: r.results });
    if (EACH_YEAR) log(`\n${yearsTable(byYears)}`);
    log(
      `\n${compareTable(['1 year', years], noJit, r.results)}\n\n${phaseTable(r.results, r.floorMs)}\n\n${problems(r.results, r.skipped)}`,
    );
    if (jitOff && PHASES.has('history-jit')) {
      log(`\njit for new sessions: ${await setJit(bench.db, true)}`);
      const j = await phase(`${years}, JIT on`, `${HISTORY_YEARS + 1}y-jit`);
      log(`\n${compareTable(['1 year', years], base, j.results)}`);
    }
  }
  if (CANDIDATE_INDEXES.length > 0) {
    const list = CANDIDATE_INDEXES.map((c) => `${c.create};  -- ${c.why}`).join('\n');
    log(`\ncandidate indexes:\n${list}`);
  }
  log(`\nplans: ${PLANS_DIR}; figures: ${OUT}; total ${secs(t0)}`);
} finally {
  writeFileSync(OUT, JSON.stringify(report, null, 2));
  if (env.BENCH_KEEP_DB) {
    // For looking at plans by hand afterwards: the database stays; drop it yourself.
    const [kept] = await rows<{ db: string }>(bench.db, 'select current_database() as db');
    log(`kept database ${kept?.db}`);
    process.exit(0);
  }
  await bench.close();
}
