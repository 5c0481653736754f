// POST /expenses (upsert) and DELETE /expenses/{id} (spec section 7). Afterwards whatever an
// expense changes (the day's list, item defaults, cash status, the dashboard) is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseReply, type ExpenseReply } from '@hisaab/shared/replies/expenses';
import type { ExpenseInput } from '@hisaab/shared/schemas/expense';
import { api } from '../../../api/client.ts';
import { invalidateAfterWrite } from '../../../api/query-keys.ts';
import { parseReply } from '../../../api/reply.ts';
import { uploadReceipt } from './receipts.ts';

function useRefreshAfter() {
  const client = useQueryClient();
  return () => invalidateAfterWrite(client, 'expense');
}

/** The saved expense as the server answers it (amount in rupees; the list is read again). */
export function useSaveExpense() {
  const refresh = useRefreshAfter();
  return useMutation({
    // Offline, the client holds the save until the connection is back (api/offline-hold.ts),
    // rather than the query library pausing it unseen.
    mutationFn: async (body: ExpenseInput): Promise<ExpenseReply> =>
      parseReply(
        expenseReply,
        await api.post<unknown>('/expenses', body, { holdWhenOffline: true }),
      ),
    networkMode: 'always',
    onSuccess: refresh,
  });
}

/** Reads the day's expenses again (after a save refused because one changed meanwhile). */
export const useReloadExpenses = useRefreshAfter;

/** Attaches a receipt to a saved expense, then reads the list again (it names the receipt). */
export function useAttachReceipt() {
  const refresh = useRefreshAfter();
  return async (expenseId: number, file: File) => {
    await uploadReceipt(expenseId, file);
    await refresh();
  };
}

export function useDeleteExpense() {
  const refresh = useRefreshAfter();
  return useMutation({
    // The version as opened: an expense changed since answers 409 (issue 37).
    mutationFn: async ({ id, version }: { id: number; version: number }): Promise<void> => {
      await api.delete<null>(`/expenses/${id}`, { ifMatch: version });
    },
    onSuccess: refresh,
  });
}
