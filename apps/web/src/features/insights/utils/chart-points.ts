// What the insight charts draw, read from the result: the sales trend's current and previous
// period by day, and the ABC curve (cumulative share of sales by item rank) with its cuts.
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { num, numOrNull, str } from '../../../api/wire.ts';

export interface ChartPoints {
  labels: string[];
  /** A `reference` line is a fixed level to read the others against (a cut). */
  series: { label: string; values: (number | null)[]; reference?: boolean }[];
}

/** 'yyyy-mm-dd' → 'dd/mm', short enough for an axis. */
const dayMonth = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}` : iso;

/** sales-trend's `daily` list: day n of the period beside day n of the one before it. */
export function trendPoints(result: ReportResult): ChartPoints | null {
  const daily = result.datasets.find((d) => d.name === 'daily');
  if (!daily || daily.rows.length < 2) return null;
  return {
    labels: daily.rows.map((r) => dayMonth(str(r.currentDate))),
    series: [
      { label: 'This period', values: daily.rows.map((r) => num(r.currentSales)) },
      { label: 'Previous period', values: daily.rows.map((r) => num(r.previousSales)) },
    ],
  };
}

/** abc's list: items ranked by sales value, each with its cumulative share in %. */
export function abcPoints(result: ReportResult): ChartPoints | null {
  const abc = result.datasets.find((d) => d.name === 'abc');
  if (!abc || abc.rows.length < 2) return null;
  const cut = (key: string) => {
    const v = numOrNull(result.parameters[key]);
    return v === null ? null : Math.round(v * 10_000) / 100;
  };
  const flat = (v: number | null) => abc.rows.map(() => v);
  const series: ChartPoints['series'] = [
    { label: 'Cumulative share of sales', values: abc.rows.map((r) => num(r.cumulativePct)) },
  ];
  const a = cut('aCut');
  const b = cut('bCut');
  if (a !== null) series.push({ label: `A cut (${a}%)`, values: flat(a), reference: true });
  if (b !== null) series.push({ label: `B cut (${b}%)`, values: flat(b), reference: true });
  return { labels: abc.rows.map((_, i) => String(i + 1)), series };
}
