// POST /customers from the Create New Contact dialog.
import type { CustomerData } from '@hisaab/shared/schemas/customer';
import { api } from '../../../api/client.ts';
import type { CustomerOption } from './autocomplete-data.ts';
import { camel } from '../../../api/wire.ts';

export async function createCustomer(data: CustomerData): Promise<CustomerOption | null> {
  const reply = camel<Partial<CustomerOption> | null>(await api.post<unknown>('/customers', data));
  if (!reply || typeof reply.id !== 'number' || reply.id <= 0) return null;
  return {
    id: reply.id,
    name: reply.name ?? data.name,
    phone: reply.phone ?? data.phone,
    address: reply.address ?? data.address,
    email: reply.email ?? data.email,
    gstin: reply.gstin ?? data.gstin,
    pan: reply.pan ?? data.pan,
    stateCode: reply.stateCode ?? null,
    isDefaultCash: false,
    balance: reply.balance ?? 0,
  };
}
