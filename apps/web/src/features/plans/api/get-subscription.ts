// GET /api/subscription: the company's plan or free period and its use against the limits.
import { useQuery } from '@tanstack/react-query';
import { subscriptionReply, type Subscription } from '@hisaab/shared/replies/plans';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type { Subscription };

export const SUBSCRIPTION_KEY = queryKeys.subscription;

/** `enabled` false: signed out (the public plans page), where there is nothing to ask. */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    enabled,
    queryFn: async () => parseReply(subscriptionReply, await api.get<unknown>('/subscription')),
    // Days change slowly; a refused save or a new plan shows on the next look.
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
    retry: false,
  });
}
