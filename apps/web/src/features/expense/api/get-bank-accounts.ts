// GET /bankaccounts (spec section 7) for the Bank Account select: labels and order from the
// shared rule. A failure only leaves the list empty (spec section 8).
import { useQuery } from '@tanstack/react-query';
import { bankAccountLabel, sortBankAccounts } from '@hisaab/shared/bank-account';
import { api } from '../../../api/client.ts';
import { idOrNull, listOf, str } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface BankAccountOption {
  id: number;
  label: string;
}

async function fetchAccounts(): Promise<BankAccountOption[]> {
  try {
    const accounts = listOf(await api.get<unknown>('/bankaccounts')).flatMap((row) => {
      const id = idOrNull(row.id ?? row.bankAccountId);
      if (id === null) return [];
      return [
        {
          id,
          bankName: str(row.bankName),
          accountName: str(row.accountName),
          accountNumber: str(row.accountNumber),
          branchName: str(row.branchName),
        },
      ];
    });
    return sortBankAccounts(accounts).map((a) => ({ id: a.id, label: bankAccountLabel(a) }));
  } catch (err) {
    console.error('Failed to load bank accounts', err);
    return [];
  }
}

export function useBankAccountOptions() {
  return useQuery({ queryKey: queryKeys.expenses.bankAccounts, queryFn: fetchAccounts });
}
