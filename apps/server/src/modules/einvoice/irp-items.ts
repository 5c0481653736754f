// The IRP invoice's items and values (INV-01 ItemList, ValDtls) from a bill's stored lines and
// their stored taxes, with the checks the generator must make on each (EINVOICE.md): nothing is
// recomputed, only compared. irp-json.ts assembles the invoice around them.
import { msg, type Text, tk } from '@hisaab/shared/i18n/messages';
import { paiseToRupees, toPaise } from '@hisaab/shared/money';
import { IRP_TOLERANCE_PAISE, MAX_ROUND_OFF_PAISE } from '@hisaab/shared/einvoice/rules';
import { isGstSlab } from '@hisaab/shared/gst/slabs';
import type { TransactionView } from '../transactions/index.ts';
import { taxExpected } from './irp-supply.ts';
import { uqcOfLine, type UnitCodes } from './unit-codes.ts';

type Line = TransactionView['lineItems'][number];

/** What the item checks need to know of the bill. */
export interface ItemContext {
  view: TransactionView;
  /** The bill's name in messages (its number, or #id). */
  name: string;
  units: UnitCodes;
  /** Turnover above ₹5 crore: 6 or 8-digit HSN. */
  big: boolean;
  /** Place of supply in the seller's state: CGST and SGST, not IGST. */
  intra: boolean;
  /** A credit or debit note: the IRP does not check its tax against the rate. */
  note: boolean;
  problem: (t: Text) => void;
  notes: Text[];
}

/** One item's amounts in paise, summed into the invoice's values. */
interface ItemSums {
  ass: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  totItem: number;
}

const rupees = (paise: number) => paiseToRupees(paise);
const round3 = (n: number) => Math.round(n * 1000) / 1000;
export const badChars = /["\\]/;

/** Drops null, undefined and empty strings (keeps zeros), as the IRP wants. */
export function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as T;
}

/** The ItemList and ValDtls of a bill: its goods lines as items, round off and discount as values. */
export function irpItemsAndValues(ctx: ItemContext) {
  const goods = ctx.view.lineItems.filter((l) => !l.specialKind);
  const specials = ctx.view.lineItems.filter((l) => l.specialKind);
  if (goods.length === 0) ctx.problem(tk('it has no items.'));
  if (goods.length > 1000)
    ctx.problem(tk('it has more than 1000 items; the IRP takes at most 1000.'));
  const sums: ItemSums = { ass: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, totItem: 0 };
  const items = goods.map((l, i) => {
    const one = irpItem(l, i + 1, ctx);
    for (const key of Object.keys(sums) as (keyof ItemSums)[]) sums[key] += one.sums[key];
    return one.item;
  });
  return { items, values: irpValues(specials, sums, ctx) };
}

