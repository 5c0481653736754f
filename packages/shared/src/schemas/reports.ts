// Report and insight parameters (spec sections 5 Reports/Insights, 7 Reports, 9 defaults).
// Inputs are query-string shaped: strings, with empty values meaning "not given".
import { z } from 'zod';
import { INSIGHT_DEFAULTS } from '../report-defaults.ts';
import { INSIGHT_VALIDATION, REPORT_VALIDATION } from '../validation-messages.ts';
import { flag, isRealIsoDate, optionalId, optionalText, positiveId } from './common.ts';
import { isMessage, msg, tk, type Message, type Text } from '../i18n/messages.ts';
import { issueOf, issueText, said } from './zod-messages.ts';

export const REPORT_SCHEMA_MESSAGES = {
  minBalance: tk('Min balance must be a number.'),
  top: tk('Top must be a whole number of at least 1.'),
  aboveZero: (label: string) =>
    msg('{{label}} must be a whole number of at least 1.', { label: msg(label) }),
  zeroOrMore: (label: string) =>
    msg('{{label}} must be a number of 0 or more.', { label: msg(label) }),
  abcCuts: tk('A and B cuts must be between 0 and 1, with A below B.'),
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

function dateParam(message: string) {
  return z.preprocess(
    blankToUndefined,
    z.string({ error: message }).trim().refine(isRealIsoDate, message),
  );
}

/** startDate/endDate required; the start may not be after the end. */
function rangeShape(missing: string, startKey = 'startDate', endKey = 'endDate') {
  return { [startKey]: dateParam(missing), [endKey]: dateParam(missing) } as Record<
    string,
    ReturnType<typeof dateParam>
  >;
}

function checkOrder(startKey: string, endKey: string) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const start = v[startKey];
    const end = v[endKey];
    if (typeof start === 'string' && typeof end === 'string' && start > end) {
      ctx.addIssue(issueOf(REPORT_VALIDATION.rangeOrder, [startKey]));
    }
  };
}

function rangeSchema(missing: string, extra: z.ZodRawShape = {}, keys = ['startDate', 'endDate']) {
  const [startKey = 'startDate', endKey = 'endDate'] = keys;
  return z
    .object({ ...rangeShape(missing, startKey, endKey), ...extra })
    .superRefine(checkOrder(startKey, endKey));
}

/** A number from a query string; absent → `fallback` (undefined = required). */
function numberParam(opts: {
  min: number;
  max?: number;
  whole?: boolean;
  message: Text;
  fallback?: number;
}) {
  const { min, max = Number.MAX_SAFE_INTEGER, whole = false, message, fallback } = opts;
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (b === undefined) return fallback;
      return typeof b === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(b) ? Number(b) : b;
    },
    z
      .number(said(message))
      .min(min, said(message))
      .max(max, said(message))
      .refine((n) => !whole || Number.isInteger(n), said(message)),
  );
}

function yearMonthShape(message: string) {
  return {
    year: numberParam({ min: 2000, max: 2100, whole: true, message }),
    month: numberParam({ min: 1, max: 12, whole: true, message }),
  };
}

const R = REPORT_VALIDATION;
const I = INSIGHT_VALIDATION;
const M = REPORT_SCHEMA_MESSAGES;

