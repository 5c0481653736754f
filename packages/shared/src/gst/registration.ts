// Who collects GST on its sales and who may claim the GST it pays on purchases: one rule for
// the save path, the invoice screen's preview, the print, the PDF, the returns and costing.
// - A company without a GSTIN is not registered (GST.md section 1: the GSTIN is the
//   registration): it cannot collect tax, issues no tax invoice and files no GSTR-1/3B.
// - A composition taxable person (CGST Act section 10; GST.md section 1 lists a composition
//   GSTIN, 36AASFP8573D2ZN) "shall not collect any tax from the recipient" (section 10(4)),
//   issues a bill of supply (section 31(3)(c), Rule 49) headed with the words of Rule 5(1)(g),
//   and is "not entitled to any credit of input tax" (section 10(4)).
// - Either way a vendor's GST on a purchase was charged and paid, so it stays on the purchase,
//   but as part of its cost: no input tax credit.

import { tk } from '../i18n/messages.ts';
export const GST_SCHEMES = ['regular', 'composition'] as const;
export type GstScheme = (typeof GST_SCHEMES)[number];

export interface GstRegistration {
  gstin: string | null;
  /** company_settings.gst_scheme ('regular' when the company never chose). */
  gstScheme: GstScheme;
}

const registered = (r: GstRegistration) => r.gstin !== null && r.gstin.trim() !== '';

/** Whether the company's sales carry GST: registered, on the regular scheme. */
export function collectsTax(r: GstRegistration): boolean {
  return registered(r) && r.gstScheme === 'regular';
}

/** Whether GST paid on purchases is input tax credit (else it is part of their cost). */
export function inputTaxRecoverable(r: GstRegistration): boolean {
  return registered(r) && r.gstScheme === 'regular';
}

/** Whether the company files GSTR-1 and GSTR-3B at all (it needs a GSTIN). */
export function filesGstReturns(r: Pick<GstRegistration, 'gstin'>): boolean {
  return r.gstin !== null && r.gstin.trim() !== '';
}

export const BILL_OF_SUPPLY = 'Bill of Supply';
/** Rule 5(1)(g): the words a composition taxable person puts at the top of its bill of supply. */
export const COMPOSITION_LEGEND =
  'composition taxable person, not eligible to collect tax on supplies';

/** The title of a sale's document: a tax invoice only from a seller who collects tax. */
export function saleDocumentTitle(r: GstRegistration): 'Tax Invoice' | typeof BILL_OF_SUPPLY {
  return collectsTax(r) ? 'Tax Invoice' : BILL_OF_SUPPLY;
}

/** The legend a sale's document carries under its title, if any. */
export function saleDocumentLegend(r: GstRegistration): string | null {
  return registered(r) && r.gstScheme === 'composition' ? COMPOSITION_LEGEND : null;
}

export const GST_SCHEME_MESSAGE = tk("GST scheme must be 'regular' or 'composition'.");

export const GST_RETURN_REGISTRATION_MESSAGES = {
  noGstin: tk(
    'The company has no GSTIN: it files no GST returns and its bills carry no GST. Enter the GSTIN in Company settings once registered.',
  ),
} as const;
