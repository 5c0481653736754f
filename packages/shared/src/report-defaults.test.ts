import { describe, expect, it } from 'vitest';
import {
  INSIGHT_DEFAULTS,
  defaultBankTransactionRange,
  defaultReportRange,
  defaultYearMonth,
  monthRange,
  reportYearOptions,
} from './report-defaults.ts';

describe('defaultReportRange', () => {
  it.each<[string, string, string]>([
    ['2025-06-15', '2025-06-01', '2025-06-15'],
    ['2025-06-30', '2025-06-01', '2025-06-30'],
    ['2025-06-14', '2025-05-01', '2025-05-31'],
    ['2025-06-01', '2025-05-01', '2025-05-31'],
    ['2025-01-10', '2024-12-01', '2024-12-31'],
    ['2024-03-05', '2024-02-01', '2024-02-29'],
    ['2025-03-14', '2025-02-01', '2025-02-28'],
  ])('on %s → %s to %s', (today, startDate, endDate) => {
    expect(defaultReportRange(today)).toEqual({ startDate, endDate });
  });

  it('refuses a date that is not yyyy-mm-dd', () => {
    expect(() => defaultReportRange('15/06/2025')).toThrow(RangeError);
  });
});

describe('other defaults', () => {
  it('bank transactions cover the last 7 days, across a year end', () => {
    expect(defaultBankTransactionRange('2025-06-15')).toEqual({
      startDate: '2025-06-08',
      endDate: '2025-06-15',
    });
    expect(defaultBankTransactionRange('2025-01-03')).toEqual({
      startDate: '2024-12-27',
      endDate: '2025-01-03',
    });
  });

  it('year picker offers this year and the two before', () => {
    expect(reportYearOptions('2025-01-01')).toEqual([2025, 2024, 2023]);
    expect(defaultYearMonth('2025-01-31')).toEqual({ year: 2025, month: 1 });
  });

  it('insight defaults are the spec numbers', () => {
    expect(INSIGHT_DEFAULTS).toEqual({
      slowMoving: { top: 100, minQty: 0 },
      overstock: { lookbackDays: 60, maxDaysCover: 90, minStock: 1 },
      lowStock: { threshold: 5 },
      inactiveCustomers: { inactiveDays: 180, top: 100 },
      futureInvoices: { toleranceDays: 0 },
      arDue: { dueDays: 30 },
      expenseAnomalies: { thresholdPct: 50 },
      abc: { aCut: 0.8, bCut: 0.95 },
      expiringStock: { withinDays: 30, choices: [30, 60, 90] },
    });
  });
});

describe('monthRange', () => {
  it('is a month’s first and last day, February in a leap year and December included', () => {
    expect(monthRange(2024, 2)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthRange(2025, 2)).toEqual({ startDate: '2025-02-01', endDate: '2025-02-28' });
    expect(monthRange(2025, 12)).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });
});
