import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  acceptPascalCase,
  camelCaseKey,
  camelCaseKeys,
  flag,
  isoDateOrDateTime,
  optionalId,
  positiveId,
  quantity,
  rupees,
} from './common.ts';

describe('PascalCase request bodies', () => {
  it.each([
    ['Name', 'name'],
    ['IsCompound', 'isCompound'],
    ['GSTIN', 'gstin'],
    ['PAN', 'pan'],
    ['HSNCode', 'hsnCode'],
    ['TaxGroupTaxIdsInOrder', 'taxGroupTaxIdsInOrder'],
    ['alreadyCamel', 'alreadyCamel'],
    ['_private', '_private'],
  ])('%s → %s', (k, expected) => {
    expect(camelCaseKey(k)).toBe(expected);
  });

  it('converts nested plain objects and arrays, camelCase winning over PascalCase', () => {
    const body = {
      Name: 'x',
      name: 'kept',
      CompanyInfo: { GSTIN: '27AAPFU0939F1ZV', CIN: null },
      Mappings: [{ TaxId: 1, Priority: 1 }],
    };
    expect(camelCaseKeys(body)).toEqual({
      name: 'kept',
      companyInfo: { gstin: '27AAPFU0939F1ZV', cin: null },
      mappings: [{ taxId: 1, priority: 1 }],
    });
    const date = new Date(0);
    expect(camelCaseKeys({ When: date })).toEqual({ when: date });
  });

  it('ignores __proto__ keys', () => {
    const out = camelCaseKeys(JSON.parse('{"__proto__": {"isAdmin": true}, "A": 1}')) as Record<
      string,
      unknown
    >;
    expect(out).toEqual({ a: 1 });
    expect(out['isAdmin']).toBeUndefined();
  });

  it('acceptPascalCase wraps a schema', () => {
    const schema = acceptPascalCase(z.object({ taxId: z.number(), isCompound: z.boolean() }));
    expect(schema.parse({ TaxId: 3, IsCompound: true })).toEqual({ taxId: 3, isCompound: true });
    expect(schema.parse({ taxId: 4, isCompound: false })).toEqual({ taxId: 4, isCompound: false });
  });
});

describe('field helpers', () => {
  it('rupees: numbers or decimal strings with at most 2 decimals', () => {
    const r = rupees();
    expect(r.parse(1180)).toBe(1180);
    expect(r.parse(' 1180.50 ')).toBe(1180.5);
    expect(r.parse(0.1)).toBe(0.1);
    for (const bad of [1.005, '1,180.00', 'abc', Number.NaN, Infinity, '1e3', null]) {
      expect(r.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('quantity: at most 3 decimals', () => {
    expect(quantity().parse('1.5')).toBe(1.5);
    expect(quantity().parse(-2)).toBe(-2);
    expect(quantity().safeParse(1.2345).success).toBe(false);
  });

  it('ids', () => {
    expect(positiveId().parse('12')).toBe(12);
    for (const bad of [0, -1, 1.5, 'abc', '', null]) {
      expect(positiveId('Invalid payment id').safeParse(bad).error?.issues[0]?.message).toBe(
        'Invalid payment id',
      );
    }
    expect(optionalId().parse(0)).toBeNull();
    expect(optionalId().parse(undefined)).toBeNull();
    expect(optionalId().parse('7')).toBe(7);
  });

  it('dates and flags', () => {
    const d = isoDateOrDateTime();
    for (const ok of [
      '2025-06-15',
      '2025-06-15T10:30',
      '2025-06-15T10:30:00Z',
      '2025-06-15T10:30:00.123+05:30',
    ]) {
      expect(d.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['2025-02-30', '15/06/2025', '2025-06-15 garbage']) {
      expect(d.safeParse(bad).success, bad).toBe(false);
    }
    expect(flag().parse('true')).toBe(true);
    expect(flag().parse(undefined)).toBe(false);
    expect(flag().safeParse('yes').success).toBe(false);
  });
});

describe('isRealIsoDate', () => {
  it('takes real dates from 1900 on and refuses impossible or ancient ones', async () => {
    const { isRealIsoDate } = await import('./common.ts');
    expect(['2026-11-22', '2024-02-29', '1900-01-01'].map(isRealIsoDate)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['2025-02-29', '0000-01-01', '0001-01-01', '1899-12-31', '2026-13-01'].map(isRealIsoDate),
    ).toEqual([false, false, false, false, false]);
  });
});
