// The insight types of the screen (spec section 7, Analytics), what each finds and what an
// owner usually does about it, and their parameter forms. Fields come from the shared
// parameter schemas (INSIGHT_PARAM_SCHEMAS), so the form asks for what the server checks.
import {
  defaultReportRange,
  defaultYearMonth,
  INSIGHT_DEFAULTS,
} from '@hisaab/shared/report-defaults';
import { tk } from '@hisaab/shared/i18n/messages';
import { INSIGHT_NAMES, INSIGHT_PARAM_SCHEMAS } from '@hisaab/shared/schemas/reports';
import type { ParamKind } from '../../../ui/param-field.tsx';
import type { TypeEntry } from '../../../ui/type-list.tsx';

export interface InsightType extends TypeEntry {
  /** What the insight lists, in plain words. */
  finds: string;
  /** What an owner usually does about what it finds. */
  action: string;
}

const TYPES: readonly InsightType[] = [
  {
    key: 'analytics/slow-moving',
    label: tk('Slow-moving items'),
    group: tk('Stock'),
    finds: tk(
      'Items you have in stock that sold no more than the minimum quantity between the two dates (0 means they did not sell at all), the largest stock value first. Stock is valued at its average purchase cost, without the GST you claim back (as in the Stock report).',
    ),
    action: tk(
      'Stock that does not move ties up cash and can expire or go out of fashion. Keep these items where customers see them, offer a discount or a combo, return them to the supplier if you can, and stop reordering them for now.',
    ),
  },
  {
    key: 'analytics/overstock',
    label: tk('Overstock'),
    group: tk('Stock'),
    finds: tk(
      'Items holding more days of stock than the limit at the rate they sold in the last lookback days (days of cover = stock ÷ average daily sales). Items that did not sell at all in that time are listed too. Stock is valued at its average purchase cost, without the GST you claim back (as in the Stock report).',
    ),
    action: tk(
      'Hold back the next order for these items until the stock comes down, and bring their usual order quantity in line with what actually sells.',
    ),
  },
  {
    key: 'analytics/low-stock',
    label: tk('Low stock'),
    group: tk('Stock'),
    finds: tk(
      'Items whose stock today is at or below the threshold, including those that have run out, the lowest first, with when each was last bought and last sold.',
    ),
    action: tk(
      'Reorder the items that still sell (a recent last sale) before a customer finds the shelf empty. An item that has not sold for months may not need reordering at all.',
    ),
  },
  {
    key: 'analytics/expiring-stock',
    label: tk('Expiring stock'),
    group: tk('Stock'),
    finds: tk(
      'Batches of the items tracked by batch that still hold stock and expire within the next 30, 60 or 90 days, the soonest first, and the batches already expired that are still on the shelf, each with its value at average purchase cost.',
    ),
    action: tk(
      'Sell the soonest-expiring batches first (a sale takes them by itself), offer them at a discount or return them to the supplier before they expire if your terms allow. Take expired stock off the shelf: it cannot be sold, and return or destroy it as the rules for your goods say.',
    ),
  },
  {
    key: 'analytics/sales-trend',
    label: tk('Sales trend'),
    group: tk('Sales'),
    finds: tk(
      'Sales before tax for each day of the period you choose, beside the same number of days just before it, and how much the total went up or down.',
    ),
    action: tk(
      'A drop you cannot explain by the season, a holiday or the weather is worth looking into early: see which items and customers fell away. A rise shows you what to keep in stock.',
    ),
  },
  {
    key: 'analytics/abc',
    label: tk('ABC analysis'),
    group: tk('Sales'),
    finds: tk(
      'Your items ranked by sales value between the dates. Class A is the few items that make up the first 80% of sales (the top seller always is, even when it alone is more), B the next 15%, C the long tail that makes the rest.',
    ),
    action: tk(
      'Never run out of A items and keep a close eye on their buying price and margin; keep B items steady; buy C items in small quantities and think about dropping those that hardly sell.',
    ),
  },
  {
    key: 'analytics/inactive-customers',
    label: tk('Inactive customers'),
    group: tk('Customers'),
    finds: tk(
      'Customers who have not bought anything for the number of days you choose, and those who never bought but still owe you, the largest balance first. The walk-in Cash customer is left out.',
    ),
    action: tk(
      'Call or message them: a regular who stopped coming may have found another shop, and a friendly word often brings them back. Ask for any balance they still owe.',
    ),
  },
  {
    key: 'analytics/ar-due',
    label: tk('Receivables due'),
    group: tk('Customers'),
    finds: tk(
      'Sale bills still unpaid on the chosen date more than the due days after they were made, the longest overdue first. Payments are set against each customer’s oldest bills first.',
    ),
    action: tk(
      'Follow up with these customers today, starting at the top; click a bill number to open the bill. Think twice before giving more credit to a customer with long-overdue bills.',
    ),
  },
  {
    key: 'analytics/expense-anomalies',
    label: tk('Expense anomalies'),
    group: tk('Money'),
    finds: tk(
      'Expense items on which you spent more in the chosen month than their usual month by more than the threshold. The usual month is the average of up to 12 earlier months in which the item occurred.',
    ),
    action: tk(
      'Check each one: a bigger bill, a one-off repair, an expense entered twice or an amount mistyped. Correct mistakes on the Expense screen; for a real increase, find out why before it becomes the new normal.',
    ),
  },
  {
    key: 'analytics/ratios',
    label: tk('Business ratios'),
    group: tk('Money'),
    finds: tk(
      'The key figures of a period: gross margin (goods at their average purchase cost, without the GST you claim back), the tax share of what you billed, cash against credit sales, how many days customers take to pay you and you take to pay vendors, the average bill and bills per day.',
    ),
    action: tk(
      'Compare them with last month or the same month last year. A falling margin means costs went up or prices slipped; rising receivable days mean more of your money is sitting with customers.',
    ),
  },
  {
    key: 'exceptions/negative-stock',
    label: tk('Negative stock'),
    group: tk('Checks'),
    finds: tk(
      'Items your books show below zero: more was sold than was ever bought or entered as opening stock.',
    ),
    action: tk(
      'Usually a purchase bill was not entered, or a sale was entered twice or under the wrong item. Enter the missing purchase or correct the bill, so that stock and profit figures are right.',
    ),
  },
  {
    key: 'exceptions/future-invoices',
    label: tk('Future-dated documents'),
    group: tk('Checks'),
    finds: tk(
      'Sales, purchases and payments dated after today, or after today plus the tolerance days.',
    ),
    action: tk(
      'These are almost always typing mistakes in the date. Open each one and correct its date, or its sale and tax land in the wrong day, month and GST return.',
    ),
  },
  {
    key: 'exceptions/missing-hsn',
    label: tk('Missing HSN/SAC'),
    group: tk('Checks'),
    finds: tk(
      'Sale lines (or purchase lines, when ticked) between the dates whose item had no HSN/SAC code on the bill.',
    ),
    action: tk(
      'GST returns need an HSN/SAC code for what you sell. Add the code to these items in Settings, so that new bills carry it, and check the listed bills before you file.',
    ),
  },
];

