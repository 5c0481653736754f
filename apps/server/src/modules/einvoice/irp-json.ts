// A stored sale, credit note or debit note to a customer → the IRP's invoice JSON (INV-01
// schema 1.1), with every rule the generator must check before the file leaves
// (shared/domain/EINVOICE.md). Pure: it reads the bill as the print reads it (GET /transactions/{id}'s view: stored lines, their stored
// taxes and totals) and the company as printed; nothing is recomputed, only compared.
import { formatDate } from '@hisaab/shared/format';
import { fmt, tk } from '@hisaab/shared/i18n/messages';
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
import {
  EINVOICE_DOC_NO_PATTERN,
  IRP_TOLERANCE_PAISE,
  MAX_ROUND_OFF_PAISE,
  PRECEDING_DOC_NO_PATTERN,
} from '@hisaab/shared/einvoice/rules';
import { isGstSlab } from '@hisaab/shared/gst/slabs';
import type { TransactionView } from '../transactions/transaction-view.ts';
import type { CompanyProfile } from '../files/files.repo.ts';
import { isNote, positiveNote } from '../files/note-print.ts';
import { alwaysInterState, isExport } from '@hisaab/shared/gst/supply';
import { addressParts, type AddressParts } from './address-parts.ts';
import {
  dispatchDetails,
  exportBuyerState,
  exportDetailsBlock,
  foreignAddress,
  shipDetails,
  supTypOf,
  taxExpected,
} from './irp-supply.ts';
import { uqcOfLine, type UnitCodes } from './unit-codes.ts';

export interface EInvoiceCompany extends CompanyProfile {
  /** The turnover band: e-invoicing and 6-digit HSN above ₹5 crore, 30 days at ₹10 crore. */
  aatoBand: AatoBand;
}

export type IrpInvoice = Record<string, unknown>;

