// Taxes, tax groups and group mappings (spec sections 3 Tax/Tax group, 5, 7 Taxes).
import { z } from 'zod';
import { TAX_TYPES, type TaxType } from '../tax-types.ts';
import { TAX_VALIDATION } from '../validation-messages.ts';
import {
  isoDate,
  optionalId,
  positiveId,
  requiredText,
  rupees,
  versionField,
  wholeNumber,
} from './common.ts';
import { tk } from '../i18n/messages.ts';

// Apart from zod, for the reply schemas (tax-types.ts).
export { TAX_TYPES, type TaxType };
export const DEFAULT_TAX_TYPE: TaxType = 'GST';

export const TAX_LIMITS = { name: 100, groupName: 100, groupSize: 50 } as const;

export const TAX_SCHEMA_MESSAGES = {
  dateOrder: tk('Effective To must be on or after Effective From.'),
  date: tk('Enter the date as yyyy-mm-dd.'),
  duplicateTax: tk('A tax can be in a group only once.'),
  priority: tk('Priority must be a whole number of 1 or more.'),
} as const;

const optionalDate = z.preprocess(
  (v) => (v === '' ? null : v),
  isoDate(TAX_SCHEMA_MESSAGES.date)
    .nullish()
    .transform((d) => d ?? null),
);

/** Rate in percent with at most 2 decimals, 0 to 100 (basis points = rate × 100). */
export const taxRate = z.preprocess(
  (v) => (v === '' ? undefined : v),
  rupees(TAX_VALIDATION.rate).refine((r) => r >= 0 && r <= 100, TAX_VALIDATION.rate),
);

export const taxSchema = z
  .object({
    name: requiredText(TAX_LIMITS.name, TAX_VALIDATION.name),
    taxType: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(TAX_TYPES, { error: TAX_VALIDATION.type }),
    ),
    rate: taxRate,
    isCompound: z.boolean().default(false),
    effectiveFrom: optionalDate,
    effectiveTo: optionalDate,
    /** The version the edit is based on (issue 37); ignored on create. */
    version: versionField(),
  })
  .refine((t) => !t.effectiveFrom || !t.effectiveTo || t.effectiveFrom <= t.effectiveTo, {
    message: TAX_SCHEMA_MESSAGES.dateOrder,
    path: ['effectiveTo'],
  });
export type TaxInput = z.input<typeof taxSchema>;
export type TaxData = z.output<typeof taxSchema>;

export const taxGroupSchema = z.object({
  name: requiredText(TAX_LIMITS.groupName, TAX_VALIDATION.groupName),
  /** The group's version the rename is based on (issue 37); ignored on create. */
  version: versionField(),
});
export type TaxGroupInput = z.input<typeof taxGroupSchema>;

const priority = wholeNumber(1, 1000, TAX_SCHEMA_MESSAGES.priority);

/** POST taxes/groups/{id}/taxes/add. */
export const groupTaxSchema = z.object({
  taxId: positiveId(TAX_VALIDATION.selectTax),
  priority,
});
export type GroupTaxInput = z.input<typeof groupTaxSchema>;

/**
 * POST taxes/groups/{id}/taxes/add: priority may be left out (the tax then goes last), and
 * the group's version the change is based on (issue 37), as in the other changes of its list.
 */
export const groupTaxAddSchema = groupTaxSchema.extend({
  priority: priority.optional(),
  version: versionField(),
});
export type GroupTaxAddInput = z.input<typeof groupTaxAddSchema>;

function noDuplicates(ids: readonly number[]): boolean {
  return new Set(ids).size === ids.length;
}

/** POST taxes/groups/{id}/taxes: replaces the group's set. */
export const groupTaxMappingsSchema = z.object({
  mappings: z
    .array(groupTaxSchema)
    .max(TAX_LIMITS.groupSize)
    .refine((m) => noDuplicates(m.map((x) => x.taxId)), TAX_SCHEMA_MESSAGES.duplicateTax),
  version: versionField(),
});
export type GroupTaxMappingsInput = z.input<typeof groupTaxMappingsSchema>;

/** POST taxes/groups/{id}/taxes/reorder: tax ids in their new priority order. */
export const groupTaxReorderSchema = z.object({
  taxGroupTaxIdsInOrder: z
    .array(positiveId(tk('Invalid tax id')))
    .max(TAX_LIMITS.groupSize)
    .refine(noDuplicates, TAX_SCHEMA_MESSAGES.duplicateTax),
  version: versionField(),
});
export type GroupTaxReorderInput = z.input<typeof groupTaxReorderSchema>;

/** PUT taxes/items/{itemId}/group/{groupId}: group 0 means none. */
export const itemTaxGroupParamsSchema = z.object({
  itemId: positiveId(tk('Invalid item id')),
  groupId: optionalId(tk('Invalid tax group id')),
});
export type ItemTaxGroupParams = z.output<typeof itemTaxGroupParamsSchema>;
