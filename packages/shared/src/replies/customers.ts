// /api/customers replies: a customer with its ledger balance (rupees).
import { z } from 'zod';
import { rupees } from './list.ts';

export const customerReply = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  stateCode: z.string().nullable(),
  /** From the ledger: what the customer owes (negative: what the shop owes them). */
  balance: rupees,
  isDefaultCash: z.boolean(),
  companyId: z.number(),
});
export type CustomerReply = z.infer<typeof customerReply>;

export const customerListReply = z.array(customerReply);
