// Replies of /api/dashboard: the day's totals and rows (spec section 3 Daily summary, Dashboard
// transaction row, Cash status). Money in rupees.
import { z } from 'zod/mini';
import { DASHBOARD_ROW_KINDS } from '../dashboard-rows.ts';
import { rupees } from './list.ts';

/** The day's totals: the dashboard's summary and the expense screen's cash status alike. */
export const dayTotalsReply = z.object({
  /** Net of the day's credit notes. */
  totalSales: rupees,
  /** The day's credit notes (negative; 0 when none): what totalSales has netted. */
  totalSalesReturns: rupees,
  /** Net of the day's debit notes. */
  totalPurchases: rupees,
  /** The day's debit notes (negative; 0 when none). */
  totalPurchaseReturns: rupees,
  totalPaymentsReceived: rupees,
  totalPaymentsMade: rupees,
  totalExpenses: rupees,
  calculatedCashInHand: rupees,
});
export type DayTotalsReply = z.infer<typeof dayTotalsReply>;

/** GET /dashboard/cash-status. */
export const cashStatusReply = dayTotalsReply;
export type CashStatusReply = DayTotalsReply;

export const dashboardRowReply = z.object({
  /** null for an expense row (it opens on the expense screen, not the invoice). */
  transactionId: z.nullable(z.int()),
  kind: z.enum(DASHBOARD_ROW_KINDS),
  number: z.nullable(z.string()),
  time: z.string(),
  customerName: z.string(),
  totalAmount: rupees,
  amountPaid: rupees,
  pendingAmount: rupees,
  remark: z.nullable(z.string()),
});
export type DashboardRowReply = z.infer<typeof dashboardRowReply>;

/** GET /dashboard: one page of the day; the summary comes with every page. */
export const dashboardReply = z.object({
  dailySummary: dayTotalsReply,
  /** A page of the day's rows in entry order. */
  transactions: z.array(dashboardRowReply),
  /** The `after` of the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
  /** How many rows the whole day has. */
  transactionCount: z.int(),
});
export type DashboardReply = z.infer<typeof dashboardReply>;
