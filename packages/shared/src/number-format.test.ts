import { describe, expect, it } from 'vitest';
import {
  checkFormattedNumber,
  formatDocumentNumber,
  previewNumberFormat,
  validateNumberFormat,
} from './number-format.ts';

describe('validateNumberFormat', () => {
  it.each(['INV-{0000}', 'PUR-{0000}', '{0}', 'SI/2025-26/{000}', '{00}-A'])('%j is valid', (f) => {
    expect(validateNumberFormat(f)).toBeNull();
  });

  it.each<[string, string]>([
    ['', 'Enter a format like INV-{0000}.'],
    ['   ', 'Enter a format like INV-{0000}.'],
    ['INV-', 'Must include a number placeholder like {0000}.'],
    ['INV-{0000}-{00}', 'Only one number placeholder is allowed.'],
    ['INV-{0000', 'Unmatched braces found. Use exactly one {000..} placeholder.'],
    ['INV-0000}', 'Unmatched braces found. Use exactly one {000..} placeholder.'],
    ['INV-{}', 'Unmatched braces found. Use exactly one {000..} placeholder.'],
    ['INV-{{0000}}', 'Unmatched braces found. Use exactly one {000..} placeholder.'],
    ['INV-{00A0}', 'Unmatched braces found. Use exactly one {000..} placeholder.'],
  ])('%j → %s', (f, message) => {
    expect(validateNumberFormat(f)).toBe(message);
  });
});

describe('formatting and preview', () => {
  it('pads to the number of zeros', () => {
    expect(previewNumberFormat('INV-{0000}', 7)).toBe('INV-0007');
    expect(formatDocumentNumber('{0}', 7)).toBe('7');
    expect(formatDocumentNumber('{0}', 42)).toBe('42');
    expect(formatDocumentNumber('SI/{000}/25', 12345)).toBe('SI/12345/25');
  });

  it('gives no preview for an invalid format and throws when asked to format one', () => {
    expect(previewNumberFormat('INV-', 1)).toBeNull();
    expect(previewNumberFormat('INV-{0000}', -1)).toBeNull();
    expect(() => formatDocumentNumber('INV-{0', 1)).toThrow(
      'Unmatched braces found. Use exactly one {000..} placeholder.',
    );
    expect(() => formatDocumentNumber('INV-{0000}', 1.5)).toThrow(RangeError);
  });
});

describe('checkFormattedNumber: the next number must be a valid GST invoice number', () => {
  it('accepts the defaults', () => {
    expect(checkFormattedNumber('INV-{0000}', 1)).toBeNull();
  });

  it('reports the format message first', () => {
    expect(checkFormattedNumber('INV', 1)).toBe('Must include a number placeholder like {0000}.');
  });

  it('refuses a result over 16 characters', () => {
    expect(checkFormattedNumber('INVOICE-2025-{0000}', 1)).toBe(
      'Invoice number INVOICE-2025-0001 has 17 characters; GST allows at most 16.',
    );
  });

  it('refuses characters GST does not allow', () => {
    expect(checkFormattedNumber('INV {0000}', 1)).toBe(
      'Invoice number INV 0001 may contain only letters, digits, - and /.',
    );
  });

  it('refuses a next number below 1', () => {
    expect(checkFormattedNumber('INV-{0000}', 0)).toBe(
      'The next number must be a whole number of 1 or more.',
    );
  });
});
