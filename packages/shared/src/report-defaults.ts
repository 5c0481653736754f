// Default report and insight parameters (spec section 9). Pure: callers pass today's date in
// India (format.ts todayInIndia) so that tests can fix the clock.

export interface DateRange {
  startDate: string;
  endDate: string;
}

function parseIso(iso: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`Expected a yyyy-mm-dd date, got ${iso}.`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

function toIso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function utc(year: number, monthIndex: number, day: number): string {
  return toIso(new Date(Date.UTC(year, monthIndex, day)));
}

/** From the 1st of this month to today when today is the 15th or later, else all last month. */
export function defaultReportRange(today: string): DateRange {
  const d = parseIso(today);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  if (d.getUTCDate() >= 15) return { startDate: utc(year, month, 1), endDate: today };
  // Day 0 of a month is the last day of the month before; month -1 rolls back a year.
  return { startDate: utc(year, month - 1, 1), endDate: utc(year, month, 0) };
}

/** A calendar month's first and last day (month 1-12), yyyy-mm-dd: a monthly report's range. */
export function monthRange(year: number, month: number): DateRange {
  return { startDate: utc(year, month - 1, 1), endDate: utc(year, month, 0) };
}

export const BANK_TRANSACTION_DEFAULT_DAYS = 7;

/** Bank transactions: the last 7 days, from today minus 7 to today. */
export function defaultBankTransactionRange(today: string): DateRange {
  const d = parseIso(today);
  d.setUTCDate(d.getUTCDate() - BANK_TRANSACTION_DEFAULT_DAYS);
  return { startDate: toIso(d), endDate: today };
}

/** The year picker: this year and the two before it, newest first. */
export function reportYearOptions(today: string): number[] {
  const year = parseIso(today).getUTCFullYear();
  return [year, year - 1, year - 2];
}

/** Month reports start on the current year and month (1-12). */
export function defaultYearMonth(today: string): { year: number; month: number } {
  const d = parseIso(today);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

export const INSIGHT_DEFAULTS = {
  slowMoving: { top: 100, minQty: 0 },
  overstock: { lookbackDays: 60, maxDaysCover: 90, minStock: 1 },
  lowStock: { threshold: 5 },
  inactiveCustomers: { inactiveDays: 180, top: 100 },
  futureInvoices: { toleranceDays: 0 },
  arDue: { dueDays: 30 },
  expenseAnomalies: { thresholdPct: 50 },
  abc: { aCut: 0.8, bCut: 0.95 },
  /** Issue 40 part 2: batches expiring within 30, 60 or 90 days. */
  expiringStock: { withinDays: 30, choices: [30, 60, 90] },
} as const;

/** Snapshot list page (spec section 9). */
export const SNAPSHOT_PAGE = { skip: 0, take: 100 } as const;
