// Replies of /api/orders (issue 40): an order with its lines, what each has billed and still
// pending, its status, and the documents it came from and made; the list's rows.
import { z } from 'zod/mini';
import { isoDate, rupees } from './list.ts';

export const ORDER_STATUSES = ['open', 'partly_billed', 'billed', 'closed'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

const documentLink = z.object({ id: z.number(), number: z.nullable(z.string()) });

export const orderLineReply = z.object({
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
  /** What the bills naming this line hold. */
  billed: z.number(),
  /** What a bill may still take: quantity less billed (0 once the order is closed or over). */
  pending: z.number(),
});
export type OrderLineReply = z.infer<typeof orderLineReply>;

export const orderReply = z.object({
  id: z.number(),
  isPurchase: z.boolean(),
  number: z.string(),
  version: z.number(),
  orderDate: isoDate,
  expectedDate: z.nullable(isoDate),
  customerId: z.number(),
  customerName: z.string(),
  remark: z.nullable(z.string()),
  status: orderStatus,
  amount: rupees,
  taxable: rupees,
  tax: rupees,
  /** What is still pending, at the ordered rates. */
  pendingAmount: rupees,
  /** The estimate it was made from. */
  estimate: z.nullable(documentLink),
  /** The bills made from it (those whose lines name its lines). */
  bills: z.array(documentLink),
  /** The delivery challans that deliver it (their lines name its lines). */
  challans: z.optional(z.array(documentLink)),
  lineItems: z.array(orderLineReply),
  createdAt: z.string(),
});
export type OrderReply = z.infer<typeof orderReply>;

export const orderRowReply = z.object({
  id: z.number(),
  isPurchase: z.boolean(),
  number: z.string(),
  orderDate: isoDate,
  expectedDate: z.nullable(isoDate),
  customerId: z.number(),
  customerName: z.string(),
  amount: rupees,
  pendingAmount: rupees,
  status: orderStatus,
});
export type OrderRowReply = z.infer<typeof orderRowReply>;

export const orderListReply = z.object({
  items: z.array(orderRowReply),
  total: z.number(),
  skip: z.number(),
  take: z.number(),
});
export type OrderListReply = z.infer<typeof orderListReply>;
