// The kind of supply a bill records, and what follows from it (issue 36): the place of supply
// (IGST Act sections 10-12), whether the supply is inter-state whatever the states (SEZ,
// exports: IGST Act section 7(5)), and how the tax is treated on the bill (charged, zero-rated
// under a letter of undertaking, or paid by the recipient under reverse charge). One home for
// these rules: the save, the invoice screen's preview, prints, GSTR-1/3B, e-invoice and e-way
// bill read them from here. Facts and sources: shared/domain/GST.md section 12.
import { msg, tk, type Text } from '../i18n/messages.ts';

/**
 * - regular: a supply within India (B2B or B2C), tax charged by the place of supply.
 * - export_with_tax / export_under_lut: export of goods or services with payment of IGST, or
 *   without it under a letter of undertaking (IGST Act section 16(3)); place of supply 96.
 * - sez_with_tax / sez_under_lut: supply to an SEZ unit or developer, always inter-state.
 * - deemed_export: CGST Act section 147 (notification 48/2017-CT): tax charged as usual.
 */
export const SUPPLY_TYPES = [
  'regular',
  'export_with_tax',
  'export_under_lut',
  'sez_with_tax',
  'sez_under_lut',
  'deemed_export',
] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

/** The words each kind of supply is chosen by on the bill. */
export const SUPPLY_TYPE_LABELS: Record<SupplyType, string> = {
  regular: tk('Regular (within India)'),
  export_with_tax: tk('Export with payment of IGST'),
  export_under_lut: tk('Export under LUT (without payment of IGST)'),
  sez_with_tax: tk('SEZ supply with payment of IGST'),
  sez_under_lut: tk('SEZ supply under LUT (without payment of IGST)'),
  deemed_export: tk('Deemed export'),
};

/** A customer's GST category when its GSTIN does not tell it: its bills' default supply. */
export const GST_CATEGORIES = ['sez', 'overseas', 'deemed_export'] as const;
export type GstCategory = (typeof GST_CATEGORIES)[number];

export const isExport = (t: SupplyType) => t === 'export_with_tax' || t === 'export_under_lut';
export const isSez = (t: SupplyType) => t === 'sez_with_tax' || t === 'sez_under_lut';
/** Zero-rated without payment of IGST: the bill carries the rate and no tax. */
export const isUnderLut = (t: SupplyType) => t === 'export_under_lut' || t === 'sez_under_lut';
/** Zero-rated supplies (IGST Act section 16): exports and SEZ supplies. */
export const isZeroRated = (t: SupplyType) => isExport(t) || isSez(t);

/** The state code of exports (GST.md section 3): "Other Countries". */
export const EXPORT_STATE_CODE = '96';

/**
 * How a bill's tax is treated:
 * - charged: in the price, collected from the buyer (the usual case);
 * - zero_rated: an export or SEZ supply under LUT: the rate is shown, the tax is 0;
 * - reverse_charge: the recipient pays the tax itself (CGST Act section 9(3)/(4)): the price is
 *   the taxable value, the tax is computed and shown but not collected by the supplier.
 */
export type TaxTreatment = 'charged' | 'zero_rated' | 'reverse_charge';

export function taxTreatment(supplyType: SupplyType, reverseCharge: boolean): TaxTreatment {
  if (isUnderLut(supplyType)) return 'zero_rated';
  return reverseCharge ? 'reverse_charge' : 'charged';
}

/** The default kind of supply for a customer's bill, from its category. */
export function defaultSupplyType(category: GstCategory | null): SupplyType {
  if (category === 'overseas') return 'export_under_lut';
  if (category === 'sez') return 'sez_under_lut';
  if (category === 'deemed_export') return 'deemed_export';
  return 'regular';
}

