import { describe, expect, it } from 'vitest';
import { invoiceNumberCore, invoiceNumberKey, periodDates, periodLabel } from './gstr2b.ts';

describe('GSTR-2B invoice numbers', () => {
  it.each([
    ['kw/101', 'KW101'],
    ['KW-101', 'KW101'],
    [' KW 101 ', 'KW101'],
    ['0012-A', '12A'],
    // Only the zeros at the start go (GSTR2B.md: lstrip touches the start of the string).
    ['HSB/24-25/0001', 'HSB24250001'],
  ])('%s is compared as %s', (raw, key) => expect(invoiceNumberKey(raw)).toBe(key));

  it('reduces numbers that differ only in form to one core, and keeps different ones apart', () => {
    // The worked example of GSTR2B.md: not equal as numbers, equal in form.
    expect(invoiceNumberKey('HSB/24-25/0001')).not.toBe(invoiceNumberKey('HSB/24-25/1'));
    expect(invoiceNumberCore('HSB/24-25/0001')).toBe(invoiceNumberCore('HSB/24-25/1'));
    expect(invoiceNumberCore('INV/2024-2025/007')).toBe('INV7');
    expect(invoiceNumberCore('INV-2024/25-07')).toBe('INV7');
    // 10-20 is no financial year: kept.
    expect(invoiceNumberCore('A-10-20')).toBe('A1020');
    expect(invoiceNumberCore('INV/100')).not.toBe(invoiceNumberCore('INV/10'));
  });

  it('names and bounds a return period', () => {
    expect(periodLabel('072024')).toBe('July 2024');
    expect(periodDates('022024')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });
});
