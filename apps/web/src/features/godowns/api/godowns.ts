// /api/godowns and /api/stock-transfers (issue 40 part 3): the godowns with how many items each
// holds, the transfers, and their writes. Every write drops what it made wrong (query-keys.ts
// 'godown': stock per godown, the bill screen's lists, the reports).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  godownListReply,
  stockTransferListReply,
  stockTransferReply,
  godownReply,
  type GodownReply,
} from '@hisaab/shared/replies/godowns';
import type { GodownInput, StockTransferInput } from '@hisaab/shared/schemas/godown';
import { MAIN_GODOWN } from '@hisaab/shared/schemas/godown';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { invalidateAfterWrite, queryKeys } from '../../../api/query-keys.ts';
import { i18n } from '../../../i18n/i18n.ts';

export type { GodownReply };

/** A godown's name as the reader reads it: the default one made for a company by key. */
export const godownName = (g: { name: string }) =>
  g.name === MAIN_GODOWN ? i18n.t(MAIN_GODOWN) : g.name;

export function useGodowns() {
  return useQuery({
    queryKey: queryKeys.godowns.all,
    queryFn: async () => parseReply(godownListReply, await api.get<unknown>('/godowns')),
  });
}

export function useStockTransfers() {
  return useQuery({
    queryKey: [...queryKeys.godowns.transfers, 'list'],
    queryFn: async () =>
      parseReply(stockTransferListReply, await api.get<unknown>('/stock-transfers')),
  });
}

export function useGodownWrites() {
  const client = useQueryClient();
  const done = async <T>(answer: T) => {
    await invalidateAfterWrite(client, 'godown');
    return answer;
  };
  return {
    create: async (body: GodownInput) =>
      done(parseReply(godownReply, await api.post<unknown>('/godowns', body))),
    update: async (id: number, body: GodownInput) =>
      done(parseReply(godownReply, await api.put<unknown>(`/godowns/${id}`, body))),
    remove: async (id: number, version: number) =>
      done(await api.delete<unknown>(`/godowns/${id}`, { ifMatch: version })),
    transfer: async (body: StockTransferInput) =>
      done(parseReply(stockTransferReply, await api.post<unknown>('/stock-transfers', body))),
    removeTransfer: async (id: number) => done(await api.delete<unknown>(`/stock-transfers/${id}`)),
  };
}
