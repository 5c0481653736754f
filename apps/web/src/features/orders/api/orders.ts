// /api/orders (issue 40): a side's orders, one order, and its writes (save, close or reopen,
// delete). Every write drops what it made wrong (query-keys.ts 'order').
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderListReply, orderReply, type OrderReply } from '@hisaab/shared/replies/orders';
import type { OrderInput } from '@hisaab/shared/schemas/order';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { invalidateAfterWrite, queryKeys } from '../../../api/query-keys.ts';

export const ORDERS_PAGE = 50;
export type { OrderReply };

export function useOrders(isPurchase: boolean, search: string, skip: number) {
  return useQuery({
    queryKey: [...queryKeys.orders.all, 'list', isPurchase, search, skip],
    queryFn: async () =>
      parseReply(
        orderListReply,
        await api.get<unknown>('/orders', {
          query: { isPurchase, search: search || undefined, skip, take: ORDERS_PAGE },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export async function fetchOrder(id: number): Promise<OrderReply> {
  return parseReply(orderReply, await api.get<unknown>(`/orders/${id}`));
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.orders.all, 'one', id],
    queryFn: () => fetchOrder(id!),
    enabled: id !== null,
  });
}

/** The writes of the order screen; each refreshes the lists, the order and the reports. */
export function useOrderWrites() {
  const client = useQueryClient();
  const done = async <T>(answer: T) => {
    await invalidateAfterWrite(client, 'order');
    return answer;
  };
  return {
    save: async (body: OrderInput, id: number | null) =>
      done(
        parseReply(
          orderReply,
          id === null
            ? await api.post<unknown>('/orders', body)
            : await api.put<unknown>(`/orders/${id}`, body),
        ),
      ),
    setClosed: async (id: number, closed: boolean, version: number) =>
      done(
        parseReply(orderReply, await api.post<unknown>(`/orders/${id}/close`, { closed, version })),
      ),
    remove: async (id: number, version: number) =>
      done(await api.delete<unknown>(`/orders/${id}`, { ifMatch: version })),
  };
}
