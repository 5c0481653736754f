// Shapes shared by the tax engine, the invoice screens and the server's stored tax lines.
import type { TaxTreatment } from './supply.ts';

export type TaxType = 'GST' | 'CESS' | 'VAT' | 'CUSTOM';
export type TaxComponent = 'CGST' | 'SGST' | 'UTGST' | 'IGST' | 'CESS' | 'VAT' | 'CUSTOM';

/** Order in which components are listed on invoices and summaries. */
export const TAX_COMPONENTS: readonly TaxComponent[] = [
  'CGST',
  'SGST',
  'UTGST',
  'IGST',
  'CESS',
  'VAT',
  'CUSTOM',
];

/** One tax of a tax group, as configured by the company. */
export interface GroupTax {
  taxId: number;
  name: string;
  taxType: TaxType;
  /** Basis points, a whole number: 1800 = 18%. */
  rateBp: number;
  isCompound: boolean;
  priority: number;
  /** yyyy-mm-dd, inclusive; null or absent = no bound. */
  effectiveFrom?: string | null;
  effectiveTo?: string | null;
}

export type SupplyKind = 'intra' | 'inter';

export interface PlaceOfSupplySplit {
  supply: SupplyKind;
  /** The state half of an intra-state GST: UTGST in a UT without a legislature, else SGST. */
  stateComponent: 'SGST' | 'UTGST';
}

export interface LineTaxInput {
  qtyMilli: number;
  ratePaise: number;
  rateIncludesTax: boolean;
  taxes: readonly GroupTax[];
  /** yyyy-mm-dd: picks the taxes in force. */
  billDate: string;
  sellerStateCode: string;
  placeOfSupplyStateCode: string;
  /**
   * An SEZ supply or an export: IGST whatever the two states (IGST Act section 7(5); shared
   * gst/supply.ts alwaysInterState). Default false.
   */
  interState?: boolean;
  /**
   * How the tax is treated (gst/supply.ts TaxTreatment). 'charged' (default): as above.
   * 'zero_rated': the rate is kept, every tax is 0 and the whole amount is taxable.
   * 'reverse_charge': the amount is the taxable value; the taxes are computed on it for the
   * recipient to pay and are not in the amount (taxPaise 0, reverseChargePaise their sum).
   */
  treatment?: TaxTreatment;
}

export interface LineTaxAmount {
  taxId: number;
  name: string;
  taxType: TaxType;
  component: TaxComponent;
  /**
   * The rate this component shows on the bill: the line's taxes in this component added up
   * (withComponentRates). CGST of an 18% GST is 900; a group of two GST taxes of 2.5% each
   * reads IGST 500, or CGST 250 + SGST 250. Half of an odd GST rate ends in .5.
   */
  rateBp: number;
  /** The configured tax's full rate (18% GST → 1800 on both its CGST and SGST lines). */
  taxRateBp: number;
  amountPaise: number;
}

export interface LineTaxResult {
  /** quantity × rate, rounded once. */
  amountPaise: number;
  taxablePaise: number;
  /** Σ taxes[].amountPaise: the tax in the amount (0 under reverse charge). */
  taxPaise: number;
  /** taxable + taxes; equals amountPaise for tax-inclusive lines. */
  totalPaise: number;
  /** Under reverse charge, Σ taxes[].amountPaise: the tax the recipient pays itself; else 0. */
  reverseChargePaise: number;
  taxes: LineTaxAmount[];
}

export interface TaxSummaryRow {
  component: TaxComponent;
  rateBp: number;
  /** Σ taxable value of the lines carrying this component at this rate. */
  taxablePaise: number;
  amountPaise: number;
}

export interface InvoiceTotals {
  amountPaise: number;
  taxablePaise: number;
  taxPaise: number;
  /** taxable + tax, before any Round Off line. */
  totalPaise: number;
  /** Tax on the lines under reverse charge: the recipient's to pay, not in the amount. */
  reverseChargePaise: number;
  /** Per (component, rateBp), summed from the lines, in TAX_COMPONENTS then rate order. */
  taxSummary: TaxSummaryRow[];
}

/** A tax setup the engine cannot compute with (bad rate, date or state code). */
export class TaxError extends Error {
  override name = 'TaxError';
}