/** GET /reports/{name} parameters, by name. */
export const REPORT_PARAM_SCHEMAS = {
  'customers/unpaid': z.object({
    minBalance: numberParam({ min: -1e13, max: 1e13, message: M.minBalance, fallback: 0 }),
    top: numberParam({ min: 1, whole: true, message: M.top, fallback: 100 }),
  }),
  // godownId: one godown's stock (issue 40 part 3); absent: all godowns, the item's total.
  stock: z.object({ includeZero: flag(), godownId: optionalId(tk('Invalid id')).optional() }),
  'sales/daily-total': z.object({ date: dateParam(R.date) }),
  'daily-summary': z.object({ date: dateParam(R.date) }),
  sales: rangeSchema(R.range),
  purchases: rangeSchema(R.range),
  'taxes/monthly': z.object(yearMonthShape(R.yearMonth)),
  'expenses/monthly-itemwise': z.object(yearMonthShape(R.yearMonth)),
  'items/sales': rangeSchema(R.range),
  'customers/ledger': rangeSchema(R.range, { customerId: positiveId(R.customer) }),
  'gst/gstr1': rangeSchema(R.range),
  'gst/gstr3b': rangeSchema(R.range),
  'registers/sales': rangeSchema(R.range),
  'registers/purchases': rangeSchema(R.range),
  'gst/hsn-summary': rangeSchema(R.range, { isPurchase: flag() }),
  'aging/receivables': z.object({ asOfDate: dateParam(R.asOfDate) }),
  'aging/payables': z.object({ asOfDate: dateParam(R.asOfDate) }),
  // Beyond the spec: the books an accountant reads, straight from the ledger.
  // beforeClosing: a closed year's end as it was before its closing entry (issue 38 part 5).
  'ledger/trial-balance': z.object({ asOfDate: dateParam(R.asOfDate), beforeClosing: flag() }),
  'ledger/profit-and-loss': rangeSchema(R.range),
  'ledger/day-book': rangeSchema(R.range),
  'ledger/cash-book': rangeSchema(R.range),
  // Issue 40: what is still pending on sale orders, or on purchase orders (isPurchase).
  'orders/pending': z.object({ isPurchase: flag() }),
  // Issue 40: what is still pending on delivery challans (sent, billed, returned).
  'challans/pending': z.object({}),
  // Issue 40 part 2: the stock of each batch of the items tracked by batch, on a date.
  'stock/batches': z.object({ asOfDate: dateParam(R.asOfDate) }),
} as const;

/** GET /reports/gst/gstr1/json and /gstr3b/json: the return's month. */
export const gstReturnParamsSchema = z.object(yearMonthShape(R.yearMonth));

export type ReportName = keyof typeof REPORT_PARAM_SCHEMAS;
export const REPORT_NAMES = Object.keys(REPORT_PARAM_SCHEMAS) as ReportName[];

/** Bank transactions (GET bankaccounts/{id}/transactions): never saved as a snapshot. */
export const bankTransactionsParamsSchema = rangeSchema(R.range, {
  bankAccountId: positiveId(R.bankAccount),
});

/** save=true and a snapshot name, added to any report's query. */
export const reportSaveSchema = z.object({
  save: flag(),
  name: optionalText(200, tk('Snapshot name must be 200 characters or fewer.')),
});

const D = INSIGHT_DEFAULTS;

