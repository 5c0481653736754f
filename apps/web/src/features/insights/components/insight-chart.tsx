import { useMemo } from 'react';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import {
  CHART_COLORS,
  compactRupees,
  LineChart,
  type ChartSeries,
} from '../../../ui/line-chart.tsx';
import { abcPoints, trendPoints, type ChartPoints } from '../utils/chart-points.ts';
import { useTranslation } from '../../../i18n/react.ts';
import type { TFunction } from '../../../i18n/react.ts';

const percent = (v: number) => `${v}%`;
const PERCENT_RANGE: [number, number] = [0, 100];

// The first line is the figure itself; the others are what it is read against.
const STYLES = [
  { color: CHART_COLORS.accent, dashed: false },
  { color: CHART_COLORS.warning, dashed: true },
  { color: CHART_COLORS.muted, dashed: true },
] as const;

function withStyles(points: ChartPoints, t: TFunction): ChartSeries[] {
  return points.series.map(({ reference = false, ...s }, i) => ({
    ...s,
    label: t(s.label),
    ...(STYLES[i] ?? STYLES[2]),
    plain: reference,
  }));
}

/**
 * The chart of an insight that reads better as one: the sales trend (this period against the
 * one before, by day) and the ABC curve. Other insights, and results too short to draw a
 * line, have none.
 */
export function InsightChart({ result }: { result: ReportResult }) {
  const { t } = useTranslation();
  const chart = useMemo(() => {
    if (result.report === 'analytics/sales-trend') {
      const points = trendPoints(result);
      return (
        points && { title: t('Sales by day'), points, format: compactRupees, range: undefined }
      );
    }
    if (result.report === 'analytics/abc') {
      const points = abcPoints(result);
      return (
        points && {
          title: t('Cumulative share of sales by item rank'),
          points,
          format: percent,
          range: PERCENT_RANGE,
        }
      );
    }
    return null;
  }, [result, t]);
  const series = useMemo(() => (chart ? withStyles(chart.points, t) : []), [chart, t]);
  if (!chart) return null;
  return (
    <LineChart
      title={chart.title}
      labels={chart.points.labels}
      series={series}
      format={chart.format}
      {...(chart.range ? { range: chart.range } : {})}
      testId="insight-chart"
    />
  );
}