/**
 * The place of supply of a sale of goods (IGST Act section 10(1)): for an export, 96; one the
 * user chose on the bill (section 10(1)(b): goods delivered to a third person on the buyer's
 * direction are supplied at the buyer's principal place of business, which the user states by
 * choosing the buyer's state); else where the goods' movement ends, the ship-to address
 * (section 10(1)(a)); else the buyer's state (GSTIN or address); else the seller's own.
 */
export function placeOfSupplyOf(args: {
  supplyType: SupplyType;
  chosen: string | null;
  shipToStateCode: string | null;
  customerStateCode: string | null;
  sellerStateCode: string | null;
}): string | null {
  if (isExport(args.supplyType)) return EXPORT_STATE_CODE;
  return args.chosen ?? args.shipToStateCode ?? args.customerStateCode ?? args.sellerStateCode;
}

/** SEZ supplies and exports are inter-state whatever the states (IGST Act section 7(5)). */
export const alwaysInterState = (t: SupplyType) => isZeroRated(t);

export const SUPPLY_LIMITS = {
  name: 100,
  address: 200,
  place: 100,
  shippingBillNumber: 20,
  portCode: 10,
} as const;

export const SUPPLY_MESSAGES = {
  supplyType: tk('Choose a kind of supply from the list.'),
  stateCode: tk('Choose the state from the list.'),
  placeOfSupply: tk('Choose the place of supply from the list.'),
  pin: tk('PIN code must be 6 digits.'),
  shipToName: tk('Enter the name of the place the goods are shipped to.'),
  shipToAddress: tk('Enter the address the goods are shipped to.'),
  dispatchName: tk('Enter the name of the place the goods are dispatched from.'),
  dispatchAddress: tk('Enter the address the goods are dispatched from.'),
  shippingBillDate: tk('Enter the shipping bill date as yyyy-mm-dd.'),
  portCode: tk('Port code must be 2 to 10 letters or digits.'),
  currency: tk('Currency must be a 3-letter code such as USD.'),
  country: tk('Country must be a 2-letter code such as US.'),
  onlySales: tk('Exports, SEZ supplies and deemed exports are sales: a purchase is regular.'),
  exportPlace: tk('An export is supplied outside India: its place of supply is 96.'),
  exportReverseCharge: tk('An export or SEZ supply is not under reverse charge.'),
  reverseChargeNeedsGstin: tk(
    'A sale under reverse charge needs the customer’s GSTIN: the buyer pays the tax. Add it to the customer first.',
  ),
  sezNeedsGstin: tk('A supply to an SEZ needs the customer’s GSTIN. Add it to the customer first.'),
  deemedExportNeedsGstin: tk(
    'A deemed export needs the customer’s GSTIN. Add it to the customer first.',
  ),
  noLut: tk(
    'Supplies under LUT need the company’s letter of undertaking. Enter its reference and dates in Company settings, or choose the supply with payment of IGST.',
  ),
  lutExpired: (date: string) =>
    msg(
      'The letter of undertaking in Company settings does not cover {{date}}. Enter this year’s LUT, or choose the supply with payment of IGST.',
      { date },
    ),
} as const;

/** A ship-to or dispatch-from address (e-invoice ShipDtls / DispDtls, e-way bill). */
export interface ShipAddress {
  name: string;
  gstin: string | null;
  address: string;
  /** Town or city (e-invoice Loc). */
  place: string | null;
  pin: string | null;
  stateCode: string;
}

/** An export's shipping bill and where it leaves (e-invoice ExpDtls, GSTR-1 exp). */
export interface ExportDetails {
  shippingBillNumber: string | null;
  /** yyyy-mm-dd */
  shippingBillDate: string | null;
  portCode: string | null;
  /** ISO 4217, e.g. USD */
  currency: string | null;
  /** ISO 3166 alpha-2, e.g. US */
  country: string | null;
}

/** The company's LUT as stored in its settings. */
export interface Lut {
  reference: string | null;
  validFrom: string | null;
  validTo: string | null;
}

