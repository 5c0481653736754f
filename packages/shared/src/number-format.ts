// Document number formats like INV-{0000} (spec section 5 Number formats, section 9 defaults).
import { validateInvoiceNumber } from './invoice-number.ts';
import { NUMBER_FORMAT_VALIDATION } from './validation-messages.ts';

export const DEFAULT_INVOICE_NUMBER_FORMAT = 'INV-{0000}';
export const DEFAULT_PURCHASE_NUMBER_FORMAT = 'PUR-{0000}';
export const DEFAULT_NEXT_NUMBER = 1;
/** Settings field cap: a format longer than this cannot give a 16-character number anyway. */
export const NUMBER_FORMAT_MAX = 32;

const PLACEHOLDER = /\{0+\}/g;

export const NEXT_NUMBER_MESSAGE = 'The next number must be a whole number of 1 or more.';

/**
 * null when the format has exactly one {0…} placeholder and no other braces, else one of the
 * spec's four messages.
 */
export function validateNumberFormat(fmt: string): string | null {
  if (fmt.trim() === '') return NUMBER_FORMAT_VALIDATION.empty;
  const count = fmt.match(PLACEHOLDER)?.length ?? 0;
  if (count > 1) return NUMBER_FORMAT_VALIDATION.multiplePlaceholders;
  if (/[{}]/.test(fmt.replace(PLACEHOLDER, ''))) return NUMBER_FORMAT_VALIDATION.unmatchedBraces;
  if (count === 0) return NUMBER_FORMAT_VALIDATION.noPlaceholder;
  return null;
}

/**
 * The number n padded with zeros to the placeholder's width ({0000} + 7 → 0007); wider
 * numbers are never cut. Throws on an invalid format or a number that is not a whole n ≥ 0.
 */
export function formatDocumentNumber(fmt: string, n: number): string {
  const problem = validateNumberFormat(fmt);
  if (problem !== null) throw new Error(problem);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`Document number must be a whole number of 0 or more, got ${n}.`);
  }
  return fmt.replace(PLACEHOLDER, (ph) => String(n).padStart(ph.length - 2, '0'));
}

/** The preview shown under the format field, or null while the format is invalid. */
export function previewNumberFormat(fmt: string, n: number): string | null {
  if (validateNumberFormat(fmt) !== null || !Number.isSafeInteger(n) || n < 0) return null;
  return formatDocumentNumber(fmt, n);
}

/**
 * Format message, else the GST invoice-number rule (16 characters, letters, digits, - and /)
 * applied to the number this format gives for n; null when both hold.
 */
export function checkFormattedNumber(fmt: string, n: number): string | null {
  const problem = validateNumberFormat(fmt);
  if (problem !== null) return problem;
  if (!Number.isSafeInteger(n) || n < 1) return NEXT_NUMBER_MESSAGE;
  return validateInvoiceNumber(formatDocumentNumber(fmt, n));
}
