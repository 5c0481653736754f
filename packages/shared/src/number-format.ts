// Document number formats like INV-{0000} (spec section 5 Number formats, section 9 defaults),
// optionally with {FY}: the financial year of the document's date as 25-26, so that
// INV/{FY}/{0000} gives INV/25-26/0001 and the series restarts every April.
import { financialYearOf, todayInIndia } from './format.ts';
import { invoiceNumberProblem } from './invoice-number.ts';
import { NUMBER_FORMAT_VALIDATION } from './validation-messages.ts';
import { englishOrNull, tk, type Text } from './i18n/messages.ts';

export const DEFAULT_INVOICE_NUMBER_FORMAT = 'INV-{0000}';
export const DEFAULT_PURCHASE_NUMBER_FORMAT = 'PUR-{0000}';
export const DEFAULT_NEXT_NUMBER = 1;
/** Settings field cap: a format longer than this cannot give a 16-character number anyway. */
export const NUMBER_FORMAT_MAX = 32;

const PLACEHOLDER = /\{0+\}/g;
const FY_PLACEHOLDER = /\{FY\}/g;

export const NEXT_NUMBER_MESSAGE = tk('The next number must be a whole number of 1 or more.');
export const FY_PLACEHOLDER_MESSAGE = tk('Only one {FY} (financial year) placeholder is allowed.');
export const FY_HINT = tk('Use {FY} for the financial year, e.g. INV/{FY}/{0000}');

/**
 * null when the format has exactly one {0…} placeholder, at most one {FY} and no other
 * braces, else one of the spec's four messages or the {FY} one.
 */
export function validateNumberFormat(fmt: string): string | null {
  if (fmt.trim() === '') return NUMBER_FORMAT_VALIDATION.empty;
  const count = fmt.match(PLACEHOLDER)?.length ?? 0;
  if (count > 1) return NUMBER_FORMAT_VALIDATION.multiplePlaceholders;
  if ((fmt.match(FY_PLACEHOLDER)?.length ?? 0) > 1) return FY_PLACEHOLDER_MESSAGE;
  if (/[{}]/.test(fmt.replace(PLACEHOLDER, '').replace(FY_PLACEHOLDER, '')))
    return NUMBER_FORMAT_VALIDATION.unmatchedBraces;
  if (count === 0) return NUMBER_FORMAT_VALIDATION.noPlaceholder;
  return null;
}

/** True when the format's series is numbered per financial year. */
export function hasFinancialYear(fmt: string): boolean {
  return fmt.includes('{FY}');
}

/** The financial year of a yyyy-mm-dd date as {FY} shows it: 2026-03-31 → 25-26. */
export function shortFinancialYear(isoDate: string): string {
  return financialYearOf(isoDate).label.slice(2);
}

/**
 * The number n padded with zeros to the placeholder's width ({0000} + 7 → 0007; wider numbers
 * are never cut) and {FY} as the financial year of `date` (yyyy-mm-dd, the document's date).
 * Throws on an invalid format, a number that is not a whole n ≥ 0, or {FY} without a date.
 */
export function formatDocumentNumber(fmt: string, n: number, date?: string): string {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`Document number must be a whole number of 0 or more, got ${n}.`);
  }
  const { before, width, after } = numberFormatParts(fmt, date);
  return before + String(n).padStart(width, '0') + after;
}

/**
 * A format for one date as the text before the number, the number's width and the text after
 * it ({FY} already the date's year): INV/{FY}/{0000} on 2026-05-01 → 'INV/26-27/', 4, ''. The
 * database numbers a new bill from these in the statement that writes it (the server's
 * `numberingLead`), as formatDocumentNumber does here. Throws as formatDocumentNumber does.
 */
export function numberFormatParts(
  fmt: string,
  date?: string,
): { before: string; width: number; after: string } {
  const problem = validateNumberFormat(fmt);
  if (problem !== null) throw new Error(problem);
  let out = fmt;
  if (hasFinancialYear(fmt)) {
    if (date === undefined) throw new Error(`The format ${fmt} needs the document's date.`);
    out = out.replace(FY_PLACEHOLDER, shortFinancialYear(date));
  }
  const placeholder = out.match(PLACEHOLDER)![0];
  const at = out.indexOf(placeholder);
  return {
    before: out.slice(0, at),
    width: placeholder.length - 2,
    after: out.slice(at + placeholder.length),
  };
}

/**
 * The preview shown under the format field ({FY} as today's financial year in India), or null
 * while the format is invalid.
 */
export function previewNumberFormat(
  fmt: string,
  n: number,
  today: string = todayInIndia(),
): string | null {
  if (validateNumberFormat(fmt) !== null || !Number.isSafeInteger(n) || n < 0) return null;
  return formatDocumentNumber(fmt, n, today);
}

/**
 * Format message, else the GST invoice-number rule (16 characters, letters, digits, - and /)
 * applied to the number this format gives for n on `date` (every financial year is as long,
 * so today stands for any); null when both hold.
 */
export function checkFormattedNumber(
  fmt: string,
  n: number,
  date: string = todayInIndia(),
): string | null {
  return englishOrNull(formattedNumberProblem(fmt, n, date));
}

/** What checkFormattedNumber says, as raised: a Message with its values. */
export function formattedNumberProblem(
  fmt: string,
  n: number,
  date: string = todayInIndia(),
): Text | null {
  const problem = validateNumberFormat(fmt);
  if (problem !== null) return problem;
  if (!Number.isSafeInteger(n) || n < 1) return NEXT_NUMBER_MESSAGE;
  return invoiceNumberProblem(formatDocumentNumber(fmt, n, date));
}
