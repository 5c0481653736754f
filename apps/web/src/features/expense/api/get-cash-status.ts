// GET /dashboard/cash-status?date= (spec section 3 Cash status): cash in hand and the day's
// totals for the expense screen's cards.
import type { DayTotals } from '../../../ui/day-totals-cards.tsx';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { asRow, paise } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Spec section 3 Cash status; money in paise. */
export type CashStatus = DayTotals;

export const cashStatusKey = queryKeys.dashboard.cashStatus;

export function useCashStatus(date: string) {
  return useQuery({
    queryKey: cashStatusKey(date),
    queryFn: async (): Promise<CashStatus> => {
      const row = asRow(await api.get<unknown>('/dashboard/cash-status', { query: { date } }));
      return {
        calculatedCashInHand: paise(row.calculatedCashInHand),
        totalSales: paise(row.totalSales),
        totalSalesReturns: paise(row.totalSalesReturns),
        totalPaymentsReceived: paise(row.totalPaymentsReceived),
        totalPurchases: paise(row.totalPurchases),
        totalPurchaseReturns: paise(row.totalPurchaseReturns),
        totalPaymentsMade: paise(row.totalPaymentsMade),
        totalExpenses: paise(row.totalExpenses),
      };
    },
  });
}
