// GET /dashboard/cash-status?date= (spec section 3 Cash status): cash in hand and the day's
// totals for the expense screen's cards.
import type { DayTotals } from '../../../ui/day-totals-cards.tsx';
import { useQuery } from '@tanstack/react-query';
import { toPaise } from '@hisaab/shared/money';
import { cashStatusReply } from '@hisaab/shared/replies/dashboard';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Spec section 3 Cash status; money in paise. */
export type CashStatus = DayTotals;

export const cashStatusKey = queryKeys.dashboard.cashStatus;

export function useCashStatus(date: string) {
  return useQuery({
    queryKey: cashStatusKey(date),
    queryFn: async (): Promise<CashStatus> => {
      const reply = await api.get<unknown>('/dashboard/cash-status', { query: { date } });
      const s = parseReply(cashStatusReply, reply);
      return {
        calculatedCashInHand: toPaise(s.calculatedCashInHand),
        totalSales: toPaise(s.totalSales),
        totalSalesReturns: toPaise(s.totalSalesReturns),
        totalPaymentsReceived: toPaise(s.totalPaymentsReceived),
        totalPurchases: toPaise(s.totalPurchases),
        totalPurchaseReturns: toPaise(s.totalPurchaseReturns),
        totalPaymentsMade: toPaise(s.totalPaymentsMade),
        totalExpenses: toPaise(s.totalExpenses),
      };
    },
  });
}