/** The insight types in their groups, in the order of the list. */
export function insightTypes(): InsightType[] {
  // Only what the server answers: a type missing from the schemas would fail on Generate.
  return TYPES.filter((t) => (INSIGHT_NAMES as readonly string[]).includes(t.key));
}

export const DEFAULT_INSIGHT = 'analytics/slow-moving';

export function insightType(key: string): InsightType | undefined {
  return TYPES.find((t) => t.key === key);
}

export interface InsightField {
  key: string;
  label: string;
  kind: ParamKind;
  hint?: string;
}

/** Every parameter an insight takes, in the order the form shows them. */
const FIELDS: readonly InsightField[] = [
  { key: 'startDate', label: tk('Start Date'), kind: 'date' },
  { key: 'endDate', label: tk('End Date'), kind: 'date' },
  { key: 'currentStart', label: tk('Period start'), kind: 'date' },
  { key: 'currentEnd', label: tk('Period end'), kind: 'date' },
  { key: 'asOfDate', label: tk('As Of Date'), kind: 'date' },
  { key: 'year', label: tk('Year'), kind: 'year' },
  { key: 'month', label: tk('Month'), kind: 'month' },
  {
    key: 'minQty',
    label: tk('Min quantity'),
    kind: 'number',
    hint: tk('Sold at most this many; 0 = unsold'),
  },
  {
    key: 'lookbackDays',
    label: tk('Lookback days'),
    kind: 'number',
    hint: tk('Sales of the last days'),
  },
  {
    key: 'maxDaysCover',
    label: tk('Max days cover'),
    kind: 'number',
    hint: tk('Days of stock allowed'),
  },
  { key: 'minStock', label: tk('Min stock'), kind: 'number', hint: tk('Ignore items with less') },
  { key: 'threshold', label: tk('Threshold'), kind: 'number', hint: tk('Stock at or below this') },
  {
    key: 'inactiveDays',
    label: tk('Inactive days'),
    kind: 'number',
    hint: tk('No sale for this long'),
  },
  {
    key: 'toleranceDays',
    label: tk('Tolerance days'),
    kind: 'number',
    hint: tk('Days ahead allowed'),
  },
  { key: 'dueDays', label: tk('Due days'), kind: 'number', hint: tk('Credit period of a bill') },
  {
    key: 'thresholdPct',
    label: tk('Threshold %'),
    kind: 'number',
    hint: tk('Above the usual month by'),
  },
  { key: 'aCut', label: tk('A cut'), kind: 'number', hint: tk('0.8 = first 80% of sales') },
  { key: 'bCut', label: tk('B cut'), kind: 'number', hint: tk('0.95 = up to 95% of sales') },
  { key: 'top', label: tk('Top'), kind: 'number', hint: tk('Show at most this many') },
  { key: 'withinDays', label: tk('Expiring within'), kind: 'days' },
  { key: 'isPurchase', label: tk('Purchases (input side)'), kind: 'flag' },
];

