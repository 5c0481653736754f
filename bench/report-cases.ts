// What the report benchmark times: every report registered at run time (REPORTS), each with
// parameters for one month (asOfDate at the month's end, a mid-month day, the heavy customer),
// plus the GST JSON downloads; beside each, its hand-written anchor. Timing alternates report
// and anchor runs after a warm-up, so drift on a shared machine hits both alike.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { REPORTS } from '../apps/server/src/modules/reports/report-registry.ts';
import { REPORT_NAMES, REPORT_PARAM_SCHEMAS } from '../packages/shared/src/schemas/reports.ts';
import { BOOK_ANCHORS, type Anchor, type AnchorArgs } from './anchors-books.ts';
import { LEDGER_GST_ANCHORS } from './anchors-ledger-gst.ts';
import {
  captureQueries,
  explain,
  rows,
  stats,
  timed,
  type BenchApp,
  type Stats,
} from './bench-support.ts';

const ANCHORS: Record<string, Anchor> = { ...BOOK_ANCHORS, ...LEDGER_GST_ANCHORS };

export interface ReportCase {
  label: string;
  url: string;
  anchor: Anchor | null;
}

export interface Period {
  year: number;
  month: number;
  customerId: number;
}

export function monthArgs(p: Period, companyId: number, sellerState: string): AnchorArgs {
  const mm = String(p.month).padStart(2, '0');
  const last = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  return {
    companyId,
    start: `${p.year}-${mm}-01`,
    end: `${p.year}-${mm}-${last}`,
    asOf: `${p.year}-${mm}-${last}`,
    date: `${p.year}-${mm}-15`,
    customerId: p.customerId,
    sellerState,
  };
}

/** The cases for the reports registered now, and the spec's names that are not (skipped). */
export function reportCases(p: Period): { cases: ReportCase[]; skipped: string[] } {
  const a = monthArgs(p, 0, '');
  // Every parameter any report takes; each report's schema keeps only its own.
  const all: Record<string, string> = {
    startDate: a.start,
    endDate: a.end,
    asOfDate: a.asOf,
    date: a.date,
    year: String(p.year),
    month: String(p.month),
    customerId: String(p.customerId),
  };
  const cases: ReportCase[] = [];
  for (const name of Object.keys(REPORTS).sort()) {
    const q = new URLSearchParams(all).toString();
    cases.push({ label: name, url: `/api/reports/${name}?${q}`, anchor: ANCHORS[name] ?? null });
    const schema = (REPORT_PARAM_SCHEMAS as Record<string, { shape?: object }>)[name];
    if (schema?.shape && 'isPurchase' in schema.shape) {
      const label = `${name} (purchases)`;
      cases.push({
        label,
        url: `/api/reports/${name}?${q}&isPurchase=true`,
        anchor: ANCHORS[label] ?? null,
      });
    }
  }
  for (const ret of ['gst/gstr1/json', 'gst/gstr3b/json']) {
    cases.push({
      label: ret,
      url: `/api/reports/${ret}?year=${p.year}&month=${p.month}`,
      anchor: ANCHORS[ret] ?? null,
    });
  }
  // GSTR-1 once more against the anchor of its sections alone (without its checks' figures).
  const gstr1 = cases.find((c) => c.label === 'gst/gstr1');
  const sectionsOnly = ANCHORS['gst/gstr1 (sections-only anchor)'];
  if (gstr1 && sectionsOnly) {
    cases.push({ ...gstr1, label: 'gst/gstr1 (sections-only anchor)', anchor: sectionsOnly });
  }
  const skipped = REPORT_NAMES.filter((n) => !Object.hasOwn(REPORTS, n));
  return { cases, skipped };
}

export interface CaseResult {
  label: string;
  /** Rows in the reply (all datasets), or bytes for a JSON download; null when it failed. */
  size: string;
  report: Stats | null;
  anchor: Stats | null;
  anchorRows: number | null;
  error: string | null;
}

function replySize(body: string): string {
  try {
    const json = JSON.parse(body) as { datasets?: { rows: unknown[] }[] };
    if (Array.isArray(json.datasets)) {
      return String(json.datasets.reduce((n, d) => n + d.rows.length, 0));
    }
  } catch {
    // not JSON: fall through to bytes
  }
  return `${(body.length / 1024).toFixed(0)} KiB`;
}

