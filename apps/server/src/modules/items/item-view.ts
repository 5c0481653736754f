// An item as the items screen shows it: tax-inclusive rates split into base and tax by the
// shared engine, with the group's taxes in force today, for an intra-state sale of one unit.
import { computeLineTax, type GroupTax, type TaxType } from '@hisaab/shared/gst/tax-engine';
import { paiseToRupees } from '@hisaab/shared/money';
import type { ItemReply } from '@hisaab/shared/replies/items';
import { type GroupTaxRow, toGroupTaxView } from '../taxes/index.ts';
import type { ItemRow } from './items.repo.ts';

// Any one state: intra-state CGST + SGST (or UTGST) add up the same whichever state it is.
const SAME_STATE = '27';

/**
 * A tax-inclusive rate of one unit split into its base and tax (paise) by the taxes in force
 * on `date`: the items screen's base amounts, and the unit cost of an item never bought
 * (costing/item-costs.ts).
 */
export function inclusiveRateSplit(ratePaise: number, taxes: readonly GroupTax[], date: string) {
  const r = computeLineTax({
    qtyMilli: 1000,
    ratePaise,
    rateIncludesTax: true,
    taxes,
    billDate: date,
    sellerStateCode: SAME_STATE,
    placeOfSupplyStateCode: SAME_STATE,
  });
  return { basePaise: r.taxablePaise, taxPaise: r.taxPaise };
}

function split(ratePaise: number, taxes: readonly GroupTax[], today: string) {
  const { basePaise, taxPaise } = inclusiveRateSplit(ratePaise, taxes, today);
  return { base: paiseToRupees(basePaise), tax: paiseToRupees(taxPaise) };
}

export const toGroupTax = (t: GroupTaxRow): GroupTax => ({
  taxId: t.taxId,
  name: t.name,
  taxType: t.taxType as TaxType,
  rateBp: t.rateBp,
  isCompound: t.isCompound,
  priority: t.priority,
  effectiveFrom: t.effectiveFrom,
  effectiveTo: t.effectiveTo,
});

/** Views of these items, given their groups' taxes, stock (qty thousandths) and barcodes. */
export function toItemViews(
  rows: readonly ItemRow[],
  groupTaxes: readonly GroupTaxRow[],
  stockMilli: ReadonlyMap<number, number>,
  today: string,
  barcodes: ReadonlyMap<number, readonly string[]> = new Map(),
  godownStockMilli: ReadonlyMap<
    number,
    readonly { godownId: number; qtyMilli: number }[]
  > = new Map(),
): ItemReply[] {
  const byGroup = new Map<number, GroupTaxRow[]>();
  for (const t of groupTaxes) {
    const list = byGroup.get(t.taxGroupId) ?? [];
    list.push(t);
    byGroup.set(t.taxGroupId, list);
  }
  return rows.map((row) => {
    const taxes = row.taxGroupId === null ? [] : (byGroup.get(row.taxGroupId) ?? []);
    const engineTaxes = taxes.map(toGroupTax);
    const sale = split(row.ratePaise, engineTaxes, today);
    const buy = split(row.buyRatePaise, engineTaxes, today);
    return {
      id: row.id,
      name: row.name,
      unitId: row.unitId,
      unit: { id: row.unitId, name: row.unitName },
      unitName: row.unitName,
      rate: paiseToRupees(row.ratePaise),
      buyRate: paiseToRupees(row.buyRatePaise),
      rateBaseAmount: sale.base,
      rateTaxAmount: sale.tax,
      buyRateBaseAmount: buy.base,
      buyRateTaxAmount: buy.tax,
      hsnSacCode: row.hsnSacCode,
      taxGroupId: row.taxGroupId,
      taxGroupName: row.taxGroupName,
      taxes: taxes.map(toGroupTaxView),
      reverseCharge: row.reverseCharge,
      mrp: row.mrpPaise === null ? null : paiseToRupees(row.mrpPaise),
      trackedByBatch: row.trackedByBatch,
      barcodes: [...(barcodes.get(row.id) ?? [])],
      stock: (stockMilli.get(row.id) ?? 0) / 1000,
      godownStock: (godownStockMilli.get(row.id) ?? []).map((g) => ({
        godownId: g.godownId,
        stock: g.qtyMilli / 1000,
      })),
      isSpecial: row.specialKind !== null,
      specialKind: row.specialKind,
      assemblyId: null,
      version: row.version,
    };
  });
}
