// A stored bill and its transport details → one bill of the e-way bill portal's bulk JSON
// (shared/domain/EWAYBILL.md: bulk key names, codes, units as UQC), with the checks to run
// before the file leaves. Pure: the bill as the print reads it; amounts are compared, never
// recomputed. Items carry rates; amounts go at header level.
import { formatDate } from '@hisaab/shared/format';
import { asMessage, type MessageValue, msg, type Text, tk } from '@hisaab/shared/i18n/messages';
import { paiseToRupees, toPaise } from '@hisaab/shared/money';
import { stateCodeFromGstin } from '@hisaab/shared/gstin';
import { TRANSPORT_MODE_LABELS } from '@hisaab/shared/einvoice/rules';
import { isGstSlab } from '@hisaab/shared/gst/slabs';
import type { TransactionView } from '../transactions/transaction-view.ts';
import type { CompanyProfile } from '../files/files.repo.ts';
import { isNote, positiveNote } from '@hisaab/shared/print/note-print';
import { addressParts, type AddressParts } from '../einvoice/address-parts.ts';
import { uqcOfLine, type UnitCodes } from '../einvoice/unit-codes.ts';
import type { EWayBillRow } from './ewaybill.repo.ts';
import { alwaysInterState, isExport } from '@hisaab/shared/gst/supply';
import { EWB_OTHER_COUNTRIES, supplyLegs } from './ewaybill-supply.ts';

