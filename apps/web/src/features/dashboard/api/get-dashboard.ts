// GET /dashboard?date=yyyy-mm-dd (spec section 7): the day's summary and its transactions, a
// page at a time (&after= the previous page's nextCursor).
import type { DayTotals } from '../../../ui/day-totals-cards.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  DASHBOARD_ROW_KINDS,
  type DashboardRowKind as RowKind,
} from '@hisaab/shared/dashboard-rows';
import { api } from '../../../api/client.ts';
import {
  asRow,
  idOrNull,
  listOf,
  paise,
  paiseOrNull,
  str,
  strOrNull,
  type Row,
} from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Spec section 3 Daily summary, in paise (missing numbers are 0). */
export type DailySummary = DayTotals;

/** What a row is (issue 15); '' when an older server did not say. */
export type DashboardRowKind = RowKind | '';

const ROW_KINDS = new Set<string>(DASHBOARD_ROW_KINDS);

/** Spec section 3 Dashboard transaction row; money in paise. */
export interface DashboardTransaction {
  transactionId: number | null;
  kind: DashboardRowKind;
  number: string;
  time: string;
  customerName: string;
  totalAmount: number;
  amountPaid: number;
  /** null when the server did not give one (Difference then falls back to total − paid). */
  pendingAmount: number | null;
  remark: string;
}

/** One page of the day: the summary comes with every page. */
export interface DashboardData {
  summary: DailySummary;
  transactions: DashboardTransaction[];
  /** What to ask for the next page; null when this page ends the day (or the server does not page). */
  nextCursor: string | null;
  /** Rows the whole day has (this page's when the server does not say). */
  transactionCount: number;
}

export function toSummary(row: Row): DailySummary {
  return {
    totalSales: paise(row.totalSales),
    totalSalesReturns: paise(row.totalSalesReturns),
    totalPurchases: paise(row.totalPurchases),
    totalPurchaseReturns: paise(row.totalPurchaseReturns),
    totalPaymentsReceived: paise(row.totalPaymentsReceived),
    totalPaymentsMade: paise(row.totalPaymentsMade),
    totalExpenses: paise(row.totalExpenses),
    calculatedCashInHand: paise(row.calculatedCashInHand),
  };
}

function toTransaction(row: Row): DashboardTransaction {
  return {
    transactionId: idOrNull(row.transactionId ?? row.id),
    kind: ROW_KINDS.has(str(row.kind)) ? (str(row.kind) as DashboardRowKind) : '',
    number: str(row.number),
    time: str(row.time),
    customerName: str(row.customerName),
    totalAmount: paise(row.totalAmount),
    amountPaid: paise(row.amountPaid),
    pendingAmount: paiseOrNull(row.pendingAmount),
    remark: str(row.remark),
  };
}

export function toDashboardData(body: unknown): DashboardData {
  const root = asRow(body);
  const transactions = listOf(root.transactions).map(toTransaction);
  const count = root.transactionCount;
  return {
    summary: toSummary(asRow(root.dailySummary)),
    transactions,
    nextCursor: strOrNull(root.nextCursor),
    transactionCount:
      typeof count === 'number' && Number.isInteger(count) && count >= transactions.length
        ? count
        : transactions.length,
  };
}

export const dashboardKey = queryKeys.dashboard.day;

/** The day's pages: the first on load, the next when the table asks (fetchNextPage). */
export function useDashboard(date: string) {
  return useInfiniteQuery({
    queryKey: dashboardKey(date),
    queryFn: async ({ pageParam }) =>
      toDashboardData(await api.get<unknown>('/dashboard', { query: { date, after: pageParam } })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
