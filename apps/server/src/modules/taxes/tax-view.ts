// Wire shapes of taxes: percent with 2 decimals outside, basis points inside.
import { z } from 'zod';
import type { TaxRow } from './taxes.repo.ts';
import type { GroupTaxRow } from './tax-groups.repo.ts';

export const rateToPercent = (rateBp: number) => rateBp / 100;
/** Percent (at most 2 decimals, already validated) → basis points. */
export const percentToRateBp = (percent: number) => Math.round(percent * 100);

export const taxView = z.object({
  id: z.number(),
  name: z.string(),
  taxType: z.string(),
  rate: z.number(),
  isCompound: z.boolean(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  displayOrder: z.number(),
});
export type TaxView = z.infer<typeof taxView>;

export const groupTaxView = z.object({
  taxId: z.number(),
  name: z.string(),
  taxType: z.string(),
  rate: z.number(),
  isCompound: z.boolean(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  priority: z.number(),
});
export type GroupTaxView = z.infer<typeof groupTaxView>;

export function toTaxView(t: TaxRow): TaxView {
  return {
    id: t.id,
    name: t.name,
    taxType: t.taxType,
    rate: rateToPercent(t.rateBp),
    isCompound: t.isCompound,
    effectiveFrom: t.effectiveFrom,
    effectiveTo: t.effectiveTo,
    displayOrder: t.displayOrder,
  };
}

export function toGroupTaxView(t: GroupTaxRow): GroupTaxView {
  return {
    taxId: t.taxId,
    name: t.name,
    taxType: t.taxType,
    rate: rateToPercent(t.rateBp),
    isCompound: t.isCompound,
    effectiveFrom: t.effectiveFrom,
    effectiveTo: t.effectiveTo,
    priority: t.priority,
  };
}
