// GET /expenses/items (spec section 7): the expense heads with their default rate. A failure
// only leaves the suggestions empty (spec section 8).
import { useQuery } from '@tanstack/react-query';
import { toPaise } from '@hisaab/shared/money';
import { expenseItemsReply, type ExpenseItemReply } from '@hisaab/shared/replies/expenses';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Spec section 3 Expense item option; defaultRate in paise. */
export type ExpenseItemOption = ExpenseItemReply;

async function fetchItems(): Promise<ExpenseItemOption[]> {
  try {
    return parseReply(expenseItemsReply, await api.get<unknown>('/expenses/items'))
      .map((item) => ({ ...item, name: item.name.trim(), defaultRate: toPaise(item.defaultRate) }))
      .filter((o) => o.name !== '');
  } catch (err) {
    console.error('Failed to load expense items', err);
    return [];
  }
}

export function useExpenseItems() {
  return useQuery({ queryKey: queryKeys.expenses.items, queryFn: fetchItems });
}
