// Reading one cell of an import: headers to columns, amounts, quantities, states and GSTINs,
// each answering a value or a problem in plain words. Pure: no I/O.
import { GSTIN_STANDARD_PATTERN, gstinCheckCharacter, validateGstin } from '@hisaab/shared/gstin';
import { MoneyError, toPaise, toQtyMilli } from '@hisaab/shared/money';
import { PLACE_OF_SUPPLY_STATES, isGstinStateCode, stateByCode } from '@hisaab/shared/states';
import type { ImportColumn, ImportProblem } from '@hisaab/shared/imports';
import { msg, type Message, type Text } from '@hisaab/shared/i18n/messages';

/**
 * A problem as the checks raise it: its message a Message (key and values) until the reply is
 * translated, so a cell's text is never taken for a word of the catalogue.
 */
export type Problem = Omit<ImportProblem, 'message'> & { message: Text };

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: Text };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (message: Text): Parsed<never> => ({ ok: false, message });

/** "Opening Balance (Rs)" and "opening_balance_rs" compare equal. */
export const headerKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface ColumnMap {
  /** Column key → index in the row's cells. */
  index: Map<string, number>;
  problems: Problem[];
}

export function mapHeaders(columns: readonly ImportColumn[], headers: string[]): ColumnMap {
  const byName = new Map<string, ImportColumn>();
  for (const c of columns) {
    for (const name of [c.key, c.label, ...c.aliases]) byName.set(headerKey(name), c);
  }
  const index = new Map<string, number>();
  const problems: Problem[] = [];
  headers.forEach((header, i) => {
    if (header === '') return;
    const column = byName.get(headerKey(header));
    if (!column) {
      problems.push({
        column: null,
        severity: 'warning',
        message: msg('Column "{{header}}" is not one Hisaab reads: it is left out.', { header }),
      });
      return;
    }
    const earlier = index.get(column.key);
    if (earlier !== undefined) {
      problems.push({
        column: column.key,
        severity: 'error',
        message: msg(
          'Columns "{{first}}" and "{{header}}" both mean {{label}}: keep one of them.',
          { first: headers[earlier]!, header, label: msg(column.label) },
        ),
      });
      return;
    }
    index.set(column.key, i);
  });
  for (const c of columns) {
    if (c.required && !index.has(c.key)) {
      problems.push({
        column: c.key,
        severity: 'error',
        message: msg(
          'The file has no "{{label}}" column. Download the template to see the columns.',
          { label: msg(c.label) },
        ),
      });
    }
  }
  return { index, problems };
}

/** "₹1,23,456.50", "Rs. 1500", "-200" → a plain decimal text; blank → ''. */
function plainNumber(raw: string): string {
  return raw
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/[,\s]/g, '')
    .replace(/^(-?)(₹|rs\.?|inr)/i, '$1');
}

function moneyProblem(label: Message, raw: string, error: unknown): Text {
  const text = error instanceof MoneyError ? error.message : '';
  if (text.includes('decimal places'))
    return msg('{{label}} {{raw}} has more than 2 decimals.', { label, raw });
  if (text.includes('too large')) return msg('{{label}} {{raw}} is too large.', { label, raw });
  return msg('{{label}} "{{raw}}" is not a number.', { label, raw });
}

/** Rupees to paise; null for a blank cell. Negative only when `allowNegative`. */
export function parseAmount(
  label: Message,
  raw: string,
  allowNegative: boolean,
): Parsed<number | null> {
  if (raw === '') return ok(null);
  try {
    const paise = toPaise(plainNumber(raw));
    if (paise < 0 && !allowNegative) return fail(msg('{{label}} cannot be negative.', { label }));
    return ok(paise);
  } catch (error) {
    return fail(moneyProblem(label, raw, error));
  }
}

/** A quantity in thousandths, 0 or more; null for a blank cell. */
export function parseQuantity(label: Message, raw: string): Parsed<number | null> {
  if (raw === '') return ok(null);
  try {
    const milli = toQtyMilli(plainNumber(raw));
    if (milli < 0) return fail(msg('{{label}} cannot be negative.', { label }));
    return ok(milli);
  } catch (error) {
    const text = error instanceof MoneyError ? error.message : '';
    if (text.includes('decimal places'))
      return fail(msg('{{label}} {{raw}} has more than 3 decimals.', { label, raw }));
    if (text.includes('too large'))
      return fail(msg('{{label}} {{raw}} is too large.', { label, raw }));
    return fail(msg('{{label}} "{{raw}}" is not a number.', { label, raw }));
  }
}

