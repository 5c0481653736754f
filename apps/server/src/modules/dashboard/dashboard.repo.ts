// The day's figures, read with aggregates in the database (never by loading every row).
import { and, asc, eq, sql, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, expenseItems, expenses, transactions } from '../../db/schema.ts';

export interface DayTotalsPaise {
  salesPaise: number;
  purchasesPaise: number;
  paymentsReceivedPaise: number;
  paymentsMadePaise: number;
  expensesPaise: number;
  cashInHandPaise: number;
}

/**
 * Bills, payments (cash and bank) and expenses dated `date`, and the CASH ledger account's
 * balance at the end of that date: every cash receipt, cash payment and cash expense since
 * the start, from the maintained day totals (one row per day with cash, not per posting). Bank, card and UPI money posts to BANK, so it never counts as cash.
 */
export async function dayTotals(
  db: DbOrTx,
  companyId: number,
  date: string,
): Promise<DayTotalsPaise> {
  // A payment carries its document's date; reaching it through the document uses the date index.
  const result = (await db.execute(sql`
    with day_payments as (
      select p.amount_paise, p.is_payment_made
      from payments p
      join transactions t on t.company_id = p.company_id and t.id = p.transaction_id
      where t.company_id = ${companyId} and t.transaction_date = ${date}::date and p.payment_date = ${date}::date
    )
    select
      (select coalesce(sum(amount_paise), 0) from transactions
        where company_id = ${companyId} and transaction_date = ${date}::date and kind = 'sale') as sales,
      (select coalesce(sum(amount_paise), 0) from transactions
        where company_id = ${companyId} and transaction_date = ${date}::date and kind = 'purchase') as purchases,
      (select coalesce(sum(amount_paise), 0) from day_payments where not is_payment_made) as received,
      (select coalesce(sum(amount_paise), 0) from day_payments where is_payment_made) as made,
      (select coalesce(sum(amount_paise), 0) from expenses
        where company_id = ${companyId} and expense_date = ${date}::date) as expenses,
      (select coalesce(sum(amount_paise), 0) from money_balances
        where company_id = ${companyId} and account = 'CASH' and bank_account_id = 0
          and entry_date <= ${date}::date) as cash
  `)) as unknown as {
    rows: Record<
      'sales' | 'purchases' | 'received' | 'made' | 'expenses' | 'cash',
      string | number
    >[];
  };
  const row = result.rows[0]!;
  return {
    salesPaise: Number(row.sales),
    purchasesPaise: Number(row.purchases),
    paymentsReceivedPaise: Number(row.received),
    paymentsMadePaise: Number(row.made),
    expensesPaise: Number(row.expenses),
    cashInHandPaise: Number(row.cash),
  };
}

export interface DayTransactionRow {
  id: number;
  /** 'sale', 'purchase' or 'payment' (isPurchase then means money paid out). */
  kind: string;
  isPurchase: boolean;
  number: string | null;
  createdAt: Date;
  customerName: string;
  amountPaise: number;
  settledPaise: number;
  remark: string | null;
}

/**
 * The day's bills and payments in the order they were entered, with what has been settled on
 * each: money received on a sale, money paid on a purchase (money the other way counts against).
 */
export async function dayTransactions(
  db: DbOrTx,
  companyId: number,
  date: string,
): Promise<DayTransactionRow[]> {
  const rows = await db
    .select({
      id: transactions.id,
      kind: transactions.kind,
      isPurchase: transactions.isPurchase,
      number: transactions.number,
      createdAt: transactions.createdAt,
      customerName: customers.name,
      amountPaise: transactions.amountPaise,
      settledPaise: sql<string>`coalesce((
        select sum(case when p.is_payment_made = ${transactions.isPurchase} then p.amount_paise else -p.amount_paise end)
        from payments p
        where p.company_id = ${transactions.companyId} and p.transaction_id = ${transactions.id}
      ), 0)`,
      remark: transactions.remark,
    })
    .from(transactions)
    .innerJoin(
      customers,
      and(
        eq(customers.companyId, transactions.companyId),
        eq(customers.id, transactions.customerId),
      ),
    )
    // Estimates are quotations, not the day's business: they have their own list.
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.transactionDate, date),
        ne(transactions.kind, 'estimate'),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return rows.map((r) => ({ ...r, settledPaise: Number(r.settledPaise) }));
}

export interface DayExpenseRow {
  id: number;
  createdAt: Date;
  itemName: string;
  amountPaise: number;
  remark: string | null;
}

/** The day's expenses in entry order (they show on the dashboard beside the bills). */
export async function dayExpenses(
  db: DbOrTx,
  companyId: number,
  date: string,
): Promise<DayExpenseRow[]> {
  return db
    .select({
      id: expenses.id,
      // The time the expense was entered for (the expense list's order too).
      createdAt: expenses.timeStamp,
      itemName: expenseItems.name,
      amountPaise: expenses.amountPaise,
      remark: expenses.remark,
    })
    .from(expenses)
    .innerJoin(
      expenseItems,
      and(
        eq(expenseItems.companyId, expenses.companyId),
        eq(expenseItems.id, expenses.expenseItemId),
      ),
    )
    .where(and(eq(expenses.companyId, companyId), eq(expenses.expenseDate, date)))
    .orderBy(asc(expenses.timeStamp), asc(expenses.id));
}
