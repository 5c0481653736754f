// POST /customers from the Create New Contact dialog.
import { customerReply } from '@hisaab/shared/replies/customers';
import type { CustomerInput } from '@hisaab/shared/schemas/customer';
import type { GstCategory } from '@hisaab/shared/gst/supply';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import type { CustomerOption } from './autocomplete-data.ts';

export async function createCustomer(
  data: CustomerInput & { gstCategory?: GstCategory | null },
): Promise<CustomerOption> {
  const { companyId: _company, ...customer } = parseReply(
    customerReply,
    await api.post<unknown>('/customers', data),
  );
  return customer;
}
