// /api/items replies: an item as the items screen shows it, its tax-inclusive rates (rupees)
// split into base and tax for an intra-state sale of one unit, with its group's taxes.
import { z } from 'zod/mini';
import { rupees } from './list.ts';
import { groupTaxReply } from './taxes.ts';

export const itemReply = z.object({
  id: z.number(),
  name: z.string(),
  unitId: z.number(),
  unit: z.object({ id: z.number(), name: z.string() }),
  unitName: z.string(),
  rate: rupees,
  buyRate: rupees,
  rateBaseAmount: rupees,
  rateTaxAmount: rupees,
  buyRateBaseAmount: rupees,
  buyRateTaxAmount: rupees,
  hsnSacCode: z.nullable(z.string()),
  taxGroupId: z.nullable(z.number()),
  taxGroupName: z.nullable(z.string()),
  taxes: z.array(groupTaxReply),
  /** Notified under reverse charge: its purchases are under reverse charge (GST.md 12). */
  reverseCharge: z.boolean(),
  /** Maximum retail price printed on the pack (labels), or null. */
  mrp: z.nullable(rupees),
  /** Stock kept per batch (issue 40 part 2). */
  trackedByBatch: z.boolean(),
  /** Its barcodes (EAN-13, UPC-A or Code 128), in the order they were added. */
  barcodes: z.array(z.string()),
  /** Quantity in stock (may have decimals). */
  stock: z.number(),
  /**
   * The stock per godown (issue 40 part 3), the godowns holding any; they add up to `stock`.
   * Optional: replies made before godowns have none.
   */
  godownStock: z.optional(z.array(z.object({ godownId: z.number(), stock: z.number() }))),
  isSpecial: z.boolean(),
  specialKind: z.nullable(z.string()),
  assemblyId: z.null(),
  /** One more at every edit; send it back to edit (issue 37: an older one answers 409). */
  version: z.number(),
});
export type ItemReply = z.infer<typeof itemReply>;

export const itemListReply = z.array(itemReply);
