import { describe, expect, it } from 'vitest';
import { companyInfoSchema, companySettingsSchema } from './company.ts';
import { errorsOf } from './test-helpers.ts';

describe('companyInfoSchema', () => {
  it('upper-cases ids and turns empty values into null', () => {
    expect(
      companyInfoSchema.parse({
        name: 'Sharma Traders',
        address: '',
        phone: '  ',
        email: 'Accounts@Sharma.in',
        website: null,
        gstin: '27aapfu0939f1zv',
        pan: 'aapfu0939f',
        cin: 'u12345mh2020ptc123456',
      }),
    ).toEqual({
      name: 'Sharma Traders',
      address: null,
      phone: null,
      email: 'accounts@sharma.in',
      website: null,
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      cin: 'U12345MH2020PTC123456',
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [
      { gstin: '0717UNO00157UNO' },
      'gstin',
      'Enter a valid 15-character GSTIN in the standard Indian format.',
    ],
    [{ gstin: '27AAPFU0939F1ZO' }, 'gstin', 'GSTIN check character is wrong (expected V).'],
    [
      { gstin: '47AAGCG4576J1Z4' },
      'gstin',
      'GSTIN state code 47 is not a valid Indian state code.',
    ],
    [{ gstin: 'X'.repeat(33) }, 'gstin', 'Must be 32 characters or fewer.'],
    [{ pan: 'ABMXA3211G' }, 'pan', 'PAN 4th character X is not a valid holder type.'],
    [{ cin: 'X'.repeat(33) }, 'cin', 'Must be 32 characters or fewer.'],
    [
      { gstin: '27AAPFU0939F1ZV', pan: 'AAKFD7113K' },
      'pan',
      'PAN does not match the GSTIN (its characters 3 to 12).',
    ],
  ])('%o → %s', (patch, path, message) => {
    expect(errorsOf(companyInfoSchema, patch)[path]).toBe(message);
  });
});

describe('companySettingsSchema', () => {
  it('accepts the defaults and PascalCase-free partial updates', () => {
    const s = companySettingsSchema.parse({
      enableStockWarning: true,
      invoicePrintMode: 'Estimate',
      invoiceNumberFormat: 'INV-{0000}',
      nextInvoiceNumber: '1',
    });
    expect(s).toEqual({
      enableStockWarning: true,
      invoicePrintMode: 1,
      invoiceNumberFormat: 'INV-{0000}',
      nextInvoiceNumber: 1,
      // No version named (issue 37): the edit is taken as before.
      version: null,
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ invoiceNumberFormat: '' }, 'invoiceNumberFormat', 'Enter a format like INV-{0000}.'],
    [
      { purchaseNumberFormat: 'PUR-' },
      'purchaseNumberFormat',
      'Must include a number placeholder like {0000}.',
    ],
    [
      { invoiceNumberFormat: '{0}-{00}' },
      'invoiceNumberFormat',
      'Only one number placeholder is allowed.',
    ],
    [
      { invoiceNumberFormat: 'INV-{0000' },
      'invoiceNumberFormat',
      'Unmatched braces found. Use exactly one {000..} placeholder.',
    ],
    [
      { nextInvoiceNumber: 0 },
      'nextInvoiceNumber',
      'The next number must be a whole number of 1 or more.',
    ],
    [
      { invoicePrintMode: 2 },
      'invoicePrintMode',
      'Print mode must be Standard (0) or Estimate (1).',
    ],
    [
      { invoiceNumberFormat: 'INVOICE-2025-{0000}', nextInvoiceNumber: 1 },
      'invoiceNumberFormat',
      'Invoice number INVOICE-2025-0001 has 17 characters; GST allows at most 16.',
    ],
    [
      { purchaseNumberFormat: 'PUR {0}', nextPurchaseNumber: 3 },
      'purchaseNumberFormat',
      'Invoice number PUR 3 may contain only letters, digits, - and /.',
    ],
  ])('%o → %s', (patch, path, message) => {
    expect(errorsOf(companySettingsSchema, patch)[path]).toBe(message);
  });
});

describe('companySettingsSchema: turnover and {FY}', () => {
  it('takes the turnover flag as a boolean only', () => {
    expect(companySettingsSchema.parse({ turnoverAbove5Cr: true })).toEqual({
      turnoverAbove5Cr: true,
      version: null,
    });
    expect(errorsOf(companySettingsSchema, { turnoverAbove5Cr: 'yes' }).turnoverAbove5Cr).toBe(
      'Turnover above ₹5 crore must be true or false.',
    );
  });

  it('accepts a format with {FY} and refuses a second one', () => {
    expect(
      companySettingsSchema.parse({ invoiceNumberFormat: 'INV/{FY}/{0000}', nextInvoiceNumber: 1 }),
    ).toEqual({ invoiceNumberFormat: 'INV/{FY}/{0000}', nextInvoiceNumber: 1, version: null });
    expect(
      errorsOf(companySettingsSchema, { invoiceNumberFormat: '{FY}{FY}{0}' }).invoiceNumberFormat,
    ).toBe('Only one {FY} (financial year) placeholder is allowed.');
    // SALES-BOOK/ + 25-26 + /0001: 11 + 5 + 5 = 21 characters, over the 16 of GST.
    expect(
      errorsOf(companySettingsSchema, {
        invoiceNumberFormat: 'SALES-BOOK/{FY}/{0000}',
        nextInvoiceNumber: 1,
      }).invoiceNumberFormat,
    ).toMatch(
      /^Invoice number SALES-BOOK\/\d\d-\d\d\/0001 has 21 characters; GST allows at most 16\.$/,
    );
  });
});
