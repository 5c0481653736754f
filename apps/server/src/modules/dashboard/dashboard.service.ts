// The dashboard and the daily cash status: the day's totals, cash in hand from the ledger, and
// the day's transactions. Read-only; dates are the company's local (India) dates.
import { nowTimeInIndia, todayInIndia } from '@hisaab/shared/format';
import { paiseToRupees } from '@hisaab/shared/money';
import type { AppContext } from '../../platform/app-context.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import * as repo from './dashboard.repo.ts';

export interface DailySummaryDto {
  totalSales: number;
  totalPurchases: number;
  totalPaymentsReceived: number;
  totalPaymentsMade: number;
  totalExpenses: number;
  calculatedCashInHand: number;
}

/** What a dashboard row is (issue 15: shown in its own column with a colour legend). */
export type DashboardRowKind = 'sale' | 'purchase' | 'paymentIn' | 'paymentOut' | 'expense';

export interface DashboardTransactionDto {
  /** null for an expense row (it opens on the expense screen, not the invoice). */
  transactionId: number | null;
  kind: DashboardRowKind;
  number: string | null;
  time: string;
  customerName: string;
  totalAmount: number;
  amountPaid: number;
  pendingAmount: number;
  remark: string | null;
}

export interface CashStatusDto {
  calculatedCashInHand: number;
  totalSales: number;
  totalPaymentsReceived: number;
  totalPurchases: number;
  totalPaymentsMade: number;
  totalExpenses: number;
}

function summaryOf(t: repo.DayTotalsPaise): DailySummaryDto {
  return {
    totalSales: paiseToRupees(t.salesPaise),
    totalPurchases: paiseToRupees(t.purchasesPaise),
    totalPaymentsReceived: paiseToRupees(t.paymentsReceivedPaise),
    totalPaymentsMade: paiseToRupees(t.paymentsMadePaise),
    totalExpenses: paiseToRupees(t.expensesPaise),
    calculatedCashInHand: paiseToRupees(t.cashInHandPaise),
  };
}

function kindOf(r: repo.DayTransactionRow): DashboardRowKind {
  if (r.kind === 'payment') return r.isPurchase ? 'paymentOut' : 'paymentIn';
  return r.isPurchase ? 'purchase' : 'sale';
}

function rowOf(r: repo.DayTransactionRow): DashboardTransactionDto {
  return {
    transactionId: r.id,
    kind: kindOf(r),
    number: r.number,
    time: nowTimeInIndia(r.createdAt),
    customerName: r.customerName,
    totalAmount: paiseToRupees(r.amountPaise),
    amountPaid: paiseToRupees(r.settledPaise),
    pendingAmount: paiseToRupees(r.amountPaise - r.settledPaise),
    remark: r.remark,
  };
}

function expenseRowOf(e: repo.DayExpenseRow): DashboardTransactionDto {
  const amount = paiseToRupees(e.amountPaise);
  return {
    transactionId: null,
    kind: 'expense',
    number: null,
    time: nowTimeInIndia(e.createdAt),
    customerName: e.itemName,
    totalAmount: amount,
    amountPaid: amount,
    pendingAmount: 0,
    remark: e.remark,
  };
}

export function dashboardService(ctx: AppContext) {
  const dayOf = (date: string | undefined) => date ?? todayInIndia(ctx.now());

  return {
    async dashboard(me: AccessClaims, date?: string) {
      const day = dayOf(date);
      const [totals, rows, spent] = await Promise.all([
        repo.dayTotals(ctx.db, me.companyId, day),
        repo.dayTransactions(ctx.db, me.companyId, day),
        repo.dayExpenses(ctx.db, me.companyId, day),
      ]);
      // Bills, payments and expenses in the order they were entered.
      const merged = [
        ...rows.map((r) => ({ at: r.createdAt.getTime(), row: rowOf(r) })),
        ...spent.map((e) => ({ at: e.createdAt.getTime(), row: expenseRowOf(e) })),
      ].sort((a, b) => a.at - b.at);
      return { dailySummary: summaryOf(totals), transactions: merged.map((m) => m.row) };
    },

    async cashStatus(me: AccessClaims, date?: string): Promise<CashStatusDto> {
      const s = summaryOf(await repo.dayTotals(ctx.db, me.companyId, dayOf(date)));
      return {
        calculatedCashInHand: s.calculatedCashInHand,
        totalSales: s.totalSales,
        totalPaymentsReceived: s.totalPaymentsReceived,
        totalPurchases: s.totalPurchases,
        totalPaymentsMade: s.totalPaymentsMade,
        totalExpenses: s.totalExpenses,
      };
    },
  };
}
