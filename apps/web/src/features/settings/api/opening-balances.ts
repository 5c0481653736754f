// /opening-balances (issue 15): cash in hand's and each bank account's opening balance.
import { useQuery } from '@tanstack/react-query';
import { toPaise } from '@hisaab/shared/money';
import {
  openingBalancesReply,
  type OpeningBalancesReply,
} from '@hisaab/shared/replies/opening-balances';
import type { OpeningBalancesBody } from '@hisaab/shared/schemas/opening-balance';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface OpeningBalances {
  /** yyyy-mm-dd, the start of the books; null before any were saved. */
  date: string | null;
  cashInHandPaise: number;
  /** Bank account id → its opening balance in paise. */
  byAccountPaise: Map<number, number>;
  /** One more at every save (issue 37): a save sends back the one it is based on. */
  version: number;
}

function toOpeningBalances(reply: OpeningBalancesReply): OpeningBalances {
  return {
    date: reply.date,
    cashInHandPaise: toPaise(reply.cashInHand),
    byAccountPaise: new Map(reply.bankAccounts.map((b) => [b.bankAccountId, toPaise(b.amount)])),
    version: reply.version,
  };
}

export function useOpeningBalances() {
  return useQuery({
    queryKey: queryKeys.settings.openingBalances,
    queryFn: async () =>
      toOpeningBalances(
        parseReply(openingBalancesReply, await api.get<unknown>('/opening-balances')),
      ),
  });
}

/** `body.version`: the one the form is based on; changed since, the save answers 409. */
export async function saveOpeningBalances(body: OpeningBalancesBody): Promise<OpeningBalances> {
  const reply = await api.put<unknown>('/opening-balances', body);
  return toOpeningBalances(parseReply(openingBalancesReply, reply));
}
