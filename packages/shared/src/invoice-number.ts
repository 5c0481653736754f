// Invoice serial numbers (GST.md section 7, Rule 46): at most 16 characters of letters, digits,
// '-' and '/'; unique per financial year (the server enforces uniqueness).

import { englishOrNull, msg, tk, type Text } from './i18n/messages.ts';
export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]+$/;

export const INVOICE_NUMBER_MESSAGES = {
  required: tk('Invoice number is required.'),
  tooLong: (n: string) =>
    msg(
      'Invoice number {{n}} has {{length}} characters; GST allows at most {{INVOICE_NUMBER_MAX}}.',
      { n, length: n.length, INVOICE_NUMBER_MAX },
    ),
  characters: (n: string) =>
    msg('Invoice number {{n}} may contain only letters, digits, - and /.', { n }),
} as const;

/** null when valid, else a message naming the number and what is wrong with it. */
export function validateInvoiceNumber(n: string): string | null {
  return englishOrNull(invoiceNumberProblem(n));
}

/** What validateInvoiceNumber says, as raised: a Message with its values. */
export function invoiceNumberProblem(n: string): Text | null {
  if (n.trim() === '') return INVOICE_NUMBER_MESSAGES.required;
  if (n.length > INVOICE_NUMBER_MAX) return INVOICE_NUMBER_MESSAGES.tooLong(n);
  if (!INVOICE_NUMBER_PATTERN.test(n)) return INVOICE_NUMBER_MESSAGES.characters(n);
  return null;
}
