// The bill's kind of supply as the screen holds it (issue 36): kind of supply, reverse charge,
// the place of supply chosen, ship-to / dispatch-from as typed, an export's details; and what
// it resolves to by the rules of shared gst/supply.ts, for the totals preview, the save body and
// Just Print. A draft without `supply` (an older stored draft) is a regular supply.
import {
  alwaysInterState,
  defaultSupplyType,
  isExport,
  isZeroRated,
  placeOfSupplyOf,
  taxTreatment,
  type ExportDetails,
  type ShipAddress,
  type SupplyType,
  type TaxTreatment,
} from '@hisaab/shared/gst/supply';
import type { ItemOption } from '../api/autocomplete-data.ts';
import type { CustomerOption } from '../api/autocomplete-data.ts';
import type { BillLine } from './bill.ts';
import type { DocumentSide } from './invoice-mode.ts';

/** The parts of the bill's draft (bill-draft.ts BillDraft) the supply rules read. */
interface DraftParts {
  supply?: SupplyDraft;
  lines: BillLine[];
  side: DocumentSide;
  customer: CustomerOption | null;
}

/** An address as typed: every field text. */
export interface AddressDraft {
  name: string;
  gstin: string;
  address: string;
  place: string;
  pin: string;
  stateCode: string;
}

export interface ExportDraft {
  shippingBillNumber: string;
  shippingBillDate: string;
  portCode: string;
  currency: string;
  country: string;
}

export interface SupplyDraft {
  /** The kind chosen on the bill; null: the customer's default (its GST category). */
  supplyType: SupplyType | null;
  reverseCharge: boolean;
  /** The place of supply chosen; null: by the rules (ship-to, else the customer's state). */
  placeOfSupply: string | null;
  /** null: shipped to the customer's own address. */
  shipTo: AddressDraft | null;
  /** null: dispatched from the company's own address. */
  dispatchFrom: AddressDraft | null;
  exportDetails: ExportDraft;
}

export const EMPTY_ADDRESS: AddressDraft = {
  name: '',
  gstin: '',
  address: '',
  place: '',
  pin: '',
  stateCode: '',
};

export const EMPTY_EXPORT: ExportDraft = {
  shippingBillNumber: '',
  shippingBillDate: '',
  portCode: '',
  currency: '',
  country: '',
};

export const REGULAR_SUPPLY_DRAFT: SupplyDraft = {
  supplyType: null,
  reverseCharge: false,
  placeOfSupply: null,
  shipTo: null,
  dispatchFrom: null,
  exportDetails: EMPTY_EXPORT,
};

export const supplyOf = (d: Pick<DraftParts, 'supply'>): SupplyDraft =>
  d.supply ?? REGULAR_SUPPLY_DRAFT;

/** The supply fields of a saved bill, as the API sends and takes them. */
export interface SupplyFields {
  supplyType: SupplyType;
  reverseCharge: boolean;
  placeOfSupply: string | null;
  shipTo: ShipAddress | null;
  dispatchFrom: ShipAddress | null;
  exportDetails: ExportDetails | null;
}

/** What the bill's supply comes to: the fields saved, and how the tax engine computes. */
export interface ResolvedSupply extends SupplyFields {
  /** The place of supply the rules give (the chosen one, else ship-to, else the customer's). */
  place: string | null;
  /** The place the rules give without a chosen one: choosing it is choosing nothing. */
  rulePlace: string | null;
  interState: boolean;
  treatment: TaxTreatment;
  /** A purchase line's item is a service under reverse charge: the bill is RCM whatever. */
  byItems: boolean;
}

const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function addressFields(a: AddressDraft | null): ShipAddress | null {
  if (a === null) return null;
  return {
    name: a.name.trim(),
    gstin: blankToNull(a.gstin)?.toUpperCase() ?? null,
    address: a.address.trim(),
    place: blankToNull(a.place),
    pin: blankToNull(a.pin),
    stateCode: a.stateCode,
  };
}

export function addressDraft(a: ShipAddress | null): AddressDraft | null {
  if (a === null) return null;
  return {
    name: a.name,
    gstin: a.gstin ?? '',
    address: a.address,
    place: a.place ?? '',
    pin: a.pin ?? '',
    stateCode: a.stateCode,
  };
}

function exportFields(e: ExportDraft): ExportDetails {
  return {
    shippingBillNumber: blankToNull(e.shippingBillNumber),
    shippingBillDate: blankToNull(e.shippingBillDate),
    portCode: blankToNull(e.portCode)?.toUpperCase() ?? null,
    currency: blankToNull(e.currency)?.toUpperCase() ?? null,
    country: blankToNull(e.country)?.toUpperCase() ?? null,
  };
}

