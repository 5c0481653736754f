// The goods lines of an e-way bill: what stops them, their item list (grouped when more than the
// portal takes) and the header's values, from the stored lines (EWAYBILL.md). Pure.
import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import { paiseToRupees, toPaise } from '@hisaab/shared/money';
import { isGstSlab } from '@hisaab/shared/gst/slabs';
import type { TransactionView } from '../transactions/index.ts';
import { uqcOfLine, type UnitCodes } from '../einvoice/index.ts';

export const MAX_EWB_ITEMS = 250;

const rupees = paiseToRupees;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
export const isGoodsHsn = (hsn: string | null) => !!hsn && !hsn.trim().startsWith('99');

type Line = TransactionView['lineItems'][number];

/** A line's GST rates by head (UTGST counted as SGST), and the taxes that are not GST. */
function lineRates(l: Line) {
  const rates = { CGST: 0, SGST: 0, IGST: 0, CESS: 0 };
  const notGst: string[] = [];
  for (const tax of l.taxes) {
    const c = tax.component === 'UTGST' ? 'SGST' : tax.component;
    if (c in rates) rates[c as keyof typeof rates] = tax.rate;
    else notGst.push(tax.name);
  }
  return { rates, notGst };
}

/** What stops the goods lines: no goods at all, an HSN, a tax that is not GST, a rate. */
export function checkGoods(goods: Line[], intra: boolean, problem: (t: Text) => void) {
  if (!goods.some((l) => isGoodsHsn(l.hsnSacCode)))
    problem(tk('it has no goods (an HSN not starting with 99): services need no e-way bill.'));
  goods.forEach((l, i) => {
    const n = i + 1;
    const item = l.itemName;
    if (!/^(\d{4}|\d{6}|\d{8})$/.test((l.hsnSacCode ?? '').trim()))
      problem(msg('line {{n}} ({{item}}) needs an HSN code of 4, 6 or 8 digits.', { n, item }));
    const { rates, notGst } = lineRates(l);
    for (const tax of notGst)
      problem(msg('line {{n}} ({{item}}) carries {{tax}}, which is not GST.', { n, item, tax }));
    const gstRate = Number((rates.CGST + rates.SGST + rates.IGST).toFixed(3));
    if (!isGstSlab(gstRate))
      problem(
        msg('line {{n}} ({{item}}) has GST at {{rate}}%, which is not a GST slab.', {
          n,
          item,
          rate: gstRate,
        }),
      );
    if (intra && rates.IGST > 0)
      problem(
        msg('line {{n}} ({{item}}) charges IGST within the state (CGST and SGST apply).', {
          n,
          item,
        }),
      );
    if (!intra && (rates.CGST > 0 || rates.SGST > 0))
      problem(
        msg('line {{n}} ({{item}}) charges CGST/SGST to another state (IGST applies).', {
          n,
          item,
        }),
      );
  });
}

/**
 * The item lines and the header's values in paise, from the stored lines: taxable value and
 * tax per head of the goods lines, the special lines (round off, discount) as other value.
 */
