// The TallyPrime import file, as plain data in and XML text out (no I/O): masters (units,
// ledgers, stock items, in the order Tally needs them) and accounting vouchers.
// Sign rule (TALLY.md): a debit is ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit is
// No with a positive AMOUNT; every voucher's AMOUNTs add up to 0.
import { paiseToString } from '@hisaab/shared/money';
import type { TallyPart } from '@hisaab/shared/schemas/tally';

export interface TallyUnit {
  name: string;
}

export interface TallyLedger {
  name: string;
  /** One of Tally's predefined groups: Sundry Debtors, Duties & Taxes, ... */
  parent: string;
  billWise?: boolean;
  gstin?: string | null;
  stateName?: string | null;
  /** Central Tax, State Tax, Integrated Tax or Cess: a GST tax ledger. */
  gstDutyHead?: string | null;
  /** Others for a tax ledger that is not GST. */
  taxType?: 'GST' | 'Others';
  /** A party's dated GST registration (TallyPrime 3 and later), beside the flat tags. */
  gstRegistration?: {
    type: 'Regular' | 'Unregistered';
    gstin: string | null;
    /** The state's name, also its place of supply. */
    state: string | null;
  } | null;
  /** A party's dated mailing details (TallyPrime 3 and later). */
  mailing?: {
    name: string;
    address: string[];
    state: string | null;
    pincode: string | null;
  } | null;
}

/**
 * APPLICABLEFROM of a party's dated GST and mailing details: 1 July 2017, when GST began, so
 * that they apply to every voucher that can carry GST (TALLY.md).
 */
export const GST_DETAILS_FROM = '2017-07-01';

export interface TallyStockItem {
  name: string;
  unit: string;
}

export type BillType = 'New Ref' | 'Agst Ref' | 'On Account';

export interface TallyEntry {
  ledger: string;
  /** Tally's sign: negative is a debit, positive a credit. */
  amountPaise: number;
  isParty?: boolean;
  /** Bill-wise allocation of a party line (its whole amount). */
  bill?: { type: BillType; name: string | null };
}

export type VoucherType =
  'Sales' | 'Purchase' | 'Receipt' | 'Payment' | 'Credit Note' | 'Debit Note';

export interface TallyVoucher {
  type: VoucherType;
  /** yyyy-mm-dd */
  date: string;
  number: string;
  /** The supplier's own invoice number (purchases); a note's original bill. */
  reference?: string | null;
  /** yyyy-mm-dd: the date of that document (REFERENCEDATE). */
  referenceDate?: string | null;
  party?: string | null;
  partyGstin?: string | null;
  placeOfSupply?: string | null;
  narration?: string | null;
  entries: TallyEntry[];
}

export interface TallyMasters {
  units: TallyUnit[];
  ledgers: TallyLedger[];
  stockItems: TallyStockItem[];
}

export class UnbalancedVoucherError extends Error {}

// XML 1.0 allows tab, LF, CR and U+0020 up; not lone surrogates, U+FFFE or U+FFFF.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or attribute value made safe for XML: forbidden characters dropped, markup escaped. */
export function xmlText(value: string): string {
  return value
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A name as Tally will store it: forbidden characters dropped, spaces tidied. */
export function tallyName(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/\s+/g, ' ').trim();
}

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const tallyDate = (iso: string) => iso.replace(/-/g, '');
const amount = (paise: number) => paiseToString(paise);

function unitXml(u: TallyUnit): string {
  // Units take NAME, never NAME.LIST: Tally answers "BAD UNIT NAME" to NAME.LIST (TALLY.md).
  return [
    `<UNIT NAME="${xmlText(u.name)}" ACTION="Create">`,
    tag('NAME', u.name),
    tag('ISSIMPLEUNIT', 'Yes'),
    '</UNIT>',
  ].join('\n');
}

