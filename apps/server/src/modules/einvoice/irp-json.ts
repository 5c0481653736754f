// A stored sale, credit note or debit note to a customer → the IRP's invoice JSON (INV-01
// schema 1.1), with every rule the generator must check before the file leaves
// (shared/domain/EINVOICE.md). Pure: it reads the bill as the print reads it (GET /transactions/{id}'s view: stored lines, their stored
// taxes and totals) and the company as printed; nothing is recomputed, only compared.
import { formatDate } from '@hisaab/shared/format';
import { asMessage, type MessageValue, msg, type Text, tk } from '@hisaab/shared/i18n/messages';
import { paiseToRupees, toPaise } from '@hisaab/shared/money';
import { stateCodeFromGstin } from '@hisaab/shared/gstin';
import { stateByCode } from '@hisaab/shared/states';
import { pinFitsState } from '@hisaab/shared/einvoice/pin-states';
import {
  aboveFiveCrore,
  IRN_REPORTING_DAYS,
  reportingLimitApplies,
  type AatoBand,
} from '@hisaab/shared/einvoice/aato';
import { EINVOICE_DOC_NO_PATTERN, PRECEDING_DOC_NO_PATTERN } from '@hisaab/shared/einvoice/rules';
import type { TransactionView } from '../transactions/index.ts';
import type { CompanyProfile } from '../companies/index.ts';
import { isNote, positiveNote } from '@hisaab/shared/print/note-print';
import { alwaysInterState, isExport } from '@hisaab/shared/gst/supply';
import { addressParts, type AddressParts } from './address-parts.ts';
import {
  dispatchDetails,
  exportBuyerState,
  exportDetailsBlock,
  foreignAddress,
  shipDetails,
  supTypOf,
} from './irp-supply.ts';
import type { UnitCodes } from './unit-codes.ts';
import { badChars, compact, irpItemsAndValues } from './irp-items.ts';

export interface EInvoiceCompany extends CompanyProfile {
  /** The turnover band: e-invoicing and 6-digit HSN above ₹5 crore, 30 days at ₹10 crore. */
  aatoBand: AatoBand;
}

export type IrpInvoice = Record<string, unknown>;

export type Eligibility = { eligible: true } | { eligible: false; reason: Text };

const label = (view: TransactionView) => view.number ?? `#${view.id}`;
const gstComponents = new Set(['CGST', 'SGST', 'UTGST', 'IGST']);

/** E-invoiced kinds: sales (INV), credit notes (CRN), debit notes to customers (DBN). */
const DOC_TYPES: Record<string, 'INV' | 'CRN' | 'DBN'> = {
  sale: 'INV',
  credit_note: 'CRN',
  sales_debit_note: 'DBN',
};

/** Whether the IRP takes this bill at all: B2B sales and their notes with taxed supplies. */
export function eligibility(view: TransactionView, company: EInvoiceCompany): Eligibility {
  const name = label(view);
  if (view.isPurchase || !DOC_TYPES[view.kind])
    return {
      eligible: false,
      reason: msg('{{bill}} is not a sales invoice or credit note: only those go to the IRP.', {
        bill: name,
      }),
    };
  const buyer = view.customer.gstin?.trim().toUpperCase() ?? '';
  // An export goes to the IRP without a GSTIN (URP, issue 36).
  if (!buyer && !isExport(view.supplyType))
    return {
      eligible: false,
      reason: msg(
        '{{bill}} is a B2C bill (the customer has no GSTIN): B2C bills are not sent to the IRP.',
        { bill: name },
      ),
    };
  if (company.gstin && buyer === company.gstin.trim().toUpperCase())
    return {
      eligible: false,
      reason: msg('{{bill}} is billed to your own GSTIN: such bills are not sent to the IRP.', {
        bill: name,
      }),
    };
  const taxed = view.lineItems.some(
    (l) => !l.specialKind && l.taxes.some((t) => gstComponents.has(t.component) && t.rate > 0),
  );
  if (!taxed)
    return {
      eligible: false,
      reason: msg(
        '{{bill}} has only nil-rated or exempt items: such bills are not sent to the IRP.',
        { bill: name },
      ),
    };
  return { eligible: true };
}

/** Whole days from one yyyy-mm-dd to another (India dates: no time zone involved). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const rupees = (paise: number) => paiseToRupees(paise);

function phoneOf(p: string | null): string | null {
  const digits = (p ?? '').replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 12 ? digits : null;
}
/** An e-mail in the characters NIC's schema takes (an optional field: left out otherwise). */
function emailOf(e: string | null): string | null {
  const t = (e ?? '').trim();
  return t.length >= 6 &&
    t.length <= 100 &&
    /^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/.test(t)
    ? t
    : null;
}

