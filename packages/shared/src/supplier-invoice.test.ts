import { describe, expect, it } from 'vitest';
import { supplierInvoiceNumberProblem, supplierInvoiceRows } from './supplier-invoice.ts';

describe('supplier invoice', () => {
  it('takes the GST number rule: up to 16 letters, digits, - and /; blank is none', () => {
    expect(supplierInvoiceNumberProblem('KW/2026-27/118')).toBeNull();
    expect(supplierInvoiceNumberProblem('  ')).toBeNull();
    expect(supplierInvoiceNumberProblem('KW-2026-27-000118')).toBe(
      'Supplier invoice number KW-2026-27-000118 has 17 characters; GST allows at most 16.',
    );
    expect(supplierInvoiceNumberProblem('KW 118')).toBe(
      'Supplier invoice number KW 118 may contain only letters, digits, - and /.',
    );
  });

  it('prints the number and the date it has, dated as India writes it', () => {
    expect(
      supplierInvoiceRows({ supplierInvoiceNumber: 'KW/118', supplierInvoiceDate: '2026-11-17' }),
    ).toEqual([
      { label: 'Supplier Invoice No.', value: 'KW/118' },
      { label: 'Supplier Invoice Date', value: '17/11/2026' },
    ]);
    expect(supplierInvoiceRows({ supplierInvoiceNumber: 'KW/118' })).toHaveLength(1);
    expect(supplierInvoiceRows({})).toEqual([]);
  });
});