function ledgerXml(l: TallyLedger): string {
  const out = [
    `<LEDGER NAME="${xmlText(l.name)}" ACTION="Create">`,
    `<NAME.LIST>${tag('NAME', l.name)}</NAME.LIST>`,
    tag('PARENT', l.parent),
  ];
  if (l.billWise) out.push(tag('ISBILLWISEON', 'Yes'));
  if (l.gstin) {
    out.push(tag('PARTYGSTIN', l.gstin));
    out.push(tag('GSTREGISTRATIONTYPE', 'Regular'));
  }
  if (l.stateName) out.push(tag('LEDSTATENAME', l.stateName));
  if (l.gstRegistration) out.push(gstRegistrationXml(l.gstRegistration));
  if (l.mailing) out.push(mailingXml(l.mailing));
  if (l.taxType) out.push(tag('TAXTYPE', l.taxType));
  if (l.gstDutyHead) out.push(tag('GSTDUTYHEAD', l.gstDutyHead));
  out.push('</LEDGER>');
  return out.join('\n');
}

function gstRegistrationXml(g: NonNullable<TallyLedger['gstRegistration']>): string {
  const out = [
    '<LEDGSTREGDETAILS.LIST>',
    tag('APPLICABLEFROM', tallyDate(GST_DETAILS_FROM)),
    tag('GSTREGISTRATIONTYPE', g.type),
  ];
  if (g.state) out.push(tag('STATE', g.state), tag('PLACEOFSUPPLY', g.state));
  if (g.gstin) out.push(tag('GSTIN', g.gstin));
  out.push('</LEDGSTREGDETAILS.LIST>');
  return out.join('\n');
}

function mailingXml(m: NonNullable<TallyLedger['mailing']>): string {
  const out = [
    '<LEDMAILINGDETAILS.LIST>',
    tag('APPLICABLEFROM', tallyDate(GST_DETAILS_FROM)),
    tag('MAILINGNAME', m.name),
  ];
  if (m.address.length > 0) {
    out.push('<ADDRESS.LIST TYPE="String">', ...m.address.map((a) => tag('ADDRESS', a)));
    out.push('</ADDRESS.LIST>');
  }
  if (m.state) out.push(tag('STATE', m.state));
  out.push(tag('COUNTRY', 'India'));
  if (m.pincode) out.push(tag('PINCODE', m.pincode));
  out.push('</LEDMAILINGDETAILS.LIST>');
  return out.join('\n');
}

function stockItemXml(s: TallyStockItem): string {
  return [
    `<STOCKITEM NAME="${xmlText(s.name)}" ACTION="Create">`,
    `<NAME.LIST>${tag('NAME', s.name)}</NAME.LIST>`,
    tag('BASEUNITS', s.unit),
    '</STOCKITEM>',
  ].join('\n');
}

function entryXml(e: TallyEntry): string {
  const out = [
    '<ALLLEDGERENTRIES.LIST>',
    tag('LEDGERNAME', e.ledger),
    tag('ISDEEMEDPOSITIVE', yesNo(e.amountPaise < 0)),
    tag('ISPARTYLEDGER', yesNo(e.isParty ?? false)),
    tag('AMOUNT', amount(e.amountPaise)),
  ];
  if (e.bill) {
    out.push('<BILLALLOCATIONS.LIST>');
    if (e.bill.name) out.push(tag('NAME', e.bill.name));
    out.push(tag('BILLTYPE', e.bill.type), tag('AMOUNT', amount(e.amountPaise)));
    out.push('</BILLALLOCATIONS.LIST>');
  }
  out.push('</ALLLEDGERENTRIES.LIST>');
  return out.join('\n');
}

/**
 * Refuses a voucher whose AMOUNTs do not add up to exactly 0 paise, compared as integers: an
 * amount that is not a whole number of paise is refused by name, never rounded away. A
 * voucher of ₹0 (a free sample billed alone) balances: its party and sales lines are 0.00.
 */
