// Replies of /api/godowns and /api/stock-transfers (issue 40 part 3).
import { z } from 'zod/mini';
import { isoDate } from './list.ts';

export const godownReply = z.object({
  id: z.number(),
  /** As stored; the default godown made for a company is named by the key 'Main godown'. */
  name: z.string(),
  isDefault: z.boolean(),
  version: z.number(),
  /** Goods on hand in it, all items (thousandths summed, in units). */
  stockItems: z.number(),
});
export type GodownReply = z.infer<typeof godownReply>;
export const godownListReply = z.array(godownReply);

export const stockTransferLineReply = z.object({
  id: z.number(),
  itemId: z.number(),
  itemName: z.string(),
  unitName: z.string(),
  quantity: z.number(),
  batchId: z.nullable(z.number()),
});

export const stockTransferReply = z.object({
  id: z.number(),
  number: z.string(),
  transferDate: isoDate,
  fromGodownId: z.number(),
  fromGodownName: z.string(),
  toGodownId: z.number(),
  toGodownName: z.string(),
  remark: z.nullable(z.string()),
  version: z.number(),
  lineItems: z.array(stockTransferLineReply),
});
export type StockTransferReply = z.infer<typeof stockTransferReply>;

export const stockTransferRowReply = z.object({
  id: z.number(),
  number: z.string(),
  transferDate: isoDate,
  fromGodownName: z.string(),
  toGodownName: z.string(),
  lines: z.number(),
});
export const stockTransferListReply = z.object({
  items: z.array(stockTransferRowReply),
  total: z.number(),
});
export type StockTransferListReply = z.infer<typeof stockTransferListReply>;
