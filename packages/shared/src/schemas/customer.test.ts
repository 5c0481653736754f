import { describe, expect, it } from 'vitest';
import { customerSchema, isCashCustomerName } from './customer.ts';
import { errorsOf } from './test-helpers.ts';

describe('customerSchema', () => {
  it('normalises a full customer', () => {
    const c = customerSchema.parse({
      name: '  Ravi Stores ',
      phone: ' 98765 43210 ',
      address: '',
      email: ' Ravi@Example.com ',
      gstin: '27aapfu0939f1zv',
      pan: 'aapfu0939f',
    });
    expect(c).toEqual({
      version: null,
      name: 'Ravi Stores',
      phone: '98765 43210',
      address: null,
      email: 'ravi@example.com',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
    });
  });

  it('accepts special GSTINs (UIN) for customers', () => {
    expect(customerSchema.parse({ name: 'UN Office', gstin: '0717UNO00157UNO' }).gstin).toBe(
      '0717UNO00157UNO',
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['short name', { name: 'A' }, 'name', 'Name must be between 2 and 250 characters.'],
    ['long name', { name: 'A'.repeat(251) }, 'name', 'Name must be between 2 and 250 characters.'],
    ['missing name', { name: undefined }, 'name', 'Name must be between 2 and 250 characters.'],
    [
      'long phone',
      { phone: '1'.repeat(21) },
      'phone',
      'Phone number must be 20 characters or less.',
    ],
    [
      'long address',
      { address: 'x'.repeat(501) },
      'address',
      'Address must be 500 characters or less.',
    ],
    [
      'long email',
      { email: `${'a'.repeat(251)}@x.com` },
      'email',
      'Email must be 256 characters or fewer.',
    ],
    ['bad email', { email: 'ravi@example' }, 'email', 'Email format looks invalid.'],
    ['short GSTIN', { gstin: '27AAPFU0939F1Z' }, 'gstin', 'GSTIN must be exactly 15 characters.'],
    [
      'GSTIN over the field cap',
      { gstin: 'X'.repeat(33) },
      'gstin',
      'GSTIN must be exactly 15 characters.',
    ],
    ['bad GSTIN format', { gstin: '27AAPFU0939F1AA' }, 'gstin', 'GSTIN format is invalid.'],
    [
      'bad GSTIN check',
      { gstin: '27AAPFU0939F1ZO' },
      'gstin',
      'GSTIN check character is wrong (expected V).',
    ],
    ['short PAN', { pan: 'AAPFU0939' }, 'pan', 'PAN must be exactly 10 characters.'],
    ['bad PAN', { pan: 'ABMPA32111' }, 'pan', 'PAN format is invalid.'],
    [
      'PAN not in GSTIN',
      { gstin: '27AAPFU0939F1ZV', pan: 'AAKFD7113K' },
      'pan',
      'PAN does not match the GSTIN (its characters 3 to 12).',
    ],
  ])('%s', (_n, patch, path, message) => {
    expect(errorsOf(customerSchema, { name: 'Ravi Stores', ...patch })[path]).toBe(message);
  });

  it('knows the Cash customer', () => {
    expect(isCashCustomerName(' cash ')).toBe(true);
    expect(isCashCustomerName('Cash & Carry')).toBe(false);
  });
});

describe('names keep to one printable line (issue 37)', () => {
  it('turns a tab or a pasted line break in a name into a space', () => {
    const parsed = customerSchema.parse({
      name: 'Asha\tTraders\r\n Pune',
      address: 'Lane 1\nPune',
    });
    expect(parsed.name).toBe('Asha Traders Pune');
    // An address may have lines; a tab in it is still a space.
    expect(customerSchema.parse({ name: 'Asha', address: 'Lane\t1\nPune' }).address).toBe(
      'Lane 1\nPune',
    );
  });
});