const STATE_NAMES = new Map<string, string>();
for (const st of PLACE_OF_SUPPLY_STATES) STATE_NAMES.set(headerKey(st.name), st.code);
// Names still in use for a few states and territories.
for (const [name, code] of [
  ['Orissa', '21'],
  ['Pondicherry', '34'],
  ['J&K', '01'],
  ['Jammu and Kashmir', '01'],
  ['NCT of Delhi', '07'],
  ['New Delhi', '07'],
  ['Andaman and Nicobar', '35'],
  ['Andaman and Nicobar Islands', '35'],
  ['Dadra and Nagar Haveli', '26'],
  ['Daman and Diu', '26'],
  ['Dadra and Nagar Haveli and Daman and Diu', '26'],
  ['Uttaranchal', '05'],
  ['Chattisgarh', '22'],
] as const) {
  STATE_NAMES.set(headerKey(name), code);
}

/** A state by name ("Maharashtra"), code ("27", "7") or label ("27-Maharashtra"). */
export function parseState(raw: string): Parsed<string | null> {
  if (raw === '') return ok(null);
  const code = /^(\d{1,2})(\s*-.*)?$/.exec(raw)?.[1];
  const state = code ? stateByCode(code) : undefined;
  if (state && PLACE_OF_SUPPLY_STATES.includes(state)) return ok(state.code);
  const byName = STATE_NAMES.get(headerKey(raw));
  if (byName) return ok(byName);
  return fail(
    msg(
      'State "{{raw}}" is not an Indian state or union territory. Write its name or 2-digit code.',
      { raw },
    ),
  );
}

export function stateName(code: string): string {
  return stateByCode(code)?.name ?? code;
}

/**
 * A GSTIN, upper-cased with spaces removed, and which part is wrong when it is not valid:
 * the length, the state code, the PAN inside it, the 13th and 14th characters, or the check
 * character at the end (usually a mistyped character somewhere).
 */
export function parseGstin(raw: string): Parsed<{ gstin: string; stateCode: string } | null> {
  const g = raw.toUpperCase().replace(/[\s-]/g, '');
  if (g === '') return ok(null);
  const result = validateGstin(g, 'customer');
  if (result.ok) return ok({ gstin: g, stateCode: result.stateCode });
  if (result.part === 'length')
    return fail(
      msg('GSTIN {{g}} has {{length}} characters; a GSTIN has 15.', { g, length: g.length }),
    );
  const state = g.slice(0, 2);
  if (!/^\d{2}$/.test(state) || !isGstinStateCode(state))
    return fail(
      msg('GSTIN {{g}} starts with "{{state}}", which is not a state code.', { g, state }),
    );
  if (result.part === 'pattern') {
    const pan = g.slice(2, 12);
    if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan))
      return fail(
        msg(
          'Characters 3 to 12 of GSTIN {{g}} should be a PAN (5 letters, 4 digits, a letter), not "{{pan}}".',
          { g, pan },
        ),
      );
    if (!/^[1-9A-Z]$/.test(g.charAt(12)))
      return fail(
        msg('Character 13 of GSTIN {{g}} must be 1-9 or a letter, not "{{g2}}".', {
          g,
          g2: g.charAt(12),
        }),
      );
    if (!GSTIN_STANDARD_PATTERN.test(g))
      return fail(
        msg('Character 14 of GSTIN {{g}} should be "Z", not "{{g2}}".', { g, g2: g.charAt(13) }),
      );
    return fail(msg('GSTIN {{g}} is not in the GSTIN format.', { g }));
  }
  if (result.part === 'check') {
    const expected = gstinCheckCharacter(g.slice(0, 14)) ?? '?';
    return fail(
      msg(
        'The last character of GSTIN {{g}} should be "{{expected}}", not "{{g2}}": a character is probably mistyped.',
        { g, expected, g2: g.charAt(14) },
      ),
    );
  }
  return fail(result.message);
}
