// The one costing rule: what a unit of an item cost the shop. Every report and insight that
// values stock or cost of goods (Stock report, Overstock, Slow-moving, Business ratios) reads it
// from here, so the same goods have the same value everywhere.
//
// An item's unit cost is its weighted average purchase cost up to a date: what its purchase
// lines cost less what debit notes gave back, over the quantity bought less the quantity
// returned. An item never bought (or all returned) costs its buy rate, which is entered with
// tax included, so its group's taxes in force that day are taken out when they are recoverable.
// Purchase GST that comes back as input tax credit is no cost; when it does not come back
// (inputTaxRecoverable), it is part of what the goods cost. The sums up to a date are the kept
// cost openings of its financial year and that year's lines (periods/kept-openings.ts): the same
// figure, from at most a year of purchases however old the books.
import { sql } from 'drizzle-orm';
import { inputTaxRecoverable } from '@hisaab/shared/gst/registration';
import { roundHalfAwayFromZero } from '@hisaab/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { gstRegistrationOf } from '../transactions/index.ts';
import { queryRows } from '../../db/query-rows.ts';
import { col } from '@hisaab/shared/reports/report-result';
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { listGroupTaxes } from '../taxes/index.ts';
import { inclusiveRateSplit, toGroupTax } from '../items/index.ts';
import { boughtToDateSql, keptYearOf } from '../periods/index.ts';

/**
 * Whether cost is counted with or without GST ("excl. GST" or "incl. GST"), for a column title:
 * kept short, as the insights' tables fit a 1280 px screen with it (and no comma, so CSV
 * headers stay bare). The screens say the rest: average purchase cost.
 */
export const costBasis = (recoverable: boolean) =>
  recoverable ? tk('excl. GST') : tk('incl. GST');

/** The stock value column of every report and insight: "Stock value excl. GST". */
export const stockValueColumn = (basis: string) =>
  col('stockValue', msg('Stock value {{basis}}', { basis: msg(basis) }), 'money');

export interface ItemCosts {
  /** Whether purchase tax was left out of cost (inputTaxRecoverable). */
  recoverable: boolean;
  /** "excl. GST", or "incl. GST" when the tax is not recoverable. */
  basis: string;
  /** The cost of `qtyMilli` thousandths of an item, in paise, rounded once. */
  costOf(itemId: number, qtyMilli: number): number;
  /** The cost of one unit, in paise (rounded: for showing; costOf is exact up to its end). */
  unitCost(itemId: number): number;
}

interface CostRow {
  id: number;
  buyRate: string | number;
  taxGroupId: number | null;
  boughtQty: string | number | null;
  boughtValue: string | number | null;
}

/** A cost per quantity: `value` paise for `qtyMilli` thousandths. */
interface Rate {
  value: bigint;
  qtyMilli: bigint;
}

/** Unit costs of every item of the company from what was bought up to `asOf` (yyyy-mm-dd). */
export async function itemCosts(db: DbOrTx, companyId: number, asOf: string): Promise<ItemCosts> {
  const recoverable = inputTaxRecoverable(await gstRegistrationOf(db, companyId));
  const value = recoverable ? sql`l.taxable_paise` : sql`l.taxable_paise + l.tax_paise`;
  const yearStart = await keptYearOf(db, companyId, 'cost', asOf);
  // Purchase and debit note lines (a note's lines are stored negative), estimates excluded.
  const rows = await queryRows<CostRow>(
    db,
    sql`select i.id, i.buy_rate_paise as "buyRate", i.tax_group_id as "taxGroupId",
        b.qty as "boughtQty", b.value as "boughtValue"
      from items i
      left join (
        select l.item_id, sum(l.qty_milli) as qty, sum(${value}) as value
        from ${boughtToDateSql(companyId, yearStart, asOf)} l
        group by l.item_id
      ) b on b.item_id = i.id
      where i.company_id = ${companyId} and i.special_kind is null`,
  );
  const groupIds = [...new Set(rows.flatMap((r) => (r.taxGroupId === null ? [] : [r.taxGroupId])))];
  const groupTaxes = await listGroupTaxes(db, companyId, groupIds);
  const rates = new Map<number, Rate>();
  for (const r of rows) {
    const boughtQty = BigInt(r.boughtQty ?? 0);
    if (boughtQty > 0n) {
      rates.set(Number(r.id), { value: BigInt(r.boughtValue ?? 0), qtyMilli: boughtQty });
      continue;
    }
    const buyRate = Number(r.buyRate);
    const taxes = groupTaxes.filter((t) => t.taxGroupId === r.taxGroupId).map(toGroupTax);
    const perUnit = recoverable ? inclusiveRateSplit(buyRate, taxes, asOf).basePaise : buyRate;
    rates.set(Number(r.id), { value: BigInt(perUnit), qtyMilli: 1000n });
  }
  const costOf = (itemId: number, qtyMilli: number) => {
    const rate = rates.get(itemId);
    if (!rate || qtyMilli === 0) return 0;
    return Number(roundHalfAwayFromZero(BigInt(qtyMilli) * rate.value, rate.qtyMilli));
  };
  return {
    recoverable,
    basis: costBasis(recoverable),
    costOf,
    unitCost: (itemId) => costOf(itemId, 1000),
  };
}
