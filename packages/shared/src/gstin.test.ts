import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GSTIN_STANDARD_PATTERN,
  gstinCheckCharacter,
  gstinKind,
  isGstinLocked,
  normalizeGstin,
  stateCodeFromGstin,
  validateGstin,
} from './gstin.ts';

const VALID_STANDARD = [
  '27AAPFU0939F1ZV',
  '27AAGCG4576J1Z6',
  '27AAGCG4576JBZW',
  '24AAQCA8719H1ZC',
  '29AABCR1718E1ZL',
  '36AASFP8573D2ZN',
];

describe('check character (GST.md worked example)', () => {
  it('27AAPFU0939F1Z → V', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
  it('refuses input that is not 14 of 0-9/A-Z', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull();
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBeNull();
  });
});

describe('validateGstin golden table', () => {
  it.each(VALID_STANDARD)('%s is valid for a company and a customer', (g) => {
    expect(validateGstin(g, 'company')).toEqual({
      ok: true,
      stateCode: g.slice(0, 2),
      kind: 'normal',
    });
    expect(validateGstin(g, 'customer').ok).toBe(true);
  });

  it.each<[string, 'length' | 'pattern' | 'state' | 'check', string, string]>([
    [
      '27AAPFU0939F1Z',
      'length',
      'GSTIN must be exactly 15 characters.',
      'Enter a valid 15-character GSTIN in the standard Indian format.',
    ],
    [
      '27AAPFU0939F1ZO',
      'check',
      'GSTIN check character is wrong (expected V).',
      'GSTIN check character is wrong (expected V).',
    ],
    [
      '27AAGCG4576J1Z8',
      'check',
      'GSTIN check character is wrong (expected 6).',
      'GSTIN check character is wrong (expected 6).',
    ],
    [
      '27AAPFU0939F1AA',
      'pattern',
      'GSTIN format is invalid.',
      'Enter a valid 15-character GSTIN in the standard Indian format.',
    ],
    [
      '47AAGCG4576J1Z4',
      'state',
      'GSTIN state code 47 is not a valid Indian state code.',
      'GSTIN state code 47 is not a valid Indian state code.',
    ],
    [
      '00AAPFU0939F1ZB',
      'state',
      'GSTIN state code 00 is not a valid Indian state code.',
      'GSTIN state code 00 is not a valid Indian state code.',
    ],
  ])('%s fails on %s', (g, part, customerMessage, companyMessage) => {
    expect(validateGstin(g, 'customer')).toEqual({ ok: false, part, message: customerMessage });
    expect(validateGstin(g, 'company')).toEqual({ ok: false, part, message: companyMessage });
  });

  it.each<[string, string]>([
    ['06DELI09652G1DA', 'tds'],
    ['29AABCF8078M1C8', 'tcs'],
    ['0717UNO00157UNO', 'uin'],
    ['9917SGP29001OST', 'oidar'],
  ])('special registration %s (%s) is a valid customer GSTIN but not a company one', (g, kind) => {
    expect(gstinKind(g)).toBe(kind);
    expect(validateGstin(g, 'customer')).toEqual({ ok: true, stateCode: g.slice(0, 2), kind });
    const company = validateGstin(g, 'company');
    expect(company.ok).toBe(false);
    if (!company.ok) expect(company.part).toBe('pattern');
  });

  it('checks the check character of special registrations too', () => {
    const r = validateGstin('0717UNO00157UNA', 'customer');
    expect(r).toEqual({
      ok: false,
      part: 'check',
      message: 'GSTIN check character is wrong (expected O).',
    });
  });

  it('accepts a non-resident registration with its check character', () => {
    const first14 = '0717USA12345NR';
    const g = first14 + gstinCheckCharacter(first14);
    expect(validateGstin(g, 'customer')).toMatchObject({ ok: true, kind: 'nr', stateCode: '07' });
  });

  it('refuses 96 (exports) and 99 outside OIDAR as a state code', () => {
    const g96 = '96AAPFU0939F1Z' + gstinCheckCharacter('96AAPFU0939F1Z');
    expect(validateGstin(g96, 'customer')).toMatchObject({ ok: false, part: 'state' });
    const g99 = '99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z');
    expect(validateGstin(g99, 'company')).toMatchObject({ ok: false, part: 'state' });
  });

  it('trims and upper-cases the input', () => {
    expect(validateGstin(' 27aapfu0939f1zv ', 'company').ok).toBe(true);
  });
});

describe('helpers', () => {
  it('normalizeGstin upper-cases, strips and caps at 15', () => {
    expect(normalizeGstin('27-aapfu 0939 f1zv')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('27AAPFU0939F1ZVXYZ')).toBe('27AAPFU0939F1ZV');
  });

  it('the standard pattern is the spec one', () => {
    expect(GSTIN_STANDARD_PATTERN.test('27AAPFU0939F1ZV')).toBe(true);
    expect(GSTIN_STANDARD_PATTERN.test('27AAPFU0939F0ZV')).toBe(false); // 13th char 1-9/A-Z
    expect(GSTIN_STANDARD_PATTERN.test('06DELI09652G1DA')).toBe(false);
  });

  it('stateCodeFromGstin', () => {
    expect(stateCodeFromGstin('29AABCR1718E1ZL')).toBe('29');
    expect(stateCodeFromGstin('47AAGCG4576J1Z4')).toBeNull();
    expect(stateCodeFromGstin('')).toBeNull();
  });

  it('isGstinLocked once a valid 15-character standard GSTIN', () => {
    expect(isGstinLocked('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstinLocked('27AAPFU0939F1Z')).toBe(false);
    expect(isGstinLocked('27AAPFU0939F1ZO')).toBe(false);
    expect(isGstinLocked(null)).toBe(false);
    expect(isGstinLocked('')).toBe(false);
  });
});

describe('property: one changed character is caught', () => {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  it.each(['company', 'customer'] as const)('for a %s GSTIN', (kind) => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID_STANDARD),
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom(...alphabet.split('')),
        (g, index, replacement) => {
          fc.pre(g.charAt(index) !== replacement);
          const changed = g.slice(0, index) + replacement + g.slice(index + 1);
          expect(validateGstin(changed, kind).ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('normalizeGstin', () => {
  it('keeps a pasted GSTIN whole: spaces, dashes and lower case go, a label is dropped', () => {
    expect(normalizeGstin(' 27 aapfu-0939f 1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('GSTIN: 27aapfu0939f1zv.')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('27AAPFU0939F1ZVEXTRA')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('27aapfu0939')).toBe('27AAPFU0939');
  });
});
