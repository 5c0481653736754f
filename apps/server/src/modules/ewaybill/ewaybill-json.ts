// A stored bill and its transport details → one bill of the e-way bill portal's bulk JSON
// (shared/domain/EWAYBILL.md: bulk key names, codes, units as UQC), with the checks to run
// before the file leaves. Pure: the bill as the print reads it; amounts are compared, never
// recomputed. Items carry rates; amounts go at header level.
import { formatDate } from '@hisaab/shared/format';
import { asMessage, type MessageValue, msg, type Text, tk } from '@hisaab/shared/i18n/messages';
import { paiseToRupees, toPaise } from '@hisaab/shared/money';
import { stateCodeFromGstin } from '@hisaab/shared/gstin';
import { TRANSPORT_MODE_LABELS } from '@hisaab/shared/einvoice/rules';
import type { TransactionView } from '../transactions/index.ts';
import type { CompanyProfile } from '../companies/index.ts';
import { isNote, positiveNote } from '@hisaab/shared/print/note-print';
import { addressParts, type AddressParts, type UnitCodes } from '../einvoice/index.ts';
import type { EWayBillRow } from './ewaybill.repo.ts';
import { alwaysInterState, isExport } from '@hisaab/shared/gst/supply';
import { EWB_OTHER_COUNTRIES, supplyLegs } from './ewaybill-supply.ts';
import { checkGoods, isGoodsHsn, portalItems, valuesOf, type Values } from './ewaybill-items.ts';

