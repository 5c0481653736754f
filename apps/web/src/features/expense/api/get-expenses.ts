// GET /expenses?date= (spec section 7): the chosen day's expenses.
import { useQuery } from '@tanstack/react-query';
import { toPaise } from '@hisaab/shared/money';
import { expensesReply, type ExpenseReply } from '@hisaab/shared/replies/expenses';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Spec section 3 Expense; amount in paise. timeStamp is kept unchanged when it is edited. */
export type Expense = ExpenseReply;

/** Every query of the expense screen starts with this, so a save refreshes them all. */
export const EXPENSES_KEY = queryKeys.expenses.all;
export const expensesKey = queryKeys.expenses.day;

export function useExpenses(date: string) {
  return useQuery({
    queryKey: expensesKey(date),
    queryFn: async (): Promise<Expense[]> =>
      parseReply(expensesReply, await api.get<unknown>('/expenses', { query: { date } })).map(
        (e) => ({ ...e, amount: toPaise(e.amount) }),
      ),
  });
}
