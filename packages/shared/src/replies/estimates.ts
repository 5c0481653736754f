// GET /api/estimates (issue 25): a page of estimates, newest first, with the sale each became.
// An estimate itself (create, update, convert) answers as a transaction (transactions.ts).
import { z } from 'zod/mini';
import { isoDate, rupees } from './list.ts';

export const estimateRowReply = z.object({
  id: z.number(),
  number: z.nullable(z.string()),
  transactionDate: isoDate,
  customerId: z.number(),
  customerName: z.string(),
  amount: rupees,
  remark: z.nullable(z.string()),
  /** The sale it was converted into. */
  convertedTo: z.nullable(z.object({ id: z.number(), number: z.nullable(z.string()) })),
  createdAt: z.string(),
});
export type EstimateRowReply = z.infer<typeof estimateRowReply>;

export const estimateListReply = z.object({
  items: z.array(estimateRowReply),
  total: z.number(),
  skip: z.number(),
  take: z.number(),
});
export type EstimateListReply = z.infer<typeof estimateListReply>;