/** NIC's bulk-tool version: unconfirmed, so it can be set (README, "e-way bill"). */
export const EWAY_BILL_JSON_VERSION = process.env['EWAY_BILL_JSON_VERSION'] || '1.0.0621';
/** totalValue + taxes + other value may exceed totInvValue by at most ₹2 (irisgst KB). */
const VALUE_GRACE_PAISE = 200;
const ADDRESS_CHARS = /^[A-Za-z0-9@#\-/,&.(*) ]*$/;

export type EWayBillJson = Record<string, unknown>;

const label = (view: TransactionView) => view.number ?? `#${view.id}`;
const rupees = paiseToRupees;

/** Supply type, sub-type and its description, document type, and which way the goods go. */
export interface DocumentCodes {
  supplyType: 'O' | 'I';
  subSupplyType: number;
  subSupplyDesc: string;
  docType: string;
  outward: boolean;
}

/**
 * A delivery challan's codes by its reason (issue 40; EWAYBILL.md, code lists and the NIC
 * sub-type → document type pairs): outward, document CHL; job work 4, exhibition 12; goods sent
 * ahead of the bill and a sale on approval go as 8 Others (the portal pairs 1 Supply with INV
 * or BIL only) with their description; another reason as 8 Others with its remark (20 chars).
 */
export function challanCodes(reason: string, remark: string | null): DocumentCodes {
  const others = (desc: string) => ({ subSupplyType: 8, subSupplyDesc: desc.slice(0, 20) });
  const sub =
    reason === 'job_work'
      ? { subSupplyType: 4, subSupplyDesc: '' }
      : reason === 'exhibition'
        ? { subSupplyType: 12, subSupplyDesc: '' }
        : reason === 'approval'
          ? others('Sale on approval')
          : reason === 'supply'
            ? others('Supply on challan')
            : others((remark ?? '').trim() || 'Others');
  return { supplyType: 'O', ...sub, docType: 'CHL', outward: true };
}

/**
 * Supply type, sub-type and document type of the bill (sales return: I / 7 / CHL); a sale or
 * purchase that is a bill of supply goes as BIL.
 */
export function documentCodes(view: TransactionView, billOfSupply: boolean): DocumentCodes {
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
  /** A delivery challan's codes (challanCodes), instead of the bill's own. */
  codes?: DocumentCodes;
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

  // Step by step, each checking what it reads: the problems keep their order (the first is the
  // 422's detail), and the JSON is written last from what was read.
  if (!['sale', 'credit_note', 'debit_note', 'purchase'].includes(view.kind))
    problem(tk('only sales, purchases and their returns carry an e-way bill here.'));
  const parties = partiesOf(view, company, problem, args.codes);
  const doc = documentOf(view);
  checkDocument(doc, today, problem);
  const goods = view.lineItems.filter((l) => !l.specialKind);
  const intra =
    parties.partyPlace !== null &&
    parties.partyPlace === parties.ownState &&
    !alwaysInterState(view.supplyType);
  checkGoods(goods, intra, problem);
  const values = valuesOf(view, goods, units, name, notes);
  const itemList = portalItems(values.lines, name, problem, notes);
  checkValues(values, problem);
  const route = routeOf(parties);
  checkTransport(t, route.samePin, doc.date, problem);

  return {
    bill: billJson({ view, company, t, doc, parties, route, values, itemList }),
    problems,
    notes,
  };
}

/** The bill's codes and its two parties (GSTIN, state, address), with what stops them. */
function partiesOf(
  view: TransactionView,
  company: CompanyProfile,
  problem: (t: Text) => void,
  challan?: DocumentCodes,
) {
  // A bill of supply: a composition dealer's sale, or a bill of nil-rated or exempt goods only
  // (india-compliance: no line with a taxable GST treatment).
  const untaxed = view.lineItems.every((l) => l.specialKind || !l.taxes.some((x) => x.rate > 0));
  const codes =
    challan ??
    documentCodes(view, untaxed || (!view.isPurchase && company.gstScheme === 'composition'));
  const ownGstin = company.gstin?.trim().toUpperCase() ?? '';
  if (!ownGstin) problem(tk('your company has no GSTIN (Settings, Company information).'));
  const ownState = company.stateCode ?? (ownGstin ? stateCodeFromGstin(ownGstin) : null);
  const legs = supplyLegs(view, problem);
  // An export goes to URP (portal error 450): its buyer has no GSTIN.
  const partyGstin = legs.exported ? 'URP' : view.customer.gstin?.trim().toUpperCase() || 'URP';
  // Goods to one's own place (an exhibition, other reasons) go on a challan to self.
  const toSelf = challan !== undefined && challan.subSupplyType !== 4;
  if (partyGstin === ownGstin && ownGstin && !toSelf)
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
  return { codes, legs, ownGstin, ownState, own, partyGstin, partyState, partyPlace, party };
}

type Parties = ReturnType<typeof partiesOf>;

/** The document: a purchase's own number and date are the supplier's (rule 8 of the doc). */
function documentOf(view: TransactionView) {
  const supplier = view.isPurchase && view.kind === 'purchase';
  return {
    number: (supplier ? view.supplierInvoiceNumber : view.number) ?? '',
    date: supplier ? (view.supplierInvoiceDate ?? view.transactionDate) : view.transactionDate,
  };
}

function checkDocument(
  doc: { number: string; date: string },
  today: string,
  problem: (t: Text) => void,
) {
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(doc.number))
    problem(
      msg('the document number "{{number}}" must be 1 to 16 letters, digits, - or /.', {
        number: doc.number,
      }),
    );
  if (doc.date > today) problem(tk('the document date is in the future.'));
}

function checkValues(v: Values, problem: (t: Text) => void) {
  const values = v.total + v.cgst + v.sgst + v.igst + v.cess + v.other;
  if (values > v.totInv + VALUE_GRACE_PAISE)
    problem(
      msg('its values ({{values}}) come to more than the bill total {{total}}.', {
        values: rupees(values),
        total: rupees(v.totInv),
      }),
    );
}

/** Where the goods leave from and go to: the dispatch-from and ship-to, else the parties. */
function routeOf(p: Parties) {
  const fromAddr = p.legs.dispatchFrom?.addr ?? p.own;
  const toAddr = p.legs.shipTo ? p.legs.shipTo.addr : p.party;
  return { fromAddr, toAddr, samePin: !!fromAddr && !!toAddr && fromAddr.pin === toAddr.pin };
}

