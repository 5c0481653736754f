// What a dashboard row is (issue 15: shown in its own column with a colour legend): one list
// for the server's reply schema, its service and the web's reader.
export const DASHBOARD_ROW_KINDS = [
  'sale',
  'purchase',
  'creditNote',
  'debitNote',
  'paymentIn',
  'paymentOut',
  'expense',
  'openingBalance',
] as const;

export type DashboardRowKind = (typeof DASHBOARD_ROW_KINDS)[number];
