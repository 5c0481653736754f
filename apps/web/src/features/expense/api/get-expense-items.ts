// GET /expenses/items (spec section 7): the expense heads with their default rate. A failure
// only leaves the suggestions empty (spec section 8).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { idOrNull, listOf, paise, str } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Spec section 3 Expense item option; defaultRate in paise (0 when unknown). */
export interface ExpenseItemOption {
  id: number;
  name: string;
  defaultRate: number;
}

async function fetchItems(): Promise<ExpenseItemOption[]> {
  try {
    return listOf(await api.get<unknown>('/expenses/items'))
      .map((row) => ({
        id: idOrNull(row.id) ?? 0,
        name: str(row.name).trim(),
        defaultRate: paise(row.defaultRate),
      }))
      .filter((o) => o.name !== '');
  } catch (err) {
    console.error('Failed to load expense items', err);
    return [];
  }
}

export function useExpenseItems() {
  return useQuery({ queryKey: queryKeys.expenses.items, queryFn: fetchItems });
}
