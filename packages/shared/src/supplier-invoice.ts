// The supplier's own invoice number and date on a purchase: what GSTR-2B reconciliation and
// input tax credit match on. The number follows the same GST rule as our own invoice numbers
// (invoice-number.ts: at most 16 letters, digits, '-' and '/'); a supplier uses it once in a
// financial year, so a second purchase of the same supplier with it in that year is refused.
import { formatDate } from './format.ts';
import { INVOICE_NUMBER_MAX, INVOICE_NUMBER_PATTERN } from './invoice-number.ts';
import { englishOrNull, msg, tk, type Text } from './i18n/messages.ts';

export const SUPPLIER_INVOICE_LABELS = {
  number: tk('Supplier Invoice No.'),
  date: tk('Supplier Invoice Date'),
} as const;

export const SUPPLIER_INVOICE_MESSAGES = {
  tooLong: (n: string) =>
    msg(
      'Supplier invoice number {{n}} has {{length}} characters; GST allows at most {{INVOICE_NUMBER_MAX}}.',
      { n, length: n.length, INVOICE_NUMBER_MAX },
    ),
  characters: (n: string) =>
    msg('Supplier invoice number {{n}} may contain only letters, digits, - and /.', { n }),
  date: tk('Enter the supplier invoice date as yyyy-mm-dd.'),
  dateAfterBill: tk('The supplier invoice date cannot be after the purchase date.'),
  dateWithoutNumber: tk('Enter the supplier invoice number for this date.'),
  onlyPurchases: tk('A supplier invoice number belongs on a purchase only.'),
  duplicate: (number: string, supplier: string, bill: string, date: string) =>
    msg('Supplier invoice {{number}} of {{supplier}} is already entered on {{bill}} ({{date}}).', {
      number,
      supplier,
      bill,
      date,
    }),
} as const;

/** null when the number may be stored (blank means none), else what is wrong with it. */
export function supplierInvoiceNumberProblem(n: string): string | null {
  return englishOrNull(supplierInvoiceNumberText(n));
}

/** What supplierInvoiceNumberProblem says, as raised: a Message with its values. */
export function supplierInvoiceNumberText(n: string): Text | null {
  const number = n.trim();
  if (number === '') return null;
  if (number.length > INVOICE_NUMBER_MAX) return SUPPLIER_INVOICE_MESSAGES.tooLong(number);
  if (!INVOICE_NUMBER_PATTERN.test(number)) return SUPPLIER_INVOICE_MESSAGES.characters(number);
  return null;
}

/** What a purchase's print and PDF show of it: "Supplier Invoice No." and "Supplier Invoice Date". */
export function supplierInvoiceRows(bill: {
  supplierInvoiceNumber?: string | null;
  supplierInvoiceDate?: string | null;
}): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (bill.supplierInvoiceNumber)
    rows.push({ label: SUPPLIER_INVOICE_LABELS.number, value: bill.supplierInvoiceNumber });
  if (bill.supplierInvoiceDate)
    rows.push({ label: SUPPLIER_INVOICE_LABELS.date, value: formatDate(bill.supplierInvoiceDate) });
  return rows;
}
