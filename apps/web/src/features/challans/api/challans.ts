// /api/challans (issue 40): delivery challans, one challan, and its writes (save, close or
// reopen, goods returned and undone, delete) and its e-way bill JSON. Every write drops what it
// made wrong (query-keys.ts 'challan': the stock moved too).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { challanListReply, challanReply, type ChallanReply } from '@hisaab/shared/replies/challans';
import type { ChallanInput, ChallanReturnInput } from '@hisaab/shared/schemas/challan';
import type { TransportBody } from '@hisaab/shared/einvoice/schemas';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { invalidateAfterWrite, queryKeys } from '../../../api/query-keys.ts';

export const CHALLANS_PAGE = 50;
export type { ChallanReply };

export function useChallans(search: string, open: boolean, skip: number) {
  return useQuery({
    queryKey: [...queryKeys.challans.all, 'list', search, open, skip],
    queryFn: async () =>
      parseReply(
        challanListReply,
        await api.get<unknown>('/challans', {
          query: { search: search || undefined, open, skip, take: CHALLANS_PAGE },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useChallan(id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.challans.all, 'one', id],
    queryFn: async () => parseReply(challanReply, await api.get<unknown>(`/challans/${id}`)),
    enabled: id !== null,
  });
}

/** The writes of the challan screen; each refreshes the lists, stock, orders and reports. */
export function useChallanWrites() {
  const client = useQueryClient();
  const done = async <T>(answer: T) => {
    await invalidateAfterWrite(client, 'challan');
    return answer;
  };
  return {
    save: async (body: ChallanInput, id: number | null) =>
      done(
        parseReply(
          challanReply,
          id === null
            ? await api.post<unknown>('/challans', body)
            : await api.put<unknown>(`/challans/${id}`, body),
        ),
      ),
    setClosed: async (id: number, closed: boolean, version: number) =>
      done(
        parseReply(
          challanReply,
          await api.post<unknown>(`/challans/${id}/close`, { closed, version }),
        ),
      ),
    recordReturn: async (id: number, body: ChallanReturnInput) =>
      done(parseReply(challanReply, await api.post<unknown>(`/challans/${id}/returns`, body))),
    /** A record of goods returned undone: the goods count as with the party again. */
    undoReturn: async (id: number, returnId: number, version: number) =>
      done(
        parseReply(
          challanReply,
          await api.delete<unknown>(`/challans/${id}/returns/${returnId}`, { ifMatch: version }),
        ),
      ),
    remove: async (id: number, version: number) =>
      done(await api.delete<unknown>(`/challans/${id}`, { ifMatch: version })),
  };
}

/** The portal's JSON of the challan with the transport typed (nothing is stored). */
export async function challanEWayBill(id: number, transport: TransportBody): Promise<unknown> {
  return api.post<unknown>(`/challans/${id}/ewaybill`, transport);
}
