// /api/items replies: an item as the items screen shows it, its tax-inclusive rates (rupees)
// split into base and tax for an intra-state sale of one unit, with its group's taxes.
import { z } from 'zod';
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
  hsnSacCode: z.string().nullable(),
  taxGroupId: z.number().nullable(),
  taxGroupName: z.string().nullable(),
  taxes: z.array(groupTaxReply),
  /** Quantity in stock (may have decimals). */
  stock: z.number(),
  isSpecial: z.boolean(),
  specialKind: z.string().nullable(),
  assemblyId: z.null(),
});
export type ItemReply = z.infer<typeof itemReply>;

export const itemListReply = z.array(itemReply);
