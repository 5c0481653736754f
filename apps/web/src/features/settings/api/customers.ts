// /customers (spec section 7 Items and customers): list with search, create, update, delete
// with an optional customer taking over the transactions and balance.
import { useQuery } from '@tanstack/react-query';
import type { CustomerData } from '@hisaab/shared/schemas/customer';
import { api } from '../../../api/client.ts';
import { asRow, bool, idOf, listOf, num, str, strOrNull, type Row } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface Customer {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  stateCode: string | null;
  /** Rupees, from the ledger. */
  balance: number;
  isDefaultCash: boolean;
}

/** What the form sends: the shared schema's output plus the chosen state. */
export type CustomerBody = CustomerData & { stateCode: string | null };

function toCustomer(row: Row): Customer {
  return {
    id: idOf(row, 'customerId'),
    name: str(row.name),
    phone: strOrNull(row.phone),
    address: strOrNull(row.address),
    email: strOrNull(row.email),
    gstin: strOrNull(row.gstin),
    pan: strOrNull(row.pan),
    stateCode: strOrNull(row.stateCode),
    balance: num(row.balance),
    isDefaultCash: bool(row.isDefaultCash),
  };
}

export const CUSTOMERS_KEY = queryKeys.settings.customers;

export function useCustomers(search: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, search],
    queryFn: async () =>
      listOf(await api.get<unknown>('/customers', { query: { search } })).map(toCustomer),
    placeholderData: (previous) => previous,
  });
}

export async function createCustomer(body: CustomerBody): Promise<Customer> {
  return toCustomer(asRow(await api.post<unknown>('/customers', body)));
}

export async function updateCustomer(id: number, body: CustomerBody): Promise<Customer> {
  return toCustomer(asRow(await api.put<unknown>(`/customers/${id}`, body)));
}

/** With a fallback, that customer takes over the deleted one's transactions and balance. */
export function deleteCustomer(id: number, defaultCustomerId: number | null) {
  return api.delete<null>(`/customers/${id}`, { query: { defaultCustomerId } });
}
