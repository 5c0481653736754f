import { describe, expect, it } from 'vitest';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { abcPoints, trendPoints } from './chart-points.ts';

const result = (report: string, rows: Record<string, unknown>[], name: string): ReportResult => ({
  report,
  parameters: { aCut: 0.8, bCut: 0.95 },
  datasets: [{ name, title: name, columns: [], rows }],
  snapshot: null,
});

describe('ABC curve', () => {
  it('plots each item’s cumulative share by rank, with the A and B cuts as flat lines', () => {
    // Sales of 500, 300, 150 and 50: cumulative 50%, 80% (A, at the cut), 95% (B, at the
    // cut) and 100% (C).
    const rows = [50, 80, 95, 100].map((cumulativePct) => ({ cumulativePct }));
    expect(abcPoints(result('analytics/abc', rows, 'abc'))).toEqual({
      labels: ['1', '2', '3', '4'],
      series: [
        { label: 'Cumulative share of sales', values: [50, 80, 95, 100] },
        { label: 'A cut (80%)', values: [80, 80, 80, 80], reference: true },
        { label: 'B cut (95%)', values: [95, 95, 95, 95], reference: true },
      ],
    });
  });

  it('draws no curve for a single item', () => {
    expect(abcPoints(result('analytics/abc', [{ cumulativePct: 100 }], 'abc'))).toBeNull();
  });
});

describe('Sales trend', () => {
  it('puts day n of the period beside day n of the one before, dates as dd/mm', () => {
    const rows = [
      { currentDate: '2025-03-01', currentSales: 1180, previousSales: 0 },
      { currentDate: '2025-03-02', currentSales: 0, previousSales: 2360.5 },
    ];
    expect(trendPoints(result('analytics/sales-trend', rows, 'daily'))).toEqual({
      labels: ['01/03', '02/03'],
      series: [
        { label: 'This period', values: [1180, 0] },
        { label: 'Previous period', values: [0, 2360.5] },
      ],
    });
  });

  it('draws nothing when a day is not in the list’s shape, rather than a made-up zero', () => {
    const rows = [
      { currentDate: '2025-03-01', currentSales: 1180, previousSales: 0 },
      { currentDate: '2025-03-02', currentSales: 'lots', previousSales: 2360.5 },
    ];
    expect(trendPoints(result('analytics/sales-trend', rows, 'daily'))).toBeNull();
  });

  it('draws nothing without a daily list', () => {
    expect(trendPoints(result('analytics/sales-trend', [{}, {}], 'totals'))).toBeNull();
  });
});
