// "Convert to Invoice" of one or more delivery challans of one party (issue 40): the sale
// screen opens with what is pending on their lines (draftFromPending); each row names its
// challan line, so the sale bills it without moving stock again.
import { useQuery } from '@tanstack/react-query';
import { challanListReply, challanReply, type ChallanReply } from '@hisaab/shared/replies/challans';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { CustomerOption } from './autocomplete-data.ts';
import type { BillDraft } from '../model/bill-draft.ts';
import { draftFromPending } from './order-conversion.ts';

/** The challans of `?fromChallans=3,4` (ids in the address), each as the server has it now. */
export function useChallansToBill(ids: readonly number[]) {
  return useQuery({
    queryKey: [...queryKeys.challans.all, 'to-bill', ...ids],
    queryFn: async () =>
      Promise.all(
        ids.map(async (id) => parseReply(challanReply, await api.get<unknown>(`/challans/${id}`))),
      ),
    enabled: ids.length > 0,
  });
}

/** The new sale of the challans' pending lines (the first challan's party; the server checks). */
export function draftFromChallans(
  challans: readonly ChallanReply[],
  customers: readonly CustomerOption[],
  date: string,
): BillDraft {
  const first = challans[0]!;
  return draftFromPending(
    {
      isPurchase: false,
      customerId: first.customerId,
      customerName: first.customerName,
      lines: challans.flatMap((c) => c.lineItems),
    },
    'challanLineId',
    customers,
    date,
  );
}

/** The delivery challans made from an estimate (the estimate shows what was made from it). */
export function useChallansOfEstimate(estimateId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.challans.all, 'of-estimate', estimateId],
    queryFn: async () =>
      parseReply(
        challanListReply,
        await api.get<unknown>('/challans', { query: { estimateId: estimateId! } }),
      ).items,
    enabled: estimateId !== null,
  });
}

/** `?fromChallans=3,4` as ids (none when absent or not a list of ids). */
export function challanIdsOf(param: string | null): number[] {
  if (!param || !/^\d+(,\d+)*$/.test(param)) return [];
  return [...new Set(param.split(',').map(Number))];
}
