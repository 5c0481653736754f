// Expense and expense-item queries. Every function takes the company first.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bankAccounts, expenseItems, expenses } from '../../db/schema.ts';
import { nextVersion } from '../../platform/versions.ts';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseItemRow = typeof expenseItems.$inferSelect;
export type ExpenseWithItem = ExpenseRow & {
  expenseItemName: string;
  /** The name of the newest receipt uploaded for it (files module), when listed. */
  receiptFileName?: string | null;
};

/**
 * The newest receipt's file name: an expense's receipt is the last file uploaded for it. The
 * files are those of `companyId` (the parameter, not the outer row's column): Citus then routes
 * the list to the company's shard; correlated on the column it read all 32 (issue 26).
 */
const receiptFileName = (companyId: number) => sql<string | null>`(
  select f.file_name from files f
  where f.company_id = ${companyId} and f.expense_id = ${expenses.id}
  order by f.id desc limit 1
)`;

export interface ExpenseFields {
  expenseItemId: number;
  amountPaise: number;
  remark: string | null;
  expenseDate: string;
  timeStamp: Date;
  isBankTransaction: boolean;
  bankAccountId: number | null;
}

const byId = (companyId: number, id: number) =>
  and(eq(expenses.companyId, companyId), eq(expenses.id, id));

function withItem() {
  return {
    companyId: expenses.companyId,
    id: expenses.id,
    expenseItemId: expenses.expenseItemId,
    amountPaise: expenses.amountPaise,
    remark: expenses.remark,
    expenseDate: expenses.expenseDate,
    timeStamp: expenses.timeStamp,
    isBankTransaction: expenses.isBankTransaction,
    bankAccountId: expenses.bankAccountId,
    createdBy: expenses.createdBy,
    createdAt: expenses.createdAt,
    updatedBy: expenses.updatedBy,
    updatedAt: expenses.updatedAt,
    version: expenses.version,
    expenseItemName: expenseItems.name,
  };
}

const itemJoin = and(
  eq(expenseItems.companyId, expenses.companyId),
  eq(expenseItems.id, expenses.expenseItemId),
);

/** The day's expenses in the order they were made. */
export async function listExpenses(
  db: DbOrTx,
  companyId: number,
  date: string,
): Promise<ExpenseWithItem[]> {
  return db
    .select({ ...withItem(), receiptFileName: receiptFileName(companyId) })
    .from(expenses)
    .innerJoin(expenseItems, itemJoin)
    .where(and(eq(expenses.companyId, companyId), eq(expenses.expenseDate, date)))
    .orderBy(asc(expenses.timeStamp), asc(expenses.id));
}

export async function findExpense(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<ExpenseWithItem | null> {
  const [row] = await db
    .select(withItem())
    .from(expenses)
    .innerJoin(expenseItems, itemJoin)
    .where(byId(companyId, id));
  return row ?? null;
}

/** Locks the expense row for a change (only the expense, not its item). */
export async function lockExpense(
  tx: DbOrTx,
  companyId: number,
  id: number,
): Promise<ExpenseWithItem | null> {
  const [row] = await tx
    .select(withItem())
    .from(expenses)
    .innerJoin(expenseItems, itemJoin)
    .where(byId(companyId, id))
    .for('update', { of: expenses });
  return row ?? null;
}

export async function listExpenseItems(db: DbOrTx, companyId: number): Promise<ExpenseItemRow[]> {
  return db
    .select()
    .from(expenseItems)
    .where(eq(expenseItems.companyId, companyId))
    .orderBy(asc(sql`lower(${expenseItems.name})`), asc(expenseItems.id));
}

/**
 * The item with this name (any case), created when new, with `ratePaise` as its default rate
 * from now on. One statement, so two first uses of a name at once still make one item.
 */
export async function upsertExpenseItem(
  tx: DbOrTx,
  companyId: number,
  name: string,
  ratePaise: number,
) {
  const result = (await tx.execute(sql`
    insert into expense_items (company_id, name, default_rate_paise)
    values (${companyId}, ${name}, ${ratePaise})
    on conflict (company_id, lower(name)) do update set default_rate_paise = excluded.default_rate_paise
    returning id, name`)) as unknown as { rows: { id: number | string; name: string }[] };
  const row = result.rows[0]!;
  return { id: Number(row.id), name: row.name };
}

export async function bankAccountCount(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql`count(*)` })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId));
  return Number(row?.n ?? 0);
}

/** True when the account exists; holds it so it cannot be deleted until this transaction ends. */
export async function holdBankAccount(tx: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id)))
    .for('share');
  return rows.length > 0;
}

export async function insertExpense(
  tx: DbOrTx,
  companyId: number,
  fields: ExpenseFields,
  userId: number,
): Promise<number> {
  const [row] = await tx
    .insert(expenses)
    .values({ companyId, ...fields, createdBy: userId })
    .returning({ id: expenses.id });
  return row!.id;
}

/** An edit: the fields, and one more version by `by.userId` (issue 37). */
export async function updateExpense(
  tx: DbOrTx,
  companyId: number,
  id: number,
  fields: ExpenseFields,
  by: { userId: number; at: Date },
): Promise<void> {
  await tx
    .update(expenses)
    .set({ ...fields, ...nextVersion(expenses.version, by.userId, by.at) })
    .where(byId(companyId, id));
}

export async function deleteExpense(tx: DbOrTx, companyId: number, id: number): Promise<void> {
  await tx.delete(expenses).where(byId(companyId, id));
}
