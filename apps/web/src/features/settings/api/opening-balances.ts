// /opening-balances (issue 15): cash in hand's and each bank account's opening balance.
import { useQuery } from '@tanstack/react-query';
import type { OpeningBalancesBody } from '@hisaab/shared/schemas/opening-balance';
import { api } from '../../../api/client.ts';
import { asRow, idOrNull, listOf, num, str } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface OpeningBalances {
  /** yyyy-mm-dd, the start of the books; null before any were saved. */
  date: string | null;
  /** Rupees. */
  cashInHand: number;
  byAccount: Map<number, number>;
}

export function toOpeningBalances(body: unknown): OpeningBalances {
  const row = asRow(body);
  const byAccount = new Map<number, number>();
  for (const b of listOf(row.bankAccounts)) {
    const id = idOrNull(b.bankAccountId);
    if (id !== null) byAccount.set(id, num(b.amount));
  }
  return { date: str(row.date) || null, cashInHand: num(row.cashInHand), byAccount };
}

export function useOpeningBalances() {
  return useQuery({
    queryKey: queryKeys.settings.openingBalances,
    queryFn: async () => toOpeningBalances(await api.get<unknown>('/opening-balances')),
  });
}

export async function saveOpeningBalances(body: OpeningBalancesBody): Promise<OpeningBalances> {
  return toOpeningBalances(await api.put<unknown>('/opening-balances', body));
}
