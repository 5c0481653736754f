// The dashboard and the daily cash status: the day's totals, cash in hand from the ledger, and
// the day's transactions. Read-only; dates are the company's local (India) dates.
import { nowTimeInIndia, todayInIndia } from '@hisaab/shared/format';
import { paiseToRupees } from '@hisaab/shared/money';
import type { DashboardRowKind } from '@hisaab/shared/dashboard-rows';
import type {
  CashStatusReply,
  DashboardReply,
  DashboardRowReply,
  DayTotalsReply,
} from '@hisaab/shared/replies/dashboard';
import type { AppContext } from '../../platform/app-context.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { dueOfBills } from '../../bookkeeping/bill-dues.ts';
import * as repo from './dashboard.repo.ts';

/** Rows of a dashboard page unless the client asks for another size (at most MAX_PAGE). */
export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 500;

/** A cursor on the wire: "{microseconds}.{0 bill | 1 expense}.{id}" (opaque to clients). */
export const CURSOR_PATTERN = /^\d{1,17}\.[01]\.\d{1,10}$/;

export function encodeCursor(c: repo.DayCursor): string {
  return `${c.atMicros}.${c.source}.${c.id}`;
}

export function decodeCursor(s: string): repo.DayCursor {
  const [at, source, id] = s.split('.');
  return { atMicros: BigInt(at!), source: source === '1' ? 1 : 0, id: Number(id) };
}

function summaryOf(t: repo.DayTotalsPaise): DayTotalsReply {
  return {
    totalSales: paiseToRupees(t.salesPaise),
    totalSalesReturns: paiseToRupees(t.salesReturnsPaise),
    totalPurchases: paiseToRupees(t.purchasesPaise),
    totalPurchaseReturns: paiseToRupees(t.purchaseReturnsPaise),
    totalPaymentsReceived: paiseToRupees(t.paymentsReceivedPaise),
    totalPaymentsMade: paiseToRupees(t.paymentsMadePaise),
    totalExpenses: paiseToRupees(t.expensesPaise),
    calculatedCashInHand: paiseToRupees(t.cashInHandPaise),
  };
}

function kindOf(r: repo.DayTransactionRow): DashboardRowKind {
  if (r.kind === 'payment') return r.isPurchase ? 'paymentOut' : 'paymentIn';
  // Never a sale or purchase (issue 23): its own row.
  if (r.kind === 'opening_balance') return 'openingBalance';
  if (r.kind === 'credit_note') return 'creditNote';
  // A purchase return, or a debit note to a customer (a price raised): both debit notes.
  if (r.kind === 'debit_note' || r.kind === 'sales_debit_note') return 'debitNote';
  return r.isPurchase ? 'purchase' : 'sale';
}

/**
 * A bill's due comes from dues (bookkeeping/bill-dues.ts); other documents' from themselves. A
 * note leaves nothing pending: it is refunded (Paid shows the refund) or set against its bill.
 */
function rowOf(r: repo.DayTransactionRow, dues: Map<number, number>): DashboardRowReply {
  if (r.kind === 'credit_note' || r.kind === 'debit_note' || r.kind === 'sales_debit_note')
    return { ...rowOfBill(r, dues), pendingAmount: 0 };
  return rowOfBill(r, dues);
}

function rowOfBill(r: repo.DayTransactionRow, dues: Map<number, number>): DashboardRowReply {
  return {
    transactionId: r.id,
    kind: kindOf(r),
    number: r.number,
    time: nowTimeInIndia(r.createdAt),
    customerName: r.customerName,
    totalAmount: paiseToRupees(r.amountPaise),
    amountPaid: paiseToRupees(r.settledPaise),
    pendingAmount: paiseToRupees(dues.get(r.id) ?? r.amountPaise - r.settledPaise),
    remark: r.remark,
  };
}

function expenseRowOf(e: repo.DayExpenseRow): DashboardRowReply {
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

const keyOf = (atMicros: string, source: 0 | 1, id: number): repo.DayCursor => ({
  atMicros: BigInt(atMicros),
  source,
  id,
});

function compareKeys(a: repo.DayCursor, b: repo.DayCursor): number {
  if (a.atMicros !== b.atMicros) return a.atMicros < b.atMicros ? -1 : 1;
  return a.source - b.source || a.id - b.id;
}

export function dashboardService(ctx: AppContext) {
  const dayOf = (date: string | undefined) => date ?? todayInIndia(ctx.now());

  return {
    async dashboard(
      me: AccessClaims,
      q: { date?: string; after?: string; take?: number } = {},
    ): Promise<DashboardReply> {
      const day = dayOf(q.date);
      const after = q.after ? decodeCursor(q.after) : null;
      const take = q.take ?? DEFAULT_PAGE;
      // One row past the page from each source says whether another page follows.
      const [totals, rows, spent] = await Promise.all([
        repo.dayTotals(ctx.db, me.companyId, day),
        repo.dayTransactions(ctx.db, me.companyId, day, after, take + 1),
        repo.dayExpenses(ctx.db, me.companyId, day, after, take + 1),
      ]);
      const dues = await dueOfBills(
        ctx.db,
        me.companyId,
        rows.filter((r) => r.kind === 'sale' || r.kind === 'purchase').map((r) => r.id),
      );
      // Bills, payments and expenses in the order they were entered; at one instant bills first.
      const merged = [
        ...rows.map((r) => ({ key: keyOf(r.atMicros, 0, r.id), row: rowOf(r, dues) })),
        ...spent.map((e) => ({ key: keyOf(e.atMicros, 1, e.id), row: expenseRowOf(e) })),
      ].sort((a, b) => compareKeys(a.key, b.key));
      const page = merged.slice(0, take);
      return {
        dailySummary: summaryOf(totals),
        transactions: page.map((m) => m.row),
        nextCursor: merged.length > take ? encodeCursor(page.at(-1)!.key) : null,
        transactionCount: totals.rowCount,
      };
    },

    async cashStatus(me: AccessClaims, date?: string): Promise<CashStatusReply> {
      return summaryOf(await repo.dayTotals(ctx.db, me.companyId, dayOf(date)));
    },
  };
}
