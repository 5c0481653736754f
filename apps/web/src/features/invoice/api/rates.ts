// Customer-specific rates (the last rate billed to the customer per item) and a vendor's
// buy rate (spec sections 3 and 5 Ids and files).
import { useQuery } from '@tanstack/react-query';
import { customerRatesReply, vendorBuyRateReply } from '@hisaab/shared/replies/lookups';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Item id → the rupees last billed to the customer. */
export function useCustomerRates(customerId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.invoice.customerRatesOf(customerId ?? 0),
    enabled: enabled && customerId !== null && customerId > 0,
    queryFn: async () => {
      const rows = parseReply(
        customerRatesReply,
        await api.get<unknown>(`/items/customer-rate/${customerId ?? 0}`),
      );
      return new Map(rows.map((r) => [r.itemId, r.rate]));
    },
  });
}

/** The vendor's last buy rate, else the item's standard buy rate; null when neither is known. */
export async function fetchVendorBuyRate(itemId: number, vendorId: number): Promise<number | null> {
  const reply = parseReply(
    vendorBuyRateReply,
    await api.get<unknown>(`/items/${itemId}/vendor-buy-rate/${vendorId}`),
  );
  return reply?.vendorSpecificLastBuyRate ?? reply?.standardBuyRate ?? null;
}