/** One goods line as the IRP's item, after the checks the IRP would make on it. */
function irpItem(l: Line, n: number, ctx: ItemContext) {
  const hsn = (l.hsnSacCode ?? '').trim();
  if (!hsn) ctx.problem(msg('line {{n}} ({{item}}) has no HSN/SAC code.', { n, item: l.itemName }));
  else if (ctx.big && !/^(\d{6}|\d{8})$/.test(hsn))
    ctx.problem(
      msg('HSN {{hsn}} on line {{n}} ({{item}}) must have 6 or 8 digits for your turnover.', {
        hsn,
        n,
        item: l.itemName,
      }),
    );
  else if (!/^(\d{4}|\d{6}|\d{8})$/.test(hsn))
    ctx.problem(
      msg('HSN {{hsn}} on line {{n}} ({{item}}) must have 4, 6 or 8 digits.', {
        hsn,
        n,
        item: l.itemName,
      }),
    );
  else if (/^0+$/.test(hsn))
    ctx.problem(
      msg('HSN {{hsn}} on line {{n}} ({{item}}) is only zeros: enter its real HSN/SAC code.', {
        hsn,
        n,
        item: l.itemName,
      }),
    );
  const isServc = hsn.startsWith('99');
  const ass = toPaise(l.taxableAmount);
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  let cess = 0;
  const rates = new Map<string, number>();
  for (const t of l.taxes) {
    const amount = toPaise(t.amount);
    rates.set(t.component, t.rate);
    if (t.component === 'CGST') cgst += amount;
    else if (t.component === 'SGST' || t.component === 'UTGST') sgst += amount;
    else if (t.component === 'IGST') igst += amount;
    else if (t.component === 'CESS') cess += amount;
    else
      ctx.problem(
        msg('line {{n}} ({{item}}) carries {{tax}}, which is not GST.', {
          n,
          item: l.itemName,
          tax: t.name,
        }),
      );
  }
  const gstRt = Number(
    (
      (rates.get('CGST') ?? 0) +
      (rates.get('SGST') ?? rates.get('UTGST') ?? 0) +
      (rates.get('IGST') ?? 0)
    ).toFixed(3),
  );
  const cesRt = rates.get('CESS') ?? 0;
  if (!isGstSlab(gstRt))
    ctx.problem(
      msg('line {{n}} ({{item}}) has GST at {{rate}}%, which the IRP does not accept.', {
        n,
        item: l.itemName,
        rate: gstRt,
      }),
    );
  if (ctx.intra && igst !== 0)
    ctx.problem(
      msg(
        'line {{n}} ({{item}}) charges IGST, but the place of supply is your own state (CGST and SGST apply).',
        { n, item: l.itemName },
      ),
    );
  if (!ctx.intra && (cgst !== 0 || sgst !== 0))
    ctx.problem(
      msg(
        'line {{n}} ({{item}}) charges CGST/SGST, but the place of supply is another state (IGST applies).',
        { n, item: l.itemName },
      ),
    );
  // The tax must be the rate on the assessable value (not checked on notes, as the IRP).
  if (!ctx.note) {
    const expected = taxExpected(ctx.view.supplyType, ass, gstRt);
    const charged = cgst + sgst + igst;
    if (Math.abs(expected - charged) > IRP_TOLERANCE_PAISE)
      ctx.problem(
        msg('line {{n}} ({{item}}): the tax {{tax}} is not {{rate}}% of {{amount}}.', {
          n,
          item: l.itemName,
          tax: rupees(charged),
          rate: gstRt,
          amount: rupees(ass),
        }),
      );
    if (ctx.intra && Math.abs(cgst - sgst) > IRP_TOLERANCE_PAISE)
      ctx.problem(msg('line {{n}} ({{item}}): CGST and SGST differ.', { n, item: l.itemName }));
  }
  // Under reverse charge the buyer pays the tax: the item's value is its taxable value, its
  // tax amounts still shown (india-compliance e_invoice.py; GST.md section 12).
  const totItem = ctx.view.reverseCharge ? ass : ass + cgst + sgst + igst + cess;
  if (Math.abs(totItem - (ass + toPaise(l.taxAmount))) > IRP_TOLERANCE_PAISE)
    ctx.problem(
      msg('line {{n}} ({{item}}): its taxes do not add up to its tax amount.', {
        n,
        item: l.itemName,
      }),
    );
  const qty = l.quantity;
  const unit = uqcOfLine(ctx.units, l);
  if (!isServc && unit === 'OTH')
    ctx.notes.push(
      msg(
        '{{bill}}: the unit "{{unit}}" of line {{n}} ({{item}}) has no GST unit code, so it is sent as OTH (set its code in Units).',
        { bill: ctx.name, unit: l.unitName, n, item: l.itemName },
      ),
    );
  // A debit note raises a price: a value without quantity (Qty 0), as the IRP takes it.
  if (!isServc && !(qty > 0) && ctx.view.kind !== 'sales_debit_note')
    ctx.problem(msg('line {{n}} ({{item}}) has no quantity.', { n, item: l.itemName }));
  // The unit price before tax: the stored taxable value per unit (an inclusive rate holds tax).
  const unitPrice = qty > 0 ? round3(rupees(ass) / qty) : rupees(ass);
  const desc = l.itemName.trim();
  if (badChars.test(desc))
    ctx.problem(
      msg('line {{n}} ({{item}}): remove " and \\ from the item name.', { n, item: l.itemName }),
    );
  const item = compact({
    SlNo: String(n),
    PrdDesc: desc.length >= 3 ? desc.slice(0, 300) : null,
    IsServc: isServc ? 'Y' : 'N',
    HsnCd: hsn,
    Qty: round3(qty),
    Unit: isServc && unit === 'NA' ? null : unit === 'NA' ? 'OTH' : unit,
    UnitPrice: unitPrice,
    TotAmt: rupees(ass),
    Discount: 0,
    AssAmt: rupees(ass),
    GstRt: gstRt,
    IgstAmt: rupees(igst),
    CgstAmt: rupees(cgst),
    SgstAmt: rupees(sgst),
    ...(cess !== 0 ? { CesRt: cesRt, CesAmt: rupees(cess) } : {}),
    TotItemVal: rupees(totItem),
  });
  return { item, sums: { ass, cgst, sgst, igst, cess, totItem } };
}

/** ValDtls: the items' sums with the bill's round off and discount lines (they carry no tax). */
function irpValues(specials: Line[], sums: ItemSums, ctx: ItemContext) {
  let roundOff = 0;
  let discount = 0;
  for (const l of specials) {
    const amount = toPaise(l.amount);
    if (l.specialKind === 'round_off') roundOff += amount;
    else if (l.specialKind === 'discount') discount -= amount;
    else
      ctx.problem(msg('it holds an {{item}} line, which is not a supply.', { item: l.itemName }));
  }
  if (Math.abs(roundOff) > MAX_ROUND_OFF_PAISE)
    ctx.problem(msg('the round off {{amount}} is more than ₹99.99.', { amount: rupees(roundOff) }));
  if (discount < 0) ctx.problem(tk('its discount line adds to the bill instead of reducing it.'));
  const totInv = toPaise(ctx.view.totals.amount);
  if (Math.abs(sums.totItem - discount + roundOff - totInv) > IRP_TOLERANCE_PAISE)
    ctx.problem(
      msg('its items ({{items}}), discount and round off do not add up to the total {{total}}.', {
        items: rupees(sums.totItem),
        total: rupees(totInv),
      }),
    );
  if (totInv < 0 || sums.ass < 0) ctx.problem(tk('its amounts are negative.'));
  return {
    AssVal: rupees(sums.ass),
    CgstVal: rupees(sums.cgst),
    SgstVal: rupees(sums.sgst),
    IgstVal: rupees(sums.igst),
    CesVal: rupees(sums.cess),
    Discount: rupees(discount),
    OthChrg: 0,
    RndOffAmt: rupees(roundOff),
    TotInvVal: rupees(totInv),
  };
}