/** The transport details the portal needs for the mode chosen, and the distance's bounds. */
function checkTransport(
  t: EWayBillRow | null,
  samePin: boolean,
  docDate: string,
  problem: (t: Text) => void,
) {
  if (!t) problem(tk('add the transport details (Transport / e-way bill).'));
  const mode = t?.transMode ?? null;
  const vehicleNo = t?.vehicleNo ?? '';
  const transDocNo = t?.transDocNo ?? '';
  const distance = t?.distanceKm ?? null;
  if (t && distance === null)
    problem(tk('enter the distance in km (0 lets the portal work it out).'));
  if (distance !== null && samePin && distance > 100)
    problem(tk('the distance must be 1 to 100 km when both PIN codes are the same.'));
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
}

/** The bill in the portal's bulk keys, from what the checks read. */
function billJson(a: {
  view: TransactionView;
  company: CompanyProfile;
  t: EWayBillRow | null;
  doc: { number: string; date: string };
  parties: Parties;
  route: ReturnType<typeof routeOf>;
  values: Values;
  itemList: Values['lines'];
}): EWayBillJson {
  const { view, company, t, doc, parties: p, route, values: v } = a;
  const mode = t?.transMode ?? null;
  const vehicleNo = t?.vehicleNo ?? '';
  // The same PIN at both ends: the portal wants at least 1 km.
  let distance = t?.distanceKm ?? null;
  if (distance === 0 && route.samePin) distance = 1;
  // GSTIN, name and state of the bill's parties; address and actual state of the dispatch
  // and ship-to places (EWAYBILL.md, bill-to / ship-to rule).
  const from = p.codes.outward
    ? { gstin: p.ownGstin, name: company.name, addr: route.fromAddr, state: p.ownState }
    : { gstin: p.partyGstin, name: view.customer.name, addr: p.party, state: p.partyState };
  const to = p.codes.outward
    ? {
        gstin: p.partyGstin,
        name: view.customer.name,
        addr: route.toAddr,
        state: p.legs.shipTo ? p.partyState : p.partyPlace,
      }
    : { gstin: p.ownGstin, name: company.name, addr: p.own, state: p.ownState };
  const stateNo = (s: string | null) => (s ? Number(s) : 0);
  const actualFrom = p.legs.dispatchFrom?.state ?? from.state;
  const actualTo = p.legs.shipTo?.state ?? (p.codes.outward ? p.partyPlace : to.state);
  const firstGoods = view.lineItems.find((l) => !l.specialKind && isGoodsHsn(l.hsnSacCode));
  return {
    userGstin: p.ownGstin,
    supplyType: p.codes.supplyType,
    subSupplyType: p.codes.subSupplyType,
    subSupplyDesc: p.codes.subSupplyDesc,
    docType: p.codes.docType,
    docNo: doc.number,
    docDate: formatDate(doc.date),
    transType: p.legs.transType,
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
    toStateCode: p.legs.otherCountries ? EWB_OTHER_COUNTRIES : stateNo(to.state),
    actualToStateCode: stateNo(actualTo),
    totalValue: rupees(v.total),
    cgstValue: rupees(v.cgst),
    sgstValue: rupees(v.sgst),
    igstValue: rupees(v.igst),
    cessValue: rupees(v.cess),
    TotNonAdvolVal: 0,
    OthValue: rupees(v.other),
    totInvValue: rupees(v.totInv),
    transMode: mode ? Number(mode) : '',
    transDistance: distance ?? 0,
    transporterId: t?.transporterId ?? '',
    transporterName: t?.transporterName ?? '',
    transDocNo: t?.transDocNo ?? '',
    transDocDate: t?.transDocDate ? formatDate(t.transDocDate) : '',
    vehicleNo,
    vehicleType: t?.vehicleType ?? (vehicleNo ? 'R' : ''),
    mainHsnCode: firstGoods?.hsnSacCode?.trim() ?? '',
    itemList: a.itemList,
  };
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
