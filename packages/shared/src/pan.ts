// PAN validation (GST.md section 2) and its agreement with a GSTIN.
import { gstinKind } from './gstin.ts';
import { englishText, msg, tk, type Text } from './i18n/messages.ts';

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** 4th character: A AOP, B BOI, C company, F firm/LLP, G government, H HUF, L local authority,
 *  J artificial juridical person, P individual, T trust, K (seen rarely). */
export const PAN_HOLDER_TYPES = 'ABCFGHJKLPT';

export const PAN_MESSAGES = {
  length: tk('PAN must be exactly 10 characters.'),
  format: tk('PAN format is invalid.'),
  holderType: (c: string) => msg('PAN 4th character {{c}} is not a valid holder type.', { c }),
  serial: tk('PAN number 0000 is not valid.'),
  gstinMismatch: tk('PAN does not match the GSTIN (its characters 3 to 12).'),
} as const;

export type PanValidation =
  { ok: true; holderType: string } | { ok: false; part: PanPart; message: string };

type PanPart = 'length' | 'pattern' | 'type' | 'serial';

/** Input is trimmed and upper-cased. */
export function validatePan(s: string): PanValidation {
  const r = checkPan(s);
  return r.ok ? r : { ok: false, part: r.part, message: englishText(r.message) };
}

/** What is wrong with a PAN (as validatePan), as raised: a Message with its values. */
export function panProblem(s: string): Text | null {
  const r = checkPan(s);
  return r.ok ? null : r.message;
}

function checkPan(
  s: string,
): { ok: true; holderType: string } | { ok: false; part: PanPart; message: Text } {
  const pan = s.trim().toUpperCase();
  if (pan.length !== 10) return { ok: false, part: 'length', message: PAN_MESSAGES.length };
  if (!PAN_PATTERN.test(pan)) return { ok: false, part: 'pattern', message: PAN_MESSAGES.format };
  const type = pan.charAt(3);
  if (!PAN_HOLDER_TYPES.includes(type)) {
    return { ok: false, part: 'type', message: PAN_MESSAGES.holderType(type) };
  }
  if (pan.slice(5, 9) === '0000')
    return { ok: false, part: 'serial', message: PAN_MESSAGES.serial };
  return { ok: true, holderType: type };
}

/**
 * True when the GSTIN's characters 3–12 are this PAN. GSTINs that carry no PAN (TDS carries a
 * TAN; UIN, NR and OIDAR carry none) cannot disagree, so they give true.
 */
export function panMatchesGstin(pan: string, gstin: string): boolean {
  const g = gstin.trim().toUpperCase();
  const kind = gstinKind(g);
  if (kind !== 'normal' && kind !== 'tcs') return true;
  return g.slice(2, 12) === pan.trim().toUpperCase();
}

/**
 * The PAN inside a GSTIN (characters 3 to 12) for the kinds that carry one (a normal or TCS
 * registration), else null.
 */
export function panFromGstin(gstin: string): string | null {
  const g = gstin.trim().toUpperCase();
  const kind = gstinKind(g);
  if (kind !== 'normal' && kind !== 'tcs') return null;
  const pan = g.slice(2, 12);
  return validatePan(pan).ok ? pan : null;
}
