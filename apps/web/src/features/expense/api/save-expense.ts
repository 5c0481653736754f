// POST /expenses (upsert) and DELETE /expenses/{id} (spec section 7). Afterwards the day's
// list, the item defaults, cash status and the dashboard are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenseData } from '@hisaab/shared/schemas/expense';
import { api } from '../../../api/client.ts';
import { EXPENSES_KEY } from './get-expenses.ts';

function useRefreshAfter() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: EXPENSES_KEY }),
      // The dashboard and cash status share this prefix (their totals include expenses).
      client.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useSaveExpense() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: ExpenseData) => api.post<unknown>('/expenses', body),
    onSuccess: refresh,
  });
}

export function useDeleteExpense() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/expenses/${id}`),
    onSuccess: refresh,
  });
}
