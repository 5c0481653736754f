// What the insight charts draw, read from the result: the sales trend's current and previous
// period by day, and the ABC curve (cumulative share of sales by item rank) with its cuts.
import { z } from 'zod/mini';
import { abcCutsReply, abcRowReply, salesTrendDayReply } from '@hisaab/shared/replies/insights';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { tk } from '@hisaab/shared/i18n/messages';

export interface ChartPoints {
  labels: string[];
  /** A `reference` line is a fixed level to read the others against (a cut). */
  series: { label: string; values: (number | null)[]; reference?: boolean }[];
}

/** A list's rows in the chart's shape; null (no chart, the table still shows) when not. */
function rowsOf<S extends z.core.$ZodType>(row: S, rows: readonly unknown[]): z.output<S>[] | null {
  const parsed = z.safeParse(z.array(row), rows);
  return parsed.success ? parsed.data : null;
}

/** 'yyyy-mm-dd' → 'dd/mm', short enough for an axis. */
const dayMonth = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}` : iso;

/** sales-trend's `daily` list: day n of the period beside day n of the one before it. */
export function trendPoints(result: ReportResult): ChartPoints | null {
  const list = result.datasets.find((d) => d.name === 'daily');
  const daily = list ? rowsOf(salesTrendDayReply, list.rows) : null;
  if (!daily || daily.length < 2) return null;
  return {
    labels: daily.map((r) => dayMonth(r.currentDate)),
    series: [
      { label: tk('This period'), values: daily.map((r) => r.currentSales) },
      { label: tk('Previous period'), values: daily.map((r) => r.previousSales) },
    ],
  };
}

/** abc's list: items ranked by sales value, each with its cumulative share in %. */
export function abcPoints(result: ReportResult): ChartPoints | null {
  const list = result.datasets.find((d) => d.name === 'abc');
  const abc = list ? rowsOf(abcRowReply, list.rows) : null;
  if (!abc || abc.length < 2) return null;
  const cuts = z.safeParse(abcCutsReply, result.parameters);
  const percent = (v: number | undefined) =>
    v === undefined ? null : Math.round(v * 10_000) / 100;
  const flat = (v: number | null) => abc.map(() => v);
  const series: ChartPoints['series'] = [
    { label: tk('Cumulative share of sales'), values: abc.map((r) => r.cumulativePct) },
  ];
  const a = cuts.success ? percent(cuts.data.aCut) : null;
  const b = cuts.success ? percent(cuts.data.bCut) : null;
  if (a !== null) series.push({ label: `A cut (${a}%)`, values: flat(a), reference: true });
  if (b !== null) series.push({ label: `B cut (${b}%)`, values: flat(b), reference: true });
  return { labels: abc.map((_, i) => String(i + 1)), series };
}
