// GET /api/batches (issue 40 part 2): an item's batches with their stock on a date, in the
// order a sale takes them (first-expiring first), as the bill line's batch picker lists them.
import { z } from 'zod/mini';
import { isoDate, rupees } from './list.ts';

export const batchReply = z.object({
  id: z.number(),
  itemId: z.number(),
  number: z.string(),
  mfgDate: z.nullable(isoDate),
  expiryDate: z.nullable(isoDate),
  mrp: z.nullable(rupees),
  /** Quantity on hand on the date asked (may have decimals; below 0 when oversold). */
  stock: z.number(),
  /** Expired before the date asked: a sale of it is refused. */
  expired: z.boolean(),
});
export type BatchReply = z.infer<typeof batchReply>;

export const batchListReply = z.array(batchReply);
