// GET /api/subscription: the company's plan or free period and its use against the limits.
import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@hisaab/shared/replies/plans';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type { Subscription };

export const SUBSCRIPTION_KEY = queryKeys.subscription;

/** The reply, when it has the shape the screens read (a proxy may answer with a page). */
function asSubscription(data: unknown): Subscription {
  const sub = data as Partial<Subscription> | null;
  if (
    !sub ||
    typeof sub !== 'object' ||
    typeof sub.status !== 'string' ||
    !Array.isArray(sub.blocked) ||
    typeof sub.users !== 'object' ||
    typeof sub.invoices !== 'object'
  ) {
    throw new Error('Unexpected reply for the subscription.');
  }
  return sub as Subscription;
}

/** `enabled` false: signed out (the public plans page), where there is nothing to ask. */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    enabled,
    queryFn: async () => asSubscription(await api.get<unknown>('/subscription')),
    // Days change slowly; a refused save or a new plan shows on the next look.
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
    retry: false,
  });
}
