// GSTIN validation (GST.md section 1): shape, state code and the Luhn mod 36 check character.
import { isGstinStateCode } from './states.ts';
import { englishText, msg, tk, type Text } from './i18n/messages.ts';

/** The spec's normal-taxpayer pattern (spec section 5, Registration and Company). */
export const GSTIN_STANDARD_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export type GstinKind = 'normal' | 'tds' | 'tcs' | 'uin' | 'nr' | 'oidar';

// Special registrations that are real B2B buyers (GST developer portal regexes).
const SPECIAL_PATTERNS: readonly [GstinKind, RegExp][] = [
  ['tds', /^[0-9]{2}[A-Z]{4}[A-Z0-9][0-9]{4}[A-Z][1-9A-Z]D[0-9A-Z]$/],
  ['tcs', /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]C[0-9A-Z]$/],
  ['uin', /^[0-9]{4}[A-Z]{3}[0-9]{5}[UO]N[A-Z0-9]$/],
  ['nr', /^[0-9]{4}[A-Z]{3}[0-9]{5}NR[0-9A-Z]$/],
  ['oidar', /^99[0-9]{2}[A-Z]{3}[0-9]{5}OS[0-9A-Z]$/],
];

export const GSTIN_MESSAGES = {
  registrationFormat: tk('Enter a valid 15-character GSTIN in the standard Indian format.'),
  length: tk('GSTIN must be exactly 15 characters.'),
  format: tk('GSTIN format is invalid.'),
  state: (code: string) =>
    msg('GSTIN state code {{code}} is not a valid Indian state code.', { code }),
  check: (expected: string) =>
    msg('GSTIN check character is wrong (expected {{expected}}).', { expected }),
} as const;

export type GstinValidation =
  | { ok: true; stateCode: string; kind: GstinKind }
  | { ok: false; part: GstinPart; message: string };

type GstinPart = 'length' | 'pattern' | 'state' | 'check';
type GstinCheck =
  { ok: true; stateCode: string; kind: GstinKind } | { ok: false; part: GstinPart; message: Text };

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Upper-case, letters and digits only, at most 15 (the registration form's rule). A longer
 * paste ("GSTIN: 27aapfu0939f1zv") keeps the first 15 characters that make a valid GSTIN.
 */
export function normalizeGstin(s: string): string {
  const cleaned = s.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (cleaned.length > 15) {
    for (let i = 0; i + 15 <= cleaned.length; i++) {
      const window = cleaned.slice(i, i + 15);
      if (validateGstin(window, 'customer').ok) return window;
    }
  }
  return cleaned.slice(0, 15);
}

/** The check character for the first 14 characters, or null if they are not 14 of 0-9/A-Z. */
export function gstinCheckCharacter(first14: string): string | null {
  if (!/^[0-9A-Z]{14}$/.test(first14)) return null;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export function gstinKind(s: string): GstinKind | null {
  if (GSTIN_STANDARD_PATTERN.test(s)) return 'normal';
  for (const [kind, pattern] of SPECIAL_PATTERNS) if (pattern.test(s)) return kind;
  return null;
}

/**
 * 'company': the standard pattern only (a company's own GSTIN). 'customer': any kind above.
 * Both need a known state code and a correct check character. Input is trimmed and upper-cased.
 */
export function validateGstin(s: string, kind: 'company' | 'customer'): GstinValidation {
  const r = checkGstin(s, kind);
  return r.ok ? r : { ok: false, part: r.part, message: englishText(r.message) };
}

/** What is wrong with a GSTIN (as validateGstin), as raised: a Message with its values. */
export function gstinProblem(s: string, kind: 'company' | 'customer'): Text | null {
  const r = checkGstin(s, kind);
  return r.ok ? null : r.message;
}

function checkGstin(s: string, kind: 'company' | 'customer'): GstinCheck {
  const g = s.trim().toUpperCase();
  const isCompany = kind === 'company';
  if (g.length !== 15) {
    const message = isCompany ? GSTIN_MESSAGES.registrationFormat : GSTIN_MESSAGES.length;
    return { ok: false, part: 'length', message };
  }
  const found = isCompany ? (GSTIN_STANDARD_PATTERN.test(g) ? 'normal' : null) : gstinKind(g);
  if (found === null) {
    const message = isCompany ? GSTIN_MESSAGES.registrationFormat : GSTIN_MESSAGES.format;
    return { ok: false, part: 'pattern', message };
  }
  const stateCode = g.slice(0, 2);
  // 99 (Centre Jurisdiction) only starts OIDAR registrations.
  if (!isGstinStateCode(stateCode) || (stateCode === '99') !== (found === 'oidar')) {
    return { ok: false, part: 'state', message: GSTIN_MESSAGES.state(stateCode) };
  }
  const expected = gstinCheckCharacter(g.slice(0, 14));
  if (expected !== g.charAt(14)) {
    return { ok: false, part: 'check', message: GSTIN_MESSAGES.check(expected ?? '?') };
  }
  return { ok: true, stateCode, kind: found };
}

/** The state code of a GSTIN whose first two characters are a known GSTIN state code. */
export function stateCodeFromGstin(s: string): string | null {
  const code = s.trim().slice(0, 2);
  return /^[0-9]{2}$/.test(code) && isGstinStateCode(code) ? code : null;
}

/** The company GSTIN field locks once it holds a valid 15-character standard GSTIN. */
export function isGstinLocked(gstin: string | null | undefined): boolean {
  return typeof gstin === 'string' && validateGstin(gstin, 'company').ok;
}