/**
 * The bill as the IRP's JSON, and the problems that stop it (plain words, each naming the
 * bill). `today` is yyyy-mm-dd in India (the date may not be in the future).
 */
export function buildIrpInvoice(args: {
  view: TransactionView;
  company: EInvoiceCompany;
  units: UnitCodes;
  today: string;
}): { invoice: IrpInvoice; problems: Text[]; notes: Text[] } {
  const { company, units, today } = args;
  const note = isNote(args.view);
  const view = note ? positiveNote(args.view) : args.view;
  const name = label(view);
  const problems: Text[] = [];
  // A bill's problem: its name, then what is wrong, each translated (a name as it is).
  const problem = (text: Text) =>
    problems.push(msg('{{bill}}: {{problem}}', { bill: name, problem: asMessage(text) }));
  const notes: Text[] = [];

  checkDocument(view, company, today, problem);
  const seller = sellerOf(company, problem);
  const buyer = buyerOf(view, seller.state, problem);
  // SEZ supplies and exports are IGST whatever the states (IGST Act section 7(5)).
  const intra =
    buyer.pos !== null && buyer.pos === seller.state && !alwaysInterState(view.supplyType);
  // Each PIN must belong to its party's state (EINVOICE.md validation 6).
  checkPin(seller.address, seller.state, msg('your company'), problem);
  checkPin(
    buyer.address,
    buyer.state,
    msg('the customer {{name}}', { name: view.customer.name }),
    problem,
  );
  // Items and values, from the stored lines and their stored taxes.
  const { items, values } = irpItemsAndValues({
    view,
    name,
    units,
    big: aboveFiveCrore(company.aatoBand),
    intra,
    note,
    problem,
    notes,
  });

  const invoice: IrpInvoice = {
    Version: '1.1',
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: supTypOf(view.supplyType),
      RegRev: view.reverseCharge ? 'Y' : 'N',
    },
    DocDtls: {
      Typ: DOC_TYPES[view.kind] ?? 'INV',
      No: view.number ?? '',
      Dt: formatDate(view.transactionDate),
    },
    SellerDtls: party({
      ...seller,
      name: company.name,
      phone: company.phone,
      email: company.email,
    }),
    BuyerDtls: party({
      ...buyer,
      name: view.customer.name,
      phone: view.customer.phone,
      email: view.customer.email,
    }),
    ItemList: items,
    ValDtls: values,
  };
  addDeliveryAndPayment(invoice, view, note, problem);
  if (note && view.returnOf) invoice['RefDtls'] = precedingDocument(view.returnOf, problem);
  return { invoice, problems, notes };
}

/** The document's number and date: what the IRP refuses of them. */
function checkDocument(
  view: TransactionView,
  company: EInvoiceCompany,
  today: string,
  problem: (t: Text) => void,
) {
  const docNo = view.number ?? '';
  if (!EINVOICE_DOC_NO_PATTERN.test(docNo))
    problem(
      msg(
        'the number "{{number}}" does not suit the IRP: 1 to 16 letters, digits, / or -, not starting with 0, / or -.',
        { number: docNo },
      ),
    );
  if (view.transactionDate > today) problem(tk('the date is in the future.'));
  else if (
    reportingLimitApplies(company.aatoBand) &&
    daysBetween(view.transactionDate, today) > IRN_REPORTING_DAYS
  )
    problem(
      msg(
        'its date {{date}} is more than {{days}} days ago: at a turnover (AATO) of ₹10 crore or more the IRP refuses it.',
        { date: formatDate(view.transactionDate), days: IRN_REPORTING_DAYS },
      ),
    );
}

interface IrpParty {
  gstin: string;
  address: AddressParts | null;
  state: string | null;
}

/** The seller: the company as printed, and what stops its details. */
function sellerOf(company: EInvoiceCompany, problem: (t: Text) => void): IrpParty {
  const gstin = company.gstin?.trim().toUpperCase() ?? '';
  if (!gstin) problem(tk('your company has no GSTIN (Settings, Company information).'));
  if (company.gstScheme === 'composition')
    problem(tk('a composition taxpayer issues bills of supply, which are not e-invoiced.'));
  const state = company.stateCode ?? (gstin ? stateCodeFromGstin(gstin) : null);
  const address = partyAddress(company.address, msg('your company'), problem);
  checkName(company.name, msg('your company name'), problem);
  return { gstin, address, state };
}