/**
 * Why a bill's supply fields may not be saved, or null: kinds of supply other than regular are
 * sales; an export is not under reverse charge and is supplied at 96; an SEZ supply and a
 * deemed export go to a registered buyer; a supply under LUT needs the company's LUT in force
 * on the bill's date. `field` names what to blame.
 */
export function supplyProblem(args: {
  isPurchase: boolean;
  supplyType: SupplyType;
  reverseCharge: boolean;
  chosenPlace: string | null;
  customerGstin: string | null;
  billDate: string;
  lut: Lut;
}): { field: string; message: Text } | null {
  const t = args.supplyType;
  if (args.isPurchase && t !== 'regular')
    return { field: 'supplyType', message: SUPPLY_MESSAGES.onlySales };
  if (isZeroRated(t) && args.reverseCharge)
    return { field: 'reverseCharge', message: SUPPLY_MESSAGES.exportReverseCharge };
  // GSTR-1 reports reverse charge only for registered buyers (b2b/cdnr rchrg).
  if (!args.isPurchase && args.reverseCharge && !args.customerGstin?.trim())
    return { field: 'reverseCharge', message: SUPPLY_MESSAGES.reverseChargeNeedsGstin };
  if (isExport(t) && args.chosenPlace !== null && args.chosenPlace !== EXPORT_STATE_CODE)
    return { field: 'placeOfSupply', message: SUPPLY_MESSAGES.exportPlace };
  if ((isSez(t) || t === 'deemed_export') && !args.customerGstin?.trim())
    return {
      field: 'customerId',
      message:
        t === 'deemed_export'
          ? SUPPLY_MESSAGES.deemedExportNeedsGstin
          : SUPPLY_MESSAGES.sezNeedsGstin,
    };
  if (isUnderLut(t)) {
    const { reference, validFrom, validTo } = args.lut;
    if (!reference) return { field: 'supplyType', message: SUPPLY_MESSAGES.noLut };
    const day = args.billDate.slice(0, 10);
    if ((validFrom && day < validFrom) || (validTo && day > validTo))
      return { field: 'supplyType', message: SUPPLY_MESSAGES.lutExpired(day) };
  }
  return null;
}

/** The supply fields of a document with no goods of its own kind (payments, estimates made in code). */
export const REGULAR_SUPPLY = {
  supplyType: 'regular',
  reverseCharge: false,
  placeOfSupply: null,
  shipTo: null,
  dispatchFrom: null,
  exportDetails: null,
} as const satisfies {
  supplyType: SupplyType;
  reverseCharge: boolean;
  placeOfSupply: string | null;
  shipTo: ShipAddress | null;
  dispatchFrom: ShipAddress | null;
  exportDetails: ExportDetails | null;
};

/**
 * The words a bill of this supply carries under its title (CGST Rules, rule 46 proviso for
 * exports and SEZ supplies; rule 46(p) for reverse charge). Null for a regular supply.
 */
export function supplyLegend(supplyType: SupplyType, reverseCharge: boolean): string | null {
  switch (supplyType) {
    case 'export_with_tax':
      return tk('SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX');
    case 'export_under_lut':
      return tk(
        'SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
      );
    case 'sez_with_tax':
      return tk(
        'SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX',
      );
    case 'sez_under_lut':
      return tk(
        'SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
      );
    case 'deemed_export':
      return tk('Deemed export');
    default:
      return reverseCharge ? tk('Tax is payable on reverse charge') : null;
  }
}

/**
 * A purchase under reverse charge from a supplier without a GSTIN is the company's own self
 * invoice (CGST Act section 31(3)(f)): every print of it is titled so (the web print and the PDF).
 */
export function isSelfInvoice(doc: {
  kind: string;
  isPurchase: boolean;
  reverseCharge: boolean;
  supplierGstin: string | null | undefined;
}): boolean {
  return (
    doc.isPurchase && doc.kind === 'purchase' && doc.reverseCharge && !doc.supplierGstin?.trim()
  );
}
