// GET /dashboard?date=yyyy-mm-dd (spec section 7): the day's summary and its transactions, a
// page at a time (&after= the previous page's nextCursor).
import type { DayTotals } from '../../../ui/day-totals-cards.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toPaise } from '@hisaab/shared/money';
import {
  dashboardReply,
  type DashboardRowReply,
  type DayTotalsReply,
} from '@hisaab/shared/replies/dashboard';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Spec section 3 Daily summary, in paise. */
export type DailySummary = DayTotals;

/** Spec section 3 Dashboard transaction row; money in paise. */
export type DashboardTransaction = DashboardRowReply;

/** One page of the day: the summary comes with every page. */
export interface DashboardData {
  summary: DailySummary;
  transactions: DashboardTransaction[];
  /** What to ask for the next page; null when this page ends the day. */
  nextCursor: string | null;
  /** Rows the whole day has. */
  transactionCount: number;
}

function totalsInPaise(t: DayTotalsReply): DayTotals {
  return {
    totalSales: toPaise(t.totalSales),
    totalSalesReturns: toPaise(t.totalSalesReturns),
    totalPurchases: toPaise(t.totalPurchases),
    totalPurchaseReturns: toPaise(t.totalPurchaseReturns),
    totalPaymentsReceived: toPaise(t.totalPaymentsReceived),
    totalPaymentsMade: toPaise(t.totalPaymentsMade),
    totalExpenses: toPaise(t.totalExpenses),
    calculatedCashInHand: toPaise(t.calculatedCashInHand),
  };
}

export function toDashboardData(body: unknown): DashboardData {
  const page = parseReply(dashboardReply, body);
  return {
    summary: totalsInPaise(page.dailySummary),
    transactions: page.transactions.map((row) => ({
      ...row,
      totalAmount: toPaise(row.totalAmount),
      amountPaid: toPaise(row.amountPaid),
      pendingAmount: toPaise(row.pendingAmount),
    })),
    nextCursor: page.nextCursor,
    transactionCount: page.transactionCount,
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