/** The buyer with the place of supply, and what stops its details. */
function buyerOf(
  view: TransactionView,
  sellerState: string | null,
  problem: (t: Text) => void,
): IrpParty & { pos: string | null } {
  // An export's buyer is URP in state 96 with PIN 999999 (EINVOICE.md, exports).
  const exported = isExport(view.supplyType);
  const gstin = exported ? 'URP' : (view.customer.gstin?.trim().toUpperCase() ?? '');
  const state = exportBuyerState(
    view.supplyType,
    stateCodeFromGstin(gstin) ?? view.customer.stateCode,
  );
  const pos = view.placeOfSupply ?? state ?? sellerState;
  const address = exported
    ? foreignAddress(view.customer.address)
    : partyAddress(
        view.customer.address,
        msg('the customer {{name}}', { name: view.customer.name }),
        problem,
        100,
      );
  if (exported && !address)
    problem(msg('add the address of the customer {{name}}.', { name: view.customer.name }));
  checkName(view.customer.name, msg('the customer name'), problem);
  return { gstin, address, state, pos };
}

/**
 * Where the goods leave from and go to, when not the parties' own addresses (issue 36), an
 * export's details, and what the bill knows of its payment.
 */
function addDeliveryAndPayment(
  invoice: IrpInvoice,
  view: TransactionView,
  note: boolean,
  problem: (t: Text) => void,
) {
  if (view.dispatchFrom) invoice['DispDtls'] = dispatchDetails(view.dispatchFrom, problem);
  if (view.shipTo) invoice['ShipDtls'] = shipDetails(view.shipTo, problem);
  const expDtls = isExport(view.supplyType) ? exportDetailsBlock(view.exportDetails) : null;
  if (expDtls) invoice['ExpDtls'] = expDtls;
  // Paid so far and still due (a note settles no payment).
  if (!note)
    invoice['PayDtls'] = {
      PaidAmt: rupees(toPaise(view.totals.paid)),
      PaymtDue: rupees(Math.max(0, toPaise(view.totals.pending))),
    };
}

/** A note's invoice it returns (RefDtls), and what the IRP refuses of its number. */
function precedingDocument(
  original: NonNullable<TransactionView['returnOf']>,
  problem: (t: Text) => void,
) {
  const number = original.number ?? '';
  if (!PRECEDING_DOC_NO_PATTERN.test(number))
    problem(
      msg(
        'the number "{{number}}" of the invoice it returns does not suit the IRP: 2 to 16 letters, digits, / or -, not starting with 0, / or -.',
        { number },
      ),
    );
  return { PrecDocDtls: [{ InvNo: number, InvDt: formatDate(original.transactionDate) }] };
}

function party(p: {
  gstin: string;
  name: string;
  address: AddressParts | null;
  state: string | null;
  pos?: string | null;
  phone: string | null;
  email: string | null;
}) {
  return compact({
    Gstin: p.gstin,
    LglNm: p.name.trim().slice(0, 100),
    ...(p.pos !== undefined ? { Pos: p.pos } : {}),
    Addr1: p.address?.addr1 ?? null,
    Addr2: p.address?.addr2 ?? null,
    Loc: p.address?.place ?? null,
    Pin: p.address?.pin ?? null,
    Stcd: p.state,
    Ph: phoneOf(p.phone),
    Em: emailOf(p.email),
  });
}

function partyAddress(
  text: string | null,
  who: MessageValue,
  problem: (t: Text) => void,
  maxPlace = 50,
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
  if (parts.place.length < 3 || parts.place.length > maxPlace)
    problem(
      msg(
        'the town in the address of {{who}} ("{{town}}") must be 3 to {{max}} characters: write it before the PIN code.',
        { who, town: parts.place, max: maxPlace },
      ),
    );
  if (badChars.test(`${parts.addr1}${parts.addr2 ?? ''}${parts.place}`))
    problem(msg('remove " and \\ from the address of {{who}}.', { who }));
  return parts;
}

/** A PIN outside its state's ranges: one sentence naming the PIN and the state. */
export function checkPin(
  address: AddressParts | null,
  state: string | null,
  who: MessageValue,
  problem: (t: Text) => void,
) {
  if (!address || !state || pinFitsState(address.pin, state)) return;
  const stateName = stateByCode(state)?.name ?? state;
  problem(
    state === '96' || state === '97'
      ? msg('the PIN {{pin}} of {{who}} must be 999999 for {{state}} (state {{code}}).', {
          pin: address.pin,
          who,
          state: stateName,
          code: state,
        })
      : msg(
          'the PIN {{pin}} of {{who}} is not a PIN of {{state}} (state {{code}}): correct the address or the GSTIN/state.',
          { pin: address.pin, who, state: stateName, code: state },
        ),
  );
}

function checkName(nameText: string, what: MessageValue, problem: (t: Text) => void) {
  const n = nameText.trim();
  if (n.length < 3 || n.length > 100)
    problem(msg('{{what}} must be 3 to 100 characters.', { what }));
  if (badChars.test(n)) problem(msg('remove " and \\ from {{what}}.', { what }));
}