/** NIC's bulk-tool version: unconfirmed, so it can be set (README, "e-way bill"). */
export const EWAY_BILL_JSON_VERSION = process.env['EWAY_BILL_JSON_VERSION'] || '1.0.0621';
/** totalValue + taxes + other value may exceed totInvValue by at most ₹2 (irisgst KB). */
const VALUE_GRACE_PAISE = 200;
export const MAX_EWB_ITEMS = 250;
const ADDRESS_CHARS = /^[A-Za-z0-9@#\-/,&.(*) ]*$/;

export type EWayBillJson = Record<string, unknown>;

const label = (view: TransactionView) => view.number ?? `#${view.id}`;
const rupees = paiseToRupees;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const isGoodsHsn = (hsn: string | null) => !!hsn && !hsn.trim().startsWith('99');

/**
 * Supply type, sub-type and document type of the bill (sales return: I / 7 / CHL); a sale or
 * purchase that is a bill of supply goes as BIL.
 */
export function documentCodes(view: TransactionView, billOfSupply: boolean) {
  if (view.kind === 'credit_note')
    return { supplyType: 'I', subSupplyType: 7, subSupplyDesc: '', docType: 'CHL', outward: false };
  if (view.kind === 'debit_note')
    // A purchase return: goods go back out to the supplier (unconfirmed pairing: README).
    return {
      supplyType: 'O',
      subSupplyType: 8,
      subSupplyDesc: 'Purchase Return',
      docType: 'CHL',
      outward: true,
    };
  if (view.isPurchase)
    return {
      supplyType: 'I',
      subSupplyType: 1,
      subSupplyDesc: '',
      docType: billOfSupply ? 'BIL' : 'INV',
      outward: false,
    };
  return {
    supplyType: 'O',
    // An export's sub-type is 3 Export (india-compliance, NIC sub-type mapping).
    subSupplyType: isExport(view.supplyType) ? 3 : 1,
    subSupplyDesc: '',
    docType: billOfSupply ? 'BIL' : 'INV',
    outward: true,
  };
}

/**
 * The consignment value rule 138 weighs: goods lines (not services) with tax, taxable value
 * plus tax, in paise; exempt and nil-rated goods are left out. Read from the stored lines.
 */
export function consignmentValuePaise(view: TransactionView): number {
  const v = isNote(view) ? positiveNote(view) : view;
  return v.lineItems
    .filter((l) => !l.specialKind && isGoodsHsn(l.hsnSacCode) && l.taxes.some((t) => t.rate > 0))
    .reduce((s, l) => s + toPaise(l.taxableAmount) + toPaise(l.taxAmount), 0);
}

export function buildEWayBill(args: {
  view: TransactionView;
  company: CompanyProfile;
  transport: EWayBillRow | null;
  units: UnitCodes;
  today: string;
}): { bill: EWayBillJson; problems: Text[]; notes: Text[] } {
  const { company, transport: t, units, today } = args;
  const note = isNote(args.view);
  const view = note ? positiveNote(args.view) : args.view;
  const name = label(view);
  const problems: Text[] = [];
  const notes: Text[] = [];
  // A bill's problem: its name, then what is wrong, each translated (a name as it is).
  const problem = (text: Text) =>
    problems.push(msg('{{bill}}: {{problem}}', { bill: name, problem: asMessage(text) }));

  if (!['sale', 'credit_note', 'debit_note', 'purchase'].includes(view.kind))
    problem(tk('only sales, purchases and their returns carry an e-way bill here.'));
  // A bill of supply: a composition dealer's sale, or a bill of nil-rated or exempt goods only
  // (india-compliance: no line with a taxable GST treatment).
  const untaxed = view.lineItems.every((l) => l.specialKind || !l.taxes.some((x) => x.rate > 0));
  const codes = documentCodes(
    view,
    untaxed || (!view.isPurchase && company.gstScheme === 'composition'),
  );
  const ownGstin = company.gstin?.trim().toUpperCase() ?? '';
  if (!ownGstin) problem(tk('your company has no GSTIN (Settings, Company information).'));
  const ownState = company.stateCode ?? (ownGstin ? stateCodeFromGstin(ownGstin) : null);
  const legs = supplyLegs(view, problem);
  // An export goes to URP (portal error 450): its buyer has no GSTIN.
  const partyGstin = legs.exported ? 'URP' : view.customer.gstin?.trim().toUpperCase() || 'URP';
  if (partyGstin === ownGstin && ownGstin)
    problem(
      tk('the party has your own GSTIN: only own-use or branch challans may, not this bill.'),
    );
  const partyState = stateCodeFromGstin(partyGstin) ?? view.customer.stateCode;
  const partyPlace = view.placeOfSupply && codes.outward ? view.placeOfSupply : partyState;
  const own = address(company.address, msg('your company'), problem);
  // An export's buyer is abroad: the goods go to its ship-to, the port in India.
  const party = legs.exported
    ? null
    : address(
        view.customer.address,
        msg('the party {{name}}', { name: view.customer.name }),
        problem,
      );
  for (const [n, who] of [
    [company.name, msg('your company name')],
    [view.customer.name, msg('the party name')],
  ] as const)
    if (n.trim().length < 3) problem(msg('{{who}} must have at least 3 characters.', { who }));

  // The document: a purchase's own number is the supplier's (rule 8 of the doc).
  const docNo =
    (view.isPurchase && view.kind === 'purchase' ? view.supplierInvoiceNumber : view.number) ?? '';
  const docDate =
    view.isPurchase && view.kind === 'purchase'
      ? (view.supplierInvoiceDate ?? view.transactionDate)
      : view.transactionDate;
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(docNo))
    problem(
      msg('the document number "{{number}}" must be 1 to 16 letters, digits, - or /.', {
        number: docNo,
      }),
    );
  if (docDate > today) problem(tk('the document date is in the future.'));

  // Items and values, from the stored lines.
  const goods = view.lineItems.filter((l) => !l.specialKind);
  if (!goods.some((l) => isGoodsHsn(l.hsnSacCode)))
    problem(tk('it has no goods (an HSN not starting with 99): services need no e-way bill.'));
  const intra =
    partyPlace !== null && partyPlace === ownState && !alwaysInterState(view.supplyType);
  let total = 0;
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  let cess = 0;
  const lines = goods.map((l, i) => {
    const n = i + 1;
    const hsn = (l.hsnSacCode ?? '').trim();
    if (!/^(\d{4}|\d{6}|\d{8})$/.test(hsn))
      problem(
        msg('line {{n}} ({{item}}) needs an HSN code of 4, 6 or 8 digits.', {
          n,
          item: l.itemName,
        }),
      );
    const rates = { CGST: 0, SGST: 0, IGST: 0, CESS: 0 };
    for (const tax of l.taxes) {
      // Under reverse charge the supplier charges no tax: the values carry none, the rates
      // stay (EWAYBILL.md; india-compliance leaves reverse-charge tax out of the e-way bill).
      const amount = view.reverseCharge ? 0 : toPaise(tax.amount);
      const c = tax.component === 'UTGST' ? 'SGST' : tax.component;
      if (c === 'CGST') cgst += amount;
      else if (c === 'SGST') sgst += amount;
      else if (c === 'IGST') igst += amount;
      else if (c === 'CESS') cess += amount;
      else
        problem(
          msg('line {{n}} ({{item}}) carries {{tax}}, which is not GST.', {
            n,
            item: l.itemName,
            tax: tax.name,
          }),
        );
      if (c in rates) rates[c as keyof typeof rates] = tax.rate;
    }
    const gstRate = Number((rates.CGST + rates.SGST + rates.IGST).toFixed(3));
    if (!isGstSlab(gstRate))
      problem(
        msg('line {{n}} ({{item}}) has GST at {{rate}}%, which is not a GST slab.', {
          n,
          item: l.itemName,
          rate: gstRate,
        }),
      );
    if (intra && rates.IGST > 0)
      problem(
        msg('line {{n}} ({{item}}) charges IGST within the state (CGST and SGST apply).', {
          n,
          item: l.itemName,
        }),
      );
    if (!intra && (rates.CGST > 0 || rates.SGST > 0))
      problem(
        msg('line {{n}} ({{item}}) charges CGST/SGST to another state (IGST applies).', {
          n,
          item: l.itemName,
        }),
      );
    total += toPaise(l.taxableAmount);
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
  // More lines than the portal takes: one line per HSN, unit and rates (EWAYBILL.md, item
  // limits, as india-compliance does); the header values stay those of the bill.
  let itemList = lines;
  if (lines.length > MAX_EWB_ITEMS) {
    itemList = groupedItems(lines);
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
  }
  let other = 0;
  for (const l of view.lineItems.filter((x) => x.specialKind)) other += toPaise(l.amount);
  const totInv = toPaise(view.totals.amount);
  if (total + cgst + sgst + igst + cess + other > totInv + VALUE_GRACE_PAISE)
    problem(
      msg('its values ({{values}}) come to more than the bill total {{total}}.', {
        values: rupees(total + cgst + sgst + igst + cess + other),
        total: rupees(totInv),
      }),
    );

  // Transport.
  if (!t) problem(tk('add the transport details (Transport / e-way bill).'));
  const mode = t?.transMode ?? null;
  const vehicleNo = t?.vehicleNo ?? '';
  const transDocNo = t?.transDocNo ?? '';
  const fromAddr = legs.dispatchFrom?.addr ?? own;
  const toAddr = legs.shipTo ? legs.shipTo.addr : party;
  const samePin = fromAddr && toAddr && fromAddr.pin === toAddr.pin;
  let distance = t?.distanceKm ?? null;
  if (t && distance === null)
    problem(tk('enter the distance in km (0 lets the portal work it out).'));
  if (distance !== null && samePin) {
    if (distance > 100)
      problem(tk('the distance must be 1 to 100 km when both PIN codes are the same.'));
    if (distance === 0) distance = 1;
  }
  if (t && !mode && !t.transporterId)
    problem(tk('choose the mode of transport, or give the transporter ID (Part-A only).'));
  if (mode === '1' && !vehicleNo && !t?.transporterId)
    problem(tk('road transport needs the vehicle number (or only the transporter ID for Part-A).'));
  if ((mode === '2' || mode === '3') && !transDocNo)
    problem(
      msg('{{mode}} transport needs the transport document number.', {
        mode: TRANSPORT_MODE_LABELS[mode],
      }),
    );
  if (mode === '4' && (!transDocNo || !vehicleNo))
    problem(
      tk('ship transport needs the vehicle (vessel) number and the transport document number.'),
    );
  if (t?.transDocDate && t.transDocDate < docDate)
    problem(tk('the transport document date is before the bill date.'));

  // GSTIN, name and state of the bill's parties; address and actual state of the dispatch
  // and ship-to places (EWAYBILL.md, bill-to / ship-to rule).
  const from = codes.outward
    ? { gstin: ownGstin, name: company.name, addr: fromAddr, state: ownState }
    : { gstin: partyGstin, name: view.customer.name, addr: party, state: partyState };
  const to = codes.outward
    ? {
        gstin: partyGstin,
        name: view.customer.name,
        addr: toAddr,
        state: legs.shipTo ? partyState : partyPlace,
      }
    : { gstin: ownGstin, name: company.name, addr: own, state: ownState };
  const stateNo = (s: string | null) => (s ? Number(s) : 0);
  const actualFrom = legs.dispatchFrom?.state ?? from.state;
  const actualTo = legs.shipTo?.state ?? (codes.outward ? partyPlace : to.state);
  const firstGoods = goods.find((l) => isGoodsHsn(l.hsnSacCode));

  const bill: EWayBillJson = {
    userGstin: ownGstin,
    supplyType: codes.supplyType,
    subSupplyType: codes.subSupplyType,
    subSupplyDesc: codes.subSupplyDesc,
    docType: codes.docType,
    docNo,
    docDate: formatDate(docDate),
    transType: legs.transType,
    fromGstin: from.gstin,
    fromTrdName: from.name.trim().slice(0, 100),
    fromAddr1: from.addr?.addr1.slice(0, 120) ?? '',
    fromAddr2: from.addr?.addr2?.slice(0, 120) ?? '',
    fromPlace: from.addr?.place.slice(0, 50) ?? '',
    fromPincode: from.addr?.pin ?? 0,
    fromStateCode: stateNo(from.state),
    actualFromStateCode: stateNo(actualFrom),
    toGstin: to.gstin,
    toTrdName: to.name.trim().slice(0, 100),
    toAddr1: to.addr?.addr1.slice(0, 120) ?? '',
    toAddr2: to.addr?.addr2?.slice(0, 120) ?? '',
    toPlace: to.addr?.place.slice(0, 50) ?? '',
    toPincode: to.addr?.pin ?? 0,
    toStateCode: legs.otherCountries ? EWB_OTHER_COUNTRIES : stateNo(to.state),
    actualToStateCode: stateNo(actualTo),
    totalValue: rupees(total),
    cgstValue: rupees(cgst),
    sgstValue: rupees(sgst),
    igstValue: rupees(igst),
    cessValue: rupees(cess),
    TotNonAdvolVal: 0,
    OthValue: rupees(other),
    totInvValue: rupees(totInv),
    transMode: mode ? Number(mode) : '',
    transDistance: distance ?? 0,
    transporterId: t?.transporterId ?? '',
    transporterName: t?.transporterName ?? '',
    transDocNo,
    transDocDate: t?.transDocDate ? formatDate(t.transDocDate) : '',
    vehicleNo,
    vehicleType: t?.vehicleType ?? (vehicleNo ? 'R' : ''),
    mainHsnCode: firstGoods?.hsnSacCode?.trim() ?? '',
    itemList,
  };
  return { bill, problems, notes };
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

function address(
  text: string | null,
  who: MessageValue,
  problem: (t: Text) => void,
): AddressParts | null {
  const parts = addressParts(text);
  if (parts === 'missing') {
    problem(msg('add the address of {{who}}, with its town and 6-digit PIN code.', { who }));
    return null;
  }
  if (parts === 'no-pin') {
    problem(msg('the address of {{who}} has no 6-digit PIN code.', { who }));
    return null;
  }
  const bad = [...`${parts.addr1} ${parts.addr2 ?? ''} ${parts.place}`].find(
    (c) => !ADDRESS_CHARS.test(c),
  );
  if (bad)
    problem(
      msg('the address of {{who}} has "{{char}}", which the portal does not accept.', {
        who,
        char: bad,
      }),
    );
  if (parts.place.length < 3)
    problem(msg('write the town in the address of {{who}} before its PIN code.', { who }));
  return parts;
}
