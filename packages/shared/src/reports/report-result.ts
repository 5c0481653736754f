// The one shape every report, insight and snapshot answers with (GET /api/reports/...), so the
// screen, the exports and API users read them alike. Money is rupees with 2 decimals on the
// wire, quantities plain numbers, dates yyyy-mm-dd.

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
  'customers/unpaid': 'Unpaid customers',
  stock: 'Stock',
  'sales/daily-total': 'Daily sales total',
  'daily-summary': 'Daily summary',
  sales: 'Sales',
  purchases: 'Purchases',
  'taxes/monthly': 'Taxes for a month',
  'expenses/monthly-itemwise': 'Expenses by item for a month',
  'items/sales': 'Item-wise sales',
  'customers/ledger': 'Customer ledger',
  'gst/gstr1': 'GSTR-1',
  'gst/gstr3b': 'GSTR-3B',
  'registers/sales': 'Sales register',
  'registers/purchases': 'Purchase register',
  'gst/hsn-summary': 'HSN summary',
  'aging/receivables': 'Receivables aging',
  'aging/payables': 'Payables aging',
  'ledger/trial-balance': 'Trial balance',
  'ledger/profit-and-loss': 'Profit and loss',
  'ledger/day-book': 'Day book',
  'ledger/cash-book': 'Cash book',
  'bank-transactions': 'Bank transactions',
};

/** `{report}-{start}-{end}.{ext}`, a / in the report name becoming -. */
export function exportFileName(report: string, start: string, end: string, ext: string): string {
  return `${report.replace(/\//g, '-')}-${start}-${end}.${ext}`;
}
