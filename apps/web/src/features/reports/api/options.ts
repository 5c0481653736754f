// The choices of the parameter forms: customers for the ledger (GET /customers) and bank
// accounts for bank transactions (the expense screen's list and labels). A failed load leaves
// the list empty, as elsewhere (spec section 8).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { customerListReply } from '@hisaab/shared/replies/customers';
import { parseReply } from '../../../api/reply.ts';

export { useBankAccountOptions } from '../../expense/index.ts';

export interface CustomerOption {
  id: number;
  label: string;
}

async function fetchCustomers(): Promise<CustomerOption[]> {
  try {
    return parseReply(customerListReply, await api.get<unknown>('/customers'))
      .map((r) => ({ id: r.id, label: r.name }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
  } catch (err) {
    console.error('Failed to load customers', err);
    return [];
  }
}

export function useCustomerOptions() {
  return useQuery({ queryKey: ['reports', 'customers'], queryFn: fetchCustomers });
}
