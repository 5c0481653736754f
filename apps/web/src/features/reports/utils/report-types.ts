// The report types of the Generate tab and their parameter forms. Forms are derived from the
// shared parameter schemas (REPORT_PARAM_SCHEMAS), so a report added there gets its form here.
import {
  defaultBankTransactionRange,
  defaultReportRange,
  defaultYearMonth,
} from '@hisaab/shared/report-defaults';
import { REPORT_LABELS } from '@hisaab/shared/reports/report-result';
import { REPORT_NAMES } from '@hisaab/shared/schemas/reports';
import { REPORT_PARAM_SCHEMAS } from '@hisaab/shared/schemas/reports';

export const BANK_TRANSACTIONS = 'bank-transactions';
export const GST_RETURNS = 'gst-returns';

export type FieldKind = 'date' | 'year' | 'month' | 'customer' | 'bankAccount' | 'flag' | 'number';

export interface ParamField {
  key: string;
  label: string;
  kind: FieldKind;
}

/** Every parameter a report takes, in the order the form shows them. */
const FIELDS: readonly ParamField[] = [
  { key: 'customerId', label: 'Customer', kind: 'customer' },
  { key: 'bankAccountId', label: 'Bank Account', kind: 'bankAccount' },
  { key: 'startDate', label: 'Start Date', kind: 'date' },
  { key: 'endDate', label: 'End Date', kind: 'date' },
  { key: 'date', label: 'Date', kind: 'date' },
  { key: 'asOfDate', label: 'As Of Date', kind: 'date' },
  { key: 'year', label: 'Year', kind: 'year' },
  { key: 'month', label: 'Month', kind: 'month' },
  { key: 'minBalance', label: 'Min balance', kind: 'number' },
  { key: 'top', label: 'Top', kind: 'number' },
  { key: 'isPurchase', label: 'Purchases (input side)', kind: 'flag' },
  { key: 'includeZero', label: 'Include items with zero stock', kind: 'flag' },
];

/** The screen's entries: every report of the schemas, bank transactions, and the GST panel. */
export interface ReportType {
  key: string;
  label: string;
  group: string;
}

const GROUPS: Record<string, string> = {
  sales: 'Sales and purchases',
  purchases: 'Sales and purchases',
  'sales/daily-total': 'Sales and purchases',
  'daily-summary': 'Sales and purchases',
  'items/sales': 'Sales and purchases',
  'registers/sales': 'Sales and purchases',
  'registers/purchases': 'Sales and purchases',
  [GST_RETURNS]: 'GST',
  'gst/gstr1': 'GST',
  'gst/gstr3b': 'GST',
  'gst/hsn-summary': 'GST',
  'taxes/monthly': 'GST',
  'customers/unpaid': 'Parties',
  'customers/ledger': 'Parties',
  'aging/receivables': 'Parties',
  'aging/payables': 'Parties',
  'ledger/trial-balance': 'Books',
  'ledger/profit-and-loss': 'Books',
  'ledger/day-book': 'Books',
  'ledger/cash-book': 'Books',
  'expenses/monthly-itemwise': 'Books',
  [BANK_TRANSACTIONS]: 'Books',
  stock: 'Stock',
};
const GROUP_ORDER = ['Sales and purchases', 'GST', 'Parties', 'Books', 'Stock', 'Other'];

export const GST_RETURNS_LABEL = 'GST returns';

export function reportLabel(key: string): string {
  if (key === GST_RETURNS) return GST_RETURNS_LABEL;
  return REPORT_LABELS[key] ?? key;
}

/** The type list in its groups; within a group, the order of the keys above. */
export function reportTypes(): ReportType[] {
  const keys = [...REPORT_NAMES, BANK_TRANSACTIONS, GST_RETURNS] as string[];
  const order = Object.keys(GROUPS);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return keys
    .map((key) => ({ key, label: reportLabel(key), group: GROUPS[key] ?? 'Other' }))
    .sort(
      (a, b) =>
        GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || rank(a.key) - rank(b.key),
    );
}

function schemaKeys(name: string): string[] {
  if (name === BANK_TRANSACTIONS) return ['bankAccountId', 'startDate', 'endDate'];
  const schema = (REPORT_PARAM_SCHEMAS as Record<string, unknown>)[name] as
    { shape?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.shape ?? {});
}

/** The fields of a report's form. */
export function paramFields(name: string): ParamField[] {
  const keys = schemaKeys(name);
  const known = FIELDS.filter((f) => keys.includes(f.key));
  const unknown = keys
    .filter((k) => !FIELDS.some((f) => f.key === k))
    .map((k): ParamField => ({ key: k, label: k, kind: 'number' }));
  return [...known, ...unknown];
}

export type Params = Record<string, string>;

/**
 * Spec section 9 defaults: ranges from defaultReportRange (bank transactions the last 7 days),
 * dates today, month reports this year and month, unpaid customers min 0 and top 100, flags
 * off, customer and bank account unchosen.
 */
export function defaultParams(name: string, today: string): Params {
  const range =
    name === BANK_TRANSACTIONS ? defaultBankTransactionRange(today) : defaultReportRange(today);
  const { year, month } = defaultYearMonth(today);
  const values: Params = {
    startDate: range.startDate,
    endDate: range.endDate,
    date: today,
    asOfDate: today,
    year: String(year),
    month: String(month),
    minBalance: '0',
    top: '100',
    isPurchase: 'false',
    includeZero: 'false',
    customerId: '',
    bankAccountId: '',
  };
  const out: Params = {};
  for (const f of paramFields(name)) out[f.key] = values[f.key] ?? '';
  return out;
}

/** Bank transactions are never saved; every other report may be. */
export function canSave(name: string): boolean {
  return name !== BANK_TRANSACTIONS && name !== GST_RETURNS;
}
