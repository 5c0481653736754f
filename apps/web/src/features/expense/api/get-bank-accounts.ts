// GET /bankaccounts (spec section 7) for the Bank Account select: labels and order from the
// shared rule. A failure only leaves the list empty (spec section 8).
import { useQuery } from '@tanstack/react-query';
import { bankAccountLabel, sortBankAccounts } from '@hisaab/shared/bank-account';
import { api } from '../../../api/client.ts';
import { bankAccountListReply } from '@hisaab/shared/replies/bank-accounts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface BankAccountOption {
  id: number;
  label: string;
}

async function fetchAccounts(): Promise<BankAccountOption[]> {
  try {
    const accounts = parseReply(bankAccountListReply, await api.get<unknown>('/bankaccounts'));
    return sortBankAccounts(accounts).map((a) => ({ id: a.id, label: bankAccountLabel(a) }));
  } catch (err) {
    console.error('Failed to load bank accounts', err);
    return [];
  }
}

export function useBankAccountOptions() {
  return useQuery({ queryKey: queryKeys.expenses.bankAccounts, queryFn: fetchAccounts });
}
