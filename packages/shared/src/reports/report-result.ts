// The one shape every report, insight and snapshot answers with (GET /api/reports/...), so the
// screen, the exports and API users read them alike. Money is rupees with 2 decimals on the
// wire, quantities plain numbers, dates yyyy-mm-dd.

import { isMessage, tk, type Text } from '../i18n/messages.ts';
import { cellText } from './localise.ts';
import type { ColumnKind, ReportColumn } from '../replies/reports.ts';

// The shapes are the reply schemas' (replies/reports.ts); their names stay importable here.
export type {
  ColumnKind,
  ReportColumn,
  ReportDataset,
  ReportResult,
  SnapshotListItem,
} from '../replies/reports.ts';

/** The screen's names for the report types (spec section 7 names as keys). */
export const REPORT_LABELS: Record<string, string> = {
  'customers/unpaid': tk('Unpaid customers'),
  stock: tk('Stock'),
  'sales/daily-total': tk('Daily sales total'),
  'daily-summary': tk('Daily summary'),
  sales: tk('Sales'),
  purchases: tk('Purchases'),
  'taxes/monthly': tk('Taxes for a month'),
  'expenses/monthly-itemwise': tk('Expenses by item for a month'),
  'items/sales': tk('Item-wise sales'),
  'customers/ledger': tk('Customer ledger'),
  'gst/gstr1': tk('GSTR-1'),
  'gst/gstr3b': tk('GSTR-3B'),
  'registers/sales': tk('Sales register'),
  'registers/purchases': tk('Purchase register'),
  'gst/hsn-summary': tk('HSN summary'),
  'aging/receivables': tk('Receivables aging'),
  'aging/payables': tk('Payables aging'),
  'ledger/trial-balance': tk('Trial balance'),
  'ledger/profit-and-loss': tk('Profit and loss'),
  'ledger/day-book': tk('Day book'),
  'ledger/cash-book': tk('Cash book'),
  'bank-transactions': tk('Bank transactions'),
  'orders/pending': tk('Pending orders'),
  'challans/pending': tk('Pending challans'),
  'stock/batches': tk('Stock by batch'),
};

/** `{report}-{start}-{end}.{ext}`, a / in the report name becoming -. */
export function exportFileName(report: string, start: string, end: string, ext: string): string {
  return `${report.replace(/\//g, '-')}-${start}-${end}.${ext}`;
}

/**
 * A column of a report's dataset head (the server's report and insight definitions build them):
 * a label with a value in it is a Message, kept as its English and its key and values.
 */
export const col = (key: string, label: Text, kind: ColumnKind): ReportColumn => ({
  key,
  label: String(label),
  kind,
  ...(isMessage(label) ? { labelText: cellText(label) } : {}),
});
