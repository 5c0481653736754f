// /customers (spec section 7 Items and customers): list with search, create, update, delete
// with an optional customer taking over the transactions and balance.
import type { GstCategory } from '@hisaab/shared/gst/supply';
import { useQuery } from '@tanstack/react-query';
import { toPaise } from '@hisaab/shared/money';
import {
  customerListReply,
  customerReply,
  type CustomerReply,
} from '@hisaab/shared/replies/customers';
import type { CustomerData } from '@hisaab/shared/schemas/customer';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** A customer as the screen shows it: the ledger balance in paise. */
export type Customer = Omit<CustomerReply, 'balance'> & { balancePaise: number };

/** What the form sends: the shared schema's output plus the chosen state. */
export type CustomerBody = CustomerData & {
  stateCode: string | null;
  /** Issue 36: SEZ unit, overseas, deemed export or none; absent keeps the stored one. */
  gstCategory?: GstCategory | null;
};

function toCustomer({ balance, ...rest }: CustomerReply): Customer {
  return { ...rest, balancePaise: toPaise(balance) };
}

export const CUSTOMERS_KEY = queryKeys.settings.customers;

export function useCustomers(search: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, search],
    queryFn: async () =>
      parseReply(
        customerListReply,
        await api.get<unknown>('/customers', { query: { search } }),
      ).map(toCustomer),
    placeholderData: (previous) => previous,
  });
}

export async function createCustomer(body: CustomerBody): Promise<Customer> {
  return toCustomer(parseReply(customerReply, await api.post<unknown>('/customers', body)));
}

export async function updateCustomer(id: number, body: CustomerBody): Promise<Customer> {
  return toCustomer(parseReply(customerReply, await api.put<unknown>(`/customers/${id}`, body)));
}

/**
 * With a fallback, that customer takes over the deleted one's transactions and balance.
 * `version`: as listed; a customer changed since answers 409 (issue 37).
 */
export function deleteCustomer(id: number, defaultCustomerId: number | null, version: number) {
  return api.delete<null>(`/customers/${id}`, { query: { defaultCustomerId }, ifMatch: version });
}