export type Eligibility = { eligible: true } | { eligible: false; reason: string };

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
      reason: fmt('{{bill}} is not a sales invoice or credit note: only those go to the IRP.', {
        bill: name,
      }),
    };
  const buyer = view.customer.gstin?.trim().toUpperCase() ?? '';
  // An export goes to the IRP without a GSTIN (URP, issue 36).
  if (!buyer && !isExport(view.supplyType))
    return {
      eligible: false,
      reason: fmt(
        '{{bill}} is a B2C bill (the customer has no GSTIN): B2C bills are not sent to the IRP.',
        { bill: name },
      ),
    };
  if (company.gstin && buyer === company.gstin.trim().toUpperCase())
    return {
      eligible: false,
      reason: fmt('{{bill}} is billed to your own GSTIN: such bills are not sent to the IRP.', {
        bill: name,
      }),
    };
  const taxed = view.lineItems.some(
    (l) => !l.specialKind && l.taxes.some((t) => gstComponents.has(t.component) && t.rate > 0),
  );
  if (!taxed)
    return {
      eligible: false,
      reason: fmt(
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
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const badChars = /["\\]/;

/** Drops null, undefined and empty strings (keeps zeros), as the IRP wants. */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as T;
}

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
}): { invoice: IrpInvoice; problems: string[]; notes: string[] } {
  const { company, units, today } = args;
  const note = isNote(args.view);
  const view = note ? positiveNote(args.view) : args.view;
  const name = label(view);
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`${name}: ${text}`);
  const notes: string[] = [];

  // Document.
  const docNo = view.number ?? '';
  if (!EINVOICE_DOC_NO_PATTERN.test(docNo))
    problem(
      fmt(
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
      fmt(
        'its date {{date}} is more than {{days}} days ago: at a turnover (AATO) of ₹10 crore or more the IRP refuses it.',
        { date: formatDate(view.transactionDate), days: IRN_REPORTING_DAYS },
      ),
    );

  // Seller.
  const sellerGstin = company.gstin?.trim().toUpperCase() ?? '';
  if (!sellerGstin) problem(tk('your company has no GSTIN (Settings, Company information).'));
  if (company.gstScheme === 'composition')
    problem(tk('a composition taxpayer issues bills of supply, which are not e-invoiced.'));
  const sellerState = company.stateCode ?? (sellerGstin ? stateCodeFromGstin(sellerGstin) : null);
  const sellerAddress = partyAddress(company.address, tk('your company'), problem);
  checkName(company.name, tk('your company name'), problem);

  // Buyer.
  // An export's buyer is URP in state 96 with PIN 999999 (EINVOICE.md, exports).
  const exported = isExport(view.supplyType);
  const buyerGstin = exported ? 'URP' : (view.customer.gstin?.trim().toUpperCase() ?? '');
  const buyerState = exportBuyerState(
    view.supplyType,
    stateCodeFromGstin(buyerGstin) ?? view.customer.stateCode,
  );
  const pos = view.placeOfSupply ?? buyerState ?? sellerState;
  const buyerAddress = exported
    ? foreignAddress(view.customer.address)
    : partyAddress(
        view.customer.address,
        fmt('the customer {{name}}', { name: view.customer.name }),
        problem,
        100,
      );
  if (exported && !buyerAddress)
    problem(fmt('add the address of the customer {{name}}.', { name: view.customer.name }));
  checkName(view.customer.name, tk('the customer name'), problem);
  // SEZ supplies and exports are IGST whatever the states (IGST Act section 7(5)).
  const intra = pos !== null && pos === sellerState && !alwaysInterState(view.supplyType);
  // Each PIN must belong to its party's state (EINVOICE.md validation 6).
  checkPin(sellerAddress, sellerState, tk('your company'), problem);
  checkPin(
    buyerAddress,
    buyerState,
    fmt('the customer {{name}}', { name: view.customer.name }),
    problem,
  );

  // Items, from the stored lines and their stored taxes.
  const big = aboveFiveCrore(company.aatoBand);
  const goods = view.lineItems.filter((l) => !l.specialKind);
  const specials = view.lineItems.filter((l) => l.specialKind);
  if (goods.length === 0) problem(tk('it has no items.'));
  if (goods.length > 1000) problem(tk('it has more than 1000 items; the IRP takes at most 1000.'));
  let assVal = 0;
  let cgstVal = 0;
  let sgstVal = 0;
  let igstVal = 0;
  let cesVal = 0;
  let itemTotal = 0;
  const items = goods.map((l, i) => {
    const n = i + 1;
    const hsn = (l.hsnSacCode ?? '').trim();
    if (!hsn) problem(fmt('line {{n}} ({{item}}) has no HSN/SAC code.', { n, item: l.itemName }));
    else if (big && !/^(\d{6}|\d{8})$/.test(hsn))
      problem(
        fmt('HSN {{hsn}} on line {{n}} ({{item}}) must have 6 or 8 digits for your turnover.', {
          hsn,
          n,
          item: l.itemName,
        }),
      );
    else if (!/^(\d{4}|\d{6}|\d{8})$/.test(hsn))
      problem(
        fmt('HSN {{hsn}} on line {{n}} ({{item}}) must have 4, 6 or 8 digits.', {
          hsn,
          n,
          item: l.itemName,
        }),
      );
    else if (/^0+$/.test(hsn))
      problem(
        fmt('HSN {{hsn}} on line {{n}} ({{item}}) is only zeros: enter its real HSN/SAC code.', {
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
        problem(
          fmt('line {{n}} ({{item}}) carries {{tax}}, which is not GST.', {
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
      problem(
        fmt('line {{n}} ({{item}}) has GST at {{rate}}%, which the IRP does not accept.', {
          n,
          item: l.itemName,
          rate: gstRt,
        }),
      );
    if (intra && igst !== 0)
      problem(
        fmt(
          'line {{n}} ({{item}}) charges IGST, but the place of supply is your own state (CGST and SGST apply).',
          { n, item: l.itemName },
        ),
      );
    if (!intra && (cgst !== 0 || sgst !== 0))
      problem(
        fmt(
          'line {{n}} ({{item}}) charges CGST/SGST, but the place of supply is another state (IGST applies).',
          { n, item: l.itemName },
        ),
      );
    // The tax must be the rate on the assessable value (not checked on notes, as the IRP).
    if (!note) {
      const expected = taxExpected(view.supplyType, ass, gstRt);
      const charged = cgst + sgst + igst;
      if (Math.abs(expected - charged) > IRP_TOLERANCE_PAISE)
        problem(
          fmt('line {{n}} ({{item}}): the tax {{tax}} is not {{rate}}% of {{amount}}.', {
            n,
            item: l.itemName,
            tax: rupees(charged),
            rate: gstRt,
            amount: rupees(ass),
          }),
        );
      if (intra && Math.abs(cgst - sgst) > IRP_TOLERANCE_PAISE)
        problem(fmt('line {{n}} ({{item}}): CGST and SGST differ.', { n, item: l.itemName }));
    }
    // Under reverse charge the buyer pays the tax: the item's value is its taxable value, its
    // tax amounts still shown (india-compliance e_invoice.py; GST.md section 12).
    const totItem = view.reverseCharge ? ass : ass + cgst + sgst + igst + cess;
    if (Math.abs(totItem - (ass + toPaise(l.taxAmount))) > IRP_TOLERANCE_PAISE)
      problem(
        fmt('line {{n}} ({{item}}): its taxes do not add up to its tax amount.', {
          n,
          item: l.itemName,
        }),
      );
    assVal += ass;
    cgstVal += cgst;
    sgstVal += sgst;
    igstVal += igst;
    cesVal += cess;
    itemTotal += totItem;
    const qty = l.quantity;
    const unit = uqcOfLine(units, l);
    if (!isServc && unit === 'OTH')
      notes.push(
        fmt(
          '{{bill}}: the unit "{{unit}}" of line {{n}} ({{item}}) has no GST unit code, so it is sent as OTH (set its code in Units).',
          { bill: name, unit: l.unitName, n, item: l.itemName },
        ),
      );
    // A debit note raises a price: a value without quantity (Qty 0), as the IRP takes it.
    if (!isServc && !(qty > 0) && view.kind !== 'sales_debit_note')
      problem(fmt('line {{n}} ({{item}}) has no quantity.', { n, item: l.itemName }));
    // The unit price before tax: the stored taxable value per unit (an inclusive rate holds tax).
    const unitPrice = qty > 0 ? round3(rupees(ass) / qty) : rupees(ass);
    const desc = l.itemName.trim();
    if (badChars.test(desc))
      problem(
        fmt('line {{n}} ({{item}}): remove " and \\ from the item name.', { n, item: l.itemName }),
      );
    return compact({
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
  });

  // Round off and discount lines: the invoice's own RndOffAmt and Discount (they carry no tax).
  let roundOff = 0;
  let discount = 0;
  for (const l of specials) {
    const amount = toPaise(l.amount);
    if (l.specialKind === 'round_off') roundOff += amount;
    else if (l.specialKind === 'discount') discount -= amount;
    else problem(fmt('it holds an {{item}} line, which is not a supply.', { item: l.itemName }));
  }
  if (Math.abs(roundOff) > MAX_ROUND_OFF_PAISE)
    problem(fmt('the round off {{amount}} is more than ₹99.99.', { amount: rupees(roundOff) }));
  if (discount < 0) problem(tk('its discount line adds to the bill instead of reducing it.'));
  const totInv = toPaise(view.totals.amount);
  if (Math.abs(itemTotal - discount + roundOff - totInv) > IRP_TOLERANCE_PAISE)
    problem(
      fmt('its items ({{items}}), discount and round off do not add up to the total {{total}}.', {
        items: rupees(itemTotal),
        total: rupees(totInv),
      }),
    );
  if (totInv < 0 || assVal < 0) problem(tk('its amounts are negative.'));

  const invoice: IrpInvoice = {
    Version: '1.1',
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: supTypOf(view.supplyType),
      RegRev: view.reverseCharge ? 'Y' : 'N',
    },
    DocDtls: {
      Typ: DOC_TYPES[view.kind] ?? 'INV',
      No: docNo,
      Dt: formatDate(view.transactionDate),
    },
    SellerDtls: party({
      gstin: sellerGstin,
      name: company.name,
      address: sellerAddress,
      state: sellerState,
      phone: company.phone,
      email: company.email,
    }),
    BuyerDtls: party({
      gstin: buyerGstin,
      name: view.customer.name,
      address: buyerAddress,
      state: buyerState,
      pos,
      phone: view.customer.phone,
      email: view.customer.email,
    }),
    ItemList: items,
    ValDtls: {
      AssVal: rupees(assVal),
      CgstVal: rupees(cgstVal),
      SgstVal: rupees(sgstVal),
      IgstVal: rupees(igstVal),
      CesVal: rupees(cesVal),
      Discount: rupees(discount),
      OthChrg: 0,
      RndOffAmt: rupees(roundOff),
      TotInvVal: rupees(totInv),
    },
  };
  // Where the goods leave from and go to, when not the parties' own addresses (issue 36).
  if (view.dispatchFrom) invoice['DispDtls'] = dispatchDetails(view.dispatchFrom, problem);
  if (view.shipTo) invoice['ShipDtls'] = shipDetails(view.shipTo, problem);
  const expDtls = exported ? exportDetailsBlock(view.exportDetails) : null;
  if (expDtls) invoice['ExpDtls'] = expDtls;
  // What the bill knows of its payment: paid so far and still due (a note settles no payment).
  if (!note)
    invoice['PayDtls'] = {
      PaidAmt: rupees(toPaise(view.totals.paid)),
      PaymtDue: rupees(Math.max(0, toPaise(view.totals.pending))),
    };
  if (note && view.returnOf) {
    const original = view.returnOf.number ?? '';
    if (!PRECEDING_DOC_NO_PATTERN.test(original))
      problem(
        fmt(
          'the number "{{number}}" of the invoice it returns does not suit the IRP: 2 to 16 letters, digits, / or -, not starting with 0, / or -.',
          { number: original },
        ),
      );
    invoice['RefDtls'] = {
      PrecDocDtls: [{ InvNo: original, InvDt: formatDate(view.returnOf.transactionDate) }],
    };
  }
  return { invoice, problems, notes };
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
  who: string,
  problem: (t: string) => void,
  maxPlace = 50,
): AddressParts | null {
  const parts = addressParts(text);
  if (parts === 'missing') {
    problem(fmt('add the address of {{who}}, with its town and 6-digit PIN code.', { who }));
    return null;
  }
  if (parts === 'no-pin') {
    problem(fmt('the address of {{who}} has no 6-digit PIN code.', { who }));
    return null;
  }
  if (parts.place.length < 3 || parts.place.length > maxPlace)
    problem(
      fmt(
        'the town in the address of {{who}} ("{{town}}") must be 3 to {{max}} characters: write it before the PIN code.',
        { who, town: parts.place, max: maxPlace },
      ),
    );
  if (badChars.test(`${parts.addr1}${parts.addr2 ?? ''}${parts.place}`))
    problem(fmt('remove " and \\ from the address of {{who}}.', { who }));
  return parts;
}

/** A PIN outside its state's ranges: one sentence naming the PIN and the state. */
export function checkPin(
  address: AddressParts | null,
  state: string | null,
  who: string,
  problem: (t: string) => void,
) {
  if (!address || !state || pinFitsState(address.pin, state)) return;
  const stateName = stateByCode(state)?.name ?? state;
  problem(
    state === '96' || state === '97'
      ? fmt('the PIN {{pin}} of {{who}} must be 999999 for {{state}} (state {{code}}).', {
          pin: address.pin,
          who,
          state: stateName,
          code: state,
        })
      : fmt(
          'the PIN {{pin}} of {{who}} is not a PIN of {{state}} (state {{code}}): correct the address or the GSTIN/state.',
          { pin: address.pin, who, state: stateName, code: state },
        ),
  );
}

function checkName(nameText: string, what: string, problem: (t: string) => void) {
  const n = nameText.trim();
  if (n.length < 3 || n.length > 100)
    problem(fmt('{{what}} must be 3 to 100 characters.', { what }));
  if (badChars.test(n)) problem(fmt('remove " and \\ from {{what}}.', { what }));
}
