// GET /dashboard?date=yyyy-mm-dd (spec section 7): the day's summary and its transactions.
import type { DayTotals } from '../../../ui/day-totals-cards.tsx';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { asRow, idOrNull, listOf, paise, paiseOrNull, str, type Row } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Spec section 3 Daily summary, in paise (missing numbers are 0). */
export type DailySummary = DayTotals;

/** What a row is (issue 15); '' when an older server did not say. */
export type DashboardRowKind = 'sale' | 'purchase' | 'paymentIn' | 'paymentOut' | 'expense' | '';

const ROW_KINDS = new Set<string>(['sale', 'purchase', 'paymentIn', 'paymentOut', 'expense']);

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

export interface DashboardData {
  summary: DailySummary;
  transactions: DashboardTransaction[];
}

export function toSummary(row: Row): DailySummary {
  return {
    totalSales: paise(row.totalSales),
    totalPurchases: paise(row.totalPurchases),
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
  return {
    summary: toSummary(asRow(root.dailySummary)),
    transactions: listOf(root.transactions).map(toTransaction),
  };
}

export const dashboardKey = queryKeys.dashboard.day;

export function useDashboard(date: string) {
  return useQuery({
    queryKey: dashboardKey(date),
    queryFn: async () => toDashboardData(await api.get<unknown>('/dashboard', { query: { date } })),
  });
}
