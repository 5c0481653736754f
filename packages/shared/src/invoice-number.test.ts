import { describe, expect, it } from 'vitest';
import { validateInvoiceNumber } from './invoice-number.ts';

describe('validateInvoiceNumber (GST.md section 7)', () => {
  it.each(['SI/2020/0001', '2020-PI-0001', 'INV-0001', 'A', 'ABCDEFGHIJ123456'])(
    '%j is valid',
    (n) => {
      expect(validateInvoiceNumber(n)).toBeNull();
    },
  );

  it.each<[string, string]>([
    ['SI$1231', 'Invoice number SI$1231 may contain only letters, digits, - and /.'],
    ['SI 2020 05', 'Invoice number SI 2020 05 may contain only letters, digits, - and /.'],
    ['SI.2020.0001', 'Invoice number SI.2020.0001 may contain only letters, digits, - and /.'],
    [
      'ABCDEFGHIJ1234567',
      'Invoice number ABCDEFGHIJ1234567 has 17 characters; GST allows at most 16.',
    ],
    ['', 'Invoice number is required.'],
  ])('%j is refused', (n, message) => {
    expect(validateInvoiceNumber(n)).toBe(message);
  });
});
