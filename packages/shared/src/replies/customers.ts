// /api/customers replies: a customer with its ledger balance (rupees).
import { z } from 'zod/mini';
import { rupees } from './list.ts';
import { GST_CATEGORIES } from '../gst/supply.ts';

export const customerReply = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  email: z.nullable(z.string()),
  gstin: z.nullable(z.string()),
  pan: z.nullable(z.string()),
  stateCode: z.nullable(z.string()),
  /** SEZ unit, overseas or deemed export (gst/supply.ts GST_CATEGORIES); null: none. */
  gstCategory: z.nullable(z.enum(GST_CATEGORIES)),
  /** From the ledger: what the customer owes (negative: what the shop owes them). */
  balance: rupees,
  isDefaultCash: z.boolean(),
  companyId: z.number(),
  /** One more at every edit; send it back to edit (issue 37: an older one answers 409). */
  version: z.number(),
});
export type CustomerReply = z.infer<typeof customerReply>;

export const customerListReply = z.array(customerReply);