export function checkBalanced(v: TallyVoucher): void {
  const where = `${v.type} ${v.number} of ${v.date}`;
  const odd = v.entries.find((e) => !Number.isSafeInteger(e.amountPaise));
  if (odd) {
    throw new UnbalancedVoucherError(
      `${where}: the amount of ${odd.ledger} is not a whole number of paise (${odd.amountPaise})`,
    );
  }
  if (v.entries.length < 2) {
    throw new UnbalancedVoucherError(`${where} has ${v.entries.length} line(s); it needs two`);
  }
  let sum = 0;
  for (const e of v.entries) sum += e.amountPaise;
  if (sum !== 0) {
    throw new UnbalancedVoucherError(`${where} does not balance (off by ${sum} paise)`);
  }
}

export function voucherXml(v: TallyVoucher): string {
  checkBalanced(v);
  const view = 'Accounting Voucher View';
  const out = [
    `<VOUCHER VCHTYPE="${xmlText(v.type)}" ACTION="Create" OBJVIEW="${view}">`,
    tag('DATE', tallyDate(v.date)),
    tag('EFFECTIVEDATE', tallyDate(v.date)),
    tag('VOUCHERTYPENAME', v.type),
    tag('VOUCHERNUMBER', v.number),
  ];
  if (v.reference) out.push(tag('REFERENCE', v.reference));
  if (v.reference && v.referenceDate) out.push(tag('REFERENCEDATE', tallyDate(v.referenceDate)));
  if (v.party) out.push(tag('PARTYLEDGERNAME', v.party));
  if (v.partyGstin) out.push(tag('PARTYGSTIN', v.partyGstin));
  if (v.placeOfSupply) out.push(tag('PLACEOFSUPPLY', v.placeOfSupply));
  if (v.narration) out.push(tag('NARRATION', v.narration));
  out.push(tag('PERSISTEDVIEW', view));
  for (const e of v.entries) out.push(entryXml(e));
  out.push('</VOUCHER>');
  return out.join('\n');
}

/** Masters in the order Tally needs them: units, then ledgers, then stock items. */
export function mastersXml(m: TallyMasters): string[] {
  return [...m.units.map(unitXml), ...m.ledgers.map(ledgerXml), ...m.stockItems.map(stockItemXml)];
}

const REPORT_NAMES: Record<TallyPart, string> = {
  // The whole file is one import (TALLY.md: masters may be created "in the same import",
  // before the vouchers that name them).
  all: 'Vouchers',
  masters: 'All Masters',
  vouchers: 'Vouchers',
};

/**
 * The import file. `part` all: one ENVELOPE whose REQUESTDATA holds a TALLYMESSAGE of masters
 * and then one of vouchers; masters or vouchers: that group alone under its REPORTNAME.
 * `company` fills SVCURRENTCOMPANY when given (otherwise Tally uses the loaded company).
 */
export function tallyEnvelope(args: {
  part: TallyPart;
  masters: TallyMasters;
  vouchers: readonly TallyVoucher[];
  company?: string | null;
}): string {
  const groups: string[][] = [];
  if (args.part !== 'vouchers') groups.push(mastersXml(args.masters));
  if (args.part !== 'masters') groups.push(args.vouchers.map(voucherXml));
  const statics = args.company
    ? `<STATICVARIABLES>${tag('SVCURRENTCOMPANY', args.company)}</STATICVARIABLES>`
    : '';
  const messages = groups
    .filter((g) => g.length > 0)
    .map((g) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">\n${g.join('\n')}\n</TALLYMESSAGE>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER>',
    tag('TALLYREQUEST', 'Import Data'),
    '</HEADER>',
    '<BODY>',
    '<IMPORTDATA>',
    '<REQUESTDESC>',
    tag('REPORTNAME', REPORT_NAMES[args.part]),
    ...(statics ? [statics] : []),
    '</REQUESTDESC>',
    '<REQUESTDATA>',
    ...messages,
    '</REQUESTDATA>',
    '</IMPORTDATA>',
    '</BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
}
