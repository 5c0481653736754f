// Insight speed at 100,000 invoices a year: seeds the same realistic financial year as
// reports.ts (seed-masters.ts, seed-year.ts), sets the app's clock to the year's last day (so
// "today", the lookbacks and the as-of dates fall inside the seeded year), then times every
// registered insight through the real HTTP path beside a hand-written SQL anchor for the same
// figures (insight-anchors.ts; ratio = insight p50 ÷ anchor p50, timed alternately).
// BENCH_HISTORY_YEARS > 0 then seeds earlier years and measures again. Prints markdown.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/insights.ts
import os from 'node:os';
import { INSIGHTS } from '../apps/server/src/modules/insights/insights.service.ts';
import { addDays } from '../packages/shared/src/format.ts';
import { fmt, startBenchApp, type BenchApp } from './bench-support.ts';
import type { AnchorArgs } from './anchors-books.ts';
import { INSIGHT_ANCHORS, type InsightArgs } from './insight-anchors.ts';
import { measureCase, measureHttpFloor, type CaseResult, type ReportCase } from './report-cases.ts';
import { phaseTable, problems } from './report-tables.ts';
import { seedMasters } from './seed-masters.ts';
import { fyRange, seedYear, settle } from './seed-year.ts';

const env = process.env;
const INVOICES = Number(env.BENCH_INVOICES ?? 100_000);
const RUNS = Number(env.BENCH_RUNS ?? 11);
const FY = Number(env.BENCH_FY ?? 2025);
const HISTORY_YEARS = Number(env.BENCH_HISTORY_YEARS ?? 0);
const ONLY = env.BENCH_ONLY ? new RegExp(env.BENCH_ONLY) : null;
const log = (s: string) => console.log(s);
const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

const year = fyRange(FY);
const today = year.end;
const args: InsightArgs = {
  companyId: 0,
  today,
  yearStart: year.start,
  yearEnd: year.end,
  recentStart: addDays(today, -89),
  previousStart: addDays(today, -179),
  lookbackStart: addDays(today, -59),
  inactiveSince: addDays(today, -180),
  monthStart: `${today.slice(0, 7)}-01`,
  monthEnd: today,
};

/** Each insight's parameters: the spec's defaults except the ranges, chosen inside the year. */
function paramsOf(name: string): Record<string, string> {
  const recent = { startDate: args.recentStart, endDate: today };
  const wholeYear = { startDate: args.yearStart, endDate: args.yearEnd };
  const byName: Record<string, Record<string, string>> = {
    'analytics/slow-moving': recent,
    'analytics/sales-trend': { currentStart: args.recentStart, currentEnd: today },
    'analytics/ar-due': { asOfDate: today },
    'analytics/expense-anomalies': {
      year: today.slice(0, 4),
      month: String(Number(today.slice(5, 7))),
    },
    'analytics/abc': wholeYear,
    'analytics/ratios': wholeYear,
    'exceptions/missing-hsn': wholeYear,
  };
  return byName[name] ?? {};
}

function insightCases(): ReportCase[] {
  return Object.keys(INSIGHTS)
    .sort()
    .filter((name) => !ONLY || ONLY.test(name))
    .map((name) => {
      const anchor = INSIGHT_ANCHORS[name];
      return {
        label: name,
        url: `/api/reports/${name}?${new URLSearchParams(paramsOf(name)).toString()}`,
        anchor: anchor ? () => anchor(args) : null,
      };
    });
}

async function measureAll(bench: BenchApp): Promise<{ results: CaseResult[]; floorMs: number }> {
  const floor = await measureHttpFloor(bench, RUNS);
  log(`  HTTP floor (unknown report name, no SQL): ${fmt(floor.p50)} ms`);
  const results: CaseResult[] = [];
  for (const c of insightCases()) {
    // measureCase hands the anchor the reports' arguments; these anchors close over their own.
    const r = await measureCase(bench, c, {} as AnchorArgs, RUNS);
    results.push(r);
    const took = r.report
      ? `${fmt(r.report.p50)} ms (anchor ${r.anchor ? fmt(r.anchor.p50) : '—'})`
      : '';
    log(`  ${c.label}: ${[took, r.error].filter(Boolean).join(' ')}`);
  }
  return { results, floorMs: floor.p50 };
}

// The app's clock runs from noon (India) on the year's last day.
const shift = Date.now() - Date.parse(`${today}T06:30:00Z`);
const bench = await startBenchApp({ now: () => new Date(Date.now() - shift) });
try {
  const mem = `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
  log(`# Hisaab insight benchmark, ${new Date().toISOString()}; app's today ${today}`);
  log(
    `database ${bench.database.kind}; ${os.cpus().length} cores, ${mem}; node ${process.version}`,
  );
  args.companyId = bench.companyId;
  const t0 = performance.now();
  const m = await seedMasters(bench.db, bench.companyId, bench.userId, {
    customers: 2000,
    vendors: 100,
  });
  const counts = { fy: 0, invoices: INVOICES, purchases: INVOICES / 10, expenses: INVOICES / 20 };
  log(`  ${JSON.stringify(await seedYear(bench.db, m, { ...counts, fy: FY }, () => undefined))}`);
  await settle(bench.db, log);
  log(
    `seeded in ${secs(t0)}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  log('\n## One year');
  const base = await measureAll(bench);
  log(`\n${phaseTable(base.results, base.floorMs)}\n\n${problems(base.results, [])}`);
  if (HISTORY_YEARS > 0) {
    for (let y = 1; y <= HISTORY_YEARS; y++) {
      log(
        `  ${JSON.stringify(await seedYear(bench.db, m, { ...counts, fy: FY - y }, () => undefined))}`,
      );
    }
    await settle(bench.db, log);
    log(
      `\n## ${HISTORY_YEARS + 1} years; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const later = await measureAll(bench);
    log(`\n${phaseTable(later.results, later.floorMs)}\n\n${problems(later.results, [])}`);
  }
  log(`\ntotal ${secs(t0)}`);
} finally {
  await bench.close();
}
