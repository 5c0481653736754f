// The day's figures, read with aggregates in the database (never by loading every row), and
// the day's rows a page at a time.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { expenseItems, expenses } from '../../db/schema.ts';
import { periodTotals } from '../periods/index.ts';

/** The day's totals and how many rows the dashboard lists for it. */
export interface DayTotalsPaise {
  /** Net of the day's credit notes (periodTotals). */
  salesPaise: number;
  /** The day's credit notes (negative). */
  salesReturnsPaise: number;
  /** Net of the day's debit notes (periodTotals). */
  purchasesPaise: number;
  /** The day's debit notes (negative). */
  purchaseReturnsPaise: number;
  paymentsReceivedPaise: number;
  paymentsMadePaise: number;
  expensesPaise: number;
  cashInHandPaise: number;
  /** The day's rows on the dashboard: bills and payments (not estimates) and expenses. */
  rowCount: number;
}

/**
 * Sales and purchases of `date` net of its notes (periodTotals), payments (cash and bank) and
 * expenses dated `date`, and the CASH ledger account's balance at the end of that date from
 * the maintained day totals (one row per day with cash, not per posting). Bank, card and UPI
 * money posts to BANK, so it never counts as cash. The bill and payment sums read
 * transactions_day_idx and payments_day_idx alone (index-only): a few thousand index entries
 * on the busiest day, never the table.
 */
export async function dayTotals(
  db: DbOrTx,
  companyId: number,
  date: string,
): Promise<DayTotalsPaise> {
  // A payment carries its document's date, and counts on the day its document is dated.
  const result = (await db.execute(sql`
    with day_bills as (
      select id, kind from transactions
      where company_id = ${companyId} and transaction_date = ${date}::date
    ), day_payments as (
      select p.amount_paise, p.is_payment_made
      from payments p join day_bills t on t.id = p.transaction_id
      where p.company_id = ${companyId} and p.payment_date = ${date}::date
    ), day_expenses as (
      select count(*) as n, coalesce(sum(amount_paise), 0) as total from expenses
      where company_id = ${companyId} and expense_date = ${date}::date
    )
    select
      (select coalesce(sum(amount_paise) filter (where not is_payment_made), 0) from day_payments) as received,
      (select coalesce(sum(amount_paise) filter (where is_payment_made), 0) from day_payments) as made,
      (select total from day_expenses) as expenses,
      (select count(*) filter (where kind <> 'estimate') from day_bills)
        + (select n from day_expenses) as rows,
      (select coalesce(sum(amount_paise), 0) from money_balances
        where company_id = ${companyId} and account = 'CASH' and bank_account_id = 0
          and entry_date <= ${date}::date) as cash
  `)) as unknown as {
    rows: Record<'received' | 'made' | 'expenses' | 'cash' | 'rows', string | number>[];
  };
  const row = result.rows[0]!;
  const { sales, purchases } = await periodTotals(db, companyId, date, date, ['amount']);
  return {
    salesPaise: sales.net.amount,
    salesReturnsPaise: sales.returns.amount,
    purchasesPaise: purchases.net.amount,
    purchaseReturnsPaise: purchases.returns.amount,
    paymentsReceivedPaise: Number(row.received),
    paymentsMadePaise: Number(row.made),
    expensesPaise: Number(row.expenses),
    cashInHandPaise: Number(row.cash),
    rowCount: Number(row.rows),
  };
}

/**
 * Where a page of the day ends: the entry time of its last row in microseconds since 1970
 * (the column's own precision), whether that row is a bill (0) or an expense (1), and its id.
 * The day runs in (time, source, id) order: at one instant bills before expenses.
 */
export interface DayCursor {
  atMicros: bigint;
  source: 0 | 1;
  id: number;
}

const AT_MICROS = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint::text`;

export interface DayTransactionRow {
  id: number;
  /** 'sale', 'purchase' or 'payment' (isPurchase then means money paid out). */
  kind: string;
  isPurchase: boolean;
  number: string | null;
  createdAt: Date;
  atMicros: string;
  customerName: string;
  amountPaise: number;
  settledPaise: number;
  remark: string | null;
}

/**
 * Up to `take` of the day's bills and payments after `after`, in the order they were entered,
 * with what has been settled on each: money received on a sale, money paid on a purchase
 * (money the other way counts against). Reads the page from transactions_day_idx in order;
 * the settled sums are taken for the page's rows only. Each table is filtered by the company
 * itself (on Citus, a LIMIT subquery joined by company is no "single company" statement).
 */
export async function dayTransactions(
  db: DbOrTx,
  companyId: number,
  date: string,
  after: DayCursor | null,
  take: number,
): Promise<DayTransactionRow[]> {
  // After an expense at an instant, the bills of that instant are behind (they come first).
  const afterId = after === null ? 0 : after.source === 0 ? after.id : 2 ** 31 - 1;
  const result = (await db.execute(sql`
    select t.id, t.kind, t.is_purchase, t.number, t.created_at, ${AT_MICROS(sql`t.created_at`)} as at_micros,
      c.name as customer_name, t.amount_paise, t.remark,
      coalesce((
        select sum(case when p.is_payment_made = t.is_purchase then p.amount_paise else -p.amount_paise end)
        from payments p where p.company_id = ${companyId} and p.transaction_id = t.id
      ), 0) as settled
    from (
      select * from transactions
      where company_id = ${companyId} and transaction_date = ${date}::date
        -- Estimates are quotations, not the day's business: they have their own list.
        and kind <> 'estimate'
        and (created_at, id) > (${cursorTime(after)}, ${afterId})
      order by created_at, id
      limit ${take}
    ) t
    join customers c on c.company_id = ${companyId} and c.id = t.customer_id
    order by t.created_at, t.id
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    isPurchase: Boolean(r.is_purchase),
    number: r.number === null ? null : String(r.number),
    createdAt: new Date(r.created_at as string | Date),
    atMicros: String(r.at_micros),
    customerName: String(r.customer_name),
    amountPaise: Number(r.amount_paise),
    settledPaise: Number(r.settled),
    remark: r.remark === null ? null : String(r.remark),
  }));
}

/** The cursor's instant as a timestamptz, exact to the microsecond; before all for none. */
function cursorTime(after: DayCursor | null): SQL {
  return after === null
    ? sql`'-infinity'::timestamptz`
    : sql`(timestamptz 'epoch' + ${String(after.atMicros)}::bigint * interval '1 microsecond')`;
}

export interface DayExpenseRow {
  id: number;
  createdAt: Date;
  atMicros: string;
  itemName: string;
  amountPaise: number;
  remark: string | null;
}

/** Up to `take` of the day's expenses after `after`, in entry order (they show beside the bills). */
export async function dayExpenses(
  db: DbOrTx,
  companyId: number,
  date: string,
  after: DayCursor | null,
  take: number,
): Promise<DayExpenseRow[]> {
  // After a bill at an instant, the expenses of that instant are still ahead.
  const afterId = after?.source === 1 ? after.id : 0;
  return db
    .select({
      id: expenses.id,
      // The time the expense was entered for (the expense list's order too).
      createdAt: expenses.timeStamp,
      atMicros: sql<string>`${AT_MICROS(sql`${expenses.timeStamp}`)}`,
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
    .where(
      and(
        eq(expenses.companyId, companyId),
        eq(expenses.expenseDate, date),
        sql`(${expenses.timeStamp}, ${expenses.id}) > (${cursorTime(after)}, ${afterId})`,
      ),
    )
    .orderBy(asc(expenses.timeStamp), asc(expenses.id))
    .limit(take);
}
