// Sale orders and purchase orders (issue 40): POST /api/orders and PUT /api/orders/{id}, the
// list's query, and the close/reopen call. An order posts nothing; its lines are what is
// ordered (item, quantity, tax-inclusive rate), and a bill line that fulfils one names it.
import { z } from 'zod';
import { tk } from '../i18n/messages.ts';
import {
  flag,
  isoDate,
  oneLine,
  optionalId,
  optionalText,
  positiveId,
  quantity,
  rupees,
  searchPageQuery,
  versionField,
  wholeNumber,
} from './common.ts';

export const ORDER_LIMITS = { lines: 500, remark: 500 } as const;

export const ORDER_SCHEMA_MESSAGES = {
  customerId: tk('Choose the party of the order.'),
  itemId: tk('Choose an item for every line of the order.'),
  quantity: tk('An ordered quantity must be more than 0.'),
  rate: tk('A rate cannot be negative.'),
  noLines: tk('An order needs at least one line.'),
  expectedDate: tk('The expected delivery date cannot be before the order date.'),
} as const;

export const orderLineSchema = z.object({
  /** The stored line being kept (an edit); a bill may already name it. */
  id: optionalId(tk('Invalid line item id')),
  itemId: positiveId(ORDER_SCHEMA_MESSAGES.itemId),
  quantity: quantity().refine((q) => q > 0, ORDER_SCHEMA_MESSAGES.quantity),
  rate: rupees().refine((r) => r >= 0, ORDER_SCHEMA_MESSAGES.rate),
  unitId: optionalId(tk('Invalid unit id')),
});
export type OrderLineInput = z.input<typeof orderLineSchema>;

export const orderSchema = z
  .object({
    version: versionField(),
    /** A purchase order (to a vendor); false: a sale order (from a customer). */
    isPurchase: flag(),
    customerId: wholeNumber(1, Number.MAX_SAFE_INTEGER, ORDER_SCHEMA_MESSAGES.customerId),
    orderDate: isoDate(),
    expectedDate: isoDate()
      .nullish()
      .transform((d) => d ?? null),
    remark: optionalText(ORDER_LIMITS.remark).transform((s) => s && oneLine(s)),
    /** The estimate this order is made from (a sale order only). */
    estimateId: optionalId(tk('Invalid id')),
    lineItems: z
      .array(orderLineSchema)
      .min(1, ORDER_SCHEMA_MESSAGES.noLines)
      .max(ORDER_LIMITS.lines),
  })
  .superRefine((o, ctx) => {
    if (o.expectedDate !== null && o.expectedDate < o.orderDate)
      ctx.addIssue({
        code: 'custom',
        path: ['expectedDate'],
        message: ORDER_SCHEMA_MESSAGES.expectedDate,
      });
  });
export type OrderInput = z.input<typeof orderSchema>;
export type OrderData = z.output<typeof orderSchema>;

/** GET /api/orders: a side's orders, searched, paged; `estimateId`: those made from it. */
export const orderListQuery = searchPageQuery.extend({
  isPurchase: flag(),
  estimateId: optionalId(tk('Invalid id')),
});

/** POST /api/orders/{id}/close: close (true) with quantities pending, or open again (false). */
export const closeOrderSchema = z.object({ closed: flag(true), version: versionField() });
