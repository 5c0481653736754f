import { describe, expect, it } from 'vitest';
import type { ReportDataset } from '@hisaab/shared/reports/report-result';
import { monthPoints } from './month-chart.tsx';

const byMonth = (rows: Record<string, unknown>[]): ReportDataset => ({
  name: 'byMonth',
  title: 'By month',
  columns: [],
  rows,
});

describe('the sales chart by month', () => {
  it('names each month and plots its net sales and tax in rupees', () => {
    const rows = [
      { month: '2025-03', bills: 4, taxableValue: 1000, tax: 180, total: 1180 },
      { month: '2025-04', bills: 1, taxableValue: 500, tax: 90, total: 590 },
    ];
    expect(monthPoints(byMonth(rows))).toEqual({
      labels: ['Mar 2025', 'Apr 2025'],
      totals: [1180, 590],
      taxes: [180, 90],
    });
  });

  it('draws nothing when a month is not in the list’s shape, rather than a made-up zero', () => {
    const rows = [
      { month: '2025-03', tax: 180, total: 1180 },
      { month: '2025-04', tax: null, total: 590 },
    ];
    expect(monthPoints(byMonth(rows))).toBeNull();
  });
});
