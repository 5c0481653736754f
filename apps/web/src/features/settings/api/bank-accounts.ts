// /bankaccounts (spec section 7 Bank accounts): list, create, update, delete.
import { useQuery } from '@tanstack/react-query';
import {
  bankAccountListReply,
  bankAccountReply,
  type BankAccountReply,
} from '@hisaab/shared/replies/bank-accounts';
import type { BankAccountInput } from '@hisaab/shared/schemas/bank-account';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type BankAccount = BankAccountReply;

export const BANK_ACCOUNTS_KEY = queryKeys.settings.bankAccounts;

export function useBankAccounts() {
  return useQuery({
    queryKey: BANK_ACCOUNTS_KEY,
    queryFn: async () => parseReply(bankAccountListReply, await api.get<unknown>('/bankaccounts')),
  });
}

export async function createBankAccount(body: BankAccountInput): Promise<BankAccount> {
  return parseReply(bankAccountReply, await api.post<unknown>('/bankaccounts', body));
}

/** The spec's PUT carries the id in the body as well as the path. */
export async function updateBankAccount(id: number, body: BankAccountInput): Promise<BankAccount> {
  return parseReply(
    bankAccountReply,
    await api.put<unknown>(`/bankaccounts/${id}`, { ...body, id }),
  );
}

/** `version`: as listed; an account changed since answers 409 (issue 37). */
export function deleteBankAccount(id: number, version: number) {
  return api.delete<null>(`/bankaccounts/${id}`, { ifMatch: version });
}
