// An item's batches with their stock on the bill's or challan's date (GET /batches, issue 40
// part 2), in the order a sale takes them: first-expiring first.
import { useQuery } from '@tanstack/react-query';
import { batchListReply, type BatchReply } from '@hisaab/shared/replies/batches';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type ItemBatch = BatchReply;

/** The bill or delivery challan being edited: its own lines are left out of the stock. */
export interface BatchesWithout {
  billId: number | null;
  challanId: number | null;
}

export function useItemBatches(itemId: number | null, date: string, without: BatchesWithout) {
  return useQuery({
    queryKey: queryKeys.invoice.batches(itemId ?? 0, date, without.billId, without.challanId),
    enabled: itemId !== null,
    queryFn: async () => {
      const query = new URLSearchParams({ itemId: String(itemId), date });
      if (without.billId !== null) query.set('without', String(without.billId));
      if (without.challanId !== null) query.set('withoutChallan', String(without.challanId));
      return parseReply(batchListReply, await api.get<unknown>(`/batches?${query}`));
    },
  });
}

/** The batch a sale takes unless another is chosen: first-expiring with stock, not expired. */
export function firstExpiring(batches: readonly ItemBatch[]): ItemBatch | null {
  const fresh = batches.filter((b) => !b.expired);
  return fresh.find((b) => b.stock > 0) ?? fresh[0] ?? null;
}
