import { describe, expect, it } from 'vitest';
import {
  gstReturnParamsSchema,
  REPORT_NAMES,
  bankTransactionsParamsSchema,
  validateInsightParams,
  validateReportParams,
} from './reports.ts';
import { errorsOf } from './test-helpers.ts';

function message(r: ReturnType<typeof validateReportParams>): string | null {
  return r.ok ? null : r.message;
}

describe('report parameters', () => {
  it.each<[string, Record<string, string>, string]>([
    ['sales/daily-total', {}, 'Please select a date.'],
    ['sales/daily-total', { date: '2025-02-30' }, 'Please select a date.'],
    ['sales', { startDate: '2025-06-01' }, 'Please select start and end dates.'],
    ['purchases', { startDate: '', endDate: '2025-06-01' }, 'Please select start and end dates.'],
    [
      'sales',
      { startDate: '2025-06-02', endDate: '2025-06-01' },
      'Start date must be before end date.',
    ],
    ['taxes/monthly', { year: '2025' }, 'Please select year and month.'],
    ['expenses/monthly-itemwise', { year: '2025', month: '13' }, 'Please select year and month.'],
    [
      'customers/ledger',
      { startDate: '2025-06-01', endDate: '2025-06-30' },
      'Please select a customer.',
    ],
    ['aging/receivables', {}, 'Please select As Of date.'],
    ['customers/unpaid', { minBalance: 'abc' }, 'Min balance must be a number.'],
    ['customers/unpaid', { top: '0' }, 'Top must be a whole number of at least 1.'],
    ['bank-transactions', {}, 'Unsupported report type.'],
    ['nope', {}, 'Unsupported report type.'],
  ])('%s %o → %s', (name, params, expected) => {
    expect(message(validateReportParams(name, params))).toBe(expected);
  });

  it('parses valid parameters from query strings', () => {
    expect(validateReportParams('customers/unpaid', {})).toEqual({
      ok: true,
      params: { minBalance: 0, top: 100 },
    });
    expect(
      validateReportParams('gst/hsn-summary', {
        startDate: '2025-06-01',
        endDate: '2025-06-01',
        isPurchase: 'true',
      }),
    ).toEqual({
      ok: true,
      params: { startDate: '2025-06-01', endDate: '2025-06-01', isPurchase: true },
    });
    expect(validateReportParams('taxes/monthly', { year: '2025', month: '6' })).toEqual({
      ok: true,
      params: { year: 2025, month: 6 },
    });
    expect(validateReportParams('stock', { includeZero: 'false' })).toEqual({
      ok: true,
      params: { includeZero: false },
    });
  });

  it('every report name has a schema: the 17 of the spec, the 4 ledger books, pending orders and challans, stock by batch', () => {
    expect(REPORT_NAMES).toHaveLength(24);
    expect(REPORT_NAMES).toContain('challans/pending');
    expect(REPORT_NAMES).toContain('orders/pending');
    expect(REPORT_NAMES).toContain('stock/batches');
    expect(REPORT_NAMES.filter((n) => n.startsWith('ledger/'))).toEqual([
      'ledger/trial-balance',
      'ledger/profit-and-loss',
      'ledger/day-book',
      'ledger/cash-book',
    ]);
  });

  it('the trial balance needs its date; the GST downloads their month', () => {
    expect(validateReportParams('ledger/trial-balance', {})).toEqual({
      ok: false,
      message: 'Please select As Of date.',
      field: 'asOfDate',
    });
    expect(gstReturnParamsSchema.safeParse({ year: '2026' }).error?.issues[0]?.message).toBe(
      'Please select year and month.',
    );
  });

  it('bank transactions need an account', () => {
    expect(
      errorsOf(bankTransactionsParamsSchema, { startDate: '2025-06-01', endDate: '2025-06-07' })[
        'bankAccountId'
      ],
    ).toBe('Please select a bank account.');
  });
});

describe('insight parameters', () => {
  it.each<[string, Record<string, string>, string]>([
    ['analytics/slow-moving', {}, 'Select start and end dates.'],
    ['analytics/sales-trend', { currentStart: '2025-06-01' }, 'Select start and end dates.'],
    ['analytics/ar-due', {}, 'Select As Of date.'],
    [
      'analytics/expense-anomalies',
      { year: '2025', month: '0' },
      'Enter valid year and month (1-12).',
    ],
    [
      'analytics/abc',
      { startDate: '2025-01-01', endDate: '2025-06-30', aCut: '0.95', bCut: '0.8' },
      'A and B cuts must be between 0 and 1, with A below B.',
    ],
    ['analytics/low-stock', { threshold: '-1' }, 'Threshold must be a number of 0 or more.'],
    [
      'analytics/expiring-stock',
      { withinDays: '45' },
      'Expiring within must be 30, 60 or 90 days.',
    ],
    ['analytics/unknown', {}, 'Unsupported report type.'],
  ])('%s %o → %s', (name, params, expected) => {
    expect(message(validateInsightParams(name, params))).toBe(expected);
  });

  it('fills in the spec defaults', () => {
    const range = { startDate: '2025-06-01', endDate: '2025-06-30' };
    expect(validateInsightParams('analytics/slow-moving', range)).toEqual({
      ok: true,
      params: { ...range, top: 100, minQty: 0 },
    });
    expect(validateInsightParams('analytics/expiring-stock', {})).toEqual({
      ok: true,
      params: { withinDays: 30 },
    });
    expect(validateInsightParams('analytics/overstock', {})).toEqual({
      ok: true,
      params: { lookbackDays: 60, maxDaysCover: 90, minStock: 1 },
    });
    expect(validateInsightParams('analytics/inactive-customers', {})).toEqual({
      ok: true,
      params: { inactiveDays: 180, top: 100 },
    });
    expect(validateInsightParams('analytics/ar-due', { asOfDate: '2025-06-30' })).toEqual({
      ok: true,
      params: { asOfDate: '2025-06-30', dueDays: 30 },
    });
    expect(validateInsightParams('analytics/abc', range)).toEqual({
      ok: true,
      params: { ...range, aCut: 0.8, bCut: 0.95 },
    });
    expect(validateInsightParams('exceptions/negative-stock', {})).toEqual({
      ok: true,
      params: {},
    });
  });
});
