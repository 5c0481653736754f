import { describe, expect, it } from 'vitest';
import {
  checkFormattedNumber,
  formatDocumentNumber,
  hasFinancialYear,
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
    ['INV/{FY}', 'Must include a number placeholder like {0000}.'],
    ['{FY}/{FY}/{000}', 'Only one {FY} (financial year) placeholder is allowed.'],
    ['INV/{fy}/{000}', 'Unmatched braces found. Use exactly one {000..} placeholder.'],
    ['INV/{FY/{000}', 'Unmatched braces found. Use exactly one {000..} placeholder.'],
    // The number placeholder's message comes first, as before {FY} existed.
    ['{FY}-{FY}-{0}-{0}', 'Only one number placeholder is allowed.'],
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

describe('{FY}: the financial year of the document date', () => {
  it.each(['INV/{FY}/{0000}', '{FY}-{0}', '{000}/{FY}'])('%j is valid', (f) => {
    expect(validateNumberFormat(f)).toBeNull();
    expect(hasFinancialYear(f)).toBe(true);
  });

  it('turns the year April–March into yy-yy of the date given', () => {
    // 31 March 2026 is the last day of 2025-26; 1 April 2026 the first of 2026-27.
    expect(formatDocumentNumber('INV/{FY}/{0000}', 1, '2026-03-31')).toBe('INV/25-26/0001');
    expect(formatDocumentNumber('INV/{FY}/{0000}', 1, '2026-04-01')).toBe('INV/26-27/0001');
    expect(formatDocumentNumber('{000}-{FY}', 12, '2025-01-15')).toBe('012-24-25');
    // 1999-2000 is written 99-00.
    expect(formatDocumentNumber('{FY}/{0}', 5, '1999-12-31')).toBe('99-00/5');
  });

  it('needs the date to format {FY}; a format without it ignores the date', () => {
    expect(() => formatDocumentNumber('INV/{FY}/{0000}', 1)).toThrow();
    expect(hasFinancialYear('INV-{0000}')).toBe(false);
    expect(formatDocumentNumber('INV-{0000}', 3, '2026-04-01')).toBe('INV-0003');
  });

  it('previews with the financial year of the day given (today by default)', () => {
    expect(previewNumberFormat('INV/{FY}/{0000}', 7, '2025-06-15')).toBe('INV/25-26/0007');
    expect(previewNumberFormat('INV/{FY}/{0000}', 7)).toMatch(/^INV\/\d\d-\d\d\/0007$/);
    expect(previewNumberFormat('{FY}/{FY}/{0}', 7, '2025-06-15')).toBeNull();
  });

  it('checks the 16-character limit with the year filled in', () => {
    // INV/25-26/0001 is 3 + 1 + 5 + 1 + 4 = 14 characters.
    expect(checkFormattedNumber('INV/{FY}/{0000}', 1, '2025-06-15')).toBeNull();
    // SALES/25-26/0001 is 5 + 1 + 5 + 1 + 4 = 16: still allowed; one more zero is 17.
    expect(checkFormattedNumber('SALES/{FY}/{0000}', 1, '2025-06-15')).toBeNull();
    expect(checkFormattedNumber('SALES/{FY}/{00000}', 1, '2025-06-15')).toBe(
      'Invoice number SALES/25-26/00001 has 17 characters; GST allows at most 16.',
    );
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