/** A purchase line's item is flagged as a service under reverse charge. */
export function itemsUnderReverseCharge(
  d: Pick<DraftParts, 'lines' | 'side'>,
  items: readonly ItemOption[],
): boolean {
  if (!d.side.isPurchase || d.side.estimate) return false;
  const flagged = new Set(items.filter((i) => i.reverseCharge === true).map((i) => i.id));
  return d.lines.some((l) => l.itemId !== null && flagged.has(l.itemId));
}

/**
 * The bill's supply by the rules the server saves it with (transaction-decide.ts): payments
 * and opening balances are regular; a purchase is regular, under reverse charge when ticked or
 * when one of its items is flagged, its place the supplier's state; a sale's kind defaults from
 * the customer's GST category, its place by placeOfSupplyOf.
 */
export function resolveSupply(
  d: Pick<DraftParts, 'supply' | 'side' | 'customer' | 'lines'>,
  companyState: string | null,
  items: readonly ItemOption[] = [],
): ResolvedSupply {
  const s = supplyOf(d);
  const goods = !d.side.paymentOnly && !d.side.openingBalance;
  const customerState = d.customer?.stateCode ?? null;
  if (!goods || d.side.isPurchase) {
    const byItems = goods && itemsUnderReverseCharge(d, items);
    const reverseCharge = goods && !d.side.estimate && (s.reverseCharge || byItems);
    const place = customerState ?? companyState;
    return {
      supplyType: 'regular',
      reverseCharge,
      placeOfSupply: null,
      shipTo: null,
      dispatchFrom: null,
      exportDetails: null,
      place,
      rulePlace: place,
      interState: false,
      treatment: taxTreatment('regular', reverseCharge),
      byItems,
    };
  }
  const supplyType = s.supplyType ?? defaultSupplyType(d.customer?.gstCategory ?? null);
  // An export or SEZ supply is never under reverse charge (the server refuses the pair).
  const reverseCharge = !d.side.estimate && s.reverseCharge && !isZeroRated(supplyType);
  const shipTo = addressFields(s.shipTo);
  const args = {
    supplyType,
    shipToStateCode: shipTo?.stateCode || null,
    customerStateCode: customerState,
    sellerStateCode: companyState,
  };
  const rulePlace = placeOfSupplyOf({ ...args, chosen: null });
  // Choosing the place the rules give is choosing nothing: the bill follows the rules.
  const chosen = s.placeOfSupply !== null && s.placeOfSupply !== rulePlace ? s.placeOfSupply : null;
  return {
    supplyType,
    reverseCharge,
    placeOfSupply: isExport(supplyType) ? null : chosen,
    shipTo,
    dispatchFrom: addressFields(s.dispatchFrom),
    exportDetails: isExport(supplyType) ? exportFields(s.exportDetails) : null,
    place: placeOfSupplyOf({ ...args, chosen: isExport(supplyType) ? null : chosen }),
    rulePlace,
    interState: alwaysInterState(supplyType),
    treatment: taxTreatment(supplyType, reverseCharge),
    byItems: false,
  };
}

/** The fields the save sends (a payment or an opening balance sends none). */
export function supplyBody(r: ResolvedSupply): SupplyFields {
  return {
    supplyType: r.supplyType,
    reverseCharge: r.reverseCharge,
    placeOfSupply: r.placeOfSupply,
    shipTo: r.shipTo,
    dispatchFrom: r.dispatchFrom,
    exportDetails: r.exportDetails,
  };
}

/** A saved bill's supply back into the screen's draft (modify mode). */
export function supplyDraftFromView(view: SupplyFields): SupplyDraft {
  return {
    // The saved kind stays, whatever the customer's category says today.
    supplyType: view.supplyType,
    reverseCharge: view.reverseCharge,
    // The saved place: kept only if the rules would now give another (resolveSupply).
    placeOfSupply: view.placeOfSupply,
    shipTo: addressDraft(view.shipTo),
    dispatchFrom: addressDraft(view.dispatchFrom),
    exportDetails: view.exportDetails
      ? {
          shippingBillNumber: view.exportDetails.shippingBillNumber ?? '',
          shippingBillDate: view.exportDetails.shippingBillDate ?? '',
          portCode: view.exportDetails.portCode ?? '',
          currency: view.exportDetails.currency ?? '',
          country: view.exportDetails.country ?? '',
        }
      : EMPTY_EXPORT,
  };
}
