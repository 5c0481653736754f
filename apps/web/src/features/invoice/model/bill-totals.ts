// The totals preview, computed exactly as the server will: per line through the shared tax
// engine (tax-inclusive rates, CGST+SGST in the company's state, else IGST), then summed.
import {
  computeInvoiceTotals,
  computeLineTax,
  TaxError,
  type GroupTax,
  type InvoiceTotals,
  type LineTaxResult,
} from '@hisaab/shared/gst/tax-engine';
import { noTaxInForce, noTaxInForceText } from '@hisaab/shared/gst/ended-taxes';
import { englishOrNull, type Text } from '@hisaab/shared/i18n/messages';
import { MoneyError } from '@hisaab/shared/money';
import type { TaxTreatment } from '@hisaab/shared/gst/supply';
import type { ItemOption, ItemTax } from '../api/autocomplete-data.ts';
import { storedQtyAndRate, type BillLine } from './bill.ts';

export function groupTaxes(taxes: readonly ItemTax[]): GroupTax[] {
  return taxes.map((t) => ({
    taxId: t.taxId,
    name: t.name,
    taxType: t.taxType,
    rateBp: Math.round(t.rate * 100),
    isCompound: t.isCompound,
    priority: t.priority,
    effectiveFrom: t.effectiveFrom,
    effectiveTo: t.effectiveTo,
  }));
}

/**
 * Seller state and place of supply as the server picks them: the customer's state, else the
 * company's; a company without a state bills intra-state.
 */
export function supplyStates(companyState: string | null, customerState: string | null) {
  const place = customerState ?? companyState;
  return {
    sellerStateCode: companyState ?? place ?? '00',
    placeOfSupplyStateCode: place ?? companyState ?? '00',
  };
}

export interface LinePreview {
  key: string;
  tax: LineTaxResult | null;
  /** The line's item has taxes but none in force on the bill's date (an ended group). */
  taxWarning: string | null;
  /** The same warning as raised (its key and values), for the screen to translate. */
  taxWarningText?: Text;
}

export interface BillTotals extends InvoiceTotals {
  lines: LinePreview[];
}

export function billTotals(args: {
  lines: readonly BillLine[];
  items: readonly ItemOption[];
  billDate: string;
  companyState: string | null;
  customerState: string | null;
  /**
   * False for a sale of a company that collects no GST (collectsTax, as the server's save
   * decides): the preview shows no tax, as the saved bill will have none.
   */
  chargesTax: boolean;
  /**
   * The bill's supply (model/supply-draft.ts resolveSupply): its place of supply (else the
   * customer's state), IGST whatever the states (SEZ, exports), and the tax's treatment.
   */
  supply?: { place: string | null; interState: boolean; treatment: TaxTreatment };
}): BillTotals {
  const states = supplyStates(args.companyState, args.supply?.place ?? args.customerState);
  const byId = new Map(args.items.map((i) => [i.id, i]));
  const previews: LinePreview[] = args.lines.map((line) => {
    const stored = storedQtyAndRate(line);
    if (!stored || !line.itemName.trim()) return { key: line.key, tax: null, taxWarning: null };
    const item = line.itemId !== null ? byId.get(line.itemId) : undefined;
    const taxes = line.specialKind || !item || !args.chargesTax ? [] : groupTaxes(item.taxes);
    const warned =
      taxes.length > 0 && noTaxInForce(taxes, args.billDate)
        ? noTaxInForceText(item?.taxGroupName ?? null, args.billDate)
        : null;
    const taxWarning = englishOrNull(warned);
    const said = warned === null ? {} : { taxWarningText: warned };
    try {
      const tax = computeLineTax({
        ...stored,
        rateIncludesTax: true,
        taxes,
        billDate: args.billDate,
        ...states,
        interState: args.supply?.interState ?? false,
        treatment: args.supply?.treatment ?? 'charged',
      });
      return { key: line.key, tax, taxWarning, ...said };
    } catch (err) {
      if (err instanceof TaxError || err instanceof MoneyError)
        return { key: line.key, tax: null, taxWarning, ...said };
      throw err;
    }
  });
  try {
    const totals = computeInvoiceTotals(previews.flatMap((p) => (p.tax ? [p.tax] : [])));
    return { ...totals, lines: previews };
  } catch (err) {
    // Hundreds of lines at the limit could sum beyond exact money: show nothing, never crash
    // (saving is refused on the server with a message).
    if (!(err instanceof MoneyError)) throw err;
    return { ...computeInvoiceTotals([]), lines: previews };
  }
}
