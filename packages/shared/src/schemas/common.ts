// Building blocks shared by the request schemas. Amounts stay in rupees on the wire (spec
// section 3) and are checked here to convert exactly with money.ts (toPaise / toQtyMilli),
// which the server then does at its edge.
import { z } from 'zod';
import { camelCaseKeys } from '../case.ts';
import { MoneyError, toPaise, toQtyMilli } from '../money.ts';
import { msg, tk, type Text } from '../i18n/messages.ts';
import { said } from './zod-messages.ts';

// Kept in a module without zod, so that reading replies (the web app's wire.ts) loads no zod.
export { camelCaseKey, camelCaseKeys } from '../case.ts';

/** The schema, accepting request bodies in camelCase or PascalCase. */
export function acceptPascalCase<T extends z.ZodType>(schema: T) {
  return z.preprocess(camelCaseKeys, schema);
}

export const CONTROL_CHARACTER_MESSAGE = tk('Text cannot contain control characters.');

/**
 * Characters no text field may hold: C0 controls other than tab, line feed and carriage return
 * (NUL cannot be stored by PostgreSQL; the rest make XML, hence XLSX exports, invalid), the
 * non-characters U+FFFE/U+FFFF, and lone UTF-16 surrogates (half an emoji: not Unicode text).
 */
const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The one rule for every text a client sends (fields, path and query parameters). */
export function isCleanText(s: string): boolean {
  return !FORBIDDEN_TEXT.test(s);
}

/** A string that passes isCleanText: the base of every text field in the shared schemas. */
export function text(message?: Text) {
  return (
    z
      .string(message === undefined ? undefined : said(message))
      // A tab is allowed by isCleanText but no font draws it: prints and PDFs showed a
      // missing-glyph box (issue 37). Kept as the space it stands for.
      .overwrite((s) => (s.includes('\t') ? s.replace(/\t/g, ' ') : s))
      .refine(isCleanText, CONTROL_CHARACTER_MESSAGE)
  );
}

/**
 * A name or code: one line. Line breaks pasted into it become spaces (a name prints on one
 * line of a bill, a list and a report cell).
 */
export function oneLine(s: string): string {
  return /[\r\n]/.test(s) ? s.replace(/\s*[\r\n]+\s*/g, ' ') : s;
}

/** The message of a text longer than `max` characters. */
export const tooLong = (max: number) => msg('Must be {{max}} characters or fewer.', { max });

/** null, undefined and blank become null; otherwise trimmed and at most `max`. */
export function optionalText(max: number, message?: Text) {
  return text()
    .trim()
    .max(max, said(message ?? tooLong(max)))
    .nullish()
    .transform((s) => (s ? s : null));
}

/** Trimmed, non-empty (`message`), at most `max`. */
export function requiredText(max: number, message: Text, maxMessage?: Text) {
  return text(message)
    .overwrite(oneLine)
    .trim()
    .min(1, said(message))
    .max(max, said(maxMessage ?? tooLong(max)));
}

function wholeNumberInput(v: unknown): unknown {
  return typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
}

/** Ids are PostgreSQL integer columns: anything larger names no row. */
export const MAX_ID = 2_147_483_647;

/** A positive whole id; digit strings (route and query parameters) are accepted. */
export function positiveId(message: string = tk('Invalid id')) {
  return z.preprocess(
    wholeNumberInput,
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}

/** A positive id, or null when absent, null, 0 or blank. */
export function optionalId(message: string = tk('Invalid id')) {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === 0 || v === '' || v === '0' ? null : v),
    positiveId(message).nullable(),
  );
}

/**
 * The version of a record as the editor read it (its reply's `version`): an edit or delete
 * based on an older one answers 409 (issue 37). Absent: taken as before (older clients).
 */
export const versionField = () =>
  optionalId(tk('Invalid version'))
    .optional()
    .transform((v) => v ?? null);

/** A whole number, digit strings accepted; bounds inclusive. */
export function wholeNumber(min: number, max: number, message: Text) {
  const raised = said(message);
  return z.preprocess(
    wholeNumberInput,
    z.number(raised).int(raised).min(min, raised).max(max, raised),
  );
}

/** ?search=&skip=&take= of a searchable list (estimates, returns): 50 a page, at most 100. */
export const searchPageQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, tk('Search can be at most 100 characters.'))
    .optional()
    .transform((s) => s || null),
  skip: wholeNumber(0, 1_000_000, tk('Skip must be a whole number, 0 or more.')).default(0),
  take: wholeNumber(1, 100, tk('Take must be a whole number from 1 to 100.')).default(50),
});

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in years 1900–9999 (older dates are typing mistakes in a shop's books). */
export function isRealIsoDate(s: string): boolean {
  if (!ISO_DATE_PATTERN.test(s) || s < '1900-01-01') return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function isoDate(message: string = tk('Enter a date as yyyy-mm-dd.')) {
  return z.string({ error: message }).trim().refine(isRealIsoDate, message);
}

/** yyyy-mm-dd, or a full ISO date-time (with time zone or local), whose date part is real. */
export function isoDateOrDateTime(message: string = tk('Enter a valid date.')) {
  return z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine(
      (s) =>
        isRealIsoDate(s.slice(0, 10)) &&
        (s.length === 10 ||
          /^T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(Z|[+-]\d{2}:?\d{2})?$/.test(s.slice(10))),
      message,
    );
}

/**
 * Paise of an amount, or null when it is out of range: for refinements, which run even when
 * the amount failed its own check (and was refused there).
 */
export function paiseOrNull(v: number | string): number | null {
  try {
    return toPaise(v);
  } catch (e) {
    if (e instanceof MoneyError) return null;
    throw e;
  }
}

function convertsExactly(convert: (v: number | string) => number) {
  return (v: number | string): boolean => {
    try {
      convert(v);
      return true;
    } catch (e) {
      if (e instanceof MoneyError) return false;
      throw e;
    }
  };
}

export const AMOUNT_MESSAGE = tk('Enter an amount with at most 2 decimals.');
export const QUANTITY_MESSAGE = tk('Enter a quantity with at most 3 decimals.');

/**
 * Rupees as a number or a plain decimal string, at most 2 decimals, in the safe range; the
 * output is a number of rupees that toPaise converts exactly.
 */
export function rupees(message: string = AMOUNT_MESSAGE) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).trim().max(24, message)], {
      error: message,
    })
    .refine(convertsExactly(toPaise), message)
    .transform((v) => toPaise(v) / 100);
}

/** A quantity with at most 3 decimals (toQtyMilli converts it exactly). */
export function quantity(message: string = QUANTITY_MESSAGE) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).trim().max(24, message)], {
      error: message,
    })
    .refine(convertsExactly(toQtyMilli), message)
    .transform((v) => toQtyMilli(v) / 1000);
}

/** true/false, also as the strings 'true'/'false' (query parameters); absent → `fallback`. */
export function flag(fallback = false) {
  return z.preprocess(
    (v) =>
      v === 'true'
        ? true
        : v === 'false'
          ? false
          : v === undefined || v === null || v === ''
            ? fallback
            : v,
    z.boolean(),
  );
}
