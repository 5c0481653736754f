// Taxes as their replies carry them (packages/shared/src/replies/taxes.ts): percent with 2
// decimals outside, basis points inside.
import type { GroupTaxReply, TaxReply } from '@hisaab/shared/replies/taxes';
import type { TaxRow } from './taxes.repo.ts';
import type { GroupTaxRow } from './tax-groups.repo.ts';

export const rateToPercent = (rateBp: number) => rateBp / 100;
/** Percent (at most 2 decimals, already validated) → basis points. */
export const percentToRateBp = (percent: number) => Math.round(percent * 100);

export function toTaxView(t: TaxRow): TaxReply {
  return {
    id: t.id,
    name: t.name,
    taxType: t.taxType,
    rate: rateToPercent(t.rateBp),
    isCompound: t.isCompound,
    effectiveFrom: t.effectiveFrom,
    effectiveTo: t.effectiveTo,
    displayOrder: t.displayOrder,
    version: t.version,
  };
}

export function toGroupTaxView(t: GroupTaxRow): GroupTaxReply {
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
