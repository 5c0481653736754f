// How a Tally voucher names other documents and a party's address: the bill name a bill is
// tracked by (bill-wise details, a note's Agst Ref), that document's date (REFERENCEDATE),
// and an address as Tally's ADDRESS lines with its PIN code. Pure functions.
import type { BillRef } from './tally.repo.ts';
import { tallyName } from './tally-xml.ts';

/**
 * The name a bill is tracked by in Tally's bill-wise details: the supplier's own invoice
 * number for a purchase (what their statement shows), else Hisaab's number.
 */
export function billRefName(b: BillRef): string | null {
  return (b.isPurchase ? b.supplierInvoiceNumber || b.number : b.number) ?? null;
}

/** The date of the document billRefName names: the supplier's invoice date when it is theirs. */
export function billRefDate(b: BillRef): string | null {
  const theirs = b.isPurchase && Boolean(b.supplierInvoiceNumber);
  return (theirs ? b.supplierInvoiceDate : b.date) ?? null;
}

/** An address as Tally's ADDRESS lines (one a line) and the PIN code written in it, if any. */
export function addressLines(address: string | null): { lines: string[]; pincode: string | null } {
  const lines = (address ?? '')
    .split(/\r?\n/)
    .map((l) => tallyName(l))
    .filter((l) => l !== '');
  const pins = (address ?? '').match(/(?<!\d)[1-9]\d{5}(?!\d)/g);
  return { lines, pincode: pins?.at(-1) ?? null };
}
