// /bankaccounts (spec section 7 Bank accounts): list, create, update, delete.
import { useQuery } from '@tanstack/react-query';
import type { BankAccountData } from '@hisaab/shared/schemas/bank-account';
import { api } from '../../../api/client.ts';
import { idOf, listOf, str, strOrNull, type Row } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface BankAccount {
  id: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchName: string | null;
  bankCode: string | null;
  bankTransactionDetails: string | null;
}

function toBankAccount(row: Row): BankAccount {
  return {
    id: idOf(row, 'bankAccountId'),
    bankName: str(row.bankName),
    accountName: str(row.accountName),
    accountNumber: str(row.accountNumber),
    branchName: strOrNull(row.branchName),
    bankCode: strOrNull(row.bankCode),
    bankTransactionDetails: strOrNull(row.bankTransactionDetails),
  };
}

export const BANK_ACCOUNTS_KEY = queryKeys.settings.bankAccounts;

export function useBankAccounts() {
  return useQuery({
    queryKey: BANK_ACCOUNTS_KEY,
    queryFn: async () => listOf(await api.get<unknown>('/bankaccounts')).map(toBankAccount),
  });
}

export function createBankAccount(body: BankAccountData) {
  return api.post<unknown>('/bankaccounts', body);
}

/** The spec's PUT carries the id in the body as well as the path. */
export function updateBankAccount(id: number, body: BankAccountData) {
  return api.put<unknown>(`/bankaccounts/${id}`, { ...body, id });
}

export function deleteBankAccount(id: number) {
  return api.delete<null>(`/bankaccounts/${id}`);
}
