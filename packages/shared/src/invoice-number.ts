// Invoice serial numbers (GST.md section 7, Rule 46): at most 16 characters of letters, digits,
// '-' and '/'; unique per financial year (the server enforces uniqueness).

export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]+$/;

export const INVOICE_NUMBER_MESSAGES = {
  required: 'Invoice number is required.',
  tooLong: (n: string) =>
    `Invoice number ${n} has ${n.length} characters; GST allows at most ${INVOICE_NUMBER_MAX}.`,
  characters: (n: string) => `Invoice number ${n} may contain only letters, digits, - and /.`,
} as const;

/** null when valid, else a message naming the number and what is wrong with it. */
export function validateInvoiceNumber(n: string): string | null {
  if (n.trim() === '') return INVOICE_NUMBER_MESSAGES.required;
  if (n.length > INVOICE_NUMBER_MAX) return INVOICE_NUMBER_MESSAGES.tooLong(n);
  if (!INVOICE_NUMBER_PATTERN.test(n)) return INVOICE_NUMBER_MESSAGES.characters(n);
  return null;
}
