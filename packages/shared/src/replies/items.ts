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
  /** Quantity in stock (may have decimals). */
  stock: z.number(),
  isSpecial: z.boolean(),
  specialKind: z.nullable(z.string()),
  /** A service notified under reverse charge: its purchase is RCM (issue 36). */
  reverseCharge: z.boolean(),
  assemblyId: z.null(),
});
export type ItemReply = z.infer<typeof itemReply>;

export const itemListReply = z.array(itemReply);