export function valuesOf(
  view: TransactionView,
  goods: Line[],
  units: UnitCodes,
  name: string,
  notes: Text[],
) {
  const sums = { total: 0, cgst: 0, sgst: 0, igst: 0, cess: 0 };
  const lines = goods.map((l, i) => {
    const n = i + 1;
    const hsn = (l.hsnSacCode ?? '').trim();
    for (const tax of l.taxes) {
      // Under reverse charge the supplier charges no tax: the values carry none, the rates
      // stay (EWAYBILL.md; india-compliance leaves reverse-charge tax out of the e-way bill).
      const amount = view.reverseCharge ? 0 : toPaise(tax.amount);
      const c = tax.component === 'UTGST' ? 'SGST' : tax.component;
      if (c === 'CGST') sums.cgst += amount;
      else if (c === 'SGST') sums.sgst += amount;
      else if (c === 'IGST') sums.igst += amount;
      else if (c === 'CESS') sums.cess += amount;
    }
    const { rates } = lineRates(l);
    sums.total += toPaise(l.taxableAmount);
    const unit = uqcOfLine(units, l);
    if (unit === 'OTH' && isGoodsHsn(hsn))
      notes.push(
        msg(
          '{{bill}}: the unit "{{unit}}" of line {{n}} ({{item}}) has no GST unit code, so it is sent as OTH (set its code in Units).',
          { bill: name, unit: l.unitName, n, item: l.itemName },
        ),
      );
    return {
      itemNo: i + 1,
      productName: l.itemName,
      productDesc: l.itemName,
      // Text, as india-compliance sends it: a number would drop the 0 of tea (09024090).
      hsnCode: hsn,
      quantity: round3(l.quantity),
      qtyUnit: unit === 'NA' ? 'OTH' : unit,
      taxableAmount: rupees(toPaise(l.taxableAmount)),
      cgstRate: rates.CGST,
      sgstRate: rates.SGST,
      igstRate: rates.IGST,
      cessRate: rates.CESS,
      cessNonAdvol: 0,
    };
  });
  let other = 0;
  for (const l of view.lineItems.filter((x) => x.specialKind)) other += toPaise(l.amount);
  return { ...sums, other, totInv: toPaise(view.totals.amount), lines };
}

export type Values = ReturnType<typeof valuesOf>;

/**
 * More lines than the portal takes: one line per HSN, unit and rates (EWAYBILL.md, item
 * limits, as india-compliance does); the header values stay those of the bill.
 */
export function portalItems(
  lines: Values['lines'],
  name: string,
  problem: (t: Text) => void,
  notes: Text[],
) {
  if (lines.length <= MAX_EWB_ITEMS) return lines;
  const itemList = groupedItems(lines);
  if (itemList.length > MAX_EWB_ITEMS)
    problem(
      msg(
        'it has {{count}} different HSN, unit and rate lines even when grouped; the portal takes at most {{max}}.',
        { count: itemList.length, max: MAX_EWB_ITEMS },
      ),
    );
  else
    notes.push(
      msg(
        '{{bill}}: its {{lines}} item lines are sent as {{count}}, one per HSN, unit and rate (the portal takes at most {{max}}).',
        { bill: name, lines: lines.length, count: itemList.length, max: MAX_EWB_ITEMS },
      ),
    );
  return itemList;
}

type EWayBillItem = {
  itemNo: number;
  productName: string;
  productDesc: string;
  hsnCode: string;
  quantity: number;
  qtyUnit: string;
  taxableAmount: number;
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
  cessRate: number;
  cessNonAdvol: number;
};

/**
 * Item lines merged per HSN, unit and rates, in the order first seen: quantities and taxable
 * amounts added (in paise, so the lines still add up to the header's totalValue), the first
 * line's name with how many others it holds.
 */
export function groupedItems<T extends EWayBillItem>(items: readonly T[]): T[] {
  const groups = new Map<string, { first: T; count: number; qty: number; paise: number }>();
  for (const it of items) {
    const key = [it.hsnCode, it.qtyUnit, it.cgstRate, it.sgstRate, it.igstRate, it.cessRate].join(
      '|',
    );
    const g = groups.get(key);
    if (g) {
      g.count += 1;
      g.qty += it.quantity;
      g.paise += toPaise(it.taxableAmount);
    } else
      groups.set(key, { first: it, count: 1, qty: it.quantity, paise: toPaise(it.taxableAmount) });
  }
  return [...groups.values()].map((g, i) => {
    const productName =
      g.count === 1
        ? g.first.productName
        : `${g.first.productName} + ${g.count - 1} more`.slice(0, 100);
    return {
      ...g.first,
      itemNo: i + 1,
      productName,
      productDesc: productName,
      quantity: round3(g.qty),
      taxableAmount: rupees(g.paise),
    };
  });
}
