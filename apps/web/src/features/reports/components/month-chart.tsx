import { useMemo } from 'react';
import { z } from 'zod';
import { byMonthRowReply } from '@hisaab/shared/replies/reports';
import type { ReportDataset } from '@hisaab/shared/reports/report-result';
import { CHART_COLORS, compactRupees, LineChart } from '../../../ui/line-chart.tsx';
import { MONTH_NAMES } from '../../../ui/param-field.tsx';
import { useTranslation } from '../../../i18n/react.ts';

/** The dataset a chart reads: one row per month with its sales total and tax. */
export const CHART_DATASET = 'byMonth';

interface Points {
  labels: string[];
  totals: number[];
  taxes: number[];
}

/** 'yyyy-mm' (or a full date) → 'Mar 2025'; anything else as written. */
function monthLabel(s: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(s);
  const name = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && name ? `${name.slice(0, 3)} ${m[1]}` : s;
}

/** The chart's points; null (no chart, the table still shows) when the rows are not months. */
export function monthPoints(dataset: ReportDataset): Points | null {
  const parsed = z.array(byMonthRowReply).safeParse(dataset.rows);
  if (!parsed.success) return null;
  const rows = parsed.data;
  return {
    labels: rows.map((r) => monthLabel(r.month)),
    totals: rows.map((r) => r.total),
    taxes: rows.map((r) => r.tax),
  };
}

/**
 * The month's total (named as the dataset names it: Net sales, Net purchases) and tax as a
 * small line chart.
 */
export function MonthChart({ dataset }: { dataset: ReportDataset }) {
  const { t } = useTranslation();
  const points = useMemo(() => monthPoints(dataset), [dataset]);
  const totalLabel = dataset.columns.find((c) => c.key === 'total')?.label ?? t('Sales');
  const series = useMemo(
    () => [
      { label: totalLabel, values: points?.totals ?? [], color: CHART_COLORS.accent },
      { label: t('Tax'), values: points?.taxes ?? [], color: CHART_COLORS.warning },
    ],
    [points, totalLabel, t],
  );
  if (!points) return null;
  return (
    <LineChart
      title={t('{{total}} and tax by month', { total: totalLabel })}
      labels={points.labels}
      series={series}
      format={compactRupees}
      testId="month-chart"
    />
  );
}
