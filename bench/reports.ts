// Report speed at 100,000 invoices a year: seeds a realistic financial year straight into the
// database (set-based SQL), checks the seeded rows against bills saved through the API, then
// times every registered report over one month through the real HTTP path beside a
// hand-written SQL anchor for the same figures (ratio = report p50 ÷ anchor p50). Then the
// candidate indexes, a year's register as CSV/XLSX/JSON (time, peak memory), and the same
// month again after three earlier years of history. Prints markdown tables; not a test.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reports.ts
import { writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fmt, rows, startBenchApp, type BenchApp } from './bench-support.ts';
import { seedMasters, SELLER_STATE, type Masters } from './seed-masters.ts';
import { fyRange, seedYear, settle } from './seed-year.ts';
import { checkSeedAgainstApp } from './seed-check.ts';
import {
  measureCase,
  monthArgs,
  reportCases,
  writePlans,
  type CaseResult,
  type Period,
} from './report-cases.ts';
import { CANDIDATE_INDEXES, createCandidates, dropCandidates } from './candidate-indexes.ts';
import { measureYearExports, type ExportResult } from './year-exports.ts';

const env = process.env;
const INVOICES = Number(env.BENCH_INVOICES ?? 100_000);
const RUNS = Number(env.BENCH_RUNS ?? 15);
const FY = Number(env.BENCH_FY ?? 2025);
const HISTORY_YEARS = Number(env.BENCH_HISTORY_YEARS ?? 3);
const PHASES = new Set((env.BENCH_PHASES ?? 'base,candidates,exports,history').split(','));
const ONLY = env.BENCH_ONLY ? new RegExp(env.BENCH_ONLY) : null;
const PLANS_DIR = env.BENCH_PLANS_DIR ?? path.join(tmpdir(), 'hisaab-bench-plans');
const OUT = env.BENCH_OUT ?? path.join(tmpdir(), 'hisaab-bench-reports.json');
// The measured month: January of the financial year's second calendar year.
const PERIOD_MONTH = { year: FY + 1, month: Number(env.BENCH_MONTH ?? 1) };

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

async function measureAll(bench: BenchApp, period: Period, phase: string) {
  const { cases, skipped } = reportCases(period);
  const args = monthArgs(period, bench.companyId, SELLER_STATE);
  const results: CaseResult[] = [];
  for (const c of cases) {
    if (ONLY && !ONLY.test(c.label)) continue;
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
  return { results, skipped };
}

const ratio = (r: CaseResult) =>
  r.report && r.anchor ? `${(r.report.p50 / r.anchor.p50).toFixed(2)}×` : '—';

function table(head: string[], body: string[][]) {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

function phaseTable(results: CaseResult[]) {
  return table(
    ['report (one month)', 'rows', 'report p50 / p95 ms', 'anchor p50 ms', 'ratio'],
    results
      .filter((r) => r.report)
      .map((r) => [
        r.label,
        r.size,
        `${fmt(r.report!.p50)} / ${fmt(r.report!.p95)}`,
        r.anchor ? fmt(r.anchor.p50) : 'no anchor',
        ratio(r),
      ]),
  );
}

function compareTable(title: [string, string], a: CaseResult[], b: CaseResult[]) {
  return table(
    [
      'report (one month)',
      `${title[0]} p50 ms`,
      `${title[1]} p50 ms`,
      'change',
      `anchor ${title[1]} ms`,
      `ratio ${title[1]}`,
    ],
    b
      .filter((r) => r.report)
      .map((r) => {
        const before = a.find((x) => x.label === r.label);
        const p = before?.report?.p50;
        return [
          r.label,
          p ? fmt(p) : '—',
          fmt(r.report!.p50),
          p ? `${(r.report!.p50 / p).toFixed(2)}×` : '—',
          r.anchor ? fmt(r.anchor.p50) : '—',
          ratio(r),
        ];
      }),
  );
}

function problems(results: CaseResult[], skipped: string[]) {
  const failed = results.filter((r) => r.error).map((r) => `- ${r.label}: ${r.error}`);
  return [
    `skipped (not registered): ${skipped.length ? skipped.join(', ') : 'none'}`,
    ...(failed.length ? ['failed:', ...failed] : []),
  ].join('\n');
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

  let base: CaseResult[] = [];
  if (PHASES.has('base')) {
    log('\n## One year, schema indexes only');
    const r = await measureAll(bench, period, '1y-schema');
    base = r.results;
    report.base = r;
    log(`\n${phaseTable(base)}\n\n${problems(base, r.skipped)}`);
  }
  let withCandidates = base;
  if (PHASES.has('candidates')) {
    log('\n## One year, with the candidate indexes');
    await createCandidates(bench.db, log);
    const r = await measureAll(bench, period, '1y-candidates');
    withCandidates = r.results;
    report.candidates = r;
    log(`\n${compareTable(['schema', 'candidates'], base, withCandidates)}`);
  }
  if (PHASES.has('exports')) {
    log('\n## A year of sales as one download');
    const { start, end } = fyRange(FY);
    const exports: ExportResult[] = await measureYearExports(bench, { start, end });
    report.exports = exports;
    log(
      table(
        ['download', 'status', 'time ms', 'size', 'peak RSS rise MiB'],
        exports.map((e) => [e.label, String(e.status), fmt(e.ms), e.size, e.peakMiB.toFixed(0)]),
      ),
    );
  }
  if (PHASES.has('history') && HISTORY_YEARS > 0) {
    log(`\n## The same month after ${HISTORY_YEARS} earlier years of history`);
    const t1 = performance.now();
    for (let y = 1; y <= HISTORY_YEARS; y++)
      report[`seed-${FY - y}`] = await seedFinancialYear(bench, m, FY - y);
    await settle(bench.db, log);
    log(`history seeded in ${secs(t1)}`);
    const r = await measureAll(bench, period, `${HISTORY_YEARS + 1}y`);
    report.history = r;
    const label = `${HISTORY_YEARS + 1} years`;
    log(
      `\n${compareTable(['1 year', label], withCandidates, r.results)}\n\n${problems(r.results, r.skipped)}`,
    );
    if (PHASES.has('history-schema') && PHASES.has('candidates')) {
      log(`\n## ${label} of history, schema indexes only`);
      await dropCandidates(bench.db);
      const s = await measureAll(bench, period, `${HISTORY_YEARS + 1}y-schema`);
      report.historySchema = s;
      log(`\n${compareTable(['1 year', label], base, s.results)}`);
    }
  }
  log(
    `\ncandidate indexes:\n${CANDIDATE_INDEXES.map((c) => `${c.create};  -- ${c.why}`).join('\n')}`,
  );
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
