// /api/taxes and /api/taxes/groups replies. Rates are percent (2 decimals) on the wire.
import { z } from 'zod/mini';

/** What a tax is, wherever it is shown. */
const taxFields = {
  name: z.string(),
  taxType: z.string(),
  rate: z.number(),
  isCompound: z.boolean(),
  effectiveFrom: z.nullable(z.string()),
  effectiveTo: z.nullable(z.string()),
};

export const taxReply = z.object({
  id: z.number(),
  ...taxFields,
  displayOrder: z.number(),
  /** One more at every edit; send it back to edit (issue 37: an older one answers 409). */
  version: z.number(),
});
export type TaxReply = z.infer<typeof taxReply>;

export const taxListReply = z.array(taxReply);

/** A tax as it sits in a group: the tax's id is taxId, and its place is priority. */
export const groupTaxReply = z.object({ taxId: z.number(), ...taxFields, priority: z.number() });
export type GroupTaxReply = z.infer<typeof groupTaxReply>;

export const groupTaxListReply = z.array(groupTaxReply);

export const taxGroupReply = z.object({
  id: z.number(),
  name: z.string(),
  taxCount: z.number(),
  itemCount: z.number(),
  /** The day its taxes ended (all of them, before today), else null. */
  endedOn: z.nullable(z.string()),
  taxes: groupTaxListReply,
  /** One more at every rename or change of its taxes (issue 37): an edit sends it back. */
  version: z.number(),
});
export type TaxGroupReply = z.infer<typeof taxGroupReply>;

export const taxGroupListReply = z.array(taxGroupReply);

/** DELETE /api/taxes/groups/{id}: its items are left without a group. */
export const taxGroupDeletedReply = z.object({
  message: z.string(),
  itemsWithoutGroup: z.number(),
});
export type TaxGroupDeletedReply = z.infer<typeof taxGroupDeletedReply>;

/** POST /api/taxes/groups/{id}/move-items. */
export const groupItemsMovedReply = z.object({ message: z.string(), moved: z.number() });
export type GroupItemsMovedReply = z.infer<typeof groupItemsMovedReply>;
