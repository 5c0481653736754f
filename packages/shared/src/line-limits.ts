// Sane limits of one bill line, the same on the invoice screen (checked while typing) and on
// the server (the transaction schema). A barcode scanned into Quantity (8 to 14 digits) is
// refused beside the field instead of becoming a bill of crores, and no quantity × rate can
// leave the range in which money stays exact (the sum of 500 such lines is still safe).
import { INVOICE_VALIDATION } from './validation-messages.ts';

export const LINE_LIMITS = {
  /** 99,99,999.999 units */
  maxQtyMilli: 9_999_999_999,
  /** ₹99,99,99,999.99 a unit (just under ₹100 crore) */
  maxRatePaise: 99_999_999_999,
  /** ₹9,99,99,99,999.99 a line (just under ₹1,000 crore) */
  maxAmountPaise: 999_999_999_999,
} as const;

export type LineLimitField = 'quantity' | 'rate';

/**
 * What is wrong with a line's quantity (thousandths) and rate (paise), either of which may be
 * unknown yet (null); the field to blame and the message, or null when both are sane.
 */
export function lineLimitProblem(
  qtyMilli: number | null,
  ratePaise: number | null,
): { field: LineLimitField; message: string } | null {
  if (qtyMilli !== null && Math.abs(qtyMilli) > LINE_LIMITS.maxQtyMilli)
    return { field: 'quantity', message: INVOICE_VALIDATION.quantityTooLarge };
  if (ratePaise !== null && Math.abs(ratePaise) > LINE_LIMITS.maxRatePaise)
    return { field: 'rate', message: INVOICE_VALIDATION.rateTooLarge };
  if (qtyMilli === null || ratePaise === null) return null;
  // Exact: quantity × rate in thousandths of a paisa, beside the limit in the same unit.
  const product = BigInt(qtyMilli) * BigInt(ratePaise);
  const magnitude = product < 0n ? -product : product;
  if (magnitude > BigInt(LINE_LIMITS.maxAmountPaise) * 1000n)
    return { field: 'quantity', message: INVOICE_VALIDATION.lineAmountTooLarge };
  return null;
}
