// GET /expenses?date= (spec section 7): the chosen day's expenses, a bare list or { items }.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { asRow, idOrNull, listOf, paise, str, type Row } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Spec section 3 Expense; amount in paise. */
export interface Expense {
  id: number;
  expenseItemId: number | null;
  expenseItemName: string;
  amount: number;
  remark: string;
  /** ISO, as the server gave it; kept unchanged when the expense is edited. */
  timeStamp: string;
  isBankTransaction: boolean;
  bankAccountId: number | null;
  /** The attached receipt's file name, or null. */
  receiptFileName: string | null;
}

function toExpense(row: Row): Expense | null {
  const id = idOrNull(row.id);
  if (id === null) return null;
  const nested = asRow(row.expenseItem);
  const isBankTransaction = row.isBankTransaction === true || row.isBankTransaction === 'true';
  return {
    id,
    expenseItemId: idOrNull(row.expenseItemId ?? nested.id),
    expenseItemName: str(row.expenseItemName) || str(nested.name),
    amount: paise(row.amount),
    remark: str(row.remark),
    timeStamp: str(row.timeStamp),
    isBankTransaction,
    bankAccountId: isBankTransaction ? idOrNull(row.bankAccountId) : null,
    receiptFileName: str(row.receiptFileName) || null,
  };
}

/** Every query of the expense screen starts with this, so a save refreshes them all. */
export const EXPENSES_KEY = queryKeys.expenses.all;
export const expensesKey = queryKeys.expenses.day;

export function useExpenses(date: string) {
  return useQuery({
    queryKey: expensesKey(date),
    queryFn: async () =>
      listOf(await api.get<unknown>('/expenses', { query: { date } }))
        .map(toExpense)
        .filter((e): e is Expense => e !== null),
  });
}
