import { useMemo } from 'react';
import type { ReportDataset } from '@hisaab/shared/reports/report-result';
import { num, str } from '../../../api/wire.ts';
import { CHART_COLORS, compactRupees, LineChart } from '../../../ui/line-chart.tsx';
import { MONTH_NAMES } from '../../../ui/param-field.tsx';

/** The dataset a chart reads: one row per month with its sales total and tax. */
export const CHART_DATASET = 'byMonth';

interface Points {
  labels: string[];
  totals: number[];
  taxes: number[];
}

/** 'yyyy-mm' (or a full date) → 'Mar 2025'; anything else as written. */
function monthLabel(v: unknown): string {
  const s = str(v);
  const m = /^(\d{4})-(\d{2})/.exec(s);
  const name = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && name ? `${name.slice(0, 3)} ${m[1]}` : s;
}

export function monthPoints(dataset: ReportDataset): Points {
  return {
    labels: dataset.rows.map((r) => monthLabel(r.month)),
    totals: dataset.rows.map((r) => num(r.total)),
    taxes: dataset.rows.map((r) => num(r.tax)),
  };
}

/**
 * The month's total (named as the dataset names it: Net sales, Net purchases) and tax as a
 * small line chart.
 */
export function MonthChart({ dataset }: { dataset: ReportDataset }) {
  const points = useMemo(() => monthPoints(dataset), [dataset]);
  const totalLabel = dataset.columns.find((c) => c.key === 'total')?.label ?? 'Sales';
  const series = useMemo(
    () => [
      { label: totalLabel, values: points.totals, color: CHART_COLORS.accent },
      { label: 'Tax', values: points.taxes, color: CHART_COLORS.warning },
    ],
    [points, totalLabel],
  );
  return (
    <LineChart
      title={`${totalLabel} and tax by month`}
      labels={points.labels}
      series={series}
      format={compactRupees}
      testId="month-chart"
    />
  );
}
