// The report types of the Generate tab and their parameter forms. Forms are derived from the
// shared parameter schemas (REPORT_PARAM_SCHEMAS), so a report added there gets its form here.
import { tk } from '@hisaab/shared/i18n/messages';
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

export type FieldKind =
  'date' | 'year' | 'month' | 'customer' | 'bankAccount' | 'godown' | 'flag' | 'number';

export interface ParamField {
  key: string;
  label: string;
  kind: FieldKind;
}

/** Every parameter a report takes, in the order the form shows them. */
const FIELDS: readonly ParamField[] = [
  { key: 'customerId', label: tk('Customer'), kind: 'customer' },
  { key: 'bankAccountId', label: tk('Bank Account'), kind: 'bankAccount' },
  { key: 'startDate', label: tk('Start Date'), kind: 'date' },
  { key: 'endDate', label: tk('End Date'), kind: 'date' },
  { key: 'date', label: tk('Date'), kind: 'date' },
  { key: 'asOfDate', label: tk('As Of Date'), kind: 'date' },
  { key: 'year', label: tk('Year'), kind: 'year' },
  { key: 'month', label: tk('Month'), kind: 'month' },
  { key: 'minBalance', label: tk('Min balance'), kind: 'number' },
  { key: 'top', label: tk('Top'), kind: 'number' },
  { key: 'isPurchase', label: tk('Purchases (input side)'), kind: 'flag' },
  { key: 'includeZero', label: tk('Include items with zero stock'), kind: 'flag' },
  // The stock report of one godown (issue 40 part 3); none chosen: All godowns.
  { key: 'godownId', label: tk('Godown'), kind: 'godown' },
  { key: 'beforeClosing', label: tk("Before the year's closing entry"), kind: 'flag' },
];

/** The screen's entries: every report of the schemas, bank transactions, and the GST panel. */
export interface ReportType {
  key: string;
  label: string;
  group: string;
}

const GROUPS: Record<string, string> = {
  sales: tk('Sales and purchases'),
  purchases: tk('Sales and purchases'),
  'sales/daily-total': tk('Sales and purchases'),
  'daily-summary': tk('Sales and purchases'),
  'items/sales': tk('Sales and purchases'),
  'registers/sales': tk('Sales and purchases'),
  'registers/purchases': tk('Sales and purchases'),
  [GST_RETURNS]: tk('GST'),
  'gst/gstr1': tk('GST'),
  'gst/gstr3b': tk('GST'),
  'gst/hsn-summary': tk('GST'),
  'taxes/monthly': tk('GST'),
  'customers/unpaid': tk('Parties'),
  'customers/ledger': tk('Parties'),
  'aging/receivables': tk('Parties'),
  'aging/payables': tk('Parties'),
  'ledger/trial-balance': tk('Books'),
  'ledger/profit-and-loss': tk('Books'),
  'ledger/day-book': tk('Books'),
  'ledger/cash-book': tk('Books'),
  'expenses/monthly-itemwise': tk('Books'),
  [BANK_TRANSACTIONS]: tk('Books'),
  stock: tk('Stock'),
  'stock/batches': tk('Stock'),
  'orders/pending': tk('Sales and purchases'),
  'challans/pending': tk('Sales and purchases'),
};
const GROUP_ORDER: string[] = [
  tk('Sales and purchases'),
  tk('GST'),
  tk('Parties'),
  tk('Books'),
  tk('Stock'),
  tk('Other'),
];

export const GST_RETURNS_LABEL = tk('GST returns');

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
    .map((key) => ({ key, label: reportLabel(key), group: GROUPS[key] ?? tk('Other') }))
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
    beforeClosing: 'false',
    customerId: '',
    bankAccountId: '',
    godownId: '',
  };
  const out: Params = {};
  for (const f of paramFields(name)) out[f.key] = values[f.key] ?? '';
  return out;
}

/** Bank transactions are never saved; every other report may be. */
export function canSave(name: string): boolean {
  return name !== BANK_TRANSACTIONS && name !== GST_RETURNS;
}
