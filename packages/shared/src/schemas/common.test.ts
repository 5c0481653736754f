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

describe('the text rule (every text field)', () => {
  it('refuses NUL, other control characters and lone surrogates; keeps tabs, new lines, emoji', async () => {
    const { CONTROL_CHARACTER_MESSAGE, isCleanText, optionalText, requiredText } =
      await import('./common.ts');
    const bad = [
      'a\u0000b',
      'bell\u0007',
      'esc\u001b[0m',
      'half \ud83d',
      'tail \udce6 x',
      '\uffff',
    ];
    const good = ['Shop 4,\n\tMG Road\r\n', 'box 📦', 'सामान', '₹ 1,250', ''];
    expect(bad.map(isCleanText)).toEqual(bad.map(() => false));
    expect(good.map(isCleanText)).toEqual(good.map(() => true));

    const name = requiredText(32, 'Please enter unit name.');
    const r = name.safeParse('a\u0000b');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(optionalText(500).safeParse('x\ud800').error?.issues[0]?.message).toBe(
      CONTROL_CHARACTER_MESSAGE,
    );
    expect(name.parse('  Kg ')).toBe('Kg');
    expect(optionalText(500).parse('  ')).toBeNull();
  });

  it('holds in the account and customer schemas built on it', async () => {
    const { CONTROL_CHARACTER_MESSAGE } = await import('./common.ts');
    const { loginSchema, registerSchema } = await import('./auth.ts');
    const { customerSchema } = await import('./customer.ts');
    const messages = (r: { error?: { issues: { message: string }[] } }) =>
      r.error?.issues.map((i) => i.message) ?? [];
    expect(
      messages(loginSchema.safeParse({ email: 'a@b.in', password: 'pass\u0000word1' })),
    ).toContain(CONTROL_CHARACTER_MESSAGE);
    expect(
      messages(
        registerSchema.safeParse({
          companyName: 'Sharma\u0000',
          companyCode: 'SHARMA',
          email: 'a@b.in',
          password: 'Secret123',
          confirmPassword: 'Secret123',
        }),
      ),
    ).toContain(CONTROL_CHARACTER_MESSAGE);
    expect(messages(customerSchema.safeParse({ name: 'Mehta \udfff' }))).toContain(
      CONTROL_CHARACTER_MESSAGE,
    );
  });
});
