// An item's barcodes (issue 40 part 1): the codes a counter scanner reads off a pack. An
// all-digit code of 12 or 13 digits is a UPC-A or an EAN-13 and must carry its check digit (a
// mistyped code then fails here, not at the counter); anything else printable is a Code 128.
// The same rules on the items form, the items API and the item import.
import { englishOrNull, msg, tk, type Text } from './i18n/messages.ts';

export type BarcodeKind = 'ean13' | 'upca' | 'code128';

export const BARCODE_LIMITS = {
  /** Code 128 as scanners and label printers take it. */
  maxLength: 48,
  /** Codes on one item (a pack, a case, an old and a new print). */
  maxPerItem: 20,
} as const;

export const BARCODE_MESSAGES = {
  empty: tk('A barcode cannot be empty.'),
  tooLong: tk('A barcode has at most 48 characters.'),
  characters: tk(
    'Barcode {{code}} has characters a barcode cannot hold: use letters, digits and signs.',
  ),
  checkDigit: tk(
    'Barcode {{code}} is not a valid EAN-13 or UPC-A code: its check digit should be {{digit}}.',
  ),
  tooMany: tk('An item has at most 20 barcodes.'),
  repeated: tk('Barcode {{code}} is given twice.'),
  taken: tk('Barcode {{code}} already belongs to item {{item}}.'),
  unknown: tk('No item has barcode {{code}}'),
} as const;

// Code 128 encodes ASCII 32-126 (no control characters).
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;
const DIGITS = /^\d+$/;

/** The check digit of a GS1 code's first digits (EAN-13: 12, UPC-A: 11). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  // From the right: weights 3, 1, 3, 1, ...
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** The kind of a code already valid (barcodeProblem null). */
export function barcodeKind(code: string): BarcodeKind {
  if (DIGITS.test(code) && code.length === 13) return 'ean13';
  if (DIGITS.test(code) && code.length === 12) return 'upca';
  return 'code128';
}

/** A code as it is kept: spaces at the ends removed. */
export const normalizeBarcode = (raw: string): string => raw.trim();

/** What is wrong with a (normalized) code, in words for the user, or null. */
export function barcodeProblem(code: string): string | null {
  return englishOrNull(barcodeText(code));
}

/** What barcodeProblem says, as raised: a Message with its values. */
export function barcodeText(code: string): Text | null {
  if (code === '') return BARCODE_MESSAGES.empty;
  if (code.length > BARCODE_LIMITS.maxLength) return BARCODE_MESSAGES.tooLong;
  if (!PRINTABLE_ASCII.test(code)) return msg(BARCODE_MESSAGES.characters, { code });
  const kind = barcodeKind(code);
  if (kind !== 'code128') {
    const digit = gs1CheckDigit(code.slice(0, -1));
    if (code.charCodeAt(code.length - 1) - 48 !== digit)
      return msg(BARCODE_MESSAGES.checkDigit, { code, digit });
  }
  return null;
}

/** A list of codes typed into one field: separated by commas (or new lines), blanks dropped. */
export function splitBarcodes(typed: string): string[] {
  return typed
    .split(/[,\n]/)
    .map(normalizeBarcode)
    .filter((c) => c !== '');
}

/** What is wrong with one item's list of codes (each code, too many, a code twice), or null. */
export function barcodeListProblem(codes: readonly string[]): string | null {
  return englishOrNull(barcodeListText(codes));
}

/** What barcodeListProblem says, as raised: a Message with its values. */
export function barcodeListText(codes: readonly string[]): Text | null {
  if (codes.length > BARCODE_LIMITS.maxPerItem) return BARCODE_MESSAGES.tooMany;
  const seen = new Set<string>();
  for (const code of codes) {
    const problem = barcodeText(code);
    if (problem) return problem;
    if (seen.has(code)) return msg(BARCODE_MESSAGES.repeated, { code });
    seen.add(code);
  }
  return null;
}

/**
 * A keyboard-wedge scanner types a code's characters in a burst (2-10 ms apart) and then Enter;
 * a person types 80 ms or more apart on average (150 words a minute), slower over digits. A run
 * of at least `minLength` characters, none more than `maxGapMs` after the one before, on average
 * at most `maxAverageGapMs` apart, ended by Enter within `maxGapMs`, is a scan. The gaps allow a
 * busy page: a browser that is re-drawing the bill after each character takes the next one late
 * (measured in headless Chromium on a loaded 2-core machine: 20-130 ms, 47 ms on average).
 */
export const SCAN_TIMING = { minLength: 6, maxGapMs: 200, maxAverageGapMs: 60 } as const;
