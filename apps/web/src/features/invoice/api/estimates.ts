// GET /estimates?search=&skip=&take=: the estimates list, newest first, with what each became.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPaise } from '@hisaab/shared/money';
import { estimateListReply, type EstimateRowReply } from '@hisaab/shared/replies/estimates';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const ESTIMATES_PAGE = 50;

/** A row as the list shows it: the amount in paise. */
export type EstimateRow = Omit<EstimateRowReply, 'amount'> & {
  /** paise */
  amount: number;
};

export function useEstimates(search: string, skip: number) {
  return useQuery({
    queryKey: queryKeys.estimates.list(search, skip, ESTIMATES_PAGE),
    queryFn: async () => {
      const page = parseReply(
        estimateListReply,
        await api.get<unknown>('/estimates', {
          query: { search: search || undefined, skip, take: ESTIMATES_PAGE },
        }),
      );
      const items: EstimateRow[] = page.items.map((e) => ({ ...e, amount: toPaise(e.amount) }));
      return { items, total: page.total };
    },
    // Typing in the search keeps the last page on screen until the next answer.
    placeholderData: keepPreviousData,
  });
}