export async function measureCase(
  bench: BenchApp,
  c: ReportCase,
  args: AnchorArgs,
  runs: number,
): Promise<CaseResult> {
  const call = async () =>
    bench.app.inject({ method: 'GET', url: c.url, headers: await bench.auth() });
  const first = await call();
  if (first.statusCode !== 200) {
    const error = `${first.statusCode} ${first.body.slice(0, 300)}`;
    return { label: c.label, size: '', report: null, anchor: null, anchorRows: null, error };
  }
  let anchorSql = c.anchor?.(args) ?? null;
  // The anchor at its best: where PostgreSQL would JIT-compile it (a high estimated cost, which
  // a hand-written statement of many CTEs easily reaches), the compile alone costs ~0.6 s; a
  // report's own statements get no such help, so the ratio never flatters the report.
  const anchor = async () =>
    anchorSql
      ? (
          await bench.db.transaction(async (tx) => {
            if (bench.database.kind === 'postgres') await tx.execute(sql`set local jit = off`);
            return rows(tx as unknown as typeof bench.db, anchorSql!);
          })
        ).length
      : 0;
  // Warm-up; a slow report gets fewer timed runs (at least five).
  const warm = await timed(call);
  let anchorRows = 0;
  let error: string | null = null;
  try {
    anchorRows = await anchor();
  } catch (e) {
    error = `anchor failed: ${((e as Error).cause as Error | undefined)?.message ?? (e as Error).message}`;
    anchorSql = null;
  }
  const n = Math.max(5, Math.min(runs, Math.floor(20_000 / Math.max(warm.ms, 1))));
  const reportMs: number[] = [];
  const anchorMs: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await timed(call);
    if (r.value.statusCode !== 200) throw new Error(`${c.label}: ${r.value.statusCode}`);
    reportMs.push(r.ms);
    if (anchorSql) anchorMs.push((await timed(anchor)).ms);
  }
  return {
    label: c.label,
    size: replySize(first.body),
    report: stats(reportMs),
    anchor: anchorSql ? stats(anchorMs) : null,
    anchorRows: anchorSql ? anchorRows : null,
    error,
  };
}

/** Writes EXPLAIN ANALYZE of the report's slowest statement and of its anchor to a file. */
export async function writePlans(
  bench: BenchApp,
  c: ReportCase,
  args: AnchorArgs,
  file: string,
): Promise<void> {
  const { queries } = await captureQueries(bench.db, async () =>
    bench.app.inject({ method: 'GET', url: c.url, headers: await bench.auth() }),
  );
  const slowest = [...queries]
    .filter((q) => q.ms >= 5)
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 4);
  let text =
    `# ${c.label}\n# ${c.url}\n# statements: ${queries.length}, ` +
    `${queries.map((q) => q.ms.toFixed(1)).join(' + ')} ms\n`;
  for (const q of slowest) {
    text += `\n## report statement (${q.ms.toFixed(1)} ms)\n${q.text}\n-- params ${JSON.stringify(q.values)}\n\n`;
    text += await explain(bench.db, q).catch((e: Error) => `explain failed: ${e.message}`);
    text += '\n';
  }
  if (c.anchor) {
    const { queries: aq } = await captureQueries(bench.db, () => rows(bench.db, c.anchor!(args)));
    for (const q of aq) {
      text += `\n## anchor (${q.ms.toFixed(1)} ms)\n${q.text}\n\n`;
      text += await explain(bench.db, q).catch((e: Error) => `explain failed: ${e.message}`);
      text += '\n';
    }
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * The HTTP path's own cost: an Admin's request for a report name that does not exist (token,
 * role, routing, the 400 reply) and no SQL. A report answering in a few ms is mostly this;
 * the tables show its ratio to anchor + floor beside the plain ratio.
 */
export async function measureHttpFloor(bench: BenchApp, runs: number): Promise<Stats> {
  const call = async () =>
    bench.app.inject({
      method: 'GET',
      url: '/api/reports/no-such-report',
      headers: await bench.auth(),
    });
  const first = await call();
  if (first.statusCode !== 400) throw new Error(`HTTP floor: ${first.statusCode} ${first.body}`);
  const ms: number[] = [];
  for (let i = 0; i < Math.max(runs, 30); i++) ms.push((await timed(call)).ms);
  return stats(ms);
}