function schemaKeys(name: string): string[] {
  const schema = (INSIGHT_PARAM_SCHEMAS as Record<string, unknown>)[name] as
    { shape?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.shape ?? {});
}

/** The fields of an insight's form. */
export function insightFields(name: string): InsightField[] {
  const keys = schemaKeys(name);
  const known = FIELDS.filter((f) => keys.includes(f.key));
  const unknown = keys
    .filter((k) => !FIELDS.some((f) => f.key === k))
    .map((k): InsightField => ({ key: k, label: k, kind: 'number' }));
  return [...known, ...unknown];
}

export type Params = Record<string, string>;

/**
 * Spec section 9 defaults: ranges (the sales trend's period too) from defaultReportRange,
 * as-of today, this year and month, the numbers of INSIGHT_DEFAULTS, purchases off.
 */
export function defaultInsightParams(name: string, today: string): Params {
  const range = defaultReportRange(today);
  const { year, month } = defaultYearMonth(today);
  const D = INSIGHT_DEFAULTS;
  const top = name === 'analytics/inactive-customers' ? D.inactiveCustomers.top : D.slowMoving.top;
  const values: Record<string, string | number> = {
    startDate: range.startDate,
    endDate: range.endDate,
    currentStart: range.startDate,
    currentEnd: range.endDate,
    asOfDate: today,
    year,
    month,
    top,
    minQty: D.slowMoving.minQty,
    lookbackDays: D.overstock.lookbackDays,
    maxDaysCover: D.overstock.maxDaysCover,
    minStock: D.overstock.minStock,
    threshold: D.lowStock.threshold,
    inactiveDays: D.inactiveCustomers.inactiveDays,
    toleranceDays: D.futureInvoices.toleranceDays,
    dueDays: D.arDue.dueDays,
    thresholdPct: D.expenseAnomalies.thresholdPct,
    aCut: D.abc.aCut,
    withinDays: D.expiringStock.withinDays,
    bCut: D.abc.bCut,
    isPurchase: 'false',
  };
  const out: Params = {};
  for (const f of insightFields(name)) out[f.key] = String(values[f.key] ?? '');
  return out;
}
