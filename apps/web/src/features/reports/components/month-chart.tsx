import { useEffect, useRef, useState } from 'react';
import type { ReportDataset } from '@hisaab/shared/reports/report-result';
import { num, str } from '../../../api/wire.ts';
import { MONTH_NAMES } from '../utils/gst-checks.ts';

/** The dataset a chart reads: one row per month with its sales total and tax. */
export const CHART_DATASET = 'byMonth';

const HEIGHT = 200;
const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

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
 * Sales and tax by month as a small line chart. uPlot (and its stylesheet) is loaded only when
 * a result has a by-month list, so the screen's own chunk stays small.
 */
export function MonthChart({ dataset }: { dataset: ReportDataset }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => undefined as void;
    const points = monthPoints(dataset);
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        const el = ref.current;
        if (cancelled || !el) return;
        const xs = points.labels.map((_, i) => i);
        const plot = new UPlot(
          {
            width: Math.max(280, el.clientWidth),
            height: HEIGHT,
            scales: { x: { time: false } },
            legend: { show: false },
            // Room for the last month's label at the right edge.
            padding: [8, 28, 0, 0],
            axes: [
              {
                values: (_u, splits) =>
                  splits.map((i) => (Number.isInteger(i) ? (points.labels[i] ?? '') : '')),
              },
              { values: (_u, splits) => splits.map((v) => `₹${COMPACT.format(v)}`), size: 64 },
            ],
            series: [
              { label: 'Month', value: (_u, i) => points.labels[i] ?? '' },
              {
                label: 'Sales',
                stroke: '#0f6e5c',
                width: 2,
                value: (_u, v) => (v == null ? '' : `₹${COMPACT.format(v)}`),
              },
              {
                label: 'Tax',
                stroke: '#9a5b00',
                width: 2,
                value: (_u, v) => (v == null ? '' : `₹${COMPACT.format(v)}`),
              },
            ],
          },
          [xs, points.totals, points.taxes],
          el,
        );
        const resize = new ResizeObserver(() =>
          plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }),
        );
        resize.observe(el);
        destroy = () => {
          resize.disconnect();
          plot.destroy();
        };
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [dataset]);

  if (failed) return null; // the table below still has every figure
  return (
    <figure className="rounded-md border border-line bg-surface p-2">
      <figcaption className="mb-1 flex flex-wrap items-center gap-x-4 text-sm">
        <span className="font-medium">Sales and tax by month</span>
        <span className="flex items-center gap-1 text-muted">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-accent" /> Sales
        </span>
        <span className="flex items-center gap-1 text-muted">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-warning" /> Tax
        </span>
      </figcaption>
      <div ref={ref} className="w-full overflow-hidden" data-testid="month-chart" />
    </figure>
  );
}
