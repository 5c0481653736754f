// Reverse charge on a print (GST.md section 12): the bill says "Tax is payable on reverse
// charge" (CGST Rules rule 46(p)) and shows the tax as the recipient's to pay, not in its
// total. A purchase under reverse charge from a supplier without a GSTIN is the company's own
// self invoice (CGST Act section 31(3)(f)): the print is titled so.
import { isSelfInvoice as selfInvoice, supplyLegend } from '../gst/supply.ts';
import { tk } from '../i18n/messages.ts';
import type { PrintBill } from './print-document.ts';

type Bill = Pick<PrintBill, 'kind' | 'isPurchase' | 'reverseCharge' | 'supplyType' | 'customer'>;

export const REVERSE_CHARGE_PRINT_LABELS = {
  selfInvoice: tk('Self Invoice'),
  yes: tk('Yes'),
  taxPayable: tk('Reverse charge tax'),
} as const;

/** A purchase under reverse charge from an unregistered supplier: the company's self invoice. */
export const isSelfInvoice = (view: Bill): boolean =>
  selfInvoice({ ...view, supplierGstin: view.customer.gstin });

/**
 * The words under the title: the kind of supply's (reverse charge, exports, SEZ) on a bill or
 * purchase, else what a sale would carry anyway (the composition legend), else none.
 */
export function printLegend(view: Bill, isBill: boolean, saleLegend: string | null): string | null {
  if (!isBill) return null;
  return supplyLegend(view.supplyType, view.reverseCharge) ?? saleLegend;
}