/** GET /reports/analytics/... and /reports/exceptions/... parameters, by path. */
export const INSIGHT_PARAM_SCHEMAS = {
  'analytics/slow-moving': rangeSchema(I.range, {
    top: numberParam({ min: 1, whole: true, message: M.top, fallback: D.slowMoving.top }),
    minQty: numberParam({
      min: 0,
      message: M.zeroOrMore(tk('Min quantity')),
      fallback: D.slowMoving.minQty,
    }),
  }),
  'analytics/overstock': z.object({
    lookbackDays: numberParam({
      min: 1,
      whole: true,
      message: M.aboveZero(tk('Lookback days')),
      fallback: D.overstock.lookbackDays,
    }),
    maxDaysCover: numberParam({
      min: 1,
      whole: true,
      message: M.aboveZero(tk('Max days cover')),
      fallback: D.overstock.maxDaysCover,
    }),
    minStock: numberParam({
      min: 0,
      message: M.zeroOrMore(tk('Min stock')),
      fallback: D.overstock.minStock,
    }),
  }),
  'analytics/low-stock': z.object({
    threshold: numberParam({
      min: 0,
      message: M.zeroOrMore(tk('Threshold')),
      fallback: D.lowStock.threshold,
    }),
  }),
  'analytics/sales-trend': rangeSchema(I.range, {}, ['currentStart', 'currentEnd']),
  'analytics/inactive-customers': z.object({
    inactiveDays: numberParam({
      min: 1,
      whole: true,
      message: M.aboveZero(tk('Inactive days')),
      fallback: D.inactiveCustomers.inactiveDays,
    }),
    top: numberParam({ min: 1, whole: true, message: M.top, fallback: D.inactiveCustomers.top }),
  }),
  'exceptions/negative-stock': z.object({}),
  // Issue 40 part 2: batches that expire within 30, 60 or 90 days, and those expired.
  'analytics/expiring-stock': z.object({
    withinDays: numberParam({
      min: 1,
      max: 366,
      whole: true,
      message: tk('Expiring within must be 30, 60 or 90 days.'),
      fallback: D.expiringStock.withinDays,
    }).refine(
      (d) => (D.expiringStock.choices as readonly number[]).includes(d),
      tk('Expiring within must be 30, 60 or 90 days.'),
    ),
  }),
  'exceptions/future-invoices': z.object({
    toleranceDays: numberParam({
      min: 0,
      whole: true,
      message: M.zeroOrMore(tk('Tolerance days')),
      fallback: D.futureInvoices.toleranceDays,
    }),
  }),
  'exceptions/missing-hsn': rangeSchema(I.range, { isPurchase: flag() }),
  'analytics/ar-due': z.object({
    asOfDate: dateParam(I.asOfDate),
    dueDays: numberParam({
      min: 0,
      whole: true,
      message: M.zeroOrMore(tk('Due days')),
      fallback: D.arDue.dueDays,
    }),
  }),
  'analytics/expense-anomalies': z.object({
    ...yearMonthShape(I.yearMonth),
    thresholdPct: numberParam({
      min: 0,
      message: M.zeroOrMore(tk('Threshold %')),
      fallback: D.expenseAnomalies.thresholdPct,
    }),
  }),
  'analytics/abc': rangeSchema(I.range, {
    aCut: numberParam({ min: 0, max: 1, message: M.abcCuts, fallback: D.abc.aCut }),
    bCut: numberParam({ min: 0, max: 1, message: M.abcCuts, fallback: D.abc.bCut }),
  }).refine((v) => Number(v['aCut']) < Number(v['bCut']), { message: M.abcCuts, path: ['bCut'] }),
  'analytics/ratios': rangeSchema(I.range),
} as const;

export type InsightName = keyof typeof INSIGHT_PARAM_SCHEMAS;
export const INSIGHT_NAMES = Object.keys(INSIGHT_PARAM_SCHEMAS) as InsightName[];

export type ParamsResult =
  | { ok: true; params: Record<string, unknown> }
  | {
      ok: false;
      /** The problem in English. */
      message: string;
      /** The problem as raised when it has values in it (a Message), for a translator. */
      said?: Message;
      field?: string;
    };

function run(schema: z.ZodType, params: Record<string, unknown>): ParamsResult {
  const r = schema.safeParse(params);
  if (r.success) return { ok: true, params: r.data as Record<string, unknown> };
  const issue = r.error.issues[0];
  const field = issue?.path[0];
  const said = issueText(issue, R.unsupported);
  return {
    ok: false,
    message: issue?.message ?? R.unsupported,
    ...(isMessage(said) ? { said } : {}),
    ...(typeof field === 'string' ? { field } : {}),
  };
}

/** First problem with a report's parameters, or the parsed parameters with defaults. */
export function validateReportParams(name: string, params: Record<string, unknown>): ParamsResult {
  if (!Object.hasOwn(REPORT_PARAM_SCHEMAS, name)) return { ok: false, message: R.unsupported };
  return run(REPORT_PARAM_SCHEMAS[name as ReportName], params);
}

/** As validateReportParams, for insights; defaults of spec section 9 filled in. */
export function validateInsightParams(name: string, params: Record<string, unknown>): ParamsResult {
  if (!Object.hasOwn(INSIGHT_PARAM_SCHEMAS, name)) return { ok: false, message: R.unsupported };
  return run(INSIGHT_PARAM_SCHEMAS[name as InsightName], params);
}
