import { useEffect, useRef, useState } from 'react';

/** Canvas strokes cannot read CSS variables: the tokens of styles.css, written out. */
export const CHART_COLORS = {
  accent: '#0f6e5c',
  warning: '#9a5b00',
  muted: '#5b6470',
} as const;

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  color: string;
  /** A dashed line instead of a solid one. */
  dashed?: boolean;
  /** No dot on each point: a line drawn for reference (a cut-off), not measured. */
  plain?: boolean;
}

export interface LineChartProps {
  /** The caption above the chart. */
  title: string;
  /** One label per point along the x axis. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a y value reads on the axis ('₹1.2L', '80%'). */
  format: (value: number) => string;
  /** The y axis from and to, when the data has natural bounds (0 to 100 %). */
  range?: [number, number];
  testId?: string;
}

const HEIGHT = 200;

const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Rupees short enough for an axis: '₹1.2L', '₹850'. */
export const compactRupees = (v: number) => `₹${COMPACT.format(v)}`;

/**
 * A small line chart. uPlot (and its stylesheet) is loaded only when a chart is first shown,
 * so a screen's own chunk stays small; if it cannot load, nothing is shown (the table beside
 * it has every figure).
 */
export function LineChart({ title, labels, series, format, range, testId }: LineChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => undefined as void;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        const el = ref.current;
        if (cancelled || !el) return;
        const xs = labels.map((_, i) => i);
        const plot = new UPlot(
          {
            width: Math.max(280, el.clientWidth),
            height: HEIGHT,
            scales: { x: { time: false }, ...(range ? { y: { range } } : {}) },
            legend: { show: false },
            // Room for the last label at the right edge.
            padding: [8, 28, 0, 0],
            axes: [
              {
                values: (_u, splits) =>
                  splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
              },
              { values: (_u, splits) => splits.map(format), size: 64 },
            ],
            series: [
              { label: 'x', value: (_u, i) => labels[i] ?? '' },
              ...series.map((s) => ({
                label: s.label,
                stroke: s.color,
                width: 2,
                ...(s.dashed ? { dash: [6, 4] } : {}),
                ...(s.plain ? { points: { show: false } } : {}),
                value: (_u: unknown, v: number | null) => (v == null ? '' : format(v)),
              })),
            ],
          },
          [xs, ...series.map((s) => [...s.values])],
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
  }, [labels, series, format, range]);

  if (failed) return null;
  return (
    <figure className="rounded-md border border-line bg-surface p-2">
      <figcaption className="mb-1 flex flex-wrap items-center gap-x-4 text-sm">
        <span className="font-medium">{title}</span>
        {series.map((s) => (
          <span key={s.label} className="flex items-center gap-1 text-muted">
            <span
              aria-hidden="true"
              className="inline-block w-4 border-t-2"
              style={{ borderColor: s.color, borderTopStyle: s.dashed ? 'dashed' : 'solid' }}
            />{' '}
            {s.label}
          </span>
        ))}
      </figcaption>
      <div ref={ref} className="w-full overflow-hidden" data-testid={testId} />
    </figure>
  );
}
