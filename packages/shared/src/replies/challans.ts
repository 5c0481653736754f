// Replies of /api/challans (issue 40): a delivery challan with its lines, what each has billed,
// returned and still pending, its status, the documents it came from and made; the list's rows.
import { z } from 'zod/mini';
import { isoDate, rupees } from './list.ts';

export const CHALLAN_STATUSES = ['open', 'partly_settled', 'settled', 'closed'] as const;
export const challanStatus = z.enum(CHALLAN_STATUSES);
export type ChallanStatus = z.infer<typeof challanStatus>;

export const challanReason = z.enum(['supply', 'job_work', 'approval', 'exhibition', 'other']);

const documentLink = z.object({ id: z.number(), number: z.nullable(z.string()) });

export const challanReturnReply = z.object({
  id: z.number(),
  lineId: z.number(),
  returnDate: isoDate,
  quantity: z.number(),
  remark: z.nullable(z.string()),
});
export type ChallanReturnReply = z.infer<typeof challanReturnReply>;

export const challanLineReply = z.object({
  id: z.number(),
  itemId: z.number(),
  itemName: z.string(),
  quantity: z.number(),
  rate: rupees,
  unitId: z.number(),
  unitName: z.string(),
  hsnSacCode: z.nullable(z.string()),
  amount: rupees,
  taxableAmount: rupees,
  taxAmount: rupees,
  orderLineId: z.nullable(z.number()),
  /** The batch its goods left from (an item tracked by batch), else null. */
  batch: z.nullable(
    z.object({
      id: z.number(),
      number: z.string(),
      mfgDate: z.nullable(isoDate),
      expiryDate: z.nullable(isoDate),
    }),
  ),
  /** What the bill lines naming this line hold. */
  billed: z.number(),
  /** What came back (goods returned). */
  returned: z.number(),
  /** What may still be billed or come back: sent less billed and returned (0 once closed). */
  pending: z.number(),
});
export type ChallanLineReply = z.infer<typeof challanLineReply>;

export const challanReply = z.object({
  id: z.number(),
  number: z.string(),
  version: z.number(),
  challanDate: isoDate,
  customerId: z.number(),
  customerName: z.string(),
  reason: challanReason,
  reasonRemark: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  status: challanStatus,
  /** Whether its goods may be billed from it (reason supply or approval). */
  billable: z.boolean(),
  amount: rupees,
  taxable: rupees,
  tax: rupees,
  /** What is still pending, at the challan's rates. */
  pendingAmount: rupees,
  /** The sale order and the estimate it was made from. */
  order: z.nullable(documentLink),
  estimate: z.nullable(documentLink),
  /** The bills made from it (those whose lines name its lines). */
  bills: z.array(documentLink),
  lineItems: z.array(challanLineReply),
  /** The godown the goods left (issue 40 part 3). */
  godownId: z.optional(z.nullable(z.number())),
  returns: z.array(challanReturnReply),
  createdAt: z.string(),
});
export type ChallanReply = z.infer<typeof challanReply>;

export const challanRowReply = z.object({
  id: z.number(),
  number: z.string(),
  challanDate: isoDate,
  customerId: z.number(),
  customerName: z.string(),
  reason: challanReason,
  amount: rupees,
  pendingAmount: rupees,
  status: challanStatus,
});
export type ChallanRowReply = z.infer<typeof challanRowReply>;

export const challanListReply = z.object({
  items: z.array(challanRowReply),
  total: z.number(),
  skip: z.number(),
  take: z.number(),
});
export type ChallanListReply = z.infer<typeof challanListReply>;
